/**
 * `npm run bench:pages`: Lighthouse, mobile preset (its default: a mid-range phone on a slow 4G
 * connection, simulated), on the shopping pages of the production build, median of 5 runs, against
 * the budgets of issue 20: score ≥ 95, LCP ≤ 1.8 s, CLS ≤ 0.01 (TBT is printed, not judged).
 *
 * Pages: home, a listing (the first category the home page links to), a product page (the first
 * product that listing links to), the bag with one item, and the floor: a bare React Router page
 * (bench/pages-floor, React Router in framework mode with one server-rendered route, served by the
 * same Fastify adapter with the same compression), built and measured in the same run. It is the
 * best any page of the shop can do on this machine with React and React Router hydrating it, so a
 * page's distance to it is the shop's own cost; a noisy machine moves both.
 *
 * Every run is a first visit (cookies and the origin's storage cleared): no locale cookie and no
 * cookie choice, so the consent banner shows, as it does for a new shopper. The bag is the same
 * first visit with only its `bag` cookie (a guest bag with one item, made through the API).
 * Runs go round the pages (floor, home, listing, product, bag, then again), so the machine's load
 * falls on all of them alike.
 *
 * Builds the floor, not the shop: run `NODE_ENV=production npm run build -w @blush/storefront`
 * first. Starts the production server (`--demo`, free port) on demo data in a throw-away database
 * (PostgreSQL as bench:api finds it, else PGlite in a throw-away DATA_DIR) and Chromium
 * (/usr/bin/chromium, or CHROMIUM_PATH).
 *
 * Options: --runs N (default 5), --only home,listing,… (page names), --json.
 * Exit status 1 when a shopping page misses a budget.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { ROOT, serverUrl, stop, waitFor, withBenchDatabase } from './lib.ts';
import { freePort } from '../apps/api/src/test/child-server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const BUDGET = { score: 95, lcpMs: 1800, cls: 0.01 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const storefront = path.join(ROOT, 'apps/storefront');
const floorApp = path.join(ROOT, 'bench/pages-floor');

interface Target {
  name: string;
  url: string;
  /** Cookies the run starts with (after the storage reset). */
  cookies?: Array<{ name: string; value: string }>;
  /** The floor is measured, not judged. */
  judged: boolean;
}
interface Run {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  lcpElement?: string;
  shifts: string[];
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** Wait until `url` answers; fails at once if the server process exits first. */
function started(child: ChildProcess, url: string): Promise<void> {
  return Promise.race([
    waitFor(url, 600_000),
    new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`The server for ${url} exited (${code}) before answering`)))),
  ]);
}

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`))));
  });
}

/** Chromium with a DevTools port; resolves once it listens. */
async function startChromium(profile: string): Promise<{ child: ChildProcess; port: number; ws: string }> {
  const port = await freePort();
  const child = spawn(
    CHROMIUM,
    ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
      return { child, port, ws: version.webSocketDebuggerUrl };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.kill();
  throw new Error('Chromium did not start');
}

/** One DevTools command on the browser target (to clear storage and set the bag cookie). */
async function cdp(ws: string, method: string, params: object): Promise<void> {
  const socket = new WebSocket(ws);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.onmessage = (event) => {
        const reply = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (reply.id !== 1) return;
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve();
      };
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
  } finally {
    socket.close();
  }
}

/** The first element node a Lighthouse audit's details name (the LCP element, a shifted element). */
function nodesOf(details: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const v = value as Record<string, unknown>;
    if (v.type === 'node' && typeof v.snippet === 'string') {
      found.push(`${String(v.selector ?? '')} ${v.snippet}`.trim().slice(0, 160));
      return;
    }
    for (const child of Object.values(v)) walk(child);
  };
  walk(details);
  return found;
}

async function measure(target: Target, port: number, ws: string): Promise<Run> {
  // A first visit: no cookies but the target's own. Lighthouse clears the origin's other storage
  // (its default leaves cookies and local storage, which earlier runs would have filled).
  await cdp(ws, 'Storage.clearCookies', {});
  if (target.cookies) {
    const url = new URL(target.url).origin;
    await cdp(ws, 'Storage.setCookies', { cookies: target.cookies.map((c) => ({ ...c, url, httpOnly: true, sameSite: 'Lax' })) });
  }
  const result = await lighthouse(target.url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${target.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
    lcpElement: nodesOf(audit('lcp-breakdown-insight')?.details)[0],
    shifts: nodesOf(audit('layout-shifts')?.details),
  };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** A guest bag with one item: the cheapest buyable single-variant product of the Singapore site. */
async function bagCookie(base: string): Promise<{ name: string; value: string }> {
  const headers = { 'X-Site-Country': 'SG', 'X-Platform': 'web' };
  const list = (await (await fetch(`${base}/api/web/v1/products?sort=price_asc&page_size=48`, { headers })).json()) as {
    items: Array<{ slug: string; inStock: boolean; variantCount: number; badges: string[] }>;
  };
  const card = list.items.find((p) => p.inStock && p.variantCount === 1 && !p.badges.includes('coming_soon') && !p.badges.includes('app_exclusive'));
  if (!card) throw new Error('No buyable product for the bag');
  const product = (await (await fetch(`${base}/api/web/v1/products/${card.slug}`, { headers })).json()) as { variants: Array<{ id: number }> };
  const response = await fetch(`${base}/api/web/v1/cart/line-items`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ variant_id: product.variants[0]!.id, quantity: 1 }),
  });
  if (!response.ok) throw new Error(`Adding to the bag: HTTP ${response.status} ${await response.text()}`);
  const bag = response.headers.getSetCookie().find((c) => c.startsWith('bag='));
  if (!bag) throw new Error('The bag answer set no bag cookie');
  return { name: 'bag', value: decodeURIComponent(bag.slice(4).split(';', 1)[0]!) };
}

/** The first same-site link of a page whose path starts with `prefix`. */
async function firstLink(url: string, prefix: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const href = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html)?.[1];
  if (!href) throw new Error(`No ${prefix}… link on ${url}`);
  return new URL(href, url).href;
}

if (!existsSync(path.join(storefront, 'build/server/index.js'))) fail('No production build: run `NODE_ENV=production npm run build -w @blush/storefront` first.');
const scratch = mkdtempSync(path.join(tmpdir(), 'blush-pages-'));
const children: ChildProcess[] = [];
/** Demo data in a throw-away PostgreSQL database when the server answers, else in a throw-away PGlite directory. */
async function withDemoDatabase(body: (env: Record<string, string>) => Promise<void>): Promise<void> {
  const server = await serverUrl();
  if (server) await withBenchDatabase(server, (url) => body({ DATABASE_URL: url }));
  else await body({ DATA_DIR: path.join(scratch, 'pglite') });
}
try {
  await withDemoDatabase(async (database) => {
    // Inside the repository (ignored), so its server build finds react-router in node_modules.
    const floorBuild = path.join(floorApp, 'build');
    await run(process.execPath, [path.join(ROOT, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
      cwd: floorApp,
      env: { ...process.env, NODE_ENV: 'production', FLOOR_BUILD_DIR: floorBuild },
    });
    rmSync(path.join(floorApp, '.react-router'), { recursive: true, force: true });
    const [shopPort, floorPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(shopPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    delete env.API_URL;
    Object.assign(env, database);
    const shopServer = spawn(process.execPath, [path.join(storefront, 'server.ts'), '--demo'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const floorEnv = { ...process.env, NODE_ENV: 'production', PORT: String(floorPort), FLOOR_BUILD_DIR: floorBuild };
    const floorServer = spawn(process.execPath, [path.join(floorApp, 'server.ts')], { cwd: ROOT, env: floorEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(shopServer, floorServer);
    const shop = `http://127.0.0.1:${shopPort}`;
    await Promise.all([started(shopServer, `${shop}/readyz`), started(floorServer, `http://127.0.0.1:${floorPort}/`)]);

    const listing = await firstLink(`${shop}/`, '/categories/');
    const product = await firstLink(listing, '/products/');
    let targets: Target[] = [
      { name: 'floor (bare React Router)', url: `http://127.0.0.1:${floorPort}/`, judged: false },
      { name: 'home', url: `${shop}/`, judged: true },
      { name: 'listing', url: listing, judged: true },
      { name: 'product', url: product, judged: true },
      { name: 'bag (1 item)', url: `${shop}/cart`, cookies: [await bagCookie(shop)], judged: true },
    ];
    if (values.only) {
      const only = values.only.split(',');
      targets = targets.filter((t) => only.some((o) => t.name.startsWith(o)));
    }
    // Server-side caches warm, as on a shop that has been up a while.
    for (const t of targets) await fetch(t.url);

    const chromium = await startChromium(path.join(scratch, 'chromium'));
    children.push(chromium.child);
    const runs = new Map<Target, Run[]>(targets.map((t) => [t, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const t of targets) {
        const r = await measure(t, chromium.port, chromium.ws);
        runs.get(t)!.push(r);
        // Each run as it ends (stderr), so a long or interrupted run still says something.
        process.stderr.write(`run ${i + 1}/${RUNS} ${t.name}: score ${r.score}, LCP ${(r.lcpMs / 1000).toFixed(2)} s, CLS ${r.cls.toFixed(3)}, TBT ${r.tbtMs.toFixed(0)} ms; LCP element ${r.lcpElement ?? '?'}\n`);
      }
    }
  
    const rows = targets.map((t) => {
      const rs = runs.get(t)!;
      const row = {
        name: t.name,
        url: t.url,
        judged: t.judged,
        score: median(rs.map((r) => r.score)),
        lcpMs: median(rs.map((r) => r.lcpMs)),
        cls: median(rs.map((r) => r.cls)),
        tbtMs: median(rs.map((r) => r.tbtMs)),
        scores: rs.map((r) => r.score),
        lcpElements: [...new Set(rs.map((r) => r.lcpElement ?? '?'))],
        shifts: [...new Set(rs.flatMap((r) => r.shifts))],
      };
      return { ...row, holds: row.score >= BUDGET.score && row.lcpMs <= BUDGET.lcpMs && row.cls <= BUDGET.cls };
    });
    const failed = rows.filter((r) => r.judged && !r.holds);

    if (values.json) console.log(JSON.stringify({ budget: BUDGET, runs: RUNS, rows }, null, 2));
    else {
      console.log(`Lighthouse mobile preset, median of ${RUNS}; budgets: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs / 1000} s, CLS ≤ ${BUDGET.cls}`);
      console.log(`${'page'.padEnd(27)}${'score'.padStart(6)}${'LCP s'.padStart(8)}${'CLS'.padStart(8)}${'TBT ms'.padStart(8)}  ${'scores'.padEnd(20)}result`);
      for (const r of rows) {
        console.log(
          `${r.name.padEnd(27)}${String(r.score).padStart(6)}${(r.lcpMs / 1000).toFixed(2).padStart(8)}${r.cls.toFixed(3).padStart(8)}${r.tbtMs.toFixed(0).padStart(8)}  ${r.scores.join(' ').padEnd(20)}${r.judged ? (r.holds ? 'holds' : 'FAILS') : 'floor'}`,
        );
      }
      for (const r of rows) {
        console.log(`\n${r.name}: ${r.url}\n  LCP element: ${r.lcpElements.join(' | ')}`);
        if (r.shifts.length) console.log(`  shifted: ${r.shifts.join(' | ')}`);
      }
    }
    if (failed.length) process.exitCode = 1;
    for (const child of children.splice(0).reverse()) await stop(child);
  });
} finally {
  for (const child of children.reverse()) await stop(child);
  rmSync(scratch, { recursive: true, force: true });
}
