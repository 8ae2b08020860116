/**
 * The promotions engine: pure functions from a promotion's rules and the bag's priced lines to
 * the discount of each line, or the reason the promotion does not apply. No I/O: the service reads
 * the rules, the lines and the usage counts, and this decides. Money in integer minor units.
 *
 * Rules (product guide §5, docs/decisions/0014):
 * - a line is eligible for a percentage or fixed code when it is payable, not non-discountable,
 *   not priced in a bundle, and of the promotion's products or brands when it is restricted to
 *   some; for free shipping and gifts (nothing off the lines) every payable line of those counts;
 * - a fixed code without an amount for the country is not offered there;
 * - minimum spend is measured on the eligible lines, before any discount;
 * - percentage: each eligible line loses `percent`, rounded half up per line;
 * - fixed: the country's amount, at most the eligible total, shared across the eligible lines in
 *   proportion to their amounts (largest remainder, so the shares add up exactly);
 * - free shipping and gift: no line discount; the order ships free, or the gift choice opens;
 * - bundle (automatic): every complete set of its products in the bag is `percent` off;
 *   non-discountable lines never join a bundle.
 */
import type { CountryCode } from '@blush/shared/markets';
import type { PromotionKind, PromotionReason } from '@blush/shared/promotion';

export interface PromotionRule {
  id: number;
  code: string | null;
  kind: PromotionKind;
  percent: number | null;
  amounts: Partial<Record<string, number>> | null;
  minSpend: Partial<Record<string, number>> | null;
  firstOrderOnly: boolean;
  productIds: number[] | null;
  brandIds: number[] | null;
  countries: string[] | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  giftMax: number | null;
  active: boolean;
}

export interface PricedLine {
  lineId: number;
  productId: number;
  brandId: number;
  unitPrice: number;
  quantity: number;
  nonDiscountable: boolean;
  /** Sold in the country and in stock: it counts towards the order. */
  payable: boolean;
}

export interface Usage {
  /** Orders that used the promotion, by anybody. */
  total: number;
  /** Orders the shopper placed with it (0 for a guest: checked again by e-mail at checkout). */
  byShopper: number;
  /** Orders the shopper placed at all (null for a guest). */
  shopperOrders: number | null;
}

export type Evaluation =
  | { ok: true; discounts: Map<number, number>; discount: number; freeShipping: boolean; opensGiftChoice: boolean }
  | { ok: false; reason: PromotionReason; missing?: number };

const NONE: Usage = { total: 0, byShopper: 0, shopperOrders: null };

/** Whether the promotion is live in the country at `now` (active, in its window). */
export function liveIn(rule: PromotionRule, country: CountryCode, now: Date): PromotionReason | null {
  if (!rule.active) return 'unknown';
  if (rule.countries && rule.countries.length > 0 && !rule.countries.includes(country)) return 'not_in_country';
  if (rule.startsAt && now < rule.startsAt) return 'not_started';
  if (rule.endsAt && now >= rule.endsAt) return 'expired';
  return null;
}

const restrictedTo = (rule: PromotionRule, line: PricedLine) =>
  (!rule.productIds?.length || rule.productIds.includes(line.productId)) && (!rule.brandIds?.length || rule.brandIds.includes(line.brandId));

/** Split `total` over `weights` in proportion, in whole units, the shares adding up to `total`. */
export function share(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - floors[i]!, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]!++;
    left--;
  }
  return floors;
}

export const percentOff = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/**
 * Evaluate a code (or automatic gift) promotion on the bag's lines. `bundled` lines are priced
 * in a bundle and take no other promotion.
 */
