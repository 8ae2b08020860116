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

const feeds = new WeakMap<Database['db'], LiveChangeFeed>();

/** The feed listening on this database handle, for code that only has the `db` (write paths). */
export function changeFeedOf(db: Database['db']): LiveChangeFeed | undefined {
  return feeds.get(db);
}

/**
 * Generations per topic, moved by the NOTIFYs the tables' triggers send at commit (migration 0027,
 * decision 0028). While the listening connection is down a notification may be missed, so then every
 * call of `generation` answers a new number: nothing loaded meanwhile counts as current, and every
 * generation moves again once it listens again.
 */
export async function openChangeFeed(database: Database, log?: (details: object, message: string) => void): Promise<LiveChangeFeed> {
  const generations: Record<ChangeTopic, number> = { catalog: 0, content: 0, site: 0, promotion: 0 };
  const listeners = new Set<(topics: ChangeTopic[]) => void>();
  const waiting = new Map<string, () => void>();
  let live = false;

  const move = (topics: ChangeTopic[]) => {
    for (const topic of topics) generations[topic] += 1;
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
    generation: (topic) => (live ? generations[topic] : ++generations[topic]),
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
      if (feeds.get(database.db) === feed) feeds.delete(database.db);
      listeners.clear();
      await listening.close();
    },
  };
  feeds.set(database.db, feed);
  return feed;
}
