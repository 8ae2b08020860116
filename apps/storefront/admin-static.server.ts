/**
 * The back office's app (apps/admin, decision 0029) under `/admin` on the shop's origin: its Vite
 * build's hashed assets cached for a year, everything else answered with its index.html (the app
 * routes in the browser) never cached, with a Content-Security-Policy of its own: scripts from this
 * origin only, and none of the storefront's tag manager, experiments or error-reporter hosts.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageSecurityHeaders, serializeCsp } from '@blush/shared/security-headers';

export const ADMIN_APP_PATH = '/admin';

/**
 * The back office's CSP: scripts from this origin only (Vite's build has no inline script), no third
 * party. `nonce` is for <style> elements only: React Aria adds two small ones (touch behaviour of
 * pressable elements, scroll containment under a dialog) with the nonce of the page's
 * `<meta property="csp-nonce">`.
 */
export function adminContentSecurityPolicy(nonce: string): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // The stylesheet is a file; React Aria positions popovers and hides text visually with style attributes.
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    // The authenticator's QR code is an SVG data: URL.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return serializeCsp(directives);
}

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
/** A built asset's name: Vite's `name-hash.ext`, nothing that could climb out of the folder. */
const ASSET_NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

async function fileOrUndefined(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

export function registerAdminApp(app: FastifyInstance, options: { buildDir: string; production: boolean }): void {
  const index = async (reply: FastifyReply) => {
    const html = await fileOrUndefined(path.join(options.buildDir, 'index.html'));
    reply.header('cache-control', 'no-store');
    if (!html) return reply.status(503).type('text/plain; charset=utf-8').send('The back office is not built: run `npm run build`.\n');
    const nonce = randomBytes(16).toString('base64');
    reply.headers({ ...pageSecurityHeaders({ production: options.production }), 'Content-Security-Policy': adminContentSecurityPolicy(nonce) });
    // A meta's `nonce` attribute is hidden from the DOM's attributes once parsed; React Aria reads its `nonce` property.
    return reply.type('text/html; charset=utf-8').send(html.toString('utf8').replace(/<meta charset="utf-8" ?\/?>/i, `$&\n    <meta property="csp-nonce" nonce="${nonce}" />`));
  };

  app.get(ADMIN_APP_PATH, async (_request, reply) => index(reply));
  app.get(`${ADMIN_APP_PATH}/*`, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    if (rest.startsWith('assets/')) {
      const name = rest.slice('assets/'.length);
      const body = ASSET_NAME.test(name) ? await fileOrUndefined(path.join(options.buildDir, 'assets', name)) : undefined;
      // A missing asset is a 404, never the app's page (a stale tab asking for last build's chunk).
      if (!body) return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found\n');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(TYPES[path.extname(name)] ?? 'application/octet-stream')
        .send(body);
    }
    return index(reply);
  });
}
