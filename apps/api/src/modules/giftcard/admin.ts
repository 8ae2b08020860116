/**
 * Gift cards in the back office (issue 21 item 9): find a card, read its ledger, issue, void and
 * adjust it with a reason. Every change runs in one transaction with its audit row, under the
 * card's row lock (adjustments and voids of one card queue up, so none can take the balance below 0
 * or above the card's face value) and once per Idempotency-Key (the ledger row keeps the key).
 * No answer holds the PIN or the full number.
 */
import type { AdminGiftCardDetail, AdminGiftCardSummary, AdminIssueGiftCardBody, GiftCardStatus } from '@blush/shared/admin-giftcard-contracts';
import { type CountryCode, type CurrencyCode, type Language, MARKETS } from '@blush/shared/markets';
import { formatMoney } from '@blush/shared/money';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows, withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { enqueue } from '../../outbox/outbox.ts';
import type { AuditEntry } from '../staff/audit.ts';
import { hashPin, luhnValid, maskNumber, newCardNumber, newPin, numberHash } from './codes.ts';
import { GIFT_CARD_LIMITS, VALIDITY_MONTHS, withinLimits } from './limits.ts';
import * as repo from './repo.ts';
import { giftCardLedger, giftCards } from './tables.ts';

export type Audit = (t: Db, entry: AuditEntry) => Promise<void>;

const money = (amount: number, currency: string) => ({ amount, currency });

export function statusOf(card: repo.CardRow, now = new Date()): GiftCardStatus {
  if (card.voidedAt) return 'voided';
  if (card.expiresAt <= now) return 'expired';
  if (!card.deliveredAt) return 'scheduled';
  return card.balance > 0 ? 'active' : 'spent';
}

function summary(card: repo.CardRow): AdminGiftCardSummary {
  return {
    id: card.id,
    masked_number: maskNumber(card.last4),
    last4: card.last4,
    country: card.country as CountryCode,
    balance: money(card.balance, card.currency),
    initial_amount: money(card.initialAmount, card.currency),
    status: statusOf(card),
    recipient_name: card.recipientName,
    recipient_email: card.recipientEmail,
    expires_at: card.expiresAt.toISOString(),
    created_at: card.createdAt.toISOString(),
  };
}

/** Cards by full number (16 digits, spaces allowed), last 4 digits or the recipient's e-mail; newest first. */
export async function searchCards(db: Db, q: string): Promise<AdminGiftCardSummary[]> {
  const digits = q.replace(/\s+/g, '');
  let where;
  if (/^\d{16}$/.test(digits)) {
    if (!luhnValid(digits)) return [];
    where = eq(giftCards.numberHash, numberHash(digits));
  } else if (/^\d{4}$/.test(digits)) where = eq(giftCards.last4, digits);
  else if (q.includes('@')) where = sql`lower(${giftCards.recipientEmail}) = ${q.trim().toLowerCase()}`;
  else return [];
  const rows = await db.select().from(giftCards).where(where).orderBy(desc(giftCards.createdAt), desc(giftCards.id)).limit(50);
  return rows.map(summary);
}

async function detailOf(db: Db, card: repo.CardRow): Promise<AdminGiftCardDetail> {
  const ledger = await db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, card.id)).orderBy(desc(giftCardLedger.at), desc(giftCardLedger.id));
  return {
    ...summary(card),
    sender_name: card.senderName,
    delivered_at: card.deliveredAt?.toISOString() ?? null,
    voided_at: card.voidedAt?.toISOString() ?? null,
    ledger: ledger.map((l) => ({ id: l.id, kind: l.kind, amount: l.amount, note: l.note, order_id: l.orderId, at: l.at.toISOString() })),
  };
}

export async function cardDetail(db: Db, id: number): Promise<AdminGiftCardDetail> {
  const card = await repo.cardById(db, id);
  if (!card) throw new DomainError('resource_not_found');
  return detailOf(db, card);
}

/** Requests with one key wait for each other (the ledger's unique key would otherwise fail the second). */
const lockKey = (t: Db, key: string) => queryRows(t, sql`select pg_advisory_xact_lock(hashtextextended(${`giftcard:${key}`}, 0))`);

async function entryByKey(t: Db, key: string) {
  const [row] = await t.select().from(giftCardLedger).where(eq(giftCardLedger.requestKey, key));
  return row;
}

