/**
 * The message catalogue of the API and the shared rules (decision 0021): every text they show a
 * shopper, one file per language in `packages/shared/messages/`, keyed by dotted keys with `{name}`
 * placeholders. The rules refer to keys; this module turns a key into text. It holds all four
 * languages, so it is for servers (the API, the storefront's loaders, tests): browser code imports
 * `message-format.ts` and gets its page language's messages from the loaders.
 */
import en from '../messages/en.json' with { type: 'json' };
import id from '../messages/id.json' with { type: 'json' };
import th from '../messages/th.json' with { type: 'json' };
import zh from '../messages/zh.json' with { type: 'json' };
import type { Language } from './markets.ts';
import { type MessageKey, type MessageParams, type MessageTree, type Translate, lookupMessage, translateWith } from './message-format.ts';

export type { MessageKey, MessageParams, MessageTree, Translate } from './message-format.ts';

/** The four catalogue files. */
export const CATALOGUE: Readonly<Record<Language, MessageTree>> = { en, id, th, zh };

const translators = new Map<Language, Translate>();

/** The messages of one language as a `Translate`, for rules that produce text. */
export function translator(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    translate = translateWith(CATALOGUE[language]);
    translators.set(language, translate);
  }
  return translate;
}

/** A message in `language`, placeholders filled from `params` (unknown ones are left as they are). */
export function message(language: Language, key: MessageKey, params?: MessageParams): string {
  return translator(language)(key, params);
}

/** Whether a key built at run time (from a stored code) is in the catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  return lookupMessage(en, key) !== undefined;
}

/** The part of one language's catalogue under the given keys (sections or single messages), for a page to send along. */
export function pickMessages(language: Language, keys: readonly string[]): MessageTree {
  const picked: Record<string, string | MessageTree> = {};
  for (const key of keys) {
    const parts = key.split('.');
    let from: string | MessageTree | undefined = CATALOGUE[language];
    let into = picked;
    for (const [index, part] of parts.entries()) {
      from = typeof from === 'object' ? from[part] : undefined;
      if (from === undefined) throw new Error(`No message or section "${key}" in the catalogue`);
      if (index === parts.length - 1) into[part] = from;
      else into = (into[part] ??= {}) as Record<string, string | MessageTree>;
    }
  }
  return picked;
}
