// @vitest-environment node
/**
 * The shop's server serving the back office's build under /admin (apps/storefront/admin-static.server.ts):
 * hashed assets cached for a year, every other path the app's page, never cached, with its own CSP.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdminApp } from '../../../storefront/admin-static.server.ts';

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'admin-build-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8" /><script type="module" src="/admin/assets/index-abc123.js"></script></head><body></body></html>');
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'secret.txt'), 'not an asset');
  app = Fastify();
  registerAdminApp(app, { buildDir: dir, production: true });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('/admin', () => {
  it('answers every app path with the page, never cached, with the back office’s own CSP and a fresh style nonce', async () => {
    const pages = await Promise.all(['/admin', '/admin/', '/admin/orders/11111111-1111-4111-8111-111111111111?x=1'].map((url) => app.inject({ url })));
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['strict-transport-security']).toContain('max-age=');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/googletagmanager|bugsnag|kameleoon|unsafe-eval/);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(page.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    }
    const nonces = pages.map((page) => /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1]);
    expect(new Set(nonces).size).toBe(3);
  });

  it('serves a built asset for a year; a missing one, or a name climbing out of assets/, is a 404 and not the page', async () => {
    const asset = await app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/admin/assets/index-old999.js', '/admin/assets/..%2Fsecret.txt', '/admin/assets/..%5Csecret.txt']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain('not an asset');
      expect(missing.headers['cache-control']).toBe('no-store');
    }
    // Dot segments resolved by the URL parser land on the app's page, never on a file beside it.
    for (const url of ['/admin/assets/../secret.txt', '/admin/assets/%2e%2e/secret.txt']) expect((await app.inject({ url })).body).not.toContain('not an asset');
  });
});
