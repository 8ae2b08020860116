/**
 * Automatic offers in the back office (issue 21 item 4): gifts with purchase with their gift sets,
 * and bundles — promotions without a code. Created, edited against the version read (409
 * edit_conflict, nothing lost), paused and resumed, a gift's stock moved by a delta that never
 * takes it below zero (a checkout taking the last one meanwhile is counted, never oversold). Each
 * change is audited in its own transaction. The bag reads the automatic promotions through a
 * per-process cache (service.ts) that the change feed drops in every instance when a promotion
 * changes; it is dropped here too, so this process's next request sees the change at once.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AdminOffer, AdminOfferInput } from '@blush/shared/admin-offer-contracts';
import type { Translated } from '@blush/shared/catalog';
import { type Db, queryRows, withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { type PromotionAudit, statusOf } from './admin-service.ts';
import type { PromotionRow } from './repo.ts';
import { forgetAutomaticPromotions } from './service.ts';
import { promotionGifts, promotions } from './tables.ts';

const fill = (t: Partial<Translated> | undefined): Translated => ({ en: t?.en ?? '', id: t?.id || t?.en || '', th: t?.th || t?.en || '', zh: t?.zh || t?.en || '' });

/** The variants of some SKUs, refused with the first unknown one. */
export async function variantsOfSkus(db: Db, skus: readonly string[]): Promise<Map<string, { id: number; name: string }>> {
  const wanted = [...new Set(skus)];
  if (!wanted.length) return new Map();
  const rows = await queryRows<{ id: number; sku: string; name: string }>(db, sql`
    select v.id, v.sku, coalesce(p.name->>'en', '') as name from variants v join products p on p.id = v.product_id
    where v.sku in (${sql.join(wanted.map((s) => sql`${s}`), sql`, `)})`);
  const found = new Map(rows.map((r) => [r.sku, { id: Number(r.id), name: r.name }]));
  const unknown = wanted.find((s) => !found.has(s));
  if (unknown) throw new DomainError('free_item_sku_unknown', { sku: unknown });
  return found;
}

