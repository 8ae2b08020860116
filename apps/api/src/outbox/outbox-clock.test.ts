/**
 * The outbox worker judges an item due by the database's clock, which wrote the item's time. By
 * the process's clock (milliseconds only, and on another machine for a database server), an item
 * committed in the same millisecond as a kick, or by a database whose clock is ahead, was not yet
 * due: the kick that should have done it left it for the next round (found as a flaky erasure test).
 */
import { randomUUID } from 'node:crypto';
import { afterEach, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { describeApi } from '../test/api.ts';

describeApi('the outbox and the clock', (ctx) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a kick does the item committed just before it, though the process clock is behind the database server', async () => {
    const db = ctx().database.db;
    // No handler for this topic: one try is recorded (attempts, last error), which shows it was taken
    // once, and its retry is scheduled by the same clock (not at once again).
    const key = randomUUID();
    await queryRows(db, sql`insert into outbox (topic, key, payload) values ('test.clock', ${key}, '{}'::jsonb)`);
    // PGlite runs on the process's own clock: there the two cannot disagree.
    const server = ctx().database.kind === 'postgres';
    if (server) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() - 2_000);
    }
    await ctx().api.outbox.kick();
    vi.useRealTimers();
    const [row] = await queryRows<{ attempts: number; last_error: string | null; retry_later: boolean }>(
      db,
      sql`select attempts, last_error, next_attempt_at > now() as retry_later from outbox where key = ${key}`,
    );
    expect(row).toEqual({ attempts: 1, last_error: 'no handler for outbox topic test.clock', retry_later: true });
  });
});
