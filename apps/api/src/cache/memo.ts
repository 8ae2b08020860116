import type { Db } from '../db/client.ts';
import { type ChangeTopic, changeFeedOf } from './changes.ts';

export interface Memo<T> {
  /** The value kept for `key`, or `load()`'s (kept while the topic's generation holds, and `maxAgeMs` if given). */
  get(db: Db, key: string, load: () => Promise<T>, maxAgeMs?: number): Promise<T>;
  /** Forget every value kept for this database. */
  forget(db: Db): void;
}

interface Kept<T> {
  /** The topic's generation read before loading; a value loaded while it moved is never current. */
  generation: number;
  at: number;
  value: Promise<T>;
}

/**
 * Values derived from the database (listing totals, the category tree, published content rows),
 * kept per database handle until data of `topic` changes: the change feed of the handle (decision
 * 0028) says when. A handle without a feed (a script calling services directly) keeps them for
 * `ttlMs` instead. At most `max` keys per handle, the oldest dropped first.
 */
export function createMemo<T>(topic: ChangeTopic, options: { max: number; ttlMs: number }): Memo<T> {
  const byDb = new WeakMap<Db, Map<string, Kept<T>>>();
  return {
    get(db, key, load, maxAgeMs) {
      let kept = byDb.get(db);
      if (!kept) {
        kept = new Map();
        byDb.set(db, kept);
      }
      const feed = changeFeedOf(db);
      const generation = feed ? feed.generation(topic) : 0;
      const now = Date.now();
      const hit = kept.get(key);
      const young = hit !== undefined && now - hit.at < Math.min(feed ? Infinity : options.ttlMs, maxAgeMs ?? Infinity);
      if (hit && young && (!feed || hit.generation === generation)) return hit.value;
      if (hit) kept.delete(key);
      else if (kept.size >= options.max) kept.delete(kept.keys().next().value!);
      const value = load();
      const entries = kept;
      const entry = { generation, at: now, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    forget(db) {
      byDb.delete(db);
    },
  };
}
