/**
 * `npm run bench:bundle`: first-load JavaScript of the storefront's main pages, gzip, against the
 * budgets of docs/architecture.md: 130 KB on a product page (the design's figure), 140 KB on the
 * listings and search, 150 KB on the home page (its content blocks and rails).
 *
 * Builds nothing: run `npm run build -w @blush/storefront` first. It reads the production client
 * build (`apps/storefront/build/client`) and its React Router manifest, and for each route adds up
 * the files a first load fetches, as the server-rendered page lists them: the manifest module itself
 * (not with lazy route discovery, where the page inlines its own routes), the client entry and its
 * static imports, then every matched route module (root, layout, page) with its static imports. Sizes are gzip at zlib's default level (what `@fastify/compress`
 * sends), 1 kB = 1000 bytes; lazy chunks (`import()`) are not first-load and not counted.
 *
 * Options:
 *   --html             also start the production server (free port, throw-away DATA_DIR), read the
 *                      `<link rel="modulepreload">` and `<script type="module">` of the real pages
 *                      and use those lists (the ground truth); says so where they differ
 *   --browser          with --html: also load each page in Chromium (/usr/bin/chromium) until the
 *                      network is idle and count every script it fetched, lazy chunks included
 *   --budget KB        one budget for every route instead (e.g. to see how far a build is from a figure)
 *   --build DIR        another build to measure (default apps/storefront/build), without --html
 *   --files            list every file of every route
 *   --json             print the results as JSON instead of the table
 * Exit status 1 when a route is over its budget.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { stop, waitFor } from './lib.ts';
import { freePort } from '../apps/api/src/test/child-server.ts';

const { values } = parseArgs({
  options: {
    html: { type: 'boolean', default: false },
    browser: { type: 'boolean', default: false },
    budget: { type: 'string' },
    build: { type: 'string' },
    files: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

/** The routes of the budget, as React Router patterns, with their budgets in kB (gzip). */
const BUDGETS = { '/': 150, '/categories/*': 140, '/products/:slug': 130, '/search': 140 } as const;
const ROUTES = Object.keys(BUDGETS) as Array<keyof typeof BUDGETS>;
/** Where a pattern has no fixed URL: the first link of the home page that fits, else this. */
const SEARCH_URL = '/search?q=lip';

const root = fileURLToPath(new URL('..', import.meta.url));
const storefront = path.join(root, 'apps/storefront');
const buildDir = values.build ? path.resolve(values.build) : path.join(storefront, 'build');
const clientDir = path.join(buildDir, 'client');
const serverBuild = path.join(buildDir, 'server/index.js');
/** The budget of a route in bytes: `--budget` when given, else its own. */
const budgetBytes = (route: string): number => (values.budget ? Number(values.budget) : BUDGETS[route as keyof typeof BUDGETS]) * 1000;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
  url: string;
}

interface RouteResult {
  route: string;
  url?: string;
  source: 'manifest' | 'html' | 'browser';
  files: string[];
  raw: number;
  gzip: number;
  /** Files the server-rendered page lists that the manifest computation does not, and the reverse. */
  htmlOnly?: string[];
  manifestOnly?: string[];
  /** With --browser: scripts fetched by the page load beyond the preloaded ones. */
  lazyLoaded?: string[];
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The manifest of the current build: the one the server build names. */
function readManifest(): Manifest {
  if (!existsSync(serverBuild) || !existsSync(clientDir)) fail('No production build: run `npm run build -w @blush/storefront` first.');
  const url = /\/assets\/manifest-[0-9a-f]+\.js/.exec(readFileSync(serverBuild, 'utf8'))?.[0];
  if (!url) fail(`No React Router manifest named in ${path.relative(root, serverBuild)}.`);
  const text = readFileSync(path.join(clientDir, url), 'utf8').trim();
  const json = text.replace(/^window\.__reactRouterManifest\s*=\s*/, '').replace(/;$/, '');
  return JSON.parse(json) as Manifest;
}

/** `/categories/*` for `routes/category`: the route's path with its ancestors'. */
function fullPath(manifest: Manifest, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
    if (r.path) parts.unshift(r.path);
  }
  return `/${parts.join('/')}`;
}

