import { describe, expect, it } from 'vitest';
import type { CountryCode } from '@blush/shared/markets';
import type { PromotionReason } from '@blush/shared/promotion';
import { type Evaluation, evaluate, liveIn, matchBundles, percentOff, type PricedLine, type PromotionRule, share, type Usage } from './engine.ts';

const NOW = new Date('2026-11-21T10:00:00Z');
const MS = 1;
const DAY = 86_400_000;
const before = (ms: number) => new Date(NOW.getTime() - ms);
const after = (ms: number) => new Date(NOW.getTime() + ms);

function rule(overrides: Partial<PromotionRule> = {}): PromotionRule {
  return {
    id: 1,
    code: 'TEST',
    kind: 'percentage',
    percent: 10,
    amounts: null,
    minSpend: null,
    firstOrderOnly: false,
    productIds: null,
    brandIds: null,
    countries: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    giftMax: null,
    active: true,
    ...overrides,
  };
}

let nextLine = 1;
function line(overrides: Partial<PricedLine> = {}): PricedLine {
  const id = overrides.lineId ?? nextLine++;
  return { lineId: id, productId: 100 + id, brandId: 1, unitPrice: 1000, quantity: 1, nonDiscountable: false, payable: true, ...overrides };
}

const usage = (overrides: Partial<Usage> = {}): Usage => ({ total: 0, byShopper: 0, shopperOrders: null, ...overrides });

function run(r: PromotionRule, lines: readonly PricedLine[], context: { country?: CountryCode; now?: Date; usage?: Usage; bundled?: ReadonlySet<number> } = {}): Evaluation {
  return evaluate(r, lines, { country: context.country ?? 'SG', now: context.now ?? NOW, usage: context.usage, bundled: context.bundled });
}

/** The successful evaluation, or a failure that names the reason. */
function ok(evaluation: Evaluation) {
  if (!evaluation.ok) throw new Error(`expected the promotion to apply, got ${evaluation.reason}`);
  return evaluation;
}

const discountsOf = (evaluation: Evaluation) => Object.fromEntries(ok(evaluation).discounts);

describe('percentOff', () => {
  it.each([
    [1000, 10, 100],
    [999, 10, 100], // 99.9
    [994, 10, 99], // 99.4
    [995, 10, 100], // 99.5: half up
    [1050, 15, 158], // 157.5: half up
    [1030, 15, 155], // 154.5: half up
    [1010, 15, 152], // 151.5: half up
    [1, 50, 1], // 0.5: half up
    [1, 49, 0],
    [3, 33, 1], // 0.99
    [0, 20, 0],
    [12345, 100, 12345],
    [100_000_000_00, 5, 5_000_000_00], // a large rupiah amount stays exact
    [1_999_999_99, 15, 30_000_000], // 29,999,999.85
  ])('%i at %i%% is %i', (amount, percent, expected) => {
    expect(percentOff(amount, percent)).toBe(expected);
  });
});

describe('share', () => {
  it.each<[string, number, number[], number[]]>([
    ['divides evenly', 900, [100, 100, 100], [300, 300, 300]],
    ['1000 over 3 equal lines: the first gets the extra unit', 1000, [500, 500, 500], [334, 333, 333]],
    ['2 left over 3 equal lines go to the first two', 1001, [1, 1, 1], [334, 334, 333]],
    ['in proportion to the amounts', 1000, [1000, 3000], [250, 750]],
    ['equal fractions: the extra unit goes to the earliest line', 100, [1, 1, 1, 4], [15, 14, 14, 57]],
    ['largest remainder, uneven weights', 10, [3, 3, 4], [3, 3, 4]],
    ['remainder to the largest fraction', 7, [1, 2, 4], [1, 2, 4]],
    ['remainders 0.5, 0.25, 0.25 → first', 1, [2, 1, 1], [1, 0, 0]],
    ['remainders favour the larger fraction over the earlier line', 5, [1, 3], [1, 4]],
    ['a zero weight gets nothing', 1000, [0, 500, 500], [0, 500, 500]],
    ['one line takes it all', 777, [12345], [777]],
    ['the whole of the weights', 1500, [500, 1000], [500, 1000]],
    ['nothing to share', 0, [500, 500], [0, 0]],
    ['a negative total shares nothing', -10, [500, 500], [0, 0]],
    ['no weight', 1000, [0, 0], [0, 0]],
    ['no lines', 1000, [], []],
  ])('%s', (_name, total, weights, expected) => {
    const parts = share(total, weights);
    expect(parts).toEqual(expected);
  });

  it('always adds up exactly and never gives a line more than its amount, nor a negative share', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 2000; round++) {
      const weights = Array.from({ length: 1 + Math.floor(random() * 6) }, () => 1 + Math.floor(random() * (random() < 0.5 ? 5_000 : 900_000_000)));
      const sum = weights.reduce((a, b) => a + b, 0);
      const total = 1 + Math.floor(random() * sum);
      const parts = share(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      parts.forEach((part, i) => {
        expect(Number.isInteger(part)).toBe(true);
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(weights[i]!);
        // Within one unit of the exact proportional share.
        expect(Math.abs(part - (total * weights[i]!) / sum)).toBeLessThan(1);
      });
    }
  });
});

