/**
 * The back office's message catalogue (apps/admin/messages/{en,id,th,zh}.json, English first):
 * `t('orders.title')`, with `{name}` placeholders. The language is the signed-in staff member's
 * (their DTO's `language`), before sign-in the browser's first supported one; a key missing in a
 * language falls back to English.
 */
import { type ReactNode, createContext, use, useEffect, useMemo } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { LANGUAGES, type Language } from '@blush/shared/markets';
import en from '../../messages/en.json';
import id from '../../messages/id.json';
import th from '../../messages/th.json';
import zh from '../../messages/zh.json';
import { setApiLanguage } from './api.ts';

type Tree = { readonly [key: string]: string | Tree };
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];
export type MessageKey = Paths<typeof en>;
export type Params = Readonly<Record<string, string | number>>;

const CATALOGUES: Record<Language, Tree> = { en, id, th, zh };
/** `lang` of the document: Chinese is Traditional Chinese as written in Hong Kong. */
const HTML_LANG: Record<Language, string> = { en: 'en', id: 'id', th: 'th', zh: 'zh-Hant-HK' };
/**
 * The locale React Aria's components (date pickers, number fields) read in each language: day
 * before month and a 24-hour clock, the Gregorian calendar in Thai (the API's dates are Gregorian).
 */
export const ARIA_LOCALE: Record<Language, string> = { en: 'en-GB', id: 'id-ID', th: 'th-TH-u-ca-gregory', zh: 'zh-HK' };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function translate(language: Language, key: MessageKey, params: Params = {}): string {
  const text = lookup(CATALOGUES[language], key) ?? lookup(CATALOGUES.en, key) ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * A message whose key is built from data (a timeline entry's type): its text, or null where the
 * catalogue has none, so the caller can show something readable of its own.
 */
export function messageOrNull(language: Language, key: string): string | null {
  return lookup(CATALOGUES[language], key) ?? lookup(CATALOGUES.en, key) ?? null;
}

/** The staff member's language if known, else the browser's first supported one, else English. */
export function pickLanguage(staffLanguage: Language | undefined, browserLanguages: readonly string[] = globalThis.navigator?.languages ?? []): Language {
  if (staffLanguage) return staffLanguage;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0] as Language;
    if ((LANGUAGES as readonly string[]).includes(base)) return base;
  }
  return 'en';
}

export interface I18n {
  language: Language;
  t: (key: MessageKey, params?: Params) => string;
}

const I18nContext = createContext<I18n>({ language: 'en', t: (key, params) => translate('en', key, params) });

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  // The API client speaks the same language from the first request of this render on.
  setApiLanguage(language);
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[language];
  }, [language]);
  const value = useMemo<I18n>(() => ({ language, t: (key, params) => translate(language, key, params) }), [language]);
  return (
    <I18nContext value={value}>
      <AriaI18nProvider locale={ARIA_LOCALE[language]}>{children}</AriaI18nProvider>
    </I18nContext>
  );
}

export function useI18n(): I18n {
  return use(I18nContext);
}
