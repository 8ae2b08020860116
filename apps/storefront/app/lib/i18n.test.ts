import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n.ts';
import { MESSAGES } from './i18n.server.ts';

const messages = {
  bag: { items_one: '{{count}} item', items_other: '{{count}} items', items_zero: 'Empty' },
  greeting: 'Hello, {{name}}!',
  plain: 'Plain',
  nested: { deeper: { leaf: 'Leaf {{a}} and {{ b }}' } },
  only_other_other: 'Always {{count}}',
};

describe('createTranslator', () => {
  const t = createTranslator('en', messages);

  it('reads nested keys', () => {
    expect(t('plain')).toBe('Plain');
    expect(t('nested.deeper.leaf', { a: 1, b: 'two' })).toBe('Leaf 1 and two');
  });

  it('fills placeholders as text, leaves unknown ones, empties undefined ones', () => {
    expect(t('greeting', { name: '<b>Ann</b>' })).toBe('Hello, <b>Ann</b>!');
    expect(t('greeting')).toBe('Hello, {{name}}!');
    expect(t('greeting', { other: 1 })).toBe('Hello, {{name}}!');
    expect(t('greeting', { name: undefined })).toBe('Hello, !');
  });

  it('picks plural forms with Intl.PluralRules, _zero first for 0', () => {
    expect(t('bag.items', { count: 1 })).toBe('1 item');
    expect(t('bag.items', { count: 2 })).toBe('2 items');
    expect(t('bag.items', { count: 1.5 })).toBe('1.5 items');
    expect(t('bag.items', { count: 0 })).toBe('Empty');
    expect(t('only_other', { count: 1 })).toBe('only_other');
    expect(createTranslator('en', { x_other: '{{count}} x' })('x', { count: 1 })).toBe('x');
  });

  it('uses the language’s plural rules: Thai has one form', () => {
    const th = createTranslator('th', { n_one: 'one', n_other: '{{count}} other' });
    expect(th('n', { count: 1 })).toBe('1 other');
  });

  it('answers a missing key with defaultValue (filled) or the key', () => {
    expect(t('nope.missing')).toBe('nope.missing');
    expect(t('nope.missing', { defaultValue: 'Fallback {{name}}', name: 'X' })).toBe('Fallback X');
    expect(t('nested.deeper')).toBe('nested.deeper');
    expect(t('plain.deeper')).toBe('plain.deeper');
    expect(t('constructor')).toBe('constructor');
  });

  it('translates the real locale files', () => {
    expect(createTranslator('en', MESSAGES.en)('header.bag_with_count', { count: 3 })).toBe('Bag, 3 items');
    expect(createTranslator('en', MESSAGES.en)('header.bag_with_count', { count: 1 })).toBe('Bag, 1 item');
    expect(createTranslator('th', MESSAGES.th)('bag.add_to_bag')).toBe('เพิ่มลงตะกร้า');
  });
});
