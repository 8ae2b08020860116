/**
 * Data every page repeats (the category tree of the header, the site layout) read once per change
 * of the data behind it, not per request: `server.ts` hands route loaders the API's change feed
 * (generations of the catalogue, content and site data, moved by every commit that changes them);
 * a value is kept, per key, while the generations of its topics stay the same. Without the feed
 * (a loader test) every call loads. `server.ts` imports this file directly while the route modules
 * get it through the Vite build, so the token lives on `globalThis` (as api-transport.server.ts).
 */
import { createContext, type RouterContext, type RouterContextProvider } from 'react-router';

export type ChangeTopic = 'catalog' | 'content' | 'site';

export interface Generations {
  generation(topic: ChangeTopic): number;
}

const KEY = Symbol.for('blush.storefront.change-feed');
const holder = globalThis as typeof globalThis & { [KEY]?: RouterContext<Generations | null> };

export const changeFeedContext: RouterContext<Generations | null> = (holder[KEY] ??= createContext<Generations | null>(null));

const kept = new Map<string, { stamp: string; value: Promise<unknown> }>();

/**
 * `load()` once per generation of `topics` for `key` (name and locale: a handful of keys). A load
 * that fails is forgotten, so the next request tries again; concurrent requests share one load.
 */
export function oncePerChange<T>(context: Readonly<RouterContextProvider>, key: string, topics: readonly ChangeTopic[], load: () => Promise<T>): Promise<T> {
  const feed = context.get(changeFeedContext);
  if (!feed) return load();
  const stamp = topics.map((topic) => feed.generation(topic)).join('.');
  const hit = kept.get(key);
  if (hit?.stamp === stamp) return hit.value as Promise<T>;
  const value = load();
  kept.set(key, { stamp, value });
  value.catch(() => {
    if (kept.get(key)?.value === value) kept.delete(key);
  });
  return value;
}
