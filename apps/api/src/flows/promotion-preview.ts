/**
 * The back office's promotion preview (issue 21 item 4): what a promotion does to a sample bag in a
 * country, decided by the promotions engine on lines priced the way the bag prices them (catalogue
 * prices and stock of that country, bundles taken first), for a shopper who has not used it yet.
 * Nothing is written.
 */
import type { AdminPromotionPreview } from '@blush/shared/admin-promotion-contracts';
import { type CountryCode, MARKETS } from '@blush/shared/markets';
import type { Db } from '../db/client.ts';
import { priceLines } from '../modules/bag/service.ts';
import { bagVariants } from '../modules/catalog/service.ts';
import { evaluate, matchBundles } from '../modules/promotion/engine.ts';
import { type RuleInput, previewRule, variantIdsBySku } from '../modules/promotion/admin-service.ts';
import { automaticPromotions } from '../modules/promotion/service.ts';

export interface PreviewInput {
  promotionId?: number;
  rules?: RuleInput;
  country: CountryCode;
  bag: ReadonlyArray<{ sku: string; quantity: number }>;
  /** Orders the sample shopper placed before (the first-order rule); null: a guest. */
  shopperOrders: number | null;
}

type BagLine = Parameters<typeof priceLines>[0][number];

export async function previewPromotion(db: Db, input: PreviewInput, now = new Date()): Promise<AdminPromotionPreview> {
  const rule = await previewRule(db, input);
  const idOf = await variantIdsBySku(db, [...new Set(input.bag.map((l) => l.sku))]);
  const variants = new Map((await bagVariants(db, [...idOf.values()], input.country, 'en')).map((v) => [v.id, v]));
  // Sample lines numbered by their place in the request.
  const lines = input.bag.flatMap((l, i) => (idOf.has(l.sku) ? [{ id: i + 1, variantId: idOf.get(l.sku)!, quantity: l.quantity } as BagLine] : []));
  const priced = priceLines(lines, variants);
  const bundled = new Set(matchBundles(await automaticPromotions(db), priced, input.country, now).flatMap((b) => b.lineIds));
  const result = evaluate(rule, priced, { country: input.country, now, usage: { total: 0, byShopper: 0, shopperOrders: input.shopperOrders }, bundled });
  const subtotal = priced.reduce((n, l) => n + (l.payable ? l.unitPrice * l.quantity : 0), 0);
  const discount = result.ok ? result.discount : 0;
  return {
    currency: MARKETS[input.country].currency,
    applies: result.ok,
    reason: result.ok ? null : result.reason,
    missing: result.ok ? null : (result.missing ?? null),
    lines: input.bag.map((l, i) => {
      const p = priced.find((x) => x.lineId === i + 1);
      const v = p ? variants.get(idOf.get(l.sku)!) : undefined;
      return { sku: l.sku, name: v?.product_name ?? null, quantity: l.quantity, unit_price: p?.unitPrice ?? 0, discount: (result.ok && result.discounts.get(i + 1)) || 0, found: !!p, payable: p?.payable ?? false };
    }),
    subtotal,
    discount,
    total: subtotal - discount,
    free_shipping: result.ok && result.freeShipping,
  };
}
