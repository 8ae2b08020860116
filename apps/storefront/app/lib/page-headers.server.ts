/**
 * Headers on every page and data response of the storefront (the API sets its own with helmet):
 * no MIME sniffing, no framing by other sites, a referrer policy, and no shared caching of pages
 * that depend on the shopper's locale cookies unless a route says otherwise.
 */
import type { MiddlewareFunction } from 'react-router';

export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Pages also say frame-ancestors 'none' in their Content-Security-Policy (entry.server.tsx).
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // geolocation, camera and microphone: the shop's own pages may ask (the store locator's "near me",
  // recording a gift video on the order page); no frame or other origin may.
  'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(self), interest-cohort=()',
};

export const pageHeadersMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(PAGE_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-cache');
  return response;
};

/** Signed-in pages (the account area): nothing may store them, not even the browser's cache. */
export const PRIVATE_PAGE_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'private, no-store' };