describe('liveIn', () => {
  it.each<[string, Partial<PromotionRule>, CountryCode, PromotionReason | null]>([
    ['live with no window and every country', {}, 'SG', null],
    ['inactive', { active: false }, 'SG', 'unknown'],
    ['inactive wins over every other reason', { active: false, countries: ['AU'], endsAt: before(DAY) }, 'SG', 'unknown'],
    ['in one of its countries', { countries: ['SG', 'MY'] }, 'MY', null],
    ['not in its countries', { countries: ['SG', 'MY'] }, 'TH', 'not_in_country'],
    ['an empty country list means every country', { countries: [] }, 'ID', null],
    ['not started', { startsAt: after(MS) }, 'SG', 'not_started'],
    ['starting exactly now is live', { startsAt: NOW }, 'SG', null],
    ['started', { startsAt: before(DAY) }, 'SG', null],
    ['expired', { endsAt: before(MS) }, 'SG', 'expired'],
    ['ending exactly now is expired', { endsAt: NOW }, 'SG', 'expired'],
    ['ending a moment later is live', { endsAt: after(MS) }, 'SG', null],
    ['inside its window', { startsAt: before(DAY), endsAt: after(DAY) }, 'SG', null],
    ['after its window', { startsAt: before(2 * DAY), endsAt: before(DAY) }, 'SG', 'expired'],
    ['before its window', { startsAt: after(DAY), endsAt: after(2 * DAY) }, 'SG', 'not_started'],
  ])('%s', (_name, overrides, country, expected) => {
    expect(liveIn(rule(overrides), country, NOW)).toBe(expected);
  });
});

