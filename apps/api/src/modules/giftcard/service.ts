/**
 * Gift cards (issue 18 item 3): what a country offers, cards to buy in a bag, the balance check,
 * cards applied to pay a bag, the debit when an order is placed and the return when it is
 * released, and issuing the cards an order bought once it is paid. Decision 0024.
 */
import { createHash } from 'node:crypto';
import type { Translated } from '@blush/shared/catalog';
import type { GiftCardBagLineDto, GiftCardBalanceDto, GiftCardCredentialsBody, GiftCardDesignDto, GiftCardOptionsDto, PurchaseGiftCardBody } from '@blush/shared/giftcard-contracts';
import { GIFT_CARD_MESSAGE_MAX_LENGTH, GIFT_CARD_SCHEDULE_MAX_DAYS } from '@blush/shared/giftcard-contracts';
import { formatLocaleTag } from '@blush/shared/locale';
import { localDate } from '@blush/shared/loyalty';
import { type CountryCode, type CurrencyCode, type Language, MARKETS } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import { formatMoney } from '@blush/shared/money';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { DomainError } from '../../domain-error.ts';
import { enqueue } from '../../outbox/outbox.ts';
import { addDays, localToInstant } from '../booking/clock.ts';
import { hashPin, luhnValid, maskNumber, newCardNumber, newPin, numberHash, pinMatches } from './codes.ts';
import { DELIVERY_TIME, GIFT_CARD_LIMITS, MAX_CARDS_APPLIED, MAX_CARDS_IN_BAG, MAX_FAILED_TRIES, TRY_WINDOW_MS, VALIDITY_MONTHS, withinLimits } from './limits.ts';
import * as repo from './repo.ts';

export type { CardRow } from './repo.ts';

const money = (amount: number, currency: CurrencyCode) => ({ amount, currency });
const named = (name: Translated, language: Language) => name[language] || name.en;

function designDto(row: repo.DesignRow, language: Language): GiftCardDesignDto {
  return { id: row.id, name: named(row.name, language), colors: { background: row.background, foreground: row.foreground, accent: row.accent } };
}

export async function giftCardOptions(db: Db, country: CountryCode, language: Language, now = new Date()): Promise<GiftCardOptionsDto> {
  const limits = GIFT_CARD_LIMITS[country];
  const today = localDate(country, now);
  return {
    country,
    currency: MARKETS[country].currency,
    designs: (await repo.designs(db)).map((d) => designDto(d, language)),
    presets: [...limits.presets],
    min: limits.min,
    max: limits.max,
    step: limits.step,
    messageMaxLength: GIFT_CARD_MESSAGE_MAX_LENGTH,
    today,
    latestDeliveryDate: addDays(today, GIFT_CARD_SCHEDULE_MAX_DAYS),
    validityMonths: VALIDITY_MONTHS,
  };
}

/** Add or update gift card designs (the seed). */
export const saveDesigns = (db: Db, rows: Parameters<typeof repo.upsertDesigns>[1]): Promise<void> => repo.upsertDesigns(db, rows);

// ---- Buying: gift cards in a bag ----

/** Put a gift card to buy in bag `bagId` of `country`: design, amount and delivery day checked. */
export async function addToBag(db: Db, bagId: string, country: CountryCode, language: Language, body: PurchaseGiftCardBody, now = new Date()): Promise<void> {
  const limits = GIFT_CARD_LIMITS[country];
  const currency = MARKETS[country].currency;
  if (!(await repo.designs(db)).some((d) => d.id === body.design_id)) throw new DomainError('gift_card_design_unavailable');
  if (!withinLimits(limits, body.amount)) {
    throw new DomainError('gift_card_amount_invalid', { min: formatMoney(money(limits.min, currency), language, country), max: formatMoney(money(limits.max, currency), language, country) });
  }
  const today = localDate(country, now);
  const latest = addDays(today, GIFT_CARD_SCHEDULE_MAX_DAYS);
  if (body.deliver_on !== 'now' && (body.deliver_on < today || body.deliver_on > latest || addDays(body.deliver_on, 0) !== body.deliver_on)) {
    throw new DomainError('gift_card_delivery_date_invalid', { latest: formatDay(latest, language, country) });
  }
  if ((await repo.countBagLines(db, bagId)) >= MAX_CARDS_IN_BAG) throw new DomainError('gift_card_purchase_limit', { max: MAX_CARDS_IN_BAG });
  await repo.insertBagLine(db, {
    bagId,
    designId: body.design_id,
    amount: body.amount,
    currency,
    recipientName: body.recipient_name,
    recipientEmail: body.recipient_email.toLowerCase(),
    senderName: body.sender_name,
    message: body.message,
    deliverOn: body.deliver_on as repo.BagLineRow['deliverOn'],
  });
}

