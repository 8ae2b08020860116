/**
 * All four locale files, for the server. The root loader sends the current language's messages to
 * the browser, except the namespaces of `SCOPED_NAMESPACES`: those only some pages use (the account
 * and sign-in pages, under their scope layout; the bag, checkout, order and payment sandbox pages), and those routes send them
 * (`scopedMessages`), so every other page's HTML does not carry them.
 */
import type { Language } from '@blush/shared/markets';
import en from '../locales/en.json' with { type: 'json' };
import id from '../locales/id.json' with { type: 'json' };
import th from '../locales/th.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };
import { type Messages, type TFunction, createTranslator } from './i18n.ts';

export const MESSAGES: Readonly<Record<Language, Messages>> = { en, id, th, zh };

const fixed = new Map<Language, TFunction>();

/** A translate function for loaders and actions (page titles, meta descriptions). */
export function serverT(language: Language): TFunction {
  let t = fixed.get(language);
  if (!t) {
    t = createTranslator(language, MESSAGES[language]);
    fixed.set(language, t);
  }
  return t;
}

/** Top-level namespaces that travel only with the routes that use them (see `I18nScope`). */
export const SCOPED_NAMESPACES = ['account', 'cart', 'checkout', 'order', 'sandbox'] as const;
export type ScopedNamespace = (typeof SCOPED_NAMESPACES)[number];

const pageMessagesCache = new Map<Language, Messages>();

/** The root's messages: everything but the scoped namespaces. */
export function pageMessages(language: Language): Messages {
  let messages = pageMessagesCache.get(language);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(MESSAGES[language]).filter(([key]) => !(SCOPED_NAMESPACES as readonly string[]).includes(key)));
    pageMessagesCache.set(language, messages);
  }
  return messages;
}

/** The messages of scoped namespaces, for a scope layout's loader. */
export function scopedMessages(language: Language, namespaces: readonly ScopedNamespace[]): Messages {
  return Object.fromEntries(namespaces.map((ns) => [ns, MESSAGES[language][ns] ?? {}]));
}