async function checkedRules(db: Db, input: AdminOfferInput) {
  if (input.starts_at && input.ends_at && Date.parse(input.ends_at) <= Date.parse(input.starts_at)) throw new DomainError('offer_window_invalid');
  if (input.kind === 'gift' && !input.gifts.length) throw new DomainError('gift_promotion_without_gifts');
  const productIds = [...new Set(input.product_ids ?? [])];
  if (input.kind === 'bundle') {
    if (productIds.length < 2) throw new DomainError('bundle_too_few_products');
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products where id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`);
    if (Number(row?.n) !== productIds.length) throw new DomainError('bundle_too_few_products');
  }
  const variants = input.kind === 'gift' ? await variantsOfSkus(db, input.gifts.map((g) => g.sku)) : new Map<string, { id: number }>();
  return { productIds, variants };
}

function valuesOf(input: AdminOfferInput, productIds: number[]) {
  return {
    kind: input.kind,
    title: fill(input.title),
    details: fill(input.details),
    minSpend: input.min_spend && Object.keys(input.min_spend).length ? input.min_spend : null,
    countries: input.countries?.length ? input.countries : null,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    giftMax: input.kind === 'gift' ? input.gift_max : null,
    productIds: input.kind === 'bundle' ? productIds : null,
    percent: input.kind === 'bundle' ? input.percent : null,
  };
}

async function giftsOfOffers(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return queryRows<{ id: number; promotion_id: number; sku: string; name: string; label: Translated; stock: number }>(db, sql`
    select g.id, g.promotion_id, v.sku, coalesce(p.name->>'en', '') as name, g.label, g.stock
    from promotion_gifts g join variants v on v.id = g.variant_id join products p on p.id = v.product_id
    where g.promotion_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by g.position, g.id`);
}

async function dtosOf(db: Db, rows: PromotionRow[], now = new Date()): Promise<AdminOffer[]> {
  const ids = rows.map((r) => r.id);
  const productIds = [...new Set(rows.flatMap((r) => r.productIds ?? []))];
  // One after another: `db` may be a transaction's single connection, which runs one query at a time.
  const gifts = await giftsOfOffers(db, ids);
  const uses = ids.length ? await queryRows<{ id: number; n: number }>(db, sql`select promotion_id as id, count(*)::int as n from promotion_redemptions where promotion_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) group by promotion_id`) : [];
  const products = productIds.length ? await queryRows<{ id: number; name: string; brand: string }>(db, sql`select p.id, coalesce(p.name->>'en', '') as name, b.name as brand from products p join brands b on b.id = p.brand_id where p.id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`) : [];
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as AdminOffer['kind'],
    title: { ...row.title },
    details: { ...row.details },
    min_spend: (row.minSpend as Record<string, number> | null) ?? null,
    countries: row.countries,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    gift_max: row.giftMax,
    gifts: gifts.filter((g) => Number(g.promotion_id) === row.id).map((g) => ({ id: Number(g.id), sku: g.sku, name: g.name, label: fill(g.label), stock: Number(g.stock) })),
    product_ids: row.productIds,
    products: (row.productIds ?? []).flatMap((pid) => products.filter((p) => Number(p.id) === pid).map((p) => ({ id: pid, name: p.name, brand: p.brand }))),
    percent: row.percent,
    status: statusOf(row, now),
    uses: Number(uses.find((u) => Number(u.id) === row.id)?.n ?? 0),
    version: row.version,
  }));
}

const automaticOffer = and(isNull(promotions.code), inArray(promotions.kind, ['gift', 'bundle']));

export async function listOffers(db: Db): Promise<{ offers: AdminOffer[] }> {
  const rows = await db.select().from(promotions).where(automaticOffer).orderBy(asc(promotions.position), desc(promotions.id)).limit(500);
  return { offers: await dtosOf(db, rows) };
}

async function offerRow(db: Db, id: number, lock = false): Promise<PromotionRow> {
  const select = db.select().from(promotions).where(and(eq(promotions.id, id), automaticOffer));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw new DomainError('resource_not_found');
  return row;
}

export async function offerDetail(db: Db, id: number): Promise<AdminOffer> {
  return (await dtosOf(db, [await offerRow(db, id)]))[0]!;
}

async function changed(db: Db, id: number): Promise<AdminOffer> {
  forgetAutomaticPromotions(db);
  return offerDetail(db, id);
}

const snapshot = (row: PromotionRow, gifts: unknown[]) => ({ ...row, createdAt: undefined, startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null, gifts }) as Record<string, unknown>;

export async function createOffer(db: Db, input: AdminOfferInput, audit: PromotionAudit): Promise<AdminOffer> {
  const { productIds, variants } = await checkedRules(db, input);
  const id = await withTransaction(db, async (t) => {
    const [saved] = await t.insert(promotions).values({ ...valuesOf(input, productIds), code: null, terms: fill(undefined), listed: true }).returning();
    const gifts = input.gifts.map((g, position) => ({ promotionId: saved!.id, variantId: variants.get(g.sku)!.id, label: fill(g.label), stock: g.stock, position }));
    if (gifts.length) await t.insert(promotionGifts).values(gifts);
    await audit(t, { action: 'promotion.create', targetType: 'promotion', targetId: saved!.id, before: null, after: snapshot(saved!, input.gifts) });
    return saved!.id;
  });
  return changed(db, id);
}

/**
 * Save an offer if nobody saved since `version`: its gift set becomes the one given — gifts named
 * by id keep their stock (changed only by a stock delta), new ones are added, the rest removed.
 */
export async function updateOffer(db: Db, id: number, input: AdminOfferInput, version: number, audit: PromotionAudit): Promise<AdminOffer> {
  const { productIds, variants } = await checkedRules(db, input);
  await withTransaction(db, async (t) => {
    const row = await offerRow(t, id, true);
    if (row.version !== version) throw new DomainError('edit_conflict');
    if (row.kind !== input.kind) throw new DomainError('validation_failed');
    const before = await giftsOfOffers(t, [id]);
    const kept = new Set(input.gifts.flatMap((g) => (g.id ? [g.id] : [])));
    if ([...kept].some((giftId) => !before.some((b) => Number(b.id) === giftId))) throw new DomainError('resource_not_found');
    const [saved] = await t.update(promotions).set({ ...valuesOf(input, productIds), version: row.version + 1 }).where(eq(promotions.id, id)).returning();
    const gone = before.filter((b) => !kept.has(Number(b.id))).map((b) => Number(b.id));
    if (gone.length) await t.delete(promotionGifts).where(inArray(promotionGifts.id, gone));
    for (const [position, g] of input.gifts.entries()) {
      const variantId = variants.get(g.sku)!.id;
      if (g.id) await t.update(promotionGifts).set({ variantId, label: fill(g.label), position }).where(eq(promotionGifts.id, g.id));
      else await t.insert(promotionGifts).values({ promotionId: id, variantId, label: fill(g.label), stock: g.stock, position });
    }
    await audit(t, { action: 'promotion.update', targetType: 'promotion', targetId: id, before: snapshot(row, before), after: snapshot(saved!, input.gifts) });
  });
  return changed(db, id);
}

export async function setOfferActive(db: Db, id: number, active: boolean, audit: PromotionAudit): Promise<AdminOffer> {
  await withTransaction(db, async (t) => {
    const row = await offerRow(t, id, true);
    if (row.active === active) return;
    await t.update(promotions).set({ active, version: row.version + 1 }).where(eq(promotions.id, id));
    await audit(t, { action: active ? 'promotion.resume' : 'promotion.pause', targetType: 'promotion', targetId: id, before: { active: row.active }, after: { active } });
  });
  return changed(db, id);
}

/** Move a gift's stock by `delta` in one statement (a checkout racing it is counted); below zero is refused. */
export async function adjustGiftStock(db: Db, id: number, giftId: number, delta: number, audit: PromotionAudit): Promise<AdminOffer> {
  await withTransaction(db, async (t) => {
    await offerRow(t, id);
    const [row] = await t.update(promotionGifts).set({ stock: sql`${promotionGifts.stock} + ${delta}` })
      .where(and(eq(promotionGifts.id, giftId), eq(promotionGifts.promotionId, id), sql`${promotionGifts.stock} + ${delta} >= 0`)).returning();
    if (!row) {
      const [current] = await t.select({ stock: promotionGifts.stock }).from(promotionGifts).where(and(eq(promotionGifts.id, giftId), eq(promotionGifts.promotionId, id)));
      if (!current) throw new DomainError('resource_not_found');
      throw new DomainError('free_item_stock_negative', { stock: current.stock });
    }
    await audit(t, { action: 'promotion.gift_stock', targetType: 'promotion', targetId: id, before: { gift: giftId, stock: row.stock - delta }, after: { gift: giftId, stock: row.stock } });
  });
  return changed(db, id);
}
