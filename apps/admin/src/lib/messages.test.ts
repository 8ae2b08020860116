import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import id from '../../messages/id.json';
import th from '../../messages/th.json';
import zh from '../../messages/zh.json';

type Tree = { readonly [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
const placeholders = (tree: Tree) => Object.fromEntries(keys(tree).map((key) => [key, [...String(key.split('.').reduce<string | Tree>((n, k) => (n as Tree)[k]!, tree)).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()]));

describe('the back office’s message catalogue', () => {
  it('has every English key in every language, with the same placeholders, and nothing empty', () => {
    for (const [language, catalogue] of Object.entries({ id, th, zh })) {
      expect(keys(catalogue), language).toEqual(keys(en));
      expect(placeholders(catalogue), language).toEqual(placeholders(en));
    }
    for (const catalogue of [en, id, th, zh]) {
      for (const key of keys(catalogue)) expect(String(key.split('.').reduce<string | Tree>((n, k) => (n as Tree)[k]!, catalogue)).trim(), key).not.toBe('');
    }
  });

  it('puts a button’s short visible text inside its full accessible name (x_short within x), so speech users can say what they see', () => {
    for (const [language, catalogue] of Object.entries({ en, id, th, zh })) {
      const text = (key: string) => key.split('.').reduce<string | Tree | undefined>((n, k) => (n === undefined || typeof n === 'string' ? undefined : n[k]), catalogue as Tree);
      // promotions.preview.quantity_short is a column heading ("Qty"), not a control's text.
      for (const key of keys(catalogue).filter((k) => k.endsWith('_short') && k !== 'promotions.preview.quantity_short')) {
        const full = text(key.slice(0, -'_short'.length));
        if (typeof full === 'string') expect(full.toLowerCase(), `${language} ${key}`).toContain(String(text(key)).toLowerCase());
      }
    }
  });
});
