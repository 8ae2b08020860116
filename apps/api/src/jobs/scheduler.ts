/**
 * Scheduled work that is safe with several instances and restarts: each job runs once per run key
 * (a minute, an hour or a day, UTC). The instance that inserts the `job_runs` row runs it; a run that started
 * but never finished (the process died) is taken over once its lease has passed. Jobs themselves
 * are idempotent, so a taken-over run that repeats work changes nothing twice.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobRuns } from './tables.ts';

export interface Job {
  name: string;
  every: 'minute' | 'hour' | 'day';
  run(db: Db, now: Date): Promise<number>;
}

export const runKey = (job: Job, now: Date): string => now.toISOString().slice(0, job.every === 'minute' ? 16 : job.every === 'hour' ? 13 : 10);

const LEASE_MS = 30 * 60_000;

async function claim(db: Db, job: Job, key: string, now: Date): Promise<boolean> {
  const [inserted] = await db.insert(jobRuns).values({ name: job.name, runKey: key, startedAt: now }).onConflictDoNothing().returning();
  if (inserted) return true;
  const [taken] = await db
    .update(jobRuns)
    .set({ startedAt: now })
    .where(and(eq(jobRuns.name, job.name), eq(jobRuns.runKey, key), isNull(jobRuns.finishedAt), lt(jobRuns.startedAt, new Date(now.getTime() - LEASE_MS))))
    .returning();
  return !!taken;
}

/** Run every job whose run for `now` has not been claimed yet. Returns what each did, or 'skipped'. */
export async function runDueJobs(db: Db, jobs: readonly Job[], now: Date = new Date()): Promise<Record<string, number | 'skipped'>> {
  const results: Record<string, number | 'skipped'> = {};
  for (const job of jobs) {
    const key = runKey(job, now);
    if (!(await claim(db, job, key, now))) {
      results[job.name] = 'skipped';
      continue;
    }
    const count = await job.run(db, now);
    await db.update(jobRuns).set({ finishedAt: sql`now()`, result: { count } }).where(and(eq(jobRuns.name, job.name), eq(jobRuns.runKey, key)));
    results[job.name] = count;
  }
  return results;
}

/** Check for due jobs now and every minute; returns a stop function. Errors are logged, never thrown. */
export function startScheduler(db: Db, jobs: readonly Job[], log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void }, intervalMs = 60_000): () => void {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runDueJobs(db, jobs)
      .then((results) => {
        const ran = Object.entries(results).filter(([, r]) => r !== 'skipped');
        if (ran.length) log.info({ jobs: Object.fromEntries(ran) }, 'scheduled jobs ran');
      })
      .catch((error: unknown) => log.error({ err: error }, 'scheduled jobs failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = setTimeout(tick, 1_000);
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
