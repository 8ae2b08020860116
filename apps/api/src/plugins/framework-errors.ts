import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorCode, ERROR_CATALOGUE, errorMessage } from '@blush/shared/errors';
import { API_PREFIX } from '@blush/shared/http';
import { type Locale, localeTag, resolveLocale } from '@blush/shared/locale';
import { pageSecurityHeaders } from '@blush/shared/security-headers';

/**
 * Errors Fastify raises before a request reaches any route or hook (the `frameworkErrors` option):
 * a path it cannot decode (`/%ZZ`, FST_ERR_BAD_URL) or a failed route constraint. Without this
 * Fastify answers with its own code and English text; here the shopper gets the catalogue's
 * message in their language, as JSON for the API and as a small page for a page address.
 */

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Cookie name → value, tolerant of anything (no hooks, so @fastify/cookie has not run yet). */
function cookies(text: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (text ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const value = part.slice(at + 1).trim();
    try {
      out[part.slice(0, at).trim()] = decodeURIComponent(value);
    } catch {
      out[part.slice(0, at).trim()] = value;
    }
  }
  return out;
}

export function requestLocaleBeforeHooks(request: FastifyRequest): Locale {
  const queryStart = request.url.indexOf('?');
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(queryStart >= 0 ? request.url.slice(queryStart + 1) : '');
  } catch {
    query = new URLSearchParams();
  }
  return resolveLocale({
    host: request.host,
    siteCountryHeader: header(request.headers['x-site-country']),
    cookies: cookies(header(request.headers.cookie)),
    query,
    acceptLanguage: header(request.headers['accept-language']),
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path === '/healthz' || path === '/readyz') return false;
  return (header(request.headers.accept) ?? '').includes('text/html');
}

/** A page of its own (no scripts, no styles) for an address no route can read. */
function errorPage(locale: Locale, message: string): string {
  return `<!DOCTYPE html><html lang="${localeTag(locale.language, locale.country)}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message)} | Blush</title></head><body><main id="main"><h1>${escapeHtml(message)}</h1><p><a href="/">Blush</a></p></main></body></html>`;
}

export function frameworkErrorHandler(options: { production: boolean }) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const code: ErrorCode = error.code === 'FST_ERR_BAD_URL' ? 'invalid_url' : error.statusCode !== undefined && error.statusCode < 500 ? 'validation_failed' : 'internal_error';
    const status = ERROR_CATALOGUE[code].status;
    if (status >= 500) request.log.error({ err: error }, 'framework error');
    const locale = requestLocaleBeforeHooks(request);
    const message = errorMessage(code, locale.language);
    reply.headers(pageSecurityHeaders({ production: options.production })).header('cache-control', 'no-store');
    if (wantsPage(request)) {
      void reply.status(status).type('text/html; charset=utf-8').send(errorPage(locale, message));
      return;
    }
    const body: { error: { code: ErrorCode; message: string; referenceId?: string } } = { error: { code, message } };
    if (status >= 500) body.error.referenceId = request.id;
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  };
}
