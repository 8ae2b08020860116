/**
 * All four locale files, for the server. The root loader sends the current language's messages to
 * the browser, except the namespaces of `SCOPED_NAMESPACES`: those only some pages use (the account
 * and sign-in pages, under their scope layout; the bag, checkout, order, payment sandbox, gift card and store pages; the happening area under its layout;
 * the terms, privacy, welcome and API documentation pages), and those routes send them
 * (`scopedMessages`), so every other page's HTML does not carry them.
 *
 * The texts of the shared rules (country and language names, address labels and checks, password
 * rules) are in the shared message catalogue (`@blush/shared/messages`, decision 0021), not here:
 * the parts the browser needs travel the same way, in the page language, under the namespace
 * `shared` (`SHARED_MESSAGES`), and `useMessage()` reads them.
 */
import type { Language } from '@blush/shared/markets';
import { CATALOGUE, type MessageTree, pickMessages } from '@blush/shared/messages';
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
export const SCOPED_NAMESPACES = ['account', 'cart', 'checkout', 'gift_cards', 'gift_message', 'happening', 'order', 'privacy', 'sandbox', 'stores', 'swagger', 'terms', 'welcome'] as const;
export type ScopedNamespace = (typeof SCOPED_NAMESPACES)[number];

const pageMessagesCache = new Map<Language, Messages>();

/**
 * The parts of the shared catalogue the browser needs (sections or single keys), sent under
 * `shared`: the root's on every page, the others with the scope whose pages run those rules.
 */
export const SHARED_MESSAGES = {
  root: ['countries', 'languages'],
  account: ['account.password_rule'],
  checkout: ['address', 'errors.does_not_ship_to_country', 'errors.calling_code_mismatch'],
  happening: ['booking'],
} as const satisfies Record<string, readonly string[]>;

const sharedCache = new Map<string, MessageTree>();

function sharedMessages(language: Language, keys: readonly string[]): Messages {
  const cacheKey = `${language}:${keys.join(',')}`;
  let picked = sharedCache.get(cacheKey);
  if (!picked) {
    picked = pickMessages(language, keys);
    sharedCache.set(cacheKey, picked);
  }
  return picked as Messages;
}

/** The root's messages: everything but the scoped namespaces, and the shared messages every page needs. */
export function pageMessages(language: Language): Messages {
  let messages = pageMessagesCache.get(language);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(MESSAGES[language]).filter(([key]) => !(SCOPED_NAMESPACES as readonly string[]).includes(key)));
    messages.shared = sharedMessages(language, SHARED_MESSAGES.root);
    pageMessagesCache.set(language, messages);
  }
  return messages;
}

/** The messages of scoped namespaces, and the given parts of the shared catalogue under `shared`, for a scope's loader. */
export function scopedMessages(language: Language, namespaces: readonly ScopedNamespace[], shared: readonly string[] = []): Messages {
  const messages: Messages = Object.fromEntries(namespaces.map((ns) => [ns, MESSAGES[language][ns] ?? {}]));
  if (shared.length) messages.shared = sharedMessages(language, shared);
  return messages;
}

/** Every message of a language, the whole shared catalogue under `shared` (tests render any component with it). */
export function allMessages(language: Language): Messages {
  return { ...MESSAGES[language], shared: sharedMessages(language, Object.keys(CATALOGUE[language])) };
}
