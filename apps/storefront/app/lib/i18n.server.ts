/** All four locale files, for the server: the root loader sends the current one to the browser. */
import type { TFunction } from 'i18next';
import type { Language } from '@blush/shared/markets';
import en from '../locales/en.json' with { type: 'json' };
import id from '../locales/id.json' with { type: 'json' };
import th from '../locales/th.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };
import { type Messages, createI18n } from './i18n.ts';

export const MESSAGES: Readonly<Record<Language, Messages>> = { en, id, th, zh };

const fixed = new Map<Language, TFunction>();

/** A translate function for loaders and actions (page titles, meta descriptions). */
export function serverT(language: Language): TFunction {
  let t = fixed.get(language);
  if (!t) {
    t = createI18n(language, MESSAGES[language]).t;
    fixed.set(language, t);
  }
  return t;
}