/** The branch (root first) of the page route whose pattern is `pattern`. */
function branch(manifest: Manifest, pattern: string): ManifestRoute[] {
  const routes = Object.values(manifest.routes);
  const parents = new Set(routes.map((r) => r.parentId).filter(Boolean));
  const leaves = routes.filter((r) => !parents.has(r.id) && fullPath(manifest, r) === pattern && !r.id.includes('preview'));
  // "/" is the index route, not a pathless layout or the splat.
  const leaf = leaves.find((r) => r.index) ?? leaves[0];
  if (!leaf) fail(`No route ${pattern} in the manifest.`);
  const chain: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = leaf; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.unshift(r);
  return chain;
}

/**
 * Whether the build discovers routes lazily: the page then inlines the routes it matched and the
 * manifest module is not fetched on a first load (React Router's `routeDiscovery: { mode: 'lazy' }`).
 */
const lazyDiscovery = (): boolean => /routeDiscovery\s*=\s*\{\s*"mode":\s*"lazy"/.test(readFileSync(serverBuild, 'utf8'));

/** What the server-rendered page preloads: manifest (unless discovery is lazy), entry and its imports, each route and its imports. */
function manifestFiles(manifest: Manifest, pattern: string): string[] {
  const files = [...(lazyDiscovery() ? [] : [manifest.url]), manifest.entry.module, ...manifest.entry.imports];
  for (const route of branch(manifest, pattern)) files.push(route.module, ...(route.imports ?? []));
  return [...new Set(files)];
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  let size = sizes.get(file);
  if (!size) {
    const full = path.join(clientDir, file);
    if (!existsSync(full)) fail(`${file} is not in ${path.relative(root, clientDir)}: a stale build or a stale server?`);
    const bytes = readFileSync(full);
    size = { raw: bytes.length, gzip: gzipSync(bytes).length };
    sizes.set(file, size);
  }
  return size;
}

function result(route: string, source: RouteResult['source'], files: string[], url?: string): RouteResult {
  const js = files.filter((f) => f.endsWith('.js'));
  return {
    route,
    ...(url ? { url } : {}),
    source,
    files: js,
    raw: js.reduce((sum, f) => sum + sizeOf(f).raw, 0),
    gzip: js.reduce((sum, f) => sum + sizeOf(f).gzip, 0),
  };
}

/** Same-origin script URLs a page names: modulepreload links, module script src and inline `import "…"`. */
function htmlScripts(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (/\brel="modulepreload"/.test(tag)) files.push(/\bhref="([^"]+)"/.exec(tag)?.[1] ?? '');
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = '', body = ''] = m;
    if (!/\btype="module"/.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) files.push(src);
    for (const imp of body.matchAll(/\bimport\s*(?:\(\s*)?["']([^"']+)["']/g)) files.push(imp[1] ?? '');
  }
  return [...new Set(files.filter((f) => f.startsWith('/') && !f.startsWith('//')))];
}


function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part === '*' ? '.+' : part.startsWith(':') ? '[^/?#]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}$`);
}

