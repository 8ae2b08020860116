/**
 * Promotion rules both sides need (product guide §3, §5, §8, §9): the kinds, how many free samples each
 * country lets a shopper choose, and why a code does not apply, in four languages. The message for
 * every failing code is "Sorry, the promotion is invalid."; a hint is added only where the shopper
 * can do something about it (spend more, add an eligible product, sign in).
 */
import { COUNTRY_CODES, type CountryCode, type Language, MARKETS } from './markets.ts';

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

type Texts = Readonly<Record<Language, string>>;

/** Hints for the reasons a shopper can act on; `{amount}` is the spend still missing. */
const HINTS: Partial<Record<PromotionReason, Texts>> = {
  min_spend: {
    en: 'Spend {amount} more on eligible items to use this code.',
    id: 'Belanja {amount} lagi untuk produk yang berlaku agar dapat memakai kode ini.',
    th: 'ซื้อสินค้าที่ร่วมรายการเพิ่มอีก {amount} เพื่อใช้โค้ดนี้',
    zh: '再購買 {amount} 的適用商品即可使用此優惠碼。',
  },
  no_eligible_items: {
    en: 'Add an eligible product to your bag to use this code.',
    id: 'Tambahkan produk yang berlaku ke tas Anda untuk memakai kode ini.',
    th: 'เพิ่มสินค้าที่ร่วมรายการลงในถุงเพื่อใช้โค้ดนี้',
    zh: '將適用商品加入購物袋即可使用此優惠碼。',
  },
  first_order_only: {
    en: 'This code is for a first order only.',
    id: 'Kode ini hanya untuk pesanan pertama.',
    th: 'โค้ดนี้ใช้ได้กับคำสั่งซื้อแรกเท่านั้น',
    zh: '此優惠碼僅限首單使用。',
  },
  customer_limit: {
    en: 'You have already used this code.',
    id: 'Anda sudah memakai kode ini.',
    th: 'คุณใช้โค้ดนี้ไปแล้ว',
    zh: '您已使用過此優惠碼。',
  },
  expired: {
    en: 'This code has expired.',
    id: 'Kode ini sudah kedaluwarsa.',
    th: 'โค้ดนี้หมดอายุแล้ว',
    zh: '此優惠碼已過期。',
  },
};

/** The hint for a reason, with `{amount}` filled in; null when there is nothing to say. */
export function promotionHint(reason: PromotionReason, language: Language, amount?: string): string | null {
  const text = HINTS[reason]?.[language];
  return text ? text.replace('{amount}', amount ?? '') : null;
}
