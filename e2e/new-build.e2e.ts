/**
 * Journey: a new build is deployed under an open page (product guide §4, §7, §9). The page is
 * served through a small front of this test's own: the built assets and `/build/latest.json` come
 * from a copy of the build directory, everything else from the e2e server. "Deploying" rewrites
 * the copy as a deploy would leave it for an old page — the latest-build file names another
 * version and a chunk of the old build (the menu drawer's, loaded on first use) is gone. Opening
 * the menu then fails to load that chunk: the page asks for the latest build, and reloads exactly once, and the same failure
 * right after the reload (the chunk is still missing) does not reload again — no loop.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NEW_BUILD } from '@blush/shared/new-build';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { PHONE_375 } from './support/account.ts';

const clientBuild = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/storefront/build/client');

/** Assets and the latest-build file from `dir`; every other request passed on to `upstream`. */
function startFront(dir: string, upstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(upstream);
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://front').pathname;
    if (pathname.startsWith('/assets/') || pathname === NEW_BUILD.latestPath) {
      const file = path.join(dir, path.normalize(pathname));
      let body: Buffer;
      try {
        if (!file.startsWith(dir) || !statSync(file).isFile()) throw new Error('not a file');
        body = readFileSync(file);
      } catch {
        response.writeHead(404).end();
        return;
      }
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
      response.writeHead(200, { 'content-type': type, 'cache-control': pathname === NEW_BUILD.latestPath ? NEW_BUILD.latestCacheControl : 'no-cache' }).end(body);
      return;
    }
    const forward = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.writeHead(502).end());
    request.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () =>
          new Promise((done) => {
            server.close(() => done());
            // The browser keeps its connections open; the front is done with them.
            server.closeAllConnections();
          }),
      });
    });
  });
}

describe('new build', () => {
  const browser = useBrowser();
  let dir = '';
  let front: Awaited<ReturnType<typeof startFront>>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'blush-new-build-'));
    cpSync(clientBuild, dir, { recursive: true });
    front = await startFront(dir, inject('baseUrl'));
  });
  afterAll(async () => {
    await front?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Resolves once the page has handled the next failed chunk load (its handlers have run, reload or not). */
  const nextChunkFailure = (page: Page) =>
    page.evaluate(() => new Promise<void>((resolve) => window.addEventListener('vite:preloadError', () => setTimeout(resolve, 0), { once: true })));

  it('reloads the page once when a chunk of the old build fails to load after a new build, and not in a loop', async () => {
    const page = await browser.page({ viewport: PHONE_375, baseURL: front.url });
    await useSite(page.context(), front.url, 'SG', 'en');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    // The new-build watch loads after hydration (its own chunk): the page is watching once it has.
    const assets = path.join(dir, 'assets');
    const watchChunk = readdirSync(assets).find((name) => name.endsWith('.js') && readFileSync(path.join(assets, name), 'utf8').includes('blush.chunk-reload:'));
    expect(watchChunk).toBeTruthy();
    const watching = () => page.waitForResponse((r) => r.url().endsWith(`/assets/${watchChunk}`));
    const latestChecks: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === NEW_BUILD.latestPath) latestChecks.push(documents.length);
    });

    // On a phone the menu button shows (below the desktop width). A page just loaded asks nothing.
    await Promise.all([watching(), page.goto('/')]);
    const current = JSON.parse(readFileSync(path.join(dir, NEW_BUILD.latestPath), 'utf8')) as { version: string };
    expect(await page.evaluate(() => (window as { __reactRouterManifest?: { version: string } }).__reactRouterManifest?.version)).toBe(current.version);
    expect(documents).toHaveLength(1);
    expect(latestChecks).toEqual([]);

    // Deploy: a new version is out and the old build's menu chunk is gone.
    writeFileSync(path.join(dir, NEW_BUILD.latestPath), JSON.stringify({ version: `${current.version}-next`, builtAt: new Date().toISOString() }));
    const menuChunk = readdirSync(assets).find((name) => /^LayoutMenuDrawerPanel-.*\.js$/.test(name));
    expect(menuChunk).toBeTruthy();
    rmSync(path.join(assets, menuChunk!));

    const reloaded = Promise.all([page.waitForEvent('load'), watching()]);
    await page.getByTestId('menu-button').click();
    // The failure made the page ask for the latest build (a new one), then reload once: a second
    // document for the same path, watching again.
    await reloaded;
    expect(latestChecks[0]).toBe(1);
    expect(documents).toHaveLength(2);
    expect(new URL(documents[1]!).pathname).toBe('/');
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
    const guard = Number(await page.evaluate(() => sessionStorage.getItem('blush.chunk-reload:/')));
    expect(guard).toBeGreaterThan(0);

    // The reloaded page fails the same way (the chunk is still missing): within 10 s, no reload.
    // (A reload would also destroy the page's context under the evaluate below and fail it.)
    // Handled once the page has had its answers on the latest build (the file and the manifest).
    const answered = (pathname: string) => page.waitForResponse((r) => new URL(r.url()).pathname === pathname);
    const handled = Promise.all([nextChunkFailure(page), answered(NEW_BUILD.latestPath), answered('/__manifest')]);
    await page.getByTestId('menu-button').click();
    await handled;
    expect(latestChecks.filter((document) => document === 2)).toHaveLength(1);
    expect(await page.evaluate(() => sessionStorage.getItem('blush.chunk-reload:/'))).toBe(String(guard));
    expect(documents).toHaveLength(2);
  });

  it('serves the latest-build file of the real build with no-store', async () => {
    const response = await fetch(`${inject('baseUrl')}${NEW_BUILD.latestPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { version: string };
    expect(body.version).toMatch(/^[0-9a-f]{8}$/);
  });
});
