/**
 * Default layout: promo bar, header with the category navigation, main content, footer. Promo
 * messages, footer links and the overlay come from the content API's site layout (`siteLayout`,
 * null when it is unavailable: the bar and footer then show their built-in copy).
 */
import { Outlet } from 'react-router';
import type { Route } from './+types/default';
import { LayoutFooter } from '../../components/layout/LayoutFooter.tsx';
import { LayoutHeader } from '../../components/layout/LayoutHeader.tsx';
import { LayoutSkipLink } from '../../components/layout/LayoutSkipLink.tsx';
import { revalidateOnLocaleChange } from '../../lib/revalidate.ts';
import { serverApi } from '../../lib/request-context.server.ts';
import { rethrowApiError } from '../../lib/route-errors.server.ts';
import { ContentOverlay } from '../../features/content/components/ContentOverlay.tsx';
import { fetchSiteLayout } from '../../features/content/content.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const api = serverApi(context);
    const [{ categories }, siteLayout] = await Promise.all([api.categories(), fetchSiteLayout(api)]);
    return { categories, siteLayout };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const shouldRevalidate = revalidateOnLocaleChange;

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LayoutSkipLink />
      <LayoutHeader categories={loaderData.categories} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <LayoutFooter />
      <ContentOverlay overlay={loaderData.siteLayout?.overlay ?? null} />
    </>
  );
}
