/**
 * Root server middleware: resolves the country site and language of the request (product guide §4,
 * `resolveLocale`), rewrites a URL whose `language` is the country's default (product guide §2), and puts
 * the locale and an API client bound to it in the router context.
 */
import { type MiddlewareFunction, redirect } from 'react-router';
import { LOCALE_COOKIE_MAX_AGE, languageCookieName, resolveLocale } from '@blush/shared/locale';
import type { Transport } from './api-core.ts';
import { createServerApi, resolveTransport } from './api.server.ts';
import { parseCookies, serializeCookie } from './cookies.ts';
import { canonicalLocalePath, queryLanguage } from './locale.ts';
import { localeContext, serverApiContext } from './request-context.server.ts';

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

export const localeMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const cookies = parseCookies(request.headers.get('cookie'));
  const resolved = resolveLocale({
    host: request.headers.get('host') ?? url.host,
    siteCountryHeader: request.headers.get('x-site-country'),
    cookies,
    query: url.searchParams,
  });
  const locale = { country: resolved.country, language: resolved.language, countrySource: resolved.countrySource };

  if (request.method === 'GET' || request.method === 'HEAD') {
    const canonical = canonicalLocalePath(url, locale.country);
    if (canonical) {
      const headers = new Headers();
      const explicit = queryLanguage(url, locale.country);
      if (explicit) {
        // Keep the language the shopper asked for once the query is gone.
        headers.append(
          'Set-Cookie',
          serializeCookie(languageCookieName(locale.country), explicit, {
            maxAge: LOCALE_COOKIE_MAX_AGE,
            sameSite: 'Lax',
            secure: isSecureRequest(request),
          }),
        );
      }
      throw redirect(canonical, { headers });
    }
  }

  context.set(localeContext, locale);
  // Resolved on first use, so routes that never call the API need no transport.
  const transport: Transport = (apiRequest) => resolveTransport(context)(apiRequest);
  context.set(serverApiContext, createServerApi(transport, locale, request.signal));
  return next();
};
