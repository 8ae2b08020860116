import fp from 'fastify-plugin';
import { type Locale, resolveLocale } from '@blush/shared/locale';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The request headers the resolved locale comes from (besides the host and the query, which are
 * part of the URL): an answer that depends on the locale names them in `Vary`, or a CDN would hand
 * a Thai answer to an English shopper. The locale and language cookies make it `Cookie`.
 */
export const LOCALE_VARY = 'accept-language, x-site-country, cookie';

/** Resolves the country site and language of every request (product guide §4). */
export const localePlugin = fp(
  async (app) => {
    app.decorateRequest('locale', null as unknown as Locale);
    app.addHook('onRequest', async (request) => {
      const queryStart = request.url.indexOf('?');
      request.locale = resolveLocale({
        host: request.host,
        siteCountryHeader: header(request.headers['x-site-country']),
        cookies: request.cookies,
        query: new URLSearchParams(queryStart >= 0 ? request.url.slice(queryStart + 1) : ''),
        acceptLanguage: header(request.headers['accept-language']),
      });
    });
  },
  { name: 'locale', dependencies: ['@fastify/cookie'] },
);
