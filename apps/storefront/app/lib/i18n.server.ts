/** All four locale files, for the server: the root loader sends the current one to the browser. */
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
