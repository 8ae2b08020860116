/** Every user-visible string exists in all four languages, keys nested snake_case and sorted. */
import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };
import th from './th.json' with { type: 'json' };
import zh from './zh.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** i18next plural forms: English needs _one and _other, the others only _other. */
const base = (key: string) => key.replace(/_(one|other)$/, '');

function checkSorted(tree: Tree, path = ''): string[] {
  const keys = Object.keys(tree);
  const problems = keys.join() === [...keys].sort().join() ? [] : [`${path || '(root)'} is not sorted`];
  for (const [key, value] of Object.entries(tree)) {
    if (!/^[a-z][a-z0-9_]*$/.test(key)) problems.push(`${path}.${key} is not snake_case`);
    if (typeof value !== 'string') problems.push(...checkSorted(value, path ? `${path}.${key}` : key));
  }
  return problems;
}

const files = { en, id, th, zh } as Record<string, Tree>;
const english = leaves(en as Tree);
/** Strings that are rightly the same as in English (brand names, loanwords). */
const SAME_AS_ENGLISH: Record<string, ReadonlySet<string>> = {
  // "Beauty Pass" is the programme's name; Indonesian shoppers know the tiers by their English names,
  // and "Email", "Normal", "Status" and "Server" are Indonesian words too.
  id: new Set([
    'account.dev_errors.source_server',
    'terms.beauty_pass_title',
    'header.menu_title',
    'account.beauty_pass.title',
    'account.tier.black',
    'account.tier.gold',
    'account.tier.pink',
    'account.tier.white',
    'account.form.email',
    'account.beauty_profile.option.skin_type.normal',
    'account.points.column.status',
    'cart.summary.total',
    // Words Indonesian beauty shops write in English: the wishlist, the checkout, ratings, the nude shade.
    'account.menu.wishlist',
    'account.wishlist.title',
    'bag.checkout',
    'checkout.title',
    'filters.group.rating_min',
    'filters.value.shade.nude',
    // Country names Indonesian writes as English does.
    'stores.countries.au',
    'stores.countries.hk',
    'stores.countries.id',
    'stores.countries.my',
    'stores.countries.th',
  ]),
  th: new Set(['terms.beauty_pass_title', 'account.beauty_pass.title']),
  zh: new Set(['terms.beauty_pass_title', 'account.beauty_pass.title']),
};

describe('locale files', () => {
  for (const [language, tree] of Object.entries(files)) {
    it(`${language}: sorted snake_case keys`, () => {
      expect(checkSorted(tree)).toEqual([]);
    });

    it(`${language}: the same keys as English`, () => {
      const mine = new Set([...leaves(tree).keys()].map(base));
      const theirs = new Set([...english.keys()].map(base));
      expect([...theirs].filter((k) => !mine.has(k))).toEqual([]);
      expect([...mine].filter((k) => !theirs.has(k))).toEqual([]);
    });

    it(`${language}: the same placeholders as English`, () => {
      const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort().join();
      const englishByBase = new Map([...english].map(([k, v]) => [base(k), v]));
      for (const [key, value] of leaves(tree)) {
        expect(placeholders(value), `${language} ${key}`).toBe(placeholders(englishByBase.get(base(key)) ?? ''));
      }
    });

    if (language !== 'en') {
      it(`${language}: translated, not English copies`, () => {
        const copies = [...leaves(tree)].filter(
          ([key, value]) => !SAME_AS_ENGLISH[language]?.has(key) && english.get(key) === value && /[a-z]{4}/i.test(value) && !/^\{\{/.test(value),
        );
        expect(copies.map(([k]) => k)).toEqual([]);
      });
    }
  }
});
