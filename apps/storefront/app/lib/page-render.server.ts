/**
 * What a page's loaders tell the storefront server's page cache (apps/storefront/page-cache.ts)
 * about the render in progress: that it must not be shared (`uncacheable`), or which values in
 * it are per response and must be made afresh when a cached copy is served (`fresh`, e.g. a
 * first visitor's generated visitor code). `server.ts` imports this file directly while the route
 * modules get it through the Vite build, so the token lives on `globalThis` under a registered
 * symbol (as api-transport.server.ts).
 */
import { createContext, type RouterContext, type RouterContextProvider } from 'react-router';

export interface FreshValue {
  /** The value as this render wrote it (long and random enough never to occur by chance). */
  value: string;
  /** A new value for another response. */
  regenerate: () => string;
}

export interface PageRender {
  cacheable: boolean;
  fresh: FreshValue[];
}

const KEY = Symbol.for('blush.storefront.page-render');
const holder = globalThis as typeof globalThis & { [KEY]?: RouterContext<PageRender | null> };

export const pageRenderContext: RouterContext<PageRender | null> = (holder[KEY] ??= createContext<PageRender | null>(null));

/** This page depends on more than the page cache's key (e.g. a visitor's experiment assignment): never share it. */
export function markUncacheable(context: Readonly<RouterContextProvider>): void {
  const render = context.get(pageRenderContext);
  if (render) render.cacheable = false;
}

/** `value` is made per response: a cached copy of this page gets a new one from `regenerate`. */
export function markFresh(context: Readonly<RouterContextProvider>, value: string, regenerate: () => string): void {
  context.get(pageRenderContext)?.fresh.push({ value, regenerate });
}
