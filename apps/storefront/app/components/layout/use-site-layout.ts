/**
 * The site layout (promo messages, footer links; `SiteLayout` of the content API) that the layout
 * route in charge loaded as `siteLayout`: the published one in the default layout, the draft in
 * the preview layout. Null when it could not be loaded: callers fall back to built-in copy.
 */
import { useMatches } from 'react-router';
import type { SiteLayout } from '@blush/shared/content';

export function useSiteLayout(): SiteLayout | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]!.loaderData;
    if (data && typeof data === 'object' && 'siteLayout' in data) return (data as { siteLayout: SiteLayout | null }).siteLayout;
  }
  return null;
}
