/**
 * The load-context token through which `server.ts` hands route loaders an in-process transport to
 * the API (`app.inject`). `server.ts` imports this file directly while the route modules get it
 * through the Vite build, so the token lives on `globalThis` under a registered symbol: both copies
 * of this module then share one token.
 */
import { createContext, type RouterContext } from 'react-router';
import type { Transport } from './api-core.ts';

const KEY = Symbol.for('blush.storefront.api-transport');
const holder = globalThis as typeof globalThis & { [KEY]?: RouterContext<Transport | null> };

export const apiTransportContext: RouterContext<Transport | null> = (holder[KEY] ??= createContext<Transport | null>(null));
