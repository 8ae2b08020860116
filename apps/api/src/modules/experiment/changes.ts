/**
 * Configuration changes for the event stream (decision 0027): a short poll of every site's
 * `updated_at`, running only while a stream is open. Not PostgreSQL LISTEN/NOTIFY: our database
 * handle (db/client.ts) is a Drizzle pool on PostgreSQL and a single embedded PGlite, and exposes no
 * dedicated listening connection on either; a one-row-per-site poll is the same code on both, and
 * works across instances (a change made through another instance is seen here too).
 */
import type { Db } from '../../db/client.ts';
import { siteVersions } from './repo.ts';

export const CHANGE_POLL_MS = 1000;

export interface ConfigurationUpdate {
  siteCode: string;
  ts: number;
}
type Listener = (update: ConfigurationUpdate) => void;

export interface ChangeWatcher {
  subscribe(siteCode: string, listener: Listener): () => void;
  /** Look now (after a change through this instance) instead of at the next tick. */
  poke(): void;
  stop(): void;
}

export function createChangeWatcher(db: Db, onError: (error: unknown) => void, pollMs = CHANGE_POLL_MS): ChangeWatcher {
  const listeners = new Map<string, Set<Listener>>();
  let known: Map<string, number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  const check = async () => {
    if (running) return;
    running = true;
    try {
      const versions = await siteVersions(db);
      const before = known;
      known = versions;
      if (!before) return;
      for (const [siteCode, ts] of versions) {
        if (before.get(siteCode) === ts) continue;
        for (const listener of listeners.get(siteCode) ?? []) listener({ siteCode, ts });
      }
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const total = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  const start = () => {
    if (timer) return;
    void check();
    timer = setInterval(() => void check(), pollMs);
    timer.unref();
  };
  const stopTimer = () => {
    if (timer) clearInterval(timer);
    timer = null;
    known = null;
  };

  return {
    subscribe(siteCode, listener) {
      const set = listeners.get(siteCode) ?? new Set();
      set.add(listener);
      listeners.set(siteCode, set);
      start();
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(siteCode);
        if (total() === 0) stopTimer();
      };
    },
    poke: () => {
      if (timer) void check();
    },
    stop: stopTimer,
  };
}