/** At sign-in: the guest bag's gift cards (to buy, and applied) join the member's bag. */
export const moveToBag = (db: Db, fromBagId: string, toBagId: string): Promise<void> => repo.moveBag(db, fromBagId, toBagId);

export async function removeFromBag(db: Db, bagId: string, lineId: number): Promise<void> {
  if (!(await repo.deleteBagLine(db, bagId, lineId))) throw new DomainError('resource_not_found');
}

/** A day as the shopper reads it ("25 November 2026"). */
function formatDay(date: string, language: Language, country: CountryCode): string {
  return new Intl.DateTimeFormat(formatLocaleTag(language, country), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

// ---- What a bag holds of gift cards (read by the bag when it is composed) ----

export interface BagGiftCards {
  lines: GiftCardBagLineDto[];
  /** Cards applied to pay the bag, in the order applied; one expired or of another country counts 0. */
  cards: Array<{ id: number; giftCardId: number; maskedNumber: string; balance: { amount: number; currency: CurrencyCode } }>;
}

/** For a read of the bag: whether it holds gift cards to buy and cards applied, as JSON `{ lines, cards }` (`bagId` is an expression). */
export const giftCardsHeldSql = repo.bagHoldsSql;
export type GiftCardsHeld = { lines: boolean; cards: boolean };

/** The bag's gift cards; `held` (from `giftCardsHeldSql`, when the caller has it) skips the reads of what the bag does not hold. */
export async function bagGiftCards(db: Db, bagId: string | undefined, country: CountryCode, language: Language, now = new Date(), held?: GiftCardsHeld): Promise<BagGiftCards> {
  if (!bagId || (held && !held.lines && !held.cards)) return { lines: [], cards: [] };
  const currency = MARKETS[country].currency;
  const [lines, applied] = await inParallel(db, [() => (held?.lines === false ? [] : repo.bagLinesOf(db, bagId)), () => (held?.cards === false ? [] : repo.appliedCards(db, bagId))]);
  // Most bags hold no gift card to buy: the designs are read only for one that does (every bag answer comes here).
  const designs = lines.length > 0 ? await repo.designs(db) : [];
  const designOf = new Map(designs.map((d) => [d.id, d]));
  return {
    lines: lines.flatMap((l) => {
      const design = designOf.get(l.designId);
      if (!design || l.currency !== currency) return [];
      return [{ id: l.id, design: designDto(design, language), amount: money(l.amount, currency), recipientName: l.recipientName, recipientEmail: l.recipientEmail, senderName: l.senderName, message: l.message, deliverOn: l.deliverOn }];
    }),
    cards: applied.map(({ redemptionId, card }) => ({
      id: redemptionId,
      giftCardId: card.id,
      maskedNumber: maskNumber(card.last4),
      balance: money(card.country === country && card.expiresAt > now ? card.balance : 0, currency),
    })),
  };
}

// ---- Number and PIN: the balance check and applying a card ----

const DUMMY_PIN_HASH = hashPin('000000');
const subjectHash = (kind: string, value: string) => `${kind}:${createHash('sha256').update(value).digest('hex').slice(0, 32)}`;

/**
 * The card behind a number and PIN, throttled per IP and per number: a wrong PIN and an unknown
 * number answer the same, cost the same time (a PIN is hashed either way) and count the same.
 * A right PIN on an expired card or a card of another country is told plainly.
 */
export async function authenticate(db: Db, credentials: GiftCardCredentialsBody, ip: string, country: CountryCode, language: Language, now = new Date()): Promise<repo.CardRow> {
  const hash = numberHash(credentials.number);
  const subjects = [subjectHash('ip', ip), subjectHash('number', hash)];
  const tries = await repo.attemptsSince(db, subjects, new Date(now.getTime() - TRY_WINDOW_MS));
  if (subjects.some((s) => (tries.get(s) ?? 0) >= MAX_FAILED_TRIES)) throw new DomainError('gift_card_attempts_exceeded');
  const card = luhnValid(credentials.number) ? await repo.cardByNumberHash(db, hash) : undefined;
  const pinOk = pinMatches(credentials.pin, card?.pinHash ?? DUMMY_PIN_HASH) && card !== undefined;
  if (!card || !pinOk) {
    await repo.recordAttempt(db, subjects);
    throw new DomainError('gift_card_invalid');
  }
  if (card.country !== country) throw new DomainError('gift_card_wrong_country', { country: message(language, `countries.${card.country as CountryCode}`) });
  if (card.expiresAt <= now) {
    const date = new Intl.DateTimeFormat(formatLocaleTag(language, country), { dateStyle: 'long', timeZone: MARKETS[country].timeZone }).format(card.expiresAt);
    throw new DomainError('gift_card_expired', { date });
  }
  return card;
}

export async function checkBalance(db: Db, credentials: GiftCardCredentialsBody, ip: string, country: CountryCode, language: Language, now = new Date()): Promise<GiftCardBalanceDto> {
  const card = await authenticate(db, credentials, ip, country, language, now);
  return { maskedNumber: maskNumber(card.last4), balance: money(card.balance, card.currency as CurrencyCode), expiresAt: card.expiresAt.toISOString(), country: card.country as CountryCode };
}

/** Apply a card to pay bag `bagId` (again: nothing changes). An empty card is refused. */
export async function applyToBag(db: Db, bagId: string, credentials: GiftCardCredentialsBody, ip: string, country: CountryCode, language: Language, now = new Date()): Promise<void> {
  const card = await authenticate(db, credentials, ip, country, language, now);
  if (card.balance <= 0) throw new DomainError('gift_card_empty');
  const applied = await repo.appliedCards(db, bagId);
  if (applied.some((a) => a.card.id === card.id)) return;
  if (applied.length >= MAX_CARDS_APPLIED) throw new DomainError('gift_card_limit', { max: MAX_CARDS_APPLIED });
  await repo.applyCard(db, bagId, card.id);
}

export async function removeFromTender(db: Db, bagId: string, redemptionId: number): Promise<void> {
  if (!(await repo.removeApplied(db, bagId, redemptionId))) throw new DomainError('resource_not_found');
}

// ---- Placing and releasing an order ----

/**
 * In the order's transaction: take what each card pays. A card that no longer holds it (spent by
 * another order meanwhile, expired) refuses the whole order, so nothing is half debited.
 */
export async function debitForOrder(t: Db, orderId: string, uses: ReadonlyArray<{ giftCardId: number; amount: number }>, now = new Date()): Promise<void> {
  for (const use of uses) {
    if (use.amount <= 0) continue;
    if (!(await repo.debit(t, use.giftCardId, use.amount, orderId, now))) throw new DomainError('tender_changed');
  }
}

/** In the release's transaction: the cards this order bought are voided (what is left on them; undelivered ones never sent). */
export const voidCardsBoughtBy = (t: Db, orderId: string): Promise<number> => repo.voidBoughtBy(t, orderId);

/** In the release's transaction: what the order took from cards goes back, once. */
export async function returnToCards(t: Db, orderId: string): Promise<number> {
  return (await repo.returnForOrder(t, orderId)).reduce((n, r) => n + Number(r.amount), 0);
}

/** The gift cards of an order's bag become its purchases (issued once the order is paid); their ids, in order. */
export async function recordPurchases(t: Db, order: { id: string; country: string; language: string }, lines: readonly GiftCardBagLineDto[]): Promise<number[]> {
  return repo.insertPurchases(
    t,
    lines.map((l) => ({
      orderId: order.id,
      country: order.country,
      language: order.language,
      designId: l.design.id,
      amount: l.amount.amount,
      currency: l.amount.currency,
      recipientName: l.recipientName,
      recipientEmail: l.recipientEmail,
      senderName: l.senderName,
      message: l.message,
      deliverOn: l.deliverOn as repo.BagLineRow['deliverOn'],
    })),
  );
}

/** What an order shows of the gift cards it bought, by purchase id. */
export async function purchaseDetails(db: Db, ids: number[]): Promise<Map<number, { designId: string; recipientName: string; recipientEmail: string; senderName: string; message: string; deliverOn: string }>> {
  return new Map((await repo.purchasesByIds(db, ids)).map((p) => [p.id, { designId: p.designId, recipientName: p.recipientName, recipientEmail: p.recipientEmail, senderName: p.senderName, message: p.message, deliverOn: p.deliverOn }]));
}

/** An order line for a gift card bought, in the buyer's language. */
export function purchaseLineText(line: GiftCardBagLineDto, language: Language): { name: string; detail: string } {
  return {
    name: message(language, 'giftcard.line_name', { design: line.design.name }),
    detail: message(language, 'giftcard.line_detail', { name: line.recipientName, email: line.recipientEmail }),
  };
}

// ---- Issuing the cards an order bought ----

const addMonths = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/** When a purchase is to be delivered: now, or DELIVERY_TIME on its day in the country's zone. */
export function deliveryInstant(deliverOn: string, country: CountryCode, now: Date): Date {
  if (deliverOn === 'now') return now;
  return localToInstant(deliverOn, DELIVERY_TIME, MARKETS[country].timeZone) ?? new Date(`${deliverOn}T00:00:00Z`);
}

/**
 * Issue a card for each purchase of a paid order that has none: a purchase is issued once
 * (`purchase_id` unique), however often this runs. A card due now has its e-mail queued in the
 * same transaction; a scheduled one is queued by the delivery job on its day. Returns the cards made now.
 */
export async function issueForOrder(t: Db, orderId: string, now = new Date()): Promise<number> {
  let issued = 0;
  for (const p of await repo.purchasesOf(t, orderId)) {
    const number = newCardNumber();
    const pin = newPin();
    const deliverAt = deliveryInstant(p.deliverOn, p.country as CountryCode, now);
    const card = await repo.insertCard(t, {
      numberHash: numberHash(number),
      last4: number.slice(-4),
      pinHash: hashPin(pin),
      deliverySecret: { number, pin },
      country: p.country,
      currency: p.currency,
      initialAmount: p.amount,
      balance: p.amount,
      expiresAt: addMonths(now, VALIDITY_MONTHS),
      purchaseId: p.id,
      designId: p.designId,
      recipientName: p.recipientName,
      recipientEmail: p.recipientEmail,
      senderName: p.senderName,
      message: p.message,
      language: p.language,
      deliverAt,
    });
    if (!card) continue;
    issued++;
    if (deliverAt.getTime() <= now.getTime()) await enqueue(t, 'giftcard.deliver', String(card.id), { cardId: card.id });
  }
  return issued;
}

/** A card made by operations or the demo seed (no order): its number and PIN are returned once. */
export async function createCard(
  db: Db,
  input: { country: CountryCode; amount: number; designId: string; recipientName: string; recipientEmail: string; senderName: string; language: Language; message?: string; expiresAt?: Date; number?: string; pin?: string },
  now = new Date(),
): Promise<{ id: number; number: string; pin: string }> {
  const number = input.number ?? newCardNumber();
  const pin = input.pin ?? newPin();
  const card = await repo.insertCard(db, {
    numberHash: numberHash(number),
    last4: number.slice(-4),
    pinHash: hashPin(pin),
    country: input.country,
    currency: MARKETS[input.country].currency,
    initialAmount: input.amount,
    balance: input.amount,
    expiresAt: input.expiresAt ?? addMonths(now, VALIDITY_MONTHS),
    designId: input.designId,
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail,
    senderName: input.senderName,
    message: input.message ?? '',
    language: input.language,
    deliverAt: now,
    deliveredAt: now,
  });
  const id = card?.id ?? (await repo.cardByNumberHash(db, numberHash(number)))!.id;
  return { id, number, pin };
}
