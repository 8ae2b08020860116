/**
 * Preview layout (product guide §2, §6): content editors look at drafts as shoppers will see them, with
 * the draft layout's promo bar and footer around them, under a "Preview" bar. The token comes from
 * `?preview_token=` (moved into a cookie by the page loaders) and is sent as X-Preview-Mode;
 * `?user_segments=` shows the content as those segments see it. Search engines are kept out, nothing
 * is cached, and page-view analytics stay off (root `analyticsEnabled`).
 */
import { Outlet, useLocation } from 'react-router';
import type { Route } from './+types/preview';
import { LayoutFooter } from '../../components/layout/LayoutFooter.tsx';
import { LayoutHeader } from '../../components/layout/LayoutHeader.tsx';
import { LayoutSkipLink } from '../../components/layout/LayoutSkipLink.tsx';
import { ContentPreviewBar } from '../../features/content/components/ContentPreviewBar.tsx';
import { fetchSegments, fetchSiteLayout, optionalPreviewContext } from '../../features/content/content.server.ts';
import { PREVIEW_HEADERS, livePathOf } from '../../features/content/preview.ts';
import { serverApi } from '../../lib/request-context.server.ts';
import { rethrowApiError } from '../../lib/route-errors.server.ts';

export function headers(): HeadersInit {
  return PREVIEW_HEADERS;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const preview = optionalPreviewContext(request, url);
  const api = serverApi(context);
  try {
    const [{ categories }, siteLayout, allSegments] = await Promise.all([api.categories(), fetchSiteLayout(api, preview), preview ? fetchSegments(api) : []]);
    return { categories, siteLayout, segments: preview?.segments ?? [], allSegments, missingToken: !preview };
  } catch (error) {
    rethrowApiError(error);
  }
}

export default function PreviewLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <>
      <LayoutSkipLink />
      <ContentPreviewBar
        segments={loaderData.segments}
        allSegments={loaderData.allSegments}
        livePath={livePathOf(pathname)}
        missingToken={loaderData.missingToken}
      />
      <LayoutHeader categories={loaderData.categories} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <LayoutFooter />
    </>
  );
}
