import { type SQL, and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { giftCardAttempts, giftCardBagLines, giftCardBagRedemptions, giftCardDesigns, giftCardLedger, giftCardPurchases, giftCards } from './tables.ts';

export type DesignRow = typeof giftCardDesigns.$inferSelect;
export type BagLineRow = typeof giftCardBagLines.$inferSelect;
export type PurchaseRow = typeof giftCardPurchases.$inferSelect;
export type CardRow = typeof giftCards.$inferSelect;
export type NewCard = typeof giftCards.$inferInsert;

export const designs = (db: Db): Promise<DesignRow[]> => db.select().from(giftCardDesigns).orderBy(asc(giftCardDesigns.position), asc(giftCardDesigns.id));

export async function upsertDesigns(db: Db, rows: Array<typeof giftCardDesigns.$inferInsert>): Promise<void> {
  for (const row of rows) {
    await db.insert(giftCardDesigns).values(row).onConflictDoUpdate({ target: giftCardDesigns.id, set: { name: row.name, background: row.background, foreground: row.foreground, accent: row.accent, position: row.position } });
  }
}

// ---- Gift cards to buy, in a bag ----

export const bagLinesOf = (db: Db, bagId: string): Promise<BagLineRow[]> =>
  db.select().from(giftCardBagLines).where(eq(giftCardBagLines.bagId, bagId)).orderBy(asc(giftCardBagLines.addedAt), asc(giftCardBagLines.id));

/** Whether the bag `bagId` (an expression) holds gift cards to buy and cards applied to pay, as JSON `{ lines, cards }`. */
export const bagHoldsSql = (bagId: SQL) =>
  sql`json_build_object('lines', exists (select 1 from gift_card_bag_lines where bag_id = ${bagId}), 'cards', exists (select 1 from gift_card_bag_redemptions where bag_id = ${bagId}))`;

export async function insertBagLine(db: Db, row: typeof giftCardBagLines.$inferInsert): Promise<void> {
  await db.insert(giftCardBagLines).values(row);
}

export async function deleteBagLine(db: Db, bagId: string, id: number): Promise<boolean> {
  return (await db.delete(giftCardBagLines).where(and(eq(giftCardBagLines.bagId, bagId), eq(giftCardBagLines.id, id))).returning({ id: giftCardBagLines.id })).length > 0;
}

export async function countBagLines(db: Db, bagId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(giftCardBagLines).where(eq(giftCardBagLines.bagId, bagId));
  return Number(row?.n ?? 0);
}

/** A guest's bag joined a member's: its gift cards to buy and the cards applied to it move along. */
export async function moveBag(db: Db, from: string, to: string): Promise<void> {
  await db.update(giftCardBagLines).set({ bagId: to }).where(eq(giftCardBagLines.bagId, from));
  await queryRows(db, sql`insert into gift_card_bag_redemptions (bag_id, gift_card_id, applied_at) select ${to}, gift_card_id, applied_at from gift_card_bag_redemptions where bag_id = ${from} on conflict do nothing`);
  await db.delete(giftCardBagRedemptions).where(eq(giftCardBagRedemptions.bagId, from));
}

// ---- Gift cards applied to pay a bag ----

export interface AppliedCard {
  redemptionId: number;
  card: CardRow;
}

export async function appliedCards(db: Db, bagId: string): Promise<AppliedCard[]> {
  const rows = await db
    .select({ redemptionId: giftCardBagRedemptions.id, card: giftCards })
    .from(giftCardBagRedemptions)
    .innerJoin(giftCards, eq(giftCards.id, giftCardBagRedemptions.giftCardId))
    .where(eq(giftCardBagRedemptions.bagId, bagId))
    .orderBy(asc(giftCardBagRedemptions.appliedAt), asc(giftCardBagRedemptions.id));
  return rows;
}

export async function applyCard(db: Db, bagId: string, cardId: number): Promise<void> {
  await db.insert(giftCardBagRedemptions).values({ bagId, giftCardId: cardId }).onConflictDoNothing();
}

export async function removeApplied(db: Db, bagId: string, redemptionId: number): Promise<boolean> {
  return (await db.delete(giftCardBagRedemptions).where(and(eq(giftCardBagRedemptions.bagId, bagId), eq(giftCardBagRedemptions.id, redemptionId))).returning({ id: giftCardBagRedemptions.id })).length > 0;
}

// ---- Cards ----

export async function cardByNumberHash(db: Db, hash: string): Promise<CardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.numberHash, hash));
  return row;
}

export async function cardById(db: Db, id: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  return row;
}

/** Insert a card; for a purchase, nothing when that purchase was issued already (then undefined). */
export async function insertCard(db: Db, row: NewCard): Promise<CardRow | undefined> {
  const [card] = await db.insert(giftCards).values(row).onConflictDoNothing().returning();
  if (card) await db.insert(giftCardLedger).values({ giftCardId: card.id, kind: 'issued', amount: card.initialAmount });
  return card;
}

/**
 * Take `amount` off a card for an order: one conditional update (the row lock makes concurrent
 * debits wait and re-check `balance >= amount`), then its ledger row. False: not enough left,
 * expired or already debited for this order — the caller refuses the order.
 */
