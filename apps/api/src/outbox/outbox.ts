/**
 * Work that must follow a commit goes through here, never "after the transaction, hopefully":
 * `enqueue` writes it inside the transaction that causes it; `drainOutbox` (the worker, and the
 * tests) takes due items one at a time under `for update skip locked`, leases each by moving its
 * next attempt into the future, runs its handler and marks it done. A process killed mid-handler
 * leaves the item leased: another worker takes it once the lease passes. Handlers are therefore
 * idempotent (a gateway call by a stable reference, a conditional update).
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from './tables.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxHandler = (db: Db, payload: Record<string, unknown>) => Promise<void>;
export type OutboxHandlers = Readonly<Record<string, OutboxHandler>>;

/** How long a claimed item stays with its worker before another may take it. */
const LEASE_MS = 60_000;
/** Retries back off up to an hour; an item is never dropped. */
const backoffMs = (attempts: number) => Math.min(2 ** attempts * 1_000, 3_600_000);

/** Queue `topic` for `key` in the caller's transaction; a second enqueue of the same pair is a no-op. */
export async function enqueue(t: Db, topic: string, key: string, payload: Record<string, unknown>): Promise<void> {
  await t.insert(outbox).values({ topic, key, payload }).onConflictDoNothing({ target: [outbox.topic, outbox.key] });
}

/** `ms` after now, by the same clock as `claim` judges by. */
const later = (clock: 'database' | 'given', now: Date, ms: number) => (clock === 'database' ? sql`now() + ${ms} * interval '1 millisecond'` : new Date(now.getTime() + ms));

/**
 * The next due item, leased. Due by the database's clock unless a test gives one: an item's time
 * is written by the database (`now()`, in microseconds), and compared with the process's clock (in
 * milliseconds, and on another machine) an item committed in the same millisecond as a kick was not
 * yet due, so the kick that should have sent it left it for the next round.
 */
async function claim(db: Db, now: Date, clock: 'database' | 'given'): Promise<OutboxRow | undefined> {
  return db.transaction(async (t) => {
    const [row] = await t
      .select()
      .from(outbox)
      .where(and(isNull(outbox.doneAt), lte(outbox.nextAttemptAt, clock === 'database' ? sql`now()` : now)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return undefined;
    await t
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: later(clock, now, LEASE_MS) })
      .where(eq(outbox.id, row.id));
    return row;
  });
}

/**
 * Do due items until none is left or `limit` were tried; returns how many succeeded. A handler
 * that throws is retried later with backoff; an unknown topic waits for a build that knows it.
 */
export async function drainOutbox(
  db: Db,
  handlers: OutboxHandlers,
  options: { now?: () => Date; limit?: number; log?: { warn(obj: unknown, msg: string): void } } = {},
): Promise<number> {
  const now = options.now ?? (() => new Date());
  const clock = options.now ? 'given' : 'database';
  let done = 0;
  for (let i = 0; i < (options.limit ?? 500); i++) {
    const row = await claim(db, now(), clock);
    if (!row) break;
    const handler = handlers[row.topic];
    try {
      if (!handler) throw new Error(`no handler for outbox topic ${row.topic}`);
      await handler(db, row.payload);
      await db.update(outbox).set({ doneAt: sql`now()`, lastError: null }).where(eq(outbox.id, row.id));
      done++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(outbox)
        .set({ lastError: message.slice(0, 500), nextAttemptAt: later(clock, now(), backoffMs(row.attempts)) })
        .where(eq(outbox.id, row.id));
      options.log?.warn({ outbox: row.id, topic: row.topic, attempt: row.attempts + 1, err: message }, 'outbox item failed; will retry');
    }
  }
  return done;
}

export interface OutboxWorker {
  /**
   * Look for work now (after a commit that queued some); resolves once a round that started after
   * this call has finished, so a request can answer after its own follow-ups ran.
   */
  kick(): Promise<void>;
  stop(): Promise<void>;
}

/** Drain the outbox every `intervalMs` and whenever kicked; one round at a time per process. */
export function startOutboxWorker(
  db: Db,
  handlers: OutboxHandlers,
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void },
  intervalMs = 2_000,
): OutboxWorker {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let stopped = false;
  const round = (): Promise<void> =>
    drainOutbox(db, handlers, { log })
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'outbox round failed'));
  const kick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (!running) {
      running = round().finally(() => {
        running = null;
      });
      return running;
    }
    // A round is under way and may have missed the new work: one more after it, shared by every kick meanwhile.
    next ??= running.then(() => {
      next = null;
      return kick();
    });
    return next;
  };
  const timer = setInterval(() => void kick(), intervalMs);
  timer.unref();
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
