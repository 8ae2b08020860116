/** Per-request values the root middleware puts in the router context for every loader and action. */
import { createContext, type RouterContextProvider } from 'react-router';
import type { SiteLocale } from './locale.ts';
import { type ServerApi, createServerApi, resolveTransport } from './api.server.ts';
import { serverT } from './i18n.server.ts';

export const localeContext = createContext<SiteLocale | null>(null);
export const serverApiContext = createContext<ServerApi | null>(null);

export function requestLocale(context: Readonly<RouterContextProvider>): SiteLocale {
  const locale = context.get(localeContext);
  if (!locale) throw new Error('The root middleware did not resolve the locale.');
  return locale;
}

/** The API client bound to this request's locale. */
export function serverApi(context: Readonly<RouterContextProvider>): ServerApi {
  const api = context.get(serverApiContext);
  if (api) return api;
  return createServerApi(resolveTransport(context), requestLocale(context));
}

/** Translate in loaders (page titles) in the request language. */
export function requestT(context: Readonly<RouterContextProvider>) {
  return serverT(requestLocale(context).language);
}
