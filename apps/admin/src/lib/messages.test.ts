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
});
