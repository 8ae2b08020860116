import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language } from '@blush/shared/markets';
import { type Db, queryRows } from '../../db/client.ts';
import { promotionGifts, promotions, samples } from './tables.ts';

export type PromotionRow = typeof promotions.$inferSelect;

const ids = (values: readonly number[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** The promotion with exactly this code (codes are case sensitive). */
export async function byCode(db: Db, code: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code));
  return row;
}

export async function byId(db: Db, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row;
}

/** Active promotions without a code: bundles and spend-and-get gifts. */
export async function automatic(db: Db): Promise<PromotionRow[]> {
  return db.select().from(promotions).where(and(isNull(promotions.code), eq(promotions.active, true))).orderBy(asc(promotions.position), asc(promotions.id));
}

/** Active promotions shown in the offers panel. */
export async function listed(db: Db): Promise<PromotionRow[]> {
  return db.select().from(promotions).where(and(eq(promotions.listed, true), eq(promotions.active, true))).orderBy(asc(promotions.position), asc(promotions.id));
}

/** Orders that used the promotion, in all and by the customer. */
export async function usage(db: Db, promotionId: number, customerId: number | null): Promise<{ total: number; byShopper: number }> {
  const [row] = await queryRows<{ total: number; mine: number }>(db, sql`
    select count(*)::int as total, count(*) filter (where customer_id = ${customerId ?? -1})::int as mine
    from promotion_redemptions where promotion_id = ${promotionId}`);
  return { total: Number(row?.total ?? 0), byShopper: Number(row?.mine ?? 0) };
}

/** Orders a member has placed (their purchase history). */
export async function ordersPlaced(db: Db, customerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from qualifying_spend where customer_id = ${customerId}`);
  return Number(row?.n ?? 0);
}

/** A free item (gift or sample) as shown: its label, the product's brand and image, and stock. */
export interface FreeItemRow {
  id: number;
  owner_id: number | null;
  label: string;
  brand_name: string;
  image_id: number | null;
  stock: number;
}

const freeItemColumns = (language: Language) => sql`
  coalesce(x.label->>${language}, x.label->>'en') as label, b.name as brand_name, x.stock,
  coalesce((select pi.id from product_images pi where pi.variant_id = v.id order by pi.position limit 1),
           (select pi.id from product_images pi where pi.product_id = v.product_id order by pi.position limit 1)) as image_id`;

/** The gifts of some promotions, in display order. */
export async function giftsOf(db: Db, promotionIds: readonly number[], language: Language): Promise<FreeItemRow[]> {
  if (!promotionIds.length) return [];
  return queryRows<FreeItemRow>(db, sql`
    select x.id, x.promotion_id as owner_id, ${freeItemColumns(language)}
    from promotion_gifts x join variants v on v.id = x.variant_id join products p on p.id = v.product_id join brands b on b.id = p.brand_id
    where x.promotion_id in (${ids(promotionIds)})
    order by x.promotion_id, x.position, x.id`);
}

/** The samples offered in a country, in display order. */
export async function samplesIn(db: Db, country: string, language: Language): Promise<FreeItemRow[]> {
  return queryRows<FreeItemRow>(db, sql`
    select x.id, null::int as owner_id, ${freeItemColumns(language)}
    from samples x join variants v on v.id = x.variant_id join products p on p.id = v.product_id join brands b on b.id = p.brand_id
    where x.active and (x.countries is null or cardinality(x.countries) = 0 or ${country} = any(x.countries))
    order by x.position, x.id`);
}

export async function giftRows(db: Db, giftIds: readonly number[]) {
  if (!giftIds.length) return [];
  return db.select().from(promotionGifts).where(inArray(promotionGifts.id, [...giftIds]));
}

export async function sampleRows(db: Db, sampleIds: readonly number[]) {
  if (!sampleIds.length) return [];
  return db.select().from(samples).where(inArray(samples.id, [...sampleIds]));
}

/** A bundle's products in a country: name, brand, the first variant sold there and its price. */
export async function bundleProducts(db: Db, productIds: readonly number[], country: string, language: Language) {
  if (!productIds.length) return [];
  return queryRows<{ id: number; slug: string; name: string; brand: string; variant_id: number | null; price: number | null; sale_price: number | null }>(db, sql`
    select p.id, p.slug, coalesce(p.name->>${language}, p.name->>'en') as name, b.name as brand,
           v.id as variant_id, v.price, v.sale_price
    from products p join brands b on b.id = p.brand_id
    left join lateral (
      select v.id, vm.price, vm.sale_price from variants v join variant_markets vm on vm.variant_id = v.id and vm.country = ${country}
      where v.product_id = p.id and vm.available and vm.stock > 0 order by v.position, v.id limit 1
    ) v on true
    where p.id in (${ids(productIds)}) and p.published`);
}
