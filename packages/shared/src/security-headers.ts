/**
 * The security headers of every HTML page the shop serves (React Router's pages and error pages,
 * and the server's own 400 page for an address it cannot decode). The one place the
 * Content-Security-Policy is written: a third-party script (tag manager, fraud screening) is
 * allowed by adding its origin to `THIRD_PARTY` below.
 */

/**
 * Origins of third-party services, per directive. The tag manager (issue 19; loaded only when
 * ANALYTICS_CONTAINER_ID is set and the visitor consented, its script tag carrying the nonce):
 * its script and preview frame, and the measurement hosts it sends to.
 */
const TAG_MANAGER = 'https://www.googletagmanager.com';
const THIRD_PARTY: Readonly<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src', readonly string[]>> = {
  'script-src': [TAG_MANAGER],
  // …and hosted Bugsnag, where the error reporter sends once ERROR_REPORTER_HOSTED is set (decision 0025).
  'connect-src': [TAG_MANAGER, 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://notify.bugsnag.com', 'https://sessions.bugsnag.com'],
  'img-src': [],
  'frame-src': [TAG_MANAGER],
};

export interface PageSecurityOptions {
  /** A fresh random value per response; the only inline scripts that run are the ones carrying it. */
  nonce?: string;
  /** APP_ENV=production: adds HSTS (never on a development or test host served over plain http). */
  production: boolean;
}

export function contentSecurityPolicy(nonce: string | undefined): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // Scripts: our own bundles and the inline scripts React Router and React write into the page
    // (hydration data, module loader, scroll restoration, streamed data), all carrying the nonce.
    // No 'unsafe-inline': an injected inline script without the nonce does not run.
    'script-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...THIRD_PARTY['script-src']],
    'script-src-attr': ["'none'"],
    // Styles: 'unsafe-inline' because pages render `style` attributes (React's style prop, e.g.
    // progress bars and computed widths) and the mailbox shows e-mails whose HTML is styled inline;
    // a nonce does not cover style attributes. Inline styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product and brand images may come from any https image host of the catalogue; QR codes are data: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...THIRD_PARTY['img-src']],
    'font-src': ["'self'", 'data:'],
    // Gift videos: our own (the API's) and the one just recorded, watched before it is sent (blob:).
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...THIRD_PARTY['connect-src']],
    'frame-src': ["'self'", ...THIRD_PARTY['frame-src']],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return serializeCsp(directives);
}

/** A Content-Security-Policy header value from its directives. */
export function serializeCsp(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers for an HTML page (set them on 404, 500 and 400 pages too). */
export function pageSecurityHeaders(options: PageSecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options.nonce),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // geolocation, camera and microphone: the shop's own pages may ask (the store locator's "near me",
    // recording a gift video on the order page); no frame or other origin may.
    'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(self), interest-cohort=()',
  };
  if (options.production) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** APP_ENV as the API reads it: unset means production when NODE_ENV is. */
export function isProductionEnv(env: { APP_ENV?: string | undefined; NODE_ENV?: string | undefined }): boolean {
  return env.APP_ENV !== undefined && env.APP_ENV !== '' ? env.APP_ENV === 'production' : env.NODE_ENV === 'production';
}