describe('evaluate: why a promotion does not apply', () => {
  const bag = () => [line({ lineId: 1, unitPrice: 5000, quantity: 1 })];
  it.each<[string, Partial<PromotionRule>, { country?: CountryCode; usage?: Usage; lines?: PricedLine[] }, PromotionReason]>([
    ['inactive', { active: false }, {}, 'unknown'],
    ['not started', { startsAt: after(DAY) }, {}, 'not_started'],
    ['expired', { endsAt: before(DAY) }, {}, 'expired'],
    ['ends exactly now', { endsAt: NOW }, {}, 'expired'],
    ['not in the country', { countries: ['AU', 'NZ'] }, { country: 'SG' }, 'not_in_country'],
    ['usage limit reached', { usageLimit: 1 }, { usage: usage({ total: 1 }) }, 'usage_limit'],
    ['usage limit passed', { usageLimit: 3 }, { usage: usage({ total: 5 }) }, 'usage_limit'],
    ['per-customer limit reached', { perCustomerLimit: 1 }, { usage: usage({ total: 10, byShopper: 1, shopperOrders: 4 }) }, 'customer_limit'],
    ['per-customer limit of 2 reached', { perCustomerLimit: 2 }, { usage: usage({ total: 10, byShopper: 2, shopperOrders: 4 }) }, 'customer_limit'],
    ['first order only, member with 1 order', { firstOrderOnly: true }, { usage: usage({ shopperOrders: 1 }) }, 'first_order_only'],
    ['first order only, member with many orders', { firstOrderOnly: true }, { usage: usage({ shopperOrders: 12 }) }, 'first_order_only'],
    ['an empty bag', {}, { lines: [] }, 'no_eligible_items'],
    ['only non-discountable lines', {}, { lines: [line({ nonDiscountable: true })] }, 'no_eligible_items'],
    ['only unpayable lines', {}, { lines: [line({ payable: false })] }, 'no_eligible_items'],
    ['none of its products', { productIds: [999] }, {}, 'no_eligible_items'],
    ['none of its brands', { brandIds: [77] }, {}, 'no_eligible_items'],
    ['its product but not its brand', { productIds: [101], brandIds: [77] }, { lines: [line({ lineId: 1, productId: 101, brandId: 1 })] }, 'no_eligible_items'],
    ['minimum spend not reached', { minSpend: { SG: 7000 } }, {}, 'min_spend'],
  ])('%s → %s', (_name, overrides, context, reason) => {
    const result = run(rule(overrides), context.lines ?? bag(), { country: context.country, usage: context.usage });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toBe(reason);
  });

  it('checks in order: live, usage limit, customer limit, first order, eligible items, minimum spend', () => {
    const all = rule({ usageLimit: 1, perCustomerLimit: 1, firstOrderOnly: true, productIds: [999], minSpend: { SG: 1_000_000 } });
    const spent = usage({ total: 1, byShopper: 1, shopperOrders: 1 });
    expect(run({ ...all, endsAt: NOW }, bag(), { usage: spent })).toEqual({ ok: false, reason: 'expired' });
    expect(run(all, bag(), { usage: spent })).toEqual({ ok: false, reason: 'usage_limit' });
    expect(run(all, bag(), { usage: { ...spent, total: 0 } })).toEqual({ ok: false, reason: 'customer_limit' });
    expect(run(all, bag(), { usage: { ...spent, total: 0, byShopper: 0 } })).toEqual({ ok: false, reason: 'first_order_only' });
    expect(run(all, bag(), { usage: usage({ shopperOrders: 0 }) })).toEqual({ ok: false, reason: 'no_eligible_items' });
    expect(run({ ...all, productIds: null }, bag(), { usage: usage({ shopperOrders: 0 }) })).toEqual({ ok: false, reason: 'min_spend', missing: 995_000 });
  });
});

describe('evaluate: limits that still allow the promotion', () => {
  it.each<[string, Partial<PromotionRule>, Usage | undefined]>([
    ['no usage given', { usageLimit: 1, perCustomerLimit: 1, firstOrderOnly: true }, undefined],
    ['under the usage limit', { usageLimit: 2 }, usage({ total: 1 })],
    ['under the per-customer limit', { perCustomerLimit: 2 }, usage({ byShopper: 1, shopperOrders: 3 })],
    ['first order only, a guest (orders unknown)', { firstOrderOnly: true }, usage({ shopperOrders: null })],
    ['first order only, a member with no order yet', { firstOrderOnly: true }, usage({ shopperOrders: 0 })],
    ['used by others, not by a guest shopper (checked again by e-mail at checkout)', { perCustomerLimit: 1, usageLimit: 100 }, usage({ total: 99, byShopper: 0 })],
    ['in one of its countries', { countries: ['SG'] }, undefined],
    ['starting now', { startsAt: NOW }, undefined],
  ])('%s', (_name, overrides, shopperUsage) => {
    const result = ok(run(rule(overrides), [line({ lineId: 1, unitPrice: 5000 })], { usage: shopperUsage }));
    expect(result.discount).toBe(500);
  });
});

