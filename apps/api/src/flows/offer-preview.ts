/**
 * The back office's preview of an automatic offer being edited (issue 21 item 4): on a sample bag
 * in a country, priced the way the bag prices it, whether a gift with purchase opens the gift
 * choice (how many of which gifts, or why not and the spend missing), or how many complete sets
 * of a bundle the bag holds and what they save — decided by the promotions engine, as if live.
 * Nothing is written.
 */
import type { AdminOfferInput, AdminOfferPreview } from '@blush/shared/admin-offer-contracts';
import { type CountryCode, MARKETS } from '@blush/shared/markets';
import type { Db } from '../db/client.ts';
import { priceLines } from '../modules/bag/service.ts';
import { bagVariants } from '../modules/catalog/service.ts';
import { type PromotionRule, evaluate, matchBundles } from '../modules/promotion/engine.ts';
import { variantIdsBySku } from '../modules/promotion/admin-service.ts';
import { variantsOfSkus } from '../modules/promotion/admin-offers.ts';
import { automaticPromotions } from '../modules/promotion/service.ts';

type BagLine = Parameters<typeof priceLines>[0][number];

export async function previewOffer(db: Db, input: { rules: AdminOfferInput; country: CountryCode; bag: ReadonlyArray<{ sku: string; quantity: number }> }, now = new Date()): Promise<AdminOfferPreview> {
  const { rules, country } = input;
  const rule: PromotionRule = {
    id: 0, code: null, kind: rules.kind, percent: rules.kind === 'bundle' ? rules.percent : null, amounts: null,
    minSpend: rules.min_spend && Object.keys(rules.min_spend).length ? rules.min_spend : null, firstOrderOnly: false,
    productIds: rules.kind === 'bundle' ? rules.product_ids : null, brandIds: null, countries: rules.countries?.length ? rules.countries : null,
    startsAt: null, endsAt: rules.ends_at ? new Date(rules.ends_at) : null, usageLimit: null, perCustomerLimit: null,
    giftMax: rules.kind === 'gift' ? rules.gift_max : null, active: true,
  };
  const idOf = await variantIdsBySku(db, [...new Set(input.bag.map((l) => l.sku))]);
  const variants = new Map((await bagVariants(db, [...idOf.values()], country, 'en')).map((v) => [v.id, v]));
  const lines = input.bag.flatMap((l, i) => (idOf.has(l.sku) ? [{ id: i + 1, variantId: idOf.get(l.sku)!, quantity: l.quantity } as BagLine] : []));
  const priced = priceLines(lines, variants);
  const subtotal = priced.reduce((n, l) => n + (l.payable ? l.unitPrice * l.quantity : 0), 0);
  const base = { currency: MARKETS[country].currency, subtotal, gift_choice: null, bundle: null };
  if (rule.kind === 'bundle') {
    const [match] = matchBundles([rule], priced, country, now);
    return { ...base, bundle: { sets: match?.sets ?? 0, discount: match?.saving ?? 0 } };
  }
  await variantsOfSkus(db, rules.gifts.map((g) => g.sku));
  const bundled = new Set(matchBundles(await automaticPromotions(db), priced, country, now).flatMap((b) => b.lineIds));
  const result = evaluate(rule, priced, { country, now, usage: { total: 0, byShopper: 0, shopperOrders: null }, bundled });
  const gifts = rules.gifts.map((g) => ({ sku: g.sku, label: g.label.en, stock: g.stock }));
  return { ...base, gift_choice: result.ok ? { opens: true, max: rule.giftMax ?? 1, gifts, reason: null, missing: null } : { opens: false, max: rule.giftMax ?? 1, gifts, reason: result.reason, missing: result.missing ?? null } };
}
