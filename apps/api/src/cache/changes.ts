import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Listening } from '../db/client.ts';

export type ChangeTopic = 'catalog' | 'content' | 'site' | 'promotion';
export interface ChangeFeed {
  /** Moves whenever data of the topic changes in the database, from any instance or any SQL writer. */
  generation(topic: ChangeTopic): number;
  /** Called after generations moved. Returns unsubscribe. */
  subscribe(listener: (topics: ChangeTopic[]) => void): () => void;
}

/** The feed of a process: also settles its own writes and closes. */
export interface LiveChangeFeed extends ChangeFeed {
  /**
   * Resolves once every change committed before the call has moved the generations here (bounded:
   * after SETTLE_TIMEOUT_MS every generation moves instead). A write path awaits it after its commit,
   * so the next request this process serves already sees the change.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export const CHANGES_CHANNEL = 'blush_changes';
export const CHANGE_TOPICS: readonly ChangeTopic[] = ['catalog', 'content', 'site', 'promotion'];
const SYNC_PREFIX = 'sync:';
const SETTLE_TIMEOUT_MS = 2_000;

/** The feeds open on each database handle: usually one; more when several APIs share a handle (tests, tools). */
const feeds = new WeakMap<Database['db'], LiveChangeFeed[]>();
/**
 * Generations are drawn from one counter for the whole process, so two feeds never hand out the
 * same number for different states: a value kept by a feed's number is never taken as current by
 * another feed that happens to have counted as far (memo.ts keeps values per handle, not per feed).
 */
let lastGeneration = 0;
const nextGeneration = () => ++lastGeneration;

/**
 * The feed listening on this database handle, for code that only has the `db` (write paths, memos).
 * With several feeds on one handle (APIs sharing a database), generations are the first one's and
 * `settle` waits for every one of them: a write settled here is seen by every API on the handle.
 */
export function changeFeedOf(db: Database['db']): Pick<LiveChangeFeed, 'generation' | 'settle'> | undefined {
  const open = feeds.get(db);
  if (!open?.length) return undefined;
  if (open.length === 1) return open[0];
  return {
    generation: (topic) => open[0]!.generation(topic),
    settle: async () => void (await Promise.all(open.map((feed) => feed.settle()))),
  };
}

/**
 * Generations per topic, moved by the NOTIFYs the tables' triggers send at commit (migration 0027,
 * decision 0028). While the listening connection is down a notification may be missed, so then every
 * call of `generation` answers a new number: nothing loaded meanwhile counts as current, and every
 * generation moves again once it listens again.
 */
export async function openChangeFeed(database: Database, log?: (details: object, message: string) => void): Promise<LiveChangeFeed> {
  const generations: Record<ChangeTopic, number> = { catalog: nextGeneration(), content: nextGeneration(), site: nextGeneration(), promotion: nextGeneration() };
  const listeners = new Set<(topics: ChangeTopic[]) => void>();
  const waiting = new Map<string, () => void>();
  let live = false;

  const move = (topics: ChangeTopic[]) => {
    for (const topic of topics) generations[topic] = nextGeneration();
    for (const listener of listeners) listener(topics);
  };
  const message = (payload: string) => {
    if (payload.startsWith(SYNC_PREFIX)) {
      log?.({ marker: payload }, 'change feed marker');
      waiting.get(payload)?.();
      return;
    }
    if ((CHANGE_TOPICS as readonly string[]).includes(payload)) {
      move([payload as ChangeTopic]);
      log?.({ topic: payload, generation: generations[payload as ChangeTopic] }, 'data changed');
    }
  };
  const listening: Listening = await database.listen(CHANGES_CHANNEL, {
    message,
    connected: () => {
      live = true;
      move([...CHANGE_TOPICS]);
    },
    lost: () => {
      live = false;
      move([...CHANGE_TOPICS]);
    },
  });

  const feed: LiveChangeFeed = {
    generation: (topic) => (live ? generations[topic] : (generations[topic] = nextGeneration())),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async settle() {
      // NOTIFYs reach a listener in commit order: once our own marker, sent after the caller's
      // commit, is back, every notification of that commit has been handled before it.
      const marker = `${SYNC_PREFIX}${randomUUID()}`;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const back = new Promise<boolean>((resolve) => {
        waiting.set(marker, () => resolve(true));
        timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
      });
      try {
        await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${marker})`);
        if (!(await back)) move([...CHANGE_TOPICS]);
      } finally {
        clearTimeout(timer);
        waiting.delete(marker);
      }
    },
    async close() {
      const open = feeds.get(database.db)?.filter((other) => other !== feed) ?? [];
      if (open.length) feeds.set(database.db, open);
      else feeds.delete(database.db);
      listeners.clear();
      await listening.close();
    },
  };
  feeds.set(database.db, [...(feeds.get(database.db) ?? []), feed]);
  return feed;
}
