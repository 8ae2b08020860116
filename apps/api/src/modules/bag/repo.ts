import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { bagGifts, bagLines, bagSamples, bags } from './tables.ts';

export type BagRow = typeof bags.$inferSelect;
export type LineRow = typeof bagLines.$inferSelect;
type Owner = { customerId: number } | { tokenHash: string };

const ownerWhere = (owner: Owner, country: string) =>
  and(
    'customerId' in owner ? eq(bags.customerId, owner.customerId) : eq(bags.tokenHash, owner.tokenHash),
    eq(bags.country, country),
    eq(bags.status, 'active'),
  );

export async function findBag(db: Db, owner: Owner, country: string): Promise<BagRow | undefined> {
  const [row] = await db.select().from(bags).where(ownerWhere(owner, country));
  return row;
}

/** The owner's active bag in the country, made if missing (two requests racing make one). */
export async function findOrCreateBag(db: Db, owner: Owner, country: string): Promise<BagRow> {
  const existing = await findBag(db, owner, country);
  if (existing) return existing;
  await db
    .insert(bags)
    .values({ country, ...('customerId' in owner ? { customerId: owner.customerId } : { tokenHash: owner.tokenHash }) })
    .onConflictDoNothing();
  return (await findBag(db, owner, country))!;
}

/**
 * Lock the bag for the rest of the transaction (changes to one bag happen one at a time) and mark
 * it changed, in one statement.
 */
