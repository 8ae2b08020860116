/**
 * The storefront's translations: a few hundred bytes in place of i18next + react-i18next (about
 * 17 kB gzip of first-load JavaScript; docs/decisions/0008-small-client-i18n.md). The same code runs
 * on the server (per request, and `serverT` for loaders) and in the browser, so server-rendered
 * text and hydration agree. Only the current language's messages travel to the browser, in the
 * root loader data; `I18nProvider` in the root holds them.
 *
 * It reads the locale files as i18next did (nested keys, `{{name}}` placeholders, plural keys
 * `_one`/`_other`… chosen with `Intl.PluralRules`, `_zero` for a count of 0 when present) and offers
 * the part of i18next's API the code base uses: `useTranslation()` → `{ t, i18n: { language } }`
 * and `t(key, { count, defaultValue, …values })`. No namespaces, nesting (`$t(…)`), formatters
 * (`{{x, number}}`), context keys, `returnObjects`, `<Trans>` or language detection.
 */
import { type ReactNode, createContext, createElement, useContext, useMemo } from 'react';
import { interpolate as fill } from '@blush/shared/interpolate';
import type { Language } from '@blush/shared/markets';
import type { Translate } from '@blush/shared/message-format';

/** A locale file: nested snake_case keys, string leaves. */
export interface Messages {
  [key: string]: string | Messages;
}

/** `count` picks the plural form, `defaultValue` answers a missing key; the rest fill `{{name}}`. */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export interface I18n {
  t: TFunction;
  i18n: { language: Language };
}

interface I18nValue extends I18n {
  messages: Messages;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `{{name}}` → `options.name` (as text, not escaped: React escapes). A placeholder without a
 * value stays as it is, as in i18next; one given as `undefined` or `null` becomes empty.
 */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (match, name: string) => {
    if (!Object.hasOwn(options, name)) return match;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The translate function of one language. */
export function createTranslator(language: Language, messages: Messages): TFunction {
  return (key, options) => {
    let text: string | undefined;
    const count = options?.count;
    if (typeof count === 'number') {
      if (count === 0) text = lookup(messages, `${key}_zero`);
      text ??= lookup(messages, `${key}_${pluralCategory(language, count)}`);
    }
    text ??= lookup(messages, key) ?? options?.defaultValue ?? key;
    return interpolate(text, options);
  };
}

const I18nContext = createContext<I18nValue>({ t: createTranslator('en', {}), i18n: { language: 'en' }, messages: {} });

/** The page language's messages for everything below (the root renders it with its loader data). */
export function I18nProvider({ language, messages, children }: { language: Language; messages: Messages; children?: ReactNode }) {
  // New messages only come with a new language (the root data reloads on a locale change).
  const value = useMemo<I18nValue>(() => ({ t: createTranslator(language, messages), i18n: { language }, messages }), [language]); // eslint-disable-line react-hooks/exhaustive-deps
  return createElement(I18nContext, { value }, children);
}

/**
 * More namespaces for the routes below (a scope layout's loader sends them: `scopedMessages` in
 * `i18n.server.ts`), added to the page's messages.
 */
export function I18nScope({ messages, children }: { messages: Messages; children?: ReactNode }) {
  const parent = useContext(I18nContext);
  const value = useMemo<I18nValue>(() => {
    // The shared catalogue's parts (`shared`) add to the root's rather than replace them.
    const merged = { ...parent.messages, ...messages, shared: { ...(parent.messages.shared as Messages), ...(messages.shared as Messages) } };
    return { t: createTranslator(parent.i18n.language, merged), i18n: parent.i18n, messages: merged };
  }, [parent, messages]);
  return createElement(I18nContext, { value }, children);
}

/** `const { t, i18n } = useTranslation()`, as with react-i18next. */
export function useTranslation(): I18n {
  return useContext(I18nContext);
}

/**
 * The shared message catalogue's texts that the loaders sent (under `shared`), as the `Translate`
 * the shared rules take: `validateAddress(country, input, text)`, `countryName(code, text)` …
 * Their placeholders are `{name}`, filled here.
 */
export function useMessage(): Translate {
  const { t } = useTranslation();
  return useMemo<Translate>(() => (key, params) => fill(t(`shared.${key}`), params), [t]);
}
