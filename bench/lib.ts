import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export interface Result {
  name: string;
  requestsPerSecond: number;
  p50: number;
  /** autocannon has no p95; p97.5 is the nearest percentile above it. */
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export function startProcess(script: string, env: Record<string, string>, args: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

/**
 * Wait until `url` answers. With `child`, fail as soon as it exits: a server that could not listen
 * (the port taken by another benchmark) must not let another process's answers be measured.
 */
export async function waitFor(url: string, timeoutMs = 180_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // Asked right after the child was spawned, long before it can listen: an answer now is someone else's.
  let first = child !== undefined;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited (code ${child.exitCode}) before answering`);
    const answered = await fetch(url).then((res) => res.ok, () => undefined);
    if (first && answered !== undefined) throw new Error(`${url} answers before the server started: the port is taken by another process`);
    if (answered) return;
    first = false;
    await sleep(250);
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
}

/**
 * Closed-loop load: `connections` each send their next request as soon as the last one is answered
 * (the peak a server sustains). For latency at a given rate use `paced` (paced.ts): autocannon's
 * own rate option sends each second's share in a burst at its start.
 */
export async function load(
  name: string,
  url: string,
  options: { connections?: number; duration?: number; headers?: Record<string, string>; requests?: autocannon.Request[] } = {},
): Promise<Result> {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: options.connections ?? 20,
      duration,
      headers: options.headers,
      ...(options.requests ? { requests: options.requests } : {}),
    });
  await run(3); // warm-up
  const result = await run(options.duration ?? 10);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(title: string, results: Result[], baseline: Result): void {
  console.log(`\n${title}`);
  console.log('name'.padEnd(44), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p97.5 ms'.padStart(9), 'p99 ms'.padStart(8), 'vs hello'.padStart(9), 'errors'.padStart(7));
  for (const r of [baseline, ...results]) {
    const ratio = r === baseline ? '' : `${((r.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}%`;
    console.log(
      r.name.padEnd(44),
      r.requestsPerSecond.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p97_5).padStart(9),
      String(r.p99).padStart(8),
      ratio.padStart(9),
      String(r.errors + r.non2xx).padStart(7),
    );
  }
}

/** The repository root, to start the project's own scripts. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Ports of the hello-world and the API (BENCH_HELLO_PORT, BENCH_API_PORT), for two benchmarks at once. */
const HELLO_PORT = process.env.BENCH_HELLO_PORT ?? '4101';
const API_PORT = process.env.BENCH_API_PORT ?? '4102';

/** The baseline of every benchmark: a bare Fastify hello-world on port 4101, measured now. */
export async function helloBaseline(options: { connections: number; duration: number }): Promise<Result> {
  const hello = startProcess(join(ROOT, 'bench/hello.ts'), { PORT: HELLO_PORT });
  try {
    await waitFor(`http://127.0.0.1:${HELLO_PORT}/`, undefined, hello);
    return await load('fastify hello-world', `http://127.0.0.1:${HELLO_PORT}/`, options);
  } finally {
    await stop(hello);
  }
}

/** Seed a catalogue of `products` products into the database the env names (empty databases only). */
export async function seedCatalogue(env: Record<string, string>, products: string): Promise<void> {
  const seeder = startProcess(join(ROOT, 'apps/api/seed/cli.ts'), env, ['--products', products]);
  const code = await new Promise<number | null>((resolve) => seeder.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding failed (exit ${code})`);
}

/**
 * The API on its own on port 4102 in production mode, without rate limits or seeding, ready to
 * answer; `base` is its `/api/web/v1` URL.
 */
export async function startApi(env: Record<string, string>): Promise<{ base: string; stop(): Promise<void> }> {
  const api = startProcess(join(ROOT, 'apps/api/src/server.ts'), {
    ...env,
    API_PORT,
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SEED_DEMO_DATA: 'false',
  });
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/readyz`, undefined, api);
  } catch (error) {
    await stop(api);
    throw error;
  }
  return { base: `http://127.0.0.1:${API_PORT}/api/web/v1`, stop: () => stop(api) };
}

/** The PostgreSQL server to benchmark on: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one if it answers. */
export async function serverUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

/** A throw-away database on the server for one benchmark, dropped afterwards. */
export async function withBenchDatabase<T>(adminUrl: string, body: (url: string) => Promise<T>): Promise<T> {
  const name = `blush_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await body(url.toString());
  } finally {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}