export async function lockBag(db: Db, bagId: string): Promise<void> {
  await db.update(bags).set({ updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}

export async function linesOf(db: Db, bagId: string): Promise<LineRow[]> {
  return db.select().from(bagLines).where(eq(bagLines.bagId, bagId)).orderBy(asc(bagLines.addedAt), asc(bagLines.id));
}

const lineColumns = sql`id, bag_id as "bagId", variant_id as "variantId", kind, quantity, added_at as "addedAt"`;

/** Put `quantity` more on the variant's line of the bag (`rows` gives bag_id, variant_id, kind, quantity), only while the total stays within `limit`. */
const lineUpsert = (rows: SQL, limit: number) => sql`
  insert into bag_lines (bag_id, variant_id, kind, quantity) ${rows}
  on conflict (bag_id, variant_id, kind) do update set quantity = bag_lines.quantity + excluded.quantity
  where bag_lines.quantity + excluded.quantity <= ${limit}
  returning ${lineColumns}`;

/** Add `quantity` to the variant's line (made if missing), only while the total stays within `limit`. */
export async function addToLine(db: Db, bagId: string, variantId: number, kind: LineRow['kind'], quantity: number, limit: number): Promise<LineRow | undefined> {
  const [row] = await queryRows<LineRow>(db, lineUpsert(sql`values (${bagId}, ${variantId}, ${kind}, ${quantity})`, limit));
  return row;
}

export async function setLineQuantity(db: Db, bagId: string, lineId: number, quantity: number): Promise<LineRow | undefined> {
  const [row] = await db.update(bagLines).set({ quantity }).where(and(eq(bagLines.id, lineId), eq(bagLines.bagId, bagId))).returning();
  return row;
}

export async function deleteLine(db: Db, bagId: string, lineId: number): Promise<boolean> {
  const rows = await db.delete(bagLines).where(and(eq(bagLines.id, lineId), eq(bagLines.bagId, bagId))).returning({ id: bagLines.id });
  return rows.length > 0;
}

export async function touchBag(db: Db, bagId: string): Promise<void> {
  await db.update(bags).set({ updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}

export async function guestBags(db: Db, tokenHash: string): Promise<BagRow[]> {
  return db.select().from(bags).where(and(eq(bags.tokenHash, tokenHash), eq(bags.status, 'active')));
}

export async function markMerged(db: Db, bagId: string): Promise<void> {
  await db.update(bags).set({ status: 'merged', updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}

export async function countItems(db: Db, bagId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select (select coalesce(sum(quantity), 0)::int from bag_lines where bag_id = ${bagId}) + (select count(*)::int from gift_card_bag_lines where bag_id = ${bagId}) as n`);
  return Number(row?.n ?? 0);
}

export async function setPromotionCode(db: Db, bagId: string, code: string | null): Promise<void> {
  await db.update(bags).set({ promotionCode: code, updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}

/** The gifts chosen in a bag, with the promotion each belongs to. */
export async function chosenGifts(db: Db, bagId: string): Promise<Array<{ giftId: number; promotionId: number }>> {
  return db.select({ giftId: bagGifts.giftId, promotionId: bagGifts.promotionId }).from(bagGifts).where(eq(bagGifts.bagId, bagId)).orderBy(asc(bagGifts.addedAt));
}

/** Replace the gifts chosen for one promotion. */
export async function replaceGifts(db: Db, bagId: string, promotionId: number, giftIds: readonly number[]): Promise<void> {
  await db.delete(bagGifts).where(and(eq(bagGifts.bagId, bagId), eq(bagGifts.promotionId, promotionId)));
  if (giftIds.length) await db.insert(bagGifts).values(giftIds.map((giftId) => ({ bagId, giftId, promotionId })));
}

export async function chosenSamples(db: Db, bagId: string): Promise<number[]> {
  return (await db.select({ id: bagSamples.sampleId }).from(bagSamples).where(eq(bagSamples.bagId, bagId)).orderBy(asc(bagSamples.addedAt))).map((r) => r.id);
}

export async function replaceSamples(db: Db, bagId: string, sampleIds: readonly number[]): Promise<void> {
  await db.delete(bagSamples).where(eq(bagSamples.bagId, bagId));
  if (sampleIds.length) await db.insert(bagSamples).values(sampleIds.map((sampleId) => ({ bagId, sampleId })));
}

/** The reward a member reserved for this bag (one per transaction), if any. */
export async function reservedReward(db: Db, customerId: number, bagId: string, language: string) {
  const [row] = await queryRows<{ redemption_id: number; reward_id: number; points: number; name: string; brand: string | null; slug: string; image_id: number | null }>(db, sql`
    select rr.id as redemption_id, r.id as reward_id, rr.points, coalesce(r.name->>${language}, r.name->>'en') as name, b.name as brand, r.slug,
           (select pi.id from product_images pi where pi.variant_id = r.variant_id order by pi.position limit 1) as image_id
    from reward_redemptions rr join rewards r on r.id = rr.reward_id left join brands b on b.id = r.brand_id
    where rr.customer_id = ${customerId} and rr.transaction_ref = ${bagId} and rr.status = 'reserved'
    limit 1`);
  return row;
}

export async function bagById(db: Db, id: string): Promise<BagRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(bags).where(eq(bags.id, id));
  return row;
}

type Choices = {
  gifts: Array<{ giftId: number; promotionId: number }>;
  samples: number[];
  reward: { redemption_id: number; reward_id: number; points: number; name: string; brand: string | null; slug: string; image_id: number | null } | null;
};

/** The columns `gifts`, `samples` and `reward` of the bag `bagId` (an expression): its chosen gifts and samples, and the member's reserved reward. */
const choicesColumns = (bagId: SQL, customerId: number | null, language: string) => sql`
  (select coalesce(json_agg(json_build_object('giftId', gift_id, 'promotionId', promotion_id) order by added_at), '[]'::json) from bag_gifts where bag_id = ${bagId}) as gifts,
  (select coalesce(json_agg(sample_id order by added_at), '[]'::json) from bag_samples where bag_id = ${bagId}) as samples,
  (select json_build_object('redemption_id', rr.id, 'reward_id', r.id, 'points', rr.points, 'name', coalesce(r.name->>${language}, r.name->>'en'), 'brand', b.name, 'slug', r.slug,
          'image_id', (select pi.id from product_images pi where pi.variant_id = r.variant_id order by pi.position limit 1))
     from reward_redemptions rr join rewards r on r.id = rr.reward_id left join brands b on b.id = r.brand_id
    where rr.customer_id = ${customerId ?? -1} and rr.transaction_ref = ${bagId}::text and rr.status = 'reserved' limit 1) as reward`;

/** What a bag holds besides its lines, in one round trip: chosen gifts and samples, and the member's reserved reward. */
export async function bagChoices(db: Db, bagId: string, customerId: number | null, language: string) {
  const [row] = await queryRows<Choices>(db, sql`select ${choicesColumns(sql`${bagId}`, customerId, language)}`);
  return { gifts: row?.gifts ?? [], samples: row?.samples ?? [], reward: row?.reward ?? undefined };
}

const bagColumns = (alias: string) =>
  sql.raw(`${alias}.id, ${alias}.token_hash as "tokenHash", ${alias}.customer_id as "customerId", ${alias}.country, ${alias}.status, ${alias}.promotion_code as "promotionCode",
    ${alias}.created_at as "createdAt", ${alias}.updated_at as "updatedAt"`);

const lineOf = (l: LineRow): LineRow => ({ ...l, addedAt: new Date(l.addedAt) });

/**
 * The owner's active bag in the country as one read: the row and its version (a guarded write
 * changes it only while nobody else has), its lines, its chosen gifts, samples and reward, and
 * `held` — what the caller asks of it besides (an expression of the bag's id).
 */
export async function bagState<Held>(db: Db, owner: Owner, country: string, language: string, held: (bagId: SQL) => SQL) {
  const customerId = 'customerId' in owner ? owner.customerId : null;
  const [row] = await queryRows<BagRow & Choices & { version: string; lines: LineRow[]; held: Held }>(db, sql`
    select ${bagColumns('bg')}, bg.xmin::text as version,
      (select coalesce(json_agg(json_build_object('id', l.id, 'bagId', l.bag_id, 'variantId', l.variant_id, 'kind', l.kind, 'quantity', l.quantity, 'addedAt', l.added_at) order by l.added_at, l.id), '[]'::json)
         from bag_lines l where l.bag_id = bg.id) as lines,
      ${choicesColumns(sql`bg.id`, customerId, language)},
      ${held(sql`bg.id`)} as held
    from bags bg
    where ${'customerId' in owner ? sql`bg.customer_id = ${owner.customerId}` : sql`bg.token_hash = ${owner.tokenHash}`} and bg.country = ${country} and bg.status = 'active'`);
  if (!row) return undefined;
  const { version, lines, gifts, samples, reward, held: facts, ...bag } = row;
  return { bag, version, lines: lines.map(lineOf), choices: { gifts, samples, reward: reward ?? undefined }, held: facts };
}

/** Which bag a guarded write changes: the one read at `version`, or a new one for the owner. */
export type Guard = { bagId: string; version: string } | { owner: Owner; country: string };

/**
 * One statement that locks the bag and makes `change` (which names the bag as `bag`) — only if the
 * bag is still as read (its version), or, for a new bag, if no other request made one meanwhile.
 * Undefined when it was not: nothing was written, and the caller takes the locking way. Otherwise
 * the bag and the first row `change` returned (none when its own condition refused).
 */
export async function guardedWrite<T>(db: Db, guard: Guard, change: SQL): Promise<{ bag: BagRow; row: T | undefined } | undefined> {
  const lock =
    'bagId' in guard
      ? sql`update bags set updated_at = now() where id = ${guard.bagId} and xmin = ${guard.version}::xid returning *`
      : sql`insert into bags (country, ${'customerId' in guard.owner ? sql`customer_id` : sql`token_hash`})
            values (${guard.country}, ${'customerId' in guard.owner ? guard.owner.customerId : guard.owner.tokenHash}) on conflict do nothing returning *`;
  const [row] = await queryRows<BagRow & { row: T | null }>(db, sql`
    with bag as (${lock}), changed as (${change})
    select ${bagColumns('bag')}, (select row_to_json(c) from changed c limit 1) as row from bag`);
  if (!row) return undefined;
  const { row: changed, ...bag } = row;
  return { bag, row: changed ?? undefined };
}

/** For `guardedWrite`: add `quantity` of a variant, within `limit`. */
export const addChange = (variantId: number, quantity: number, limit: number) => lineUpsert(sql`select id, ${variantId}::int, 'product', ${quantity}::int from bag`, limit);

/** For `guardedWrite`: set a line's quantity. */
export const quantityChange = (lineId: number, quantity: number) => sql`update bag_lines set quantity = ${quantity} where id = ${lineId} and bag_id = (select id from bag) returning ${lineColumns}`;

/** For `guardedWrite`: remove a line. */
export const removal = (lineId: number) => sql`delete from bag_lines where id = ${lineId} and bag_id = (select id from bag) returning ${lineColumns}`;

/** A line as a guarded write returns it (JSON). */
export const writtenLine = lineOf;

export async function markStatus(db: Db, bagId: string, status: BagRow['status']): Promise<void> {
  await db.update(bags).set({ status, updatedAt: sql`now()` }).where(eq(bags.id, bagId));
}