describe('evaluate: minimum spend', () => {
  const lines = () => [
    line({ lineId: 1, productId: 1, brandId: 10, unitPrice: 2000, quantity: 2 }), // 4000, eligible
    line({ lineId: 2, productId: 2, brandId: 20, unitPrice: 3000, quantity: 1 }), // 3000, other brand
    line({ lineId: 3, productId: 3, brandId: 10, unitPrice: 9000, quantity: 1, nonDiscountable: true }),
    line({ lineId: 4, productId: 4, brandId: 10, unitPrice: 8000, quantity: 1, payable: false }),
    line({ lineId: 5, productId: 5, brandId: 10, unitPrice: 7000, quantity: 1 }), // bundled
  ];
  const bundled = new Set([5]);

  it.each<[string, Partial<PromotionRule>, CountryCode, number | null]>([
    ['measured on the eligible lines only (4000 of 5000)', { brandIds: [10], minSpend: { SG: 5000 } }, 'SG', 1000],
    ['one unit short', { brandIds: [10], minSpend: { SG: 4001 } }, 'SG', 1],
    ['exactly the minimum applies', { brandIds: [10], minSpend: { SG: 4000 } }, 'SG', null],
    ['unrestricted: 7000 eligible, the rest excluded', { minSpend: { SG: 7500 } }, 'SG', 500],
    ['unrestricted at exactly 7000', { minSpend: { SG: 7000 } }, 'SG', null],
    ['the country without a minimum', { minSpend: { MY: 1_000_000 } }, 'SG', null],
    ['the country’s own minimum', { minSpend: { SG: 100, MY: 1_000_000 } }, 'MY', 993_000],
    ['counted before any discount', { kind: 'fixed', amounts: { SG: 1000 }, minSpend: { SG: 7000 } }, 'SG', null],
  ])('%s', (_name, overrides, country, missing) => {
    const result = run(rule(overrides), lines(), { country, bundled });
    if (missing === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, reason: 'min_spend', missing });
  });
});

describe('evaluate: percentage', () => {
  it('takes the percent off each eligible line, rounded half up per line', () => {
    const lines = [
      line({ lineId: 1, unitPrice: 1050, quantity: 1 }), // 157.5 → 158
      line({ lineId: 2, unitPrice: 333, quantity: 3 }), // 999 → 149.85 → 150
      line({ lineId: 3, unitPrice: 1030, quantity: 1 }), // 154.5 → 155
      line({ lineId: 4, unitPrice: 1, quantity: 1 }), // 0.15 → 0
    ];
    const result = ok(run(rule({ percent: 15 }), lines));
    expect(Object.fromEntries(result.discounts)).toEqual({ 1: 158, 2: 150, 3: 155, 4: 0 });
    // Rounded per line, not on the total (3080 × 15% = 462): the sum of the lines' rounding.
    expect(result.discount).toBe(463);
    expect(result).toMatchObject({ freeShipping: false, opensGiftChoice: false });
  });

  it('rounds each line on its whole amount (price × quantity), not per unit', () => {
    // Per unit: 0.5 → 1, × 3 = 3; on the line: 1.5 → 2.
    expect(discountsOf(run(rule({ percent: 10 }), [line({ lineId: 1, unitPrice: 5, quantity: 3 })]))).toEqual({ 1: 2 });
  });

  it.each<[string, Partial<PricedLine>]>([
    ['non-discountable', { nonDiscountable: true }],
    ['unpayable (not sold here or out of stock)', { payable: false }],
  ])('leaves out a %s line entirely', (_name, excluded) => {
    const lines = [line({ lineId: 1, unitPrice: 2000 }), line({ lineId: 2, unitPrice: 5000, ...excluded })];
    const result = ok(run(rule({ percent: 20 }), lines));
    expect(Object.fromEntries(result.discounts)).toEqual({ 1: 400 });
    expect(result.discounts.has(2)).toBe(false);
    expect(result.discount).toBe(400);
  });

  it('leaves out the lines priced in a bundle', () => {
    const lines = [line({ lineId: 1, unitPrice: 2000 }), line({ lineId: 2, unitPrice: 5000 }), line({ lineId: 3, unitPrice: 1000 })];
    const result = ok(run(rule({ percent: 10 }), lines, { bundled: new Set([2, 3]) }));
    expect(Object.fromEntries(result.discounts)).toEqual({ 1: 200 });
  });

  it('gives nothing when every eligible line is in a bundle', () => {
    expect(run(rule(), [line({ lineId: 1 })], { bundled: new Set([1]) })).toEqual({ ok: false, reason: 'no_eligible_items' });
  });

  it.each<[string, Partial<PromotionRule>, number[]]>([
    ['its products', { productIds: [11, 13] }, [1, 3]],
    ['its brands', { brandIds: [7] }, [1, 2]],
    ['its products and its brands together', { productIds: [11, 12, 14], brandIds: [7] }, [1, 2]],
    ['empty restrictions mean everything', { productIds: [], brandIds: [] }, [1, 2, 3, 4]],
  ])('applies only to %s', (_name, overrides, expected) => {
    const lines = [
      line({ lineId: 1, productId: 11, brandId: 7, unitPrice: 1000 }),
      line({ lineId: 2, productId: 12, brandId: 7, unitPrice: 2000 }),
      line({ lineId: 3, productId: 13, brandId: 8, unitPrice: 3000 }),
      line({ lineId: 4, productId: 14, brandId: 9, unitPrice: 4000 }),
    ];
    const result = ok(run(rule({ percent: 10, ...overrides }), lines));
    expect([...result.discounts.keys()].sort()).toEqual(expected);
    for (const id of expected) expect(result.discounts.get(id)).toBe(lines[id - 1]!.unitPrice / 10);
  });

  it('takes 100% off a whole line', () => {
    expect(discountsOf(run(rule({ percent: 100 }), [line({ lineId: 1, unitPrice: 1999, quantity: 2 })]))).toEqual({ 1: 3998 });
  });
});