const addMonths = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/** Issue a card (e-mailed to the recipient now, through the delivery job); the same key issues once. */
export async function issueCard(db: Db, body: AdminIssueGiftCardBody, key: string, language: Language, audit: Audit): Promise<{ card: AdminGiftCardDetail; created: boolean }> {
  const limits = GIFT_CARD_LIMITS[body.country];
  const currency = MARKETS[body.country].currency as CurrencyCode;
  if (!withinLimits(limits, body.amount)) {
    throw new DomainError('gift_card_amount_invalid', { min: formatMoney(money(limits.min, currency) as never, language, body.country), max: formatMoney(money(limits.max, currency) as never, language, body.country) });
  }
  const requestKey = `staff:${key}`;
  const email = body.recipient_email.toLowerCase();
  return withTransaction(db, async (t) => {
    await lockKey(t, requestKey);
    const earlier = await entryByKey(t, requestKey);
    if (earlier) {
      const card = (await repo.cardById(t, earlier.giftCardId))!;
      if (earlier.kind !== 'issued' || card.initialAmount !== body.amount || card.country !== body.country || card.recipientEmail !== email) throw new DomainError('idempotency_conflict');
      return { card: await detailOf(t, card), created: false };
    }
    const [design] = await repo.designs(t);
    if (!design) throw new DomainError('gift_card_design_unavailable');
    const now = new Date();
    const number = newCardNumber();
    const pin = newPin();
    const card = (await repo.insertCard(t, {
      numberHash: numberHash(number),
      last4: number.slice(-4),
      pinHash: hashPin(pin),
      deliverySecret: { number, pin },
      country: body.country,
      currency,
      initialAmount: body.amount,
      balance: body.amount,
      expiresAt: addMonths(now, VALIDITY_MONTHS),
      designId: design.id,
      recipientName: body.recipient_name,
      recipientEmail: email,
      senderName: 'Blush',
      message: '',
      language: MARKETS[body.country].languages[0] ?? 'en',
      deliverAt: now,
    }))!;
    await t.update(giftCardLedger).set({ note: body.reason, requestKey }).where(and(eq(giftCardLedger.giftCardId, card.id), eq(giftCardLedger.kind, 'issued')));
    await enqueue(t, 'giftcard.deliver', String(card.id), { cardId: card.id });
    await audit(t, { action: 'giftcard.issued', targetType: 'gift_card', targetId: card.id, before: null, after: { amount: body.amount, currency, country: body.country, recipient_email: email, reason: body.reason, last4: card.last4 } });
    return { card: await detailOf(t, card), created: true };
  });
}

/** Void what is left on a card (an undelivered card is never sent); the same key voids once, a voided card is `gift_card_voided`. */
export async function voidCard(db: Db, id: number, reason: string, key: string, audit: Audit): Promise<{ card: AdminGiftCardDetail; created: boolean }> {
  const requestKey = `staff:${key}`;
  return withTransaction(db, async (t) => {
    await lockKey(t, requestKey);
    const card = await repo.lockCard(t, id);
    if (!card) throw new DomainError('resource_not_found');
    const earlier = await entryByKey(t, requestKey);
    if (earlier) {
      if (earlier.giftCardId !== id || earlier.kind !== 'voided' || earlier.note !== reason) throw new DomainError('idempotency_conflict');
      return { card: await detailOf(t, card), created: false };
    }
    if (card.voidedAt) throw new DomainError('gift_card_voided');
    const now = new Date();
    const [after] = await t
      .update(giftCards)
      .set({ balance: 0, voidedAt: now, deliverySecret: null, deliveredAt: card.deliveredAt ?? now })
      .where(eq(giftCards.id, id))
      .returning();
    await t.insert(giftCardLedger).values({ giftCardId: id, kind: 'voided', amount: -card.balance, note: reason, requestKey });
    await audit(t, { action: 'giftcard.voided', targetType: 'gift_card', targetId: id, before: { balance: card.balance, status: statusOf(card, now) }, after: { balance: 0, status: 'voided', reason } });
    return { card: await detailOf(t, after!), created: true };
  });
}

/** Add to or take off a card's balance with a reason: never below 0, never above its face value, never on a voided card. */
export async function adjustCard(db: Db, id: number, input: { amount: number; reason: string }, key: string, language: Language, audit: Audit): Promise<{ card: AdminGiftCardDetail; created: boolean }> {
  if (!Number.isInteger(input.amount) || input.amount === 0) throw new DomainError('validation_failed');
  const requestKey = `staff:${key}`;
  return withTransaction(db, async (t) => {
    await lockKey(t, requestKey);
    const card = await repo.lockCard(t, id);
    if (!card) throw new DomainError('resource_not_found');
    const earlier = await entryByKey(t, requestKey);
    if (earlier) {
      if (earlier.giftCardId !== id || earlier.kind !== 'adjusted' || earlier.amount !== input.amount || earlier.note !== input.reason) throw new DomainError('idempotency_conflict');
      return { card: await detailOf(t, card), created: false };
    }
    if (card.voidedAt) throw new DomainError('gift_card_voided');
    const country = card.country as CountryCode;
    const show = (amount: number) => formatMoney(money(amount, card.currency) as never, language, country);
    const balance = card.balance + input.amount;
    if (balance < 0) throw new DomainError('gift_card_balance_negative', { balance: show(card.balance) });
    if (balance > card.initialAmount) throw new DomainError('gift_card_above_face_value', { max: show(card.initialAmount) });
    const [after] = await t.update(giftCards).set({ balance }).where(eq(giftCards.id, id)).returning();
    await t.insert(giftCardLedger).values({ giftCardId: id, kind: 'adjusted', amount: input.amount, note: input.reason, requestKey });
    await audit(t, { action: 'giftcard.adjusted', targetType: 'gift_card', targetId: id, before: { balance: card.balance }, after: { balance, amount: input.amount, reason: input.reason } });
    return { card: await detailOf(t, after!), created: true };
  });
}