/** A real URL for each pattern: fixed ones as they are, the others from the home page's links. */
function exampleUrls(homeHtml: string): Map<string, string> {
  const links = [...homeHtml.matchAll(/\bhref="(\/[^"?#]*)/g)].map((m) => m[1] ?? '');
  const urls = new Map<string, string>();
  for (const pattern of ROUTES) {
    if (pattern === '/search') urls.set(pattern, SEARCH_URL);
    else if (!/[*:]/.test(pattern)) urls.set(pattern, pattern);
    else {
      const re = patternRegExp(pattern);
      const link = links.find((l) => re.test(l));
      if (!link) fail(`No link on the home page fits ${pattern}.`);
      urls.set(pattern, link);
    }
  }
  return urls;
}

async function measureServed(manifestResults: RouteResult[]): Promise<RouteResult[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blush-bundle-'));
  const base = `http://127.0.0.1:${port}`;
  // The embedded database in a throw-away directory, the API in process: nothing else needed.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'pglite'),
    RATE_LIMIT_MAX: '100000',
  };
  delete env.DATABASE_URL;
  delete env.API_URL;
  const server = spawn(process.execPath, [path.join(storefront, 'server.ts')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`${base}/readyz`);
    const get = async (url: string) => {
      const response = await fetch(base + url, { headers: { cookie: 'locale=SG' } });
      if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
      return response.text();
    };
    const urls = exampleUrls(await get('/'));
    const out: RouteResult[] = [];
    for (const pattern of ROUTES) {
      const url = urls.get(pattern)!;
      const served = result(pattern, 'html', htmlScripts(await get(url)), url);
      const computed = manifestResults.find((r) => r.route === pattern)!;
      served.htmlOnly = served.files.filter((f) => !computed.files.includes(f));
      served.manifestOnly = computed.files.filter((f) => !served.files.includes(f));
      out.push(served);
    }
    if (values.browser) await measureBrowser(base, out);
    return out;
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every script a real page load fetches until the network is idle (lazy chunks included). */
async function measureBrowser(base: string, served: RouteResult[]): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (const entry of served) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'locale', value: 'SG', url: base }]);
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === base && request.resourceType() === 'script') scripts.add(url.pathname);
      });
      await page.goto(base + entry.url, { waitUntil: 'networkidle' });
      await context.close();
      entry.lazyLoaded = [...scripts].filter((f) => !entry.files.includes(f));
      const all = [...new Set([...entry.files, ...scripts])];
      Object.assign(entry, result(entry.route, 'browser', all, entry.url), {
        htmlOnly: entry.htmlOnly,
        manifestOnly: entry.manifestOnly,
        lazyLoaded: entry.lazyLoaded,
      });
    }
  } finally {
    await browser.close();
  }
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

const manifest = readManifest();
const computed = ROUTES.map((pattern) => result(pattern, 'manifest', manifestFiles(manifest, pattern)));
if ((values.html || values.browser) && values.build) fail('--html and --browser serve apps/storefront/build only.');
const results = values.html || values.browser ? await measureServed(computed) : computed;
const over = results.filter((r) => r.gzip > budgetBytes(r.route));

if (values.json) {
  console.log(JSON.stringify({ built: statSync(serverBuild).mtime.toISOString(), results: results.map((r) => ({ ...r, budgetBytes: budgetBytes(r.route) })) }, null, 2));
} else {
  console.log(`First-load JavaScript, gzip (zlib default level, 1 kB = 1000 B); build of ${statSync(serverBuild).mtime.toISOString()}`);
  console.log(`${'route'.padEnd(18)}${'from'.padEnd(10)}${'files'.padStart(6)}${'raw kB'.padStart(9)}${'gzip kB'.padStart(9)}${'budget'.padStart(8)}${'left'.padStart(8)}  result`);
  for (const r of results) {
    console.log(
      `${r.route.padEnd(18)}${r.source.padEnd(10)}${String(r.files.length).padStart(6)}${kB(r.raw).padStart(9)}${kB(r.gzip).padStart(9)}${kB(budgetBytes(r.route)).padStart(8)}${kB(budgetBytes(r.route) - r.gzip).padStart(8)}  ${r.gzip <= budgetBytes(r.route) ? 'pass' : 'FAIL'}`,
    );
  }
  for (const r of results) {
    if (r.htmlOnly?.length || r.manifestOnly?.length) {
      console.log(`\n${r.route} (${r.url}): the page and the manifest disagree`);
      if (r.htmlOnly?.length) console.log(`  only in the page: ${r.htmlOnly.join(' ')}`);
      if (r.manifestOnly?.length) console.log(`  only in the manifest: ${r.manifestOnly.join(' ')}`);
    }
    if (r.lazyLoaded?.length) console.log(`\n${r.route} (${r.url}): fetched during the load beyond the preloads: ${r.lazyLoaded.join(' ')}`);
  }
  if (values.files) {
    const shared = results.map((r) => r.files).reduce((a, b) => a.filter((f) => b.includes(f)));
    const list = (files: string[]) =>
      [...files]
        .sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)
        .map((f) => `  ${kB(sizeOf(f).gzip).padStart(6)}  ${f}`)
        .join('\n');
    console.log(`\nShared by every route (${kB(shared.reduce((s, f) => s + sizeOf(f).gzip, 0))} kB gzip):\n${list(shared)}`);
    for (const r of results) console.log(`\n${r.route} only:\n${list(r.files.filter((f) => !shared.includes(f)))}`);
  }
}
if (over.length) process.exitCode = 1;