export async function debit(db: Db, cardId: number, amount: number, orderId: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update gift_cards set balance = balance - ${amount} where id = ${cardId} and balance >= ${amount} and expires_at > ${now} returning id`,
  );
  if (rows.length === 0) return false;
  const ledger = await db.insert(giftCardLedger).values({ giftCardId: cardId, orderId, kind: 'redeemed', amount: -amount }).onConflictDoNothing().returning({ id: giftCardLedger.id });
  return ledger.length > 0;
}

/**
 * Give back what an order took from cards, once: a `returned` row per card and order (unique) is
 * written first, and only a row written now adds to the balance. Returns the amounts given back.
 */
export async function returnForOrder(db: Db, orderId: string): Promise<Array<{ cardId: number; amount: number }>> {
  return queryRows<{ cardId: number; amount: number }>(
    db,
    sql`with returned as (
          insert into gift_card_ledger (gift_card_id, order_id, kind, amount)
          select gift_card_id, order_id, 'returned', -amount from gift_card_ledger where order_id = ${orderId} and kind = 'redeemed'
          on conflict (gift_card_id, order_id, kind) where order_id is not null do nothing
          returning gift_card_id, amount
        )
        update gift_cards set balance = gift_cards.balance + returned.amount from returned where gift_cards.id = returned.gift_card_id
        returning gift_cards.id as "cardId", returned.amount as amount`,
  );
}

/**
 * The order that bought cards was released after they were issued (cancelled or blocked once
 * paid): what is left on them is voided and an undelivered card is never sent. Returns the amount voided.
 */
export async function voidBoughtBy(db: Db, orderId: string): Promise<number> {
  const rows = await queryRows<{ id: number; amount: number }>(
    db,
    sql`with voided as (
          select c.id, c.balance as amount from gift_cards c join gift_card_purchases p on p.id = c.purchase_id
          where p.order_id = ${orderId} and (c.balance > 0 or c.delivered_at is null) for update of c
        )
        update gift_cards c set balance = 0, delivery_secret = null, delivered_at = coalesce(c.delivered_at, now())
        from voided v where c.id = v.id returning c.id, v.amount`,
  );
  const spent = rows.filter((r) => Number(r.amount) > 0);
  if (spent.length) await db.insert(giftCardLedger).values(spent.map((r) => ({ giftCardId: r.id, kind: 'voided' as const, amount: -Number(r.amount) })));
  return spent.reduce((n, r) => n + Number(r.amount), 0);
}

export async function redeemedByOrder(db: Db, orderId: string): Promise<Array<{ cardId: number; last4: string; amount: number }>> {
  return db
    .select({ cardId: giftCardLedger.giftCardId, last4: giftCards.last4, amount: sql<number>`-${giftCardLedger.amount}` })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.giftCardId))
    .where(and(eq(giftCardLedger.orderId, orderId), eq(giftCardLedger.kind, 'redeemed')));
}

// ---- Purchases and issue ----

export async function insertPurchases(db: Db, rows: Array<typeof giftCardPurchases.$inferInsert>): Promise<number[]> {
  if (!rows.length) return [];
  return (await db.insert(giftCardPurchases).values(rows).returning({ id: giftCardPurchases.id })).map((r) => r.id);
}

export const purchasesByIds = (db: Db, ids: number[]): Promise<PurchaseRow[]> => (ids.length ? db.select().from(giftCardPurchases).where(inArray(giftCardPurchases.id, ids)) : Promise.resolve([]));

export const purchasesOf = (db: Db, orderId: string): Promise<PurchaseRow[]> => db.select().from(giftCardPurchases).where(eq(giftCardPurchases.orderId, orderId)).orderBy(asc(giftCardPurchases.id));

export const cardsOfPurchases = (db: Db, purchaseIds: number[]): Promise<CardRow[]> =>
  purchaseIds.length ? db.select().from(giftCards).where(inArray(giftCards.purchaseId, purchaseIds)) : Promise.resolve([]);

/** Cards whose delivery time has come and whose e-mail has not gone. */
export async function dueCards(db: Db, now: Date): Promise<Array<{ id: number }>> {
  return db.select({ id: giftCards.id }).from(giftCards).where(and(isNull(giftCards.deliveredAt), lte(giftCards.deliverAt, now))).orderBy(asc(giftCards.deliverAt)).limit(500);
}

export async function lockCard(db: Db, id: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  return row;
}

/** The e-mail went: the card is delivered and its number and PIN in clear are wiped. */
export async function markDelivered(db: Db, id: number, now: Date): Promise<void> {
  await db.update(giftCards).set({ deliveredAt: now, deliverySecret: null }).where(eq(giftCards.id, id));
}

// ---- Throttling ----

export async function recordAttempt(db: Db, subjects: string[]): Promise<void> {
  await db.insert(giftCardAttempts).values(subjects.map((subject) => ({ subject })));
}

/** Failed attempts since `since` for each subject. */
export async function attemptsSince(db: Db, subjects: string[], since: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ subject: giftCardAttempts.subject, n: count() })
    .from(giftCardAttempts)
    .where(and(inArray(giftCardAttempts.subject, subjects), gt(giftCardAttempts.at, since)))
    .groupBy(giftCardAttempts.subject);
  return new Map(rows.map((r) => [r.subject, Number(r.n)]));
}

export async function forgetAttempts(db: Db, before: Date): Promise<number> {
  return (await db.delete(giftCardAttempts).where(lte(giftCardAttempts.at, before)).returning({ id: giftCardAttempts.id })).length;
}
