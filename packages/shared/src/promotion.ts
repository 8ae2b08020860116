/**
 * Promotion rules both sides need (product guide §3, §5, §8, §9): the kinds, how many free samples each
 * country lets a shopper choose, and why a code does not apply. The message for every failing code
 * is "Sorry, the promotion is invalid."; a hint (`promotion.hint.<reason>` in the message catalogue)
 * is added only where the shopper can do something about it (spend more, add an eligible product, sign in).
 */
import { COUNTRY_CODES, type CountryCode, MARKETS } from './markets.ts';
import type { MessageKey, Translate } from './message-format.ts';

export const PROMOTION_KINDS = ['percentage', 'fixed', 'free_shipping', 'gift', 'bundle'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Free samples a shopper may choose per order, by country. */
export const SAMPLES_PER_ORDER: Readonly<Record<CountryCode, number>> = Object.fromEntries(COUNTRY_CODES.map((c) => [c, MARKETS[c].samplesPerOrder])) as Record<CountryCode, number>;

/** Longest code accepted; codes are case sensitive and compared exactly. */
export const PROMO_CODE_MAX_LENGTH = 40;

export const PROMOTION_REASONS = [
  'unknown',
  'not_started',
  'expired',
  'not_in_country',
  'min_spend',
  'no_eligible_items',
  'first_order_only',
  'usage_limit',
  'customer_limit',
] as const;
export type PromotionReason = (typeof PROMOTION_REASONS)[number];

/** The reasons with a hint; `{amount}` is the spend still missing. */
const HINTS: Partial<Record<PromotionReason, MessageKey>> = {
  min_spend: 'promotion.hint.min_spend',
  no_eligible_items: 'promotion.hint.no_eligible_items',
  first_order_only: 'promotion.hint.first_order_only',
  customer_limit: 'promotion.hint.customer_limit',
  expired: 'promotion.hint.expired',
};

/** The hint for a reason in the language of `text`, with `{amount}` filled in; null when there is nothing to say. */
export function promotionHint(reason: PromotionReason, text: Translate, amount?: string): string | null {
  const key = HINTS[reason];
  return key ? text(key, { amount: amount ?? '' }) : null;
}
