import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabaseTargets } from '../test/databases.ts';
import { type Database, type Db, queryRows, withTransaction } from './client.ts';
import { eachInParallel, inParallel, isTransaction } from './in-parallel.ts';

/** A promise settled from outside, to hold a thunk open while the test looks at what else started. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Let the promise jobs and timers queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

for (const target of testDatabaseTargets()) {
  describe(`inParallel [${target.name}]`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      await database?.close();
    });

    /** Three thunks, the first held on a gate: which of them started while it was held, and the answer. */
    async function race(db: Db) {
      const first = gate();
      const started: string[] = [];
      const answer = inParallel(db, [
        async () => {
          started.push('a');
          await first.opened;
          return 'a' as const;
        },
        () => {
          started.push('b');
          return 2;
        },
        async () => {
          started.push('c');
          return { c: true };
        },
      ]);
      await settle();
      const whileHeld = [...started];
      first.open();
      return { whileHeld, results: await answer, started };
    }

    it('tells a transaction (and a savepoint in it) from the database', async () => {
      const db = database.db;
      expect(isTransaction(db)).toBe(false);
      await withTransaction(db, async (t) => {
        expect(isTransaction(t)).toBe(true);
        await t.transaction(async (savepoint) => expect(isTransaction(savepoint as unknown as Db)).toBe(true));
      });
      // A transaction opened without `withTransaction` (the outbox's claim does) is one as well.
      await db.transaction(async (t) => expect(isTransaction(t as unknown as Db)).toBe(true));
    });

    it('starts every thunk at once on the database, and answers in order', async () => {
      const { whileHeld, results } = await race(database.db);
      expect(whileHeld).toEqual(['a', 'b', 'c']);
      expect(results).toEqual(['a', 2, { c: true }]);
    });

    it('runs the thunks one after another, in order, on a transaction', async () => {
      const { whileHeld, results, started } = await withTransaction(database.db, (t) => race(t));
      expect(whileHeld).toEqual(['a']);
      expect(started).toEqual(['a', 'b', 'c']);
      expect(results).toEqual(['a', 2, { c: true }]);
    });

    it('stops at the first failure on a transaction, starting nothing after it', async () => {
      const started: number[] = [];
      const failing = withTransaction(database.db, (t) =>
        inParallel(t, [
          async () => started.push(1),
          async () => {
            started.push(2);
            throw new Error('refused');
          },
          async () => started.push(3),
        ]),
      );
      await expect(failing).rejects.toThrow('refused');
      expect(started).toEqual([1, 2]);
    });

    it('runs real queries either way, with the same answers', async () => {
      const read = (db: Db) =>
        eachInParallel(db, [1, 2, 3], async (n, i) => {
          const [row] = await queryRows<{ n: number }>(db, sql`select ${n}::int * 10 as n`);
          return Number(row!.n) + i;
        });
      expect(await read(database.db)).toEqual([10, 21, 32]);
      expect(await withTransaction(database.db, (t) => read(t))).toEqual([10, 21, 32]);
    });
  });
}