describe('evaluate: fixed amount', () => {
  const fixed = (amounts: Partial<Record<string, number>>, overrides: Partial<PromotionRule> = {}) => rule({ kind: 'fixed', percent: null, amounts, ...overrides });

  it.each<[string, number, Array<[number, number]>, number[]]>([
    ['1000 over 3 equal lines', 1000, [[500, 1], [500, 1], [500, 1]], [334, 333, 333]],
    ['in proportion to each line’s amount (price × quantity)', 1000, [[1000, 1], [1000, 3]], [250, 750]],
    ['uneven: 1000 over 3000/2000/1000', 1000, [[3000, 1], [2000, 1], [1000, 1]], [500, 333, 167]],
    ['the largest remainder gets the extra unit (0.29 over 0.14)', 100, [[100, 1], [100, 1], [100, 1], [400, 1]], [15, 14, 14, 57]],
    ['the largest remainder, not the first line', 5, [[1000, 1], [3000, 1]], [1, 4]],
    ['7 over 3 equal lines', 7, [[1000, 1], [1000, 1], [1000, 1]], [3, 2, 2]],
    ['1 unit over 3 lines', 1, [[1000, 1], [1000, 1], [1000, 1]], [1, 0, 0]],
    ['capped at the eligible total', 10_000, [[1500, 1], [2500, 2]], [1500, 5000]],
    ['exactly the eligible total', 6500, [[1500, 1], [2500, 2]], [1500, 5000]],
    ['a single line', 1000, [[4999, 1]], [1000]],
  ])('%s', (_name, amount, lineSpecs, expected) => {
    const lines = lineSpecs.map(([unitPrice, quantity], i) => line({ lineId: i + 1, unitPrice, quantity }));
    const result = ok(run(fixed({ SG: amount }), lines));
    expect(lines.map((l) => result.discounts.get(l.lineId))).toEqual(expected);
    expect(result.discount).toBe(Math.min(amount, lines.reduce((n, l) => n + l.unitPrice * l.quantity, 0)));
    expect(result.discount).toBe(expected.reduce((a, b) => a + b, 0));
  });

  it('uses the shopper’s country amount', () => {
    const r = fixed({ SG: 1000, ID: 100_000_00 });
    const lines = [line({ lineId: 1, unitPrice: 450_000_00 }), line({ lineId: 2, unitPrice: 150_000_00 })];
    expect(discountsOf(run(r, lines, { country: 'ID' }))).toEqual({ 1: 75_000_00, 2: 25_000_00 });
    expect(discountsOf(run(r, lines, { country: 'SG' }))).toEqual({ 1: 750, 2: 250 });
  });

  it('is not offered in a country without an amount', () => {
    expect(run(fixed({ SG: 1000 }), [line({ lineId: 1, unitPrice: 5000 })], { country: 'MY' })).toEqual({ ok: false, reason: 'not_in_country' });
  });

  it('shares only over the eligible lines, and is capped at their total', () => {
    const lines = [
      line({ lineId: 1, brandId: 5, unitPrice: 600 }),
      line({ lineId: 2, brandId: 6, unitPrice: 5000 }), // other brand
      line({ lineId: 3, brandId: 5, unitPrice: 5000, nonDiscountable: true }),
      line({ lineId: 4, brandId: 5, unitPrice: 5000, payable: false }),
      line({ lineId: 5, brandId: 5, unitPrice: 5000 }), // bundled
      line({ lineId: 6, brandId: 5, unitPrice: 300 }),
    ];
    const result = ok(run(fixed({ SG: 2000 }, { brandIds: [5] }), lines, { bundled: new Set([5]) }));
    expect(Object.fromEntries(result.discounts)).toEqual({ 1: 600, 6: 300 });
    expect(result.discount).toBe(900);
  });
});

