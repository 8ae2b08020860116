/**
 * Default layout: promo bar, header with the category navigation, main content, footer. Promo
 * messages, footer links and the overlay come from the content API's site layout (`siteLayout`,
 * null when it is unavailable: the bar and footer then show their built-in copy).
 */
import { Outlet } from 'react-router';
import type { SmartLinkExemption } from '@blush/shared/content';
import type { Route } from './+types/default';
import { LayoutHeader } from '../../components/layout/LayoutHeader.tsx';
import { LayoutSkipLink } from '../../components/layout/LayoutSkipLink.tsx';
import { revalidateOnLocaleChange } from '../../lib/revalidate.ts';
import { oncePerChange } from '../../lib/per-change.server.ts';
import { requestLocale, serverApi } from '../../lib/request-context.server.ts';
import { rethrowApiError } from '../../lib/route-errors.server.ts';
import { fetchSiteLayout } from '../../features/content/content.server.ts';
import { BagHeaderLink } from '../../features/bag/components/BagHeaderLink.tsx';
import { BagCardActionLazy } from '../../features/bag/components/BagCardActionLazy.tsx';
import { type CatalogCardActions, CatalogCardActionsProvider } from '../../features/catalog/components/CatalogCardActions.tsx';
import { WishlistHeartLazy } from '../../features/wishlist/components/WishlistHeartLazy.tsx';
import { lazyPart } from '../../lib/lazy-part.tsx';

// Drawn by the server and hydrated once their chunks are in: the footer (below the fold), the
// route announcer's live region (it speaks after a navigation), the app banner (nothing until
// after hydration); the overlay's code comes only when the site layout has an overlay (lib/lazy-part.tsx).
const LayoutFooter = lazyPart(() => import('../../components/layout/LayoutFooter.tsx').then((m) => m.LayoutFooter));
const LayoutRouteAnnouncer = lazyPart(() => import('../../components/layout/LayoutRouteAnnouncer.tsx').then((m) => m.LayoutRouteAnnouncer));
const AppBanner = lazyPart(() => import('../../features/app-banner/components/AppBanner.tsx').then((m) => m.AppBanner));
const ContentOverlay = lazyPart(() => import('../../features/content/components/ContentOverlay.tsx').then((m) => m.ContentOverlay), { preload: false });

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const api = serverApi(context);
    // The same for every page of a locale: read once per change of the catalogue or the content.
    const { country, language } = requestLocale(context);
    const [{ categories }, siteLayout] = await Promise.all([
      oncePerChange(context, `categories:${country}:${language}`, ['catalog'], () => api.categories()),
      // A layout that cannot be had (null) is not kept: the next page asks again.
      oncePerChange(context, `layout:${country}:${language}`, ['content', 'site'], async () => (await fetchSiteLayout(api)) ?? Promise.reject(new Error('no site layout'))).catch(() => null),
    ]);
    return { categories, siteLayout };
  } catch (error) {
    rethrowApiError(error);
  }
}

export const shouldRevalidate = revalidateOnLocaleChange;

/** Every product card of these pages: the wishlist heart on the image, the bag's quick add under the price. */
const CARD_ACTIONS: CatalogCardActions = {
  corner: (product) => <WishlistHeartLazy productId={product.id} slug={product.slug} name={`${product.brand.name} ${product.name}`} />,
  footer: (product) => <BagCardActionLazy product={product} />,
};

const NO_EXEMPTIONS: readonly SmartLinkExemption[] = [];

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LayoutSkipLink />
      <AppBanner exemptions={loaderData.siteLayout?.config.smartLinkExemptedPaths ?? NO_EXEMPTIONS} />
      <LayoutHeader categories={loaderData.categories} bag={<BagHeaderLink />} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <CatalogCardActionsProvider value={CARD_ACTIONS}>
          <Outlet />
        </CatalogCardActionsProvider>
      </main>
      <LayoutFooter />
      <LayoutRouteAnnouncer />
      {loaderData.siteLayout?.overlay ? <ContentOverlay overlay={loaderData.siteLayout.overlay} /> : null}
    </>
  );
}