export function evaluate(
  rule: PromotionRule,
  lines: readonly PricedLine[],
  context: { country: CountryCode; now: Date; usage?: Usage; bundled?: ReadonlySet<number> },
): Evaluation {
  const closed = liveIn(rule, context.country, context.now);
  if (closed) return { ok: false, reason: closed };
  const usage = context.usage ?? NONE;
  if (rule.usageLimit !== null && usage.total >= rule.usageLimit) return { ok: false, reason: 'usage_limit' };
  if (rule.perCustomerLimit !== null && usage.byShopper >= rule.perCustomerLimit) return { ok: false, reason: 'customer_limit' };
  if (rule.firstOrderOnly && usage.shopperOrders !== null && usage.shopperOrders > 0) return { ok: false, reason: 'first_order_only' };
  if (rule.kind === 'fixed' && !rule.amounts?.[context.country]) return { ok: false, reason: 'not_in_country' };
  // Free shipping and gifts take nothing off the lines, so every payable line counts for them.
  const discountsLines = rule.kind === 'percentage' || rule.kind === 'fixed';
  const eligible = lines.filter((l) => l.payable && (!discountsLines || (!l.nonDiscountable && !context.bundled?.has(l.lineId))) && restrictedTo(rule, l));
  const eligibleTotal = eligible.reduce((n, l) => n + l.unitPrice * l.quantity, 0);
  if (eligible.length === 0) return { ok: false, reason: 'no_eligible_items' };
  const minimum = rule.minSpend?.[context.country] ?? 0;
  if (eligibleTotal < minimum) return { ok: false, reason: 'min_spend', missing: minimum - eligibleTotal };
  const discounts = new Map<number, number>();
  if (rule.kind === 'percentage' && rule.percent) {
    for (const l of eligible) discounts.set(l.lineId, percentOff(l.unitPrice * l.quantity, rule.percent));
  } else if (rule.kind === 'fixed') {
    const amount = Math.min(rule.amounts?.[context.country] ?? 0, eligibleTotal);
    const parts = share(amount, eligible.map((l) => l.unitPrice * l.quantity));
    eligible.forEach((l, i) => discounts.set(l.lineId, parts[i]!));
  }
  const discount = [...discounts.values()].reduce((a, b) => a + b, 0);
  return { ok: true, discounts, discount, freeShipping: rule.kind === 'free_shipping', opensGiftChoice: rule.kind === 'gift' };
}

export interface BundleMatch<R extends PromotionRule = PromotionRule> {
  rule: R;
  /** Complete sets in the bag. */
  sets: number;
  lineIds: number[];
  discounts: Map<number, number>;
  saving: number;
}

/**
 * The bundles complete in the bag: for each automatic bundle promotion live in the country, the
 * number of complete sets of its products, and `percent` off that many units of each (taken from
 * the product's lines in bag order). A line already in an earlier bundle is not counted again.
 */
export function matchBundles<R extends PromotionRule>(rules: readonly R[], lines: readonly PricedLine[], country: CountryCode, now: Date): BundleMatch<R>[] {
  const taken = new Set<number>();
  const out: BundleMatch<R>[] = [];
  for (const rule of rules) {
    if (rule.kind !== 'bundle' || !rule.percent || !rule.productIds || rule.productIds.length < 2 || liveIn(rule, country, now)) continue;
    const linesOf = (productId: number) => lines.filter((l) => l.payable && !l.nonDiscountable && !taken.has(l.lineId) && l.productId === productId);
    const sets = Math.min(...rule.productIds.map((p) => linesOf(p).reduce((n, l) => n + l.quantity, 0)));
    if (sets < 1) continue;
    const discounts = new Map<number, number>();
    for (const productId of rule.productIds) {
      let units = sets;
      for (const l of linesOf(productId)) {
        if (units <= 0) break;
        const used = Math.min(units, l.quantity);
        units -= used;
        discounts.set(l.lineId, percentOff(l.unitPrice * used, rule.percent));
      }
    }
    for (const id of discounts.keys()) taken.add(id);
    out.push({ rule, sets, lineIds: [...discounts.keys()], discounts, saving: [...discounts.values()].reduce((a, b) => a + b, 0) });
  }
  return out;
}
