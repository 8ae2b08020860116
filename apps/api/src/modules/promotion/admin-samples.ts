/**
 * Free samples in the back office (issue 21 item 4): the list with stock, a variant offered as a
 * sample, its stock moved by a delta in one statement (never below zero; a checkout taking one at
 * the same moment is counted, never oversold), activated or deactivated, moved up or down. Each
 * change audited in its own transaction. The bag reads samples fresh on every request
 * (repo.samplesIn), so the samples tab shows a change on the next one.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminSample, AdminSampleCreate } from '@blush/shared/admin-offer-contracts';
import type { Translated } from '@blush/shared/catalog';
import { type Db, queryRows, withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { variantsOfSkus } from './admin-offers.ts';
import type { PromotionAudit } from './admin-service.ts';
import { samples } from './tables.ts';

const fill = (t: Translated): Translated => ({ en: t.en, id: t.id || t.en, th: t.th || t.en, zh: t.zh || t.en });

async function rows(db: Db, id?: number): Promise<AdminSample[]> {
  const found = await queryRows<{ id: number; sku: string; name: string; label: Translated; stock: number; countries: string[] | null; active: boolean; position: number }>(db, sql`
    select s.id, v.sku, coalesce(p.name->>'en', '') as name, s.label, s.stock, s.countries, s.active, s.position
    from samples s join variants v on v.id = s.variant_id join products p on p.id = v.product_id
    ${id === undefined ? sql`` : sql`where s.id = ${id}`}
    order by s.position, s.id`);
  return found.map((r) => ({ id: Number(r.id), sku: r.sku, name: r.name, label: fill(r.label), stock: Number(r.stock), countries: r.countries?.length ? r.countries : null, active: r.active, position: Number(r.position) }));
}

export async function listSamples(db: Db): Promise<{ samples: AdminSample[] }> {
  return { samples: await rows(db) };
}

async function sampleOf(db: Db, id: number): Promise<AdminSample> {
  const [row] = await rows(db, id);
  if (!row) throw new DomainError('resource_not_found');
  return row;
}

export async function createSampleOffer(db: Db, input: Required<AdminSampleCreate>, audit: PromotionAudit): Promise<AdminSample> {
  const variant = (await variantsOfSkus(db, [input.sku])).get(input.sku)!;
  const id = await withTransaction(db, async (t) => {
    const [last] = await queryRows<{ p: number }>(t, sql`select coalesce(max(position), -1)::int as p from samples`);
    const [saved] = await t.insert(samples).values({ variantId: variant.id, label: fill(input.label), countries: input.countries?.length ? input.countries : null, stock: input.stock, position: Number(last?.p ?? -1) + 1 }).returning();
    await audit(t, { action: 'sample.create', targetType: 'sample', targetId: saved!.id, before: null, after: { sku: input.sku, label: saved!.label, countries: saved!.countries, stock: saved!.stock } });
    return saved!.id;
  });
  return sampleOf(db, id);
}

/** Move the stock by `delta` in one statement; refused (nothing changed) when it would go below zero. */
export async function adjustSampleStock(db: Db, id: number, delta: number, audit: PromotionAudit): Promise<AdminSample> {
  await withTransaction(db, async (t) => {
    const [row] = await t.update(samples).set({ stock: sql`${samples.stock} + ${delta}` }).where(and(eq(samples.id, id), sql`${samples.stock} + ${delta} >= 0`)).returning();
    if (!row) {
      const [current] = await t.select({ stock: samples.stock }).from(samples).where(eq(samples.id, id));
      if (!current) throw new DomainError('resource_not_found');
      throw new DomainError('free_item_stock_negative', { stock: current.stock });
    }
    await audit(t, { action: 'sample.stock', targetType: 'sample', targetId: id, before: { stock: row.stock - delta }, after: { stock: row.stock } });
  });
  return sampleOf(db, id);
}

export async function setSampleActive(db: Db, id: number, active: boolean, audit: PromotionAudit): Promise<AdminSample> {
  await withTransaction(db, async (t) => {
    const [row] = await t.select().from(samples).where(eq(samples.id, id)).for('update');
    if (!row) throw new DomainError('resource_not_found');
    if (row.active === active) return;
    await t.update(samples).set({ active }).where(eq(samples.id, id));
    await audit(t, { action: active ? 'sample.activate' : 'sample.deactivate', targetType: 'sample', targetId: id, before: { active: row.active }, after: { active } });
  });
  return sampleOf(db, id);
}

/** Swap a sample with its neighbour above or below (the order shoppers see them in). */
export async function moveSample(db: Db, id: number, direction: 'up' | 'down', audit: PromotionAudit): Promise<{ samples: AdminSample[] }> {
  await withTransaction(db, async (t) => {
    await queryRows(t, sql`select id from samples order by id for update`);
    const [row] = await t.select().from(samples).where(eq(samples.id, id));
    if (!row) throw new DomainError('resource_not_found');
    // Ties (equal positions) are first spread to the list order, so a swap always moves it.
    const all = await t.select({ id: samples.id, position: samples.position }).from(samples).orderBy(asc(samples.position), asc(samples.id));
    for (const [i, s] of all.entries()) if (s.position !== i) await t.update(samples).set({ position: i }).where(eq(samples.id, s.id));
    const index = all.findIndex((s) => s.id === id);
    const other = all[direction === 'up' ? index - 1 : index + 1];
    if (!other) return;
    await t.update(samples).set({ position: direction === 'up' ? index - 1 : index + 1 }).where(eq(samples.id, id));
    await t.update(samples).set({ position: index }).where(eq(samples.id, other.id));
    await audit(t, { action: 'sample.move', targetType: 'sample', targetId: id, before: { position: index }, after: { position: direction === 'up' ? index - 1 : index + 1 } });
  });
  return listSamples(db);
}