describe('evaluate: free shipping and gifts', () => {
  it.each<[string, Partial<PromotionRule>, { freeShipping: boolean; opensGiftChoice: boolean }]>([
    ['free shipping', { kind: 'free_shipping', percent: null }, { freeShipping: true, opensGiftChoice: false }],
    ['gift', { kind: 'gift', percent: null, giftMax: 2 }, { freeShipping: false, opensGiftChoice: true }],
    ['percentage', { kind: 'percentage', percent: 10 }, { freeShipping: false, opensGiftChoice: false }],
    ['fixed', { kind: 'fixed', percent: null, amounts: { SG: 100 } }, { freeShipping: false, opensGiftChoice: false }],
  ])('%s', (_name, overrides, flags) => {
    const result = ok(run(rule(overrides), [line({ lineId: 1, unitPrice: 5000 })]));
    expect(result).toMatchObject(flags);
    if (overrides.kind === 'free_shipping' || overrides.kind === 'gift') {
      expect(result.discounts.size).toBe(0);
      expect(result.discount).toBe(0);
    }
  });

  it('a gift counts every payable line of its products towards the minimum, non-discountable ones too (nothing comes off them)', () => {
    const r = rule({ kind: 'gift', percent: null, giftMax: 1, minSpend: { SG: 5000 } });
    expect(run(r, [line({ unitPrice: 4000 }), line({ unitPrice: 900, payable: false })])).toEqual({ ok: false, reason: 'min_spend', missing: 1000 });
    expect(ok(run(r, [line({ unitPrice: 4000 }), line({ unitPrice: 1000, nonDiscountable: true })])).opensGiftChoice).toBe(true);
  });

  it('free shipping applies to a bag of non-discountable lines, but needs a payable line', () => {
    expect(ok(run(rule({ kind: 'free_shipping', percent: null }), [line({ nonDiscountable: true })])).freeShipping).toBe(true);
    expect(run(rule({ kind: 'free_shipping', percent: null }), [line({ payable: false })])).toEqual({ ok: false, reason: 'no_eligible_items' });
  });
});

