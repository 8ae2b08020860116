/** Preview pages (product guide §2 `/preview/*`): their response headers and the live page they preview. */

/** No search engine, no shared cache. */
export const PREVIEW_HEADERS = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store' } as const;

/** The live page of a preview path: `/preview/pages/x` → `/pages/x`, `/preview/homepage` → `/`. */
export function livePathOf(pathname: string): string | null {
  if (!/^\/preview(\/|$)/.test(pathname)) return null;
  const rest = pathname.slice('/preview'.length).replace(/\/+$/, '');
  if (rest.startsWith('/pages/') || rest.startsWith('/brands/')) return rest;
  if (rest === '/homepage' || rest === '/layout' || rest.startsWith('/overlay/')) return '/';
  if (rest.startsWith('/homepage/')) return `/pages/${rest.slice('/homepage/'.length)}`;
  return null;
}
