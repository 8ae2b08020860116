/**
 * The message catalogue (decision 0021): every key in all four languages, no empty text, the same
 * placeholders in every translation as in English; and no text table left in the code it replaced.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './markets.ts';
import { CATALOGUE, type MessageTree, isMessageKey, message, pickMessages, translator } from './messages.ts';
import { lookupMessage, translateWith } from './message-format.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function entries(tree: MessageTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the message catalogue', () => {
  const english = new Map(entries(CATALOGUE.en));

  it.each(LANGUAGES)('%s has exactly the keys of English, none empty, with the placeholders of English', (language) => {
    const translated = new Map(entries(CATALOGUE[language]));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english.get(key)!));
    }
  });

  it('has no stray braces: every { starts a {name} placeholder', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of entries(CATALOGUE[language])) expect(text.replace(/\{\w+\}/g, ''), `${language} ${key}`).not.toMatch(/[{}]/);
    }
  });

  it('looks messages up by key and fills their placeholders', () => {
    expect(message('en', 'errors.route_not_found', { path: '/nope' })).toBe('Page not found: /nope');
    expect(message('zh', 'errors.quantity_limit', { max: 6 })).toBe('此商品最多只能加入 6 件到購物袋。');
    expect(message('th', 'address.error.required', { field: message('th', 'address.label.province') })).toBe('โปรดกรอกจังหวัด');
    expect(message('en', 'errors.route_not_found')).toBe('Page not found: {path}');
    expect(translator('id')('countries.PH')).toBe('Filipina');
    expect(isMessageKey('loyalty.point_source.bonus_points')).toBe(true);
    expect(isMessageKey('loyalty.point_source')).toBe(false);
    expect(isMessageKey('nope')).toBe(false);
  });

  it('picks sections and single messages of one language for a page, and translates with only those', () => {
    const picked = pickMessages('th', ['countries', 'errors.does_not_ship_to_country']);
    expect(Object.keys(picked)).toEqual(['countries', 'errors']);
    expect(Object.keys(picked.errors as MessageTree)).toEqual(['does_not_ship_to_country']);
    const text = translateWith(picked);
    expect(text('countries.TH')).toBe('ประเทศไทย');
    expect(text('errors.does_not_ship_to_country')).toBe(message('th', 'errors.does_not_ship_to_country'));
    expect(text('errors.bag_empty')).toBe('errors.bag_empty');
    expect(lookupMessage(picked, 'countries')).toBeUndefined();
    expect(() => pickMessages('en', ['nope'])).toThrow(/nope/);
  });
});

describe('texts live in the catalogue, not in code', () => {
  const SOURCES = ['packages/shared/src', 'apps/api/src'];
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return files(path);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
    });

  // Place names are data of the address formats (each region's name in its country's languages), not texts to translate.
  const PLACE_NAMES = 'packages/shared/src/address/regions.ts';

  it('no shared or API source holds a table of texts by language', () => {
    // A text per language written in code: `en: 'Sign in'`, `th: ['…']`, `zh: { subject: … }` (zod's `en: z.string()` is a
    // schema, not a text; `id:` is left out, as every table with Indonesian has English too and `id` is also a record's id).
    const table = /(?<![.\w])(en|th|zh)\s*:\s*['"`[{]/;
    const found = SOURCES.flatMap((dir) => files(join(ROOT, dir)))
      .filter((file) => relative(ROOT, file) !== PLACE_NAMES)
      .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (table.test(line) ? [`${relative(ROOT, file)}:${i + 1} ${line.trim().slice(0, 80)}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