describe('matchBundles', () => {
  const bundle = (id: number, productIds: number[] | null, percent: number | null = 20, overrides: Partial<PromotionRule> = {}) =>
    rule({ id, code: null, kind: 'bundle', percent, productIds, ...overrides });
  const item = (lineId: number, productId: number, unitPrice: number, quantity = 1, overrides: Partial<PricedLine> = {}) =>
    line({ lineId, productId, unitPrice, quantity, ...overrides });
  const summary = (matches: ReturnType<typeof matchBundles>) =>
    matches.map((m) => ({ id: m.rule.id, sets: m.sets, lineIds: m.lineIds, discounts: Object.fromEntries(m.discounts), saving: m.saving }));

  it('never puts a non-discountable line in a bundle', () => {
    const lines = [item(1, 10, 3000), item(2, 20, 4000, 1, { nonDiscountable: true })];
    expect(matchBundles([bundle(1, [10, 20])], lines, 'SG', NOW)).toEqual([]);
  });

  it('one complete set: percent off one unit of each product', () => {
    const lines = [item(1, 10, 3000), item(2, 20, 4550), item(3, 99, 1000)];
    expect(summary(matchBundles([bundle(1, [10, 20], 15)], lines, 'SG', NOW))).toEqual([
      // 450 and 682.5 → 683 (half up, per line)
      { id: 1, sets: 1, lineIds: [1, 2], discounts: { 1: 450, 2: 683 }, saving: 1133 },
    ]);
  });

  it.each<[string, Array<[number, number]>, number, Record<number, number>]>([
    ['sets are the fewest units over its products (3 and 2 → 2)', [[10, 3], [20, 2]], 2, { 1: 400, 2: 400 }],
    ['discount on exactly `sets` units, not the whole line (5 and 1 → 1)', [[10, 5], [20, 1]], 1, { 1: 200, 2: 200 }],
    ['many sets', [[10, 4], [20, 4]], 4, { 1: 800, 2: 800 }],
  ])('%s', (_name, specs, sets, discounts) => {
    const lines = specs.map(([productId, quantity], i) => item(i + 1, productId, 1000, quantity));
    const [match, ...rest] = matchBundles([bundle(1, [10, 20])], lines, 'SG', NOW);
    expect(rest).toEqual([]);
    expect(match!.sets).toBe(sets);
    expect(Object.fromEntries(match!.discounts)).toEqual(discounts);
    expect(match!.saving).toBe(Object.values(discounts).reduce((a, b) => a + b, 0));
  });

  it('counts a product over several lines and takes the units in bag order', () => {
    // Product 10 in two lines (two shades): 1 + 2 units; product 20: 2 units → 2 sets.
    const lines = [item(1, 10, 1000, 1), item(2, 20, 2000, 2), item(3, 10, 1500, 2)];
    const [match] = matchBundles([bundle(1, [10, 20], 10)], lines, 'SG', NOW);
    expect(match!.sets).toBe(2);
    // Line 1: 1 unit (100); line 3: the one unit still needed (150); line 2: 2 units (400).
    expect(Object.fromEntries(match!.discounts)).toEqual({ 1: 100, 3: 150, 2: 400 });
    expect(match!.lineIds).toEqual([1, 3, 2]);
    expect(match!.saving).toBe(650);
  });

  it('does not touch a later line of a product once the sets are covered', () => {
    const lines = [item(1, 10, 1000, 2), item(2, 10, 1000, 5), item(3, 20, 1000, 2)];
    const [match] = matchBundles([bundle(1, [10, 20])], lines, 'SG', NOW);
    expect(match!.sets).toBe(2);
    expect(match!.lineIds).toEqual([1, 3]);
    expect(match!.discounts.has(2)).toBe(false);
  });

  it('a three-product bundle', () => {
    const lines = [item(1, 10, 2500, 2), item(2, 20, 4000, 1), item(3, 30, 3300, 3)];
    expect(summary(matchBundles([bundle(7, [10, 20, 30], 15)], lines, 'SG', NOW))).toEqual([
      // 375, 600, 495
      { id: 7, sets: 1, lineIds: [1, 2, 3], discounts: { 1: 375, 2: 600, 3: 495 }, saving: 1470 },
    ]);
  });

  it.each<[string, PromotionRule, PricedLine[]]>([
    ['an incomplete bundle gives nothing', bundle(1, [10, 20, 30]), [item(1, 10, 1000), item(2, 20, 1000)]],
    ['a missing product gives nothing even with many of the others', bundle(1, [10, 20]), [item(1, 10, 1000, 9)]],
    ['an unpayable line does not complete a set', bundle(1, [10, 20]), [item(1, 10, 1000), item(2, 20, 1000, 1, { payable: false })]],
    ['an expired bundle is ignored', bundle(1, [10, 20], 20, { endsAt: before(DAY) }), [item(1, 10, 1000), item(2, 20, 1000)]],
    ['a bundle ending exactly now is ignored', bundle(1, [10, 20], 20, { endsAt: NOW }), [item(1, 10, 1000), item(2, 20, 1000)]],
    ['a bundle not started is ignored', bundle(1, [10, 20], 20, { startsAt: after(DAY) }), [item(1, 10, 1000), item(2, 20, 1000)]],
    ['an inactive bundle is ignored', bundle(1, [10, 20], 20, { active: false }), [item(1, 10, 1000), item(2, 20, 1000)]],
    ['a bundle of another country is ignored', bundle(1, [10, 20], 20, { countries: ['AU'] }), [item(1, 10, 1000), item(2, 20, 1000)]],
    ['a bundle of one product is ignored', bundle(1, [10]), [item(1, 10, 1000, 2)]],
    ['a bundle with no products is ignored', bundle(1, []), [item(1, 10, 1000)]],
    ['a bundle with null products is ignored', bundle(1, null), [item(1, 10, 1000)]],
    ['a bundle without a percent is ignored', bundle(1, [10, 20], null), [item(1, 10, 1000), item(2, 20, 1000)]],
    ['a code promotion is not a bundle', rule({ productIds: [10, 20] }), [item(1, 10, 1000), item(2, 20, 1000)]],
    ['an empty bag', bundle(1, [10, 20]), []],
  ])('%s', (_name, r, lines) => {
    expect(matchBundles([r], lines, 'SG', NOW)).toEqual([]);
  });

  it('a live bundle in its country applies', () => {
    const r = bundle(1, [10, 20], 20, { countries: ['SG'], startsAt: NOW, endsAt: after(MS) });
    expect(matchBundles([r], [item(1, 10, 1000), item(2, 20, 1000)], 'SG', NOW)).toHaveLength(1);
  });

  it('a line is not used by two bundles: the earlier bundle takes it', () => {
    const lines = [item(1, 10, 1000, 1), item(2, 20, 1000, 1), item(3, 30, 1000, 1)];
    const matches = matchBundles([bundle(1, [10, 20], 10), bundle(2, [10, 30], 50)], lines, 'SG', NOW);
    expect(summary(matches)).toEqual([{ id: 1, sets: 1, lineIds: [1, 2], discounts: { 1: 100, 2: 100 }, saving: 200 }]);
  });

  it('a line already in a bundle is not counted again, even for its units left over', () => {
    // Bundle 1 uses one of line 1's two units; the line is taken, so bundle 2 cannot use the other.
    const lines = [item(1, 10, 1000, 2), item(2, 20, 1000, 1), item(3, 30, 1000, 1)];
    const matches = matchBundles([bundle(1, [10, 20]), bundle(2, [10, 30])], lines, 'SG', NOW);
    expect(matches.map((m) => m.rule.id)).toEqual([1]);
    expect(Object.fromEntries(matches[0]!.discounts)).toEqual({ 1: 200, 2: 200 });
  });

  it('a second bundle can use another line of the same product', () => {
    const lines = [item(1, 10, 1000), item(2, 20, 1000), item(3, 10, 1000), item(4, 30, 1000)];
    const matches = matchBundles([bundle(1, [10, 20]), bundle(2, [10, 30], 50)], lines, 'SG', NOW);
    expect(summary(matches)).toEqual([
      { id: 1, sets: 1, lineIds: [1, 2], discounts: { 1: 200, 2: 200 }, saving: 400 },
      { id: 2, sets: 1, lineIds: [3, 4], discounts: { 3: 500, 4: 500 }, saving: 1000 },
    ]);
    // No line in two bundles.
    const all = matches.flatMap((m) => m.lineIds);
    expect(new Set(all).size).toBe(all.length);
  });

  it('skips an ignored bundle without taking its lines', () => {
    const lines = [item(1, 10, 1000), item(2, 20, 1000)];
    const matches = matchBundles([bundle(1, [10, 20], 20, { endsAt: before(DAY) }), bundle(2, [10, 20], 30)], lines, 'SG', NOW);
    expect(summary(matches)).toEqual([{ id: 2, sets: 1, lineIds: [1, 2], discounts: { 1: 300, 2: 300 }, saving: 600 }]);
  });

  it('an incomplete bundle does not take the lines a later bundle needs', () => {
    const lines = [item(1, 10, 1000), item(2, 20, 1000)];
    const matches = matchBundles([bundle(1, [10, 20, 30]), bundle(2, [10, 20], 25)], lines, 'SG', NOW);
    expect(matches.map((m) => [m.rule.id, m.sets])).toEqual([[2, 1]]);
  });

  it('bundled lines then take no code promotion', () => {
    const lines = [item(1, 10, 1000), item(2, 20, 1000), item(3, 30, 1000)];
    const bundled = new Set(matchBundles([bundle(1, [10, 20])], lines, 'SG', NOW).flatMap((m) => m.lineIds));
    expect(discountsOf(run(rule({ percent: 10 }), lines, { bundled }))).toEqual({ 3: 100 });
  });
});
