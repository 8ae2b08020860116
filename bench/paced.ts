/**
 * Open-loop load at a steady rate: one request every 1/rate seconds, whatever the answers, each
 * timed from the moment it was due (so a request that waits for a free connection counts its wait).
 *
 * autocannon's `overallRate` is not this: each connection sends its share of the second as fast as
 * it can at the start of every second, then idles, so "150 req/s" there is bursts at peak
 * concurrency, and its latencies are those of the peak (see `load` in lib.ts).
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Result } from './lib.ts';

export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Percentile `p` (0-100) of sorted values, nearest rank. */
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

async function run(base: URL, agent: http.Agent, rate: number, seconds: number, next: () => PacedRequest): Promise<{ latencies: number[]; errors: number; non2xx: number; elapsed: number }> {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const sent: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const request = next();
    sent.push(
      new Promise<void>((resolve) => {
        const req = http.request({ host: base.hostname, port: base.port, method: request.method, path: request.path, headers: request.headers, agent }, (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if (res.statusCode! < 200 || res.statusCode! >= 300) non2xx += 1;
            resolve();
          });
        });
        req.on('error', () => {
          errors += 1;
          resolve();
        });
        req.end(request.body);
      }),
    );
  }
  await Promise.all(sent);
  return { latencies, errors, non2xx, elapsed: (performance.now() - start) / 1000 };
}

/** `rate` requests per second for `duration` seconds (after 3 s of warm-up at the same rate), at most `connections` at once. */
export async function paced(
  name: string,
  server: string,
  options: { rate: number; duration: number; connections: number; next: () => PacedRequest },
): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const base = new URL(server);
  try {
    await run(base, agent, options.rate, 3, options.next);
    const { latencies, errors, non2xx, elapsed } = await run(base, agent, options.rate, options.duration, options.next);
    const sorted = latencies.sort((a, b) => a - b);
    const ms = (p: number) => Math.round(percentile(sorted, p) * 10) / 10;
    return { name, requestsPerSecond: latencies.length / elapsed, p50: ms(50), p97_5: ms(97.5), p99: ms(99), errors, non2xx };
  } finally {
    agent.destroy();
  }
}
