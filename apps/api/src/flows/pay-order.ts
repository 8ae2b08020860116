/**
 * Pay an order: start (or retry) a payment attempt, read it, enquire at a bank. Spans the order
 * (who owns it, whether it still takes a payment, retrying after a failure) and the payment.
 *
 * Start, in order:
 *   1. the shopper's order, and a replay of the same request under the same Idempotency-Key
 *   2. the order still takes a payment; the card or bank is there
 *   3. record the intent first: under the order's payment lock, supersede the open attempt and
 *      insert the new one (its id is the gateway's reference)
 *   4. cancel the superseded sessions at the gateway (one paid meanwhile settles the order instead)
 *   5. open the session at the gateway — idempotent by reference, so a crash here loses nothing:
 *      reconciliation asks the gateway for the session by the attempt's id
 *   6. settle the gateway's answer (`settle-payment.ts`); e-mail virtual-account instructions
 */
import { type PaymentDto, BANK_NAMES, type Bank, type startPaymentBodySchema } from '@blush/shared/checkout-contracts';
import type { PaymentMethod } from '@blush/shared/order-contracts';
import type { CurrencyCode } from '@blush/shared/markets';
import type { z } from 'zod';
import { cardDigits, cardNotExpired, luhnValid } from '../adapters/payments/cards.ts';
import { type GatewaySession, GatewayRefusal } from '../adapters/payments/gateway.ts';
import { withTransaction } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { replayOf, requestFingerprint } from '../http/idempotency.ts';
import type { Shopper } from '../modules/bag/service.ts';
import { type OrderRow, emailPaymentInstructions, markRetrying, orderById, ownedOrder } from '../modules/order/service.ts';
import { paymentDto } from '../modules/payment/present.ts';
import {
  type PaymentDeps,
  type PaymentRow,
  CARD_ACTION_MS,
  STALE_START_MS,
  anySucceeded,
  attemptByKey,
  attemptExpiry,
  insertAttempt,
  isOpen,
  latestPayment,
  latestVirtualAccount,
  lockOpenAttempts,
  lockPayment,
  paymentById,
  recordFailed,
  supersede,
} from '../modules/payment/service.ts';
import { settlePayment } from './settle-payment.ts';

export type StartPaymentBody = z.infer<typeof startPaymentBodySchema>;


function assertPayable(order: OrderRow, now: Date): void {
  if (order.status === 'paid' || order.status === 'fraud_check_pending') throw new DomainError('order_already_paid');
  if (order.releasedAt || (order.status !== 'payment_pending' && order.status !== 'payment_failed_with_inventory')) throw new DomainError('payment_not_allowed');
  if (order.paymentExpiresAt && order.paymentExpiresAt.getTime() <= now.getTime()) throw new DomainError('payment_not_allowed');
}

function checkedCard(card: StartPaymentBody['card']): NonNullable<StartPaymentBody['card']> {
  if (!card) throw new DomainError('card_required');
  if (!luhnValid(card.number)) throw new DomainError('card_invalid');
  if (!cardNotExpired(card.expiry_month, card.expiry_year)) throw new DomainError('card_expired');
  return card;
}

/** The request as a retry must repeat it: never the card number itself, only what identifies the card. */
function fingerprintOf(orderId: string, body: StartPaymentBody): string {
  const card = body.card ? { last4: cardDigits(body.card.number).slice(-4), month: body.card.expiry_month, year: body.card.expiry_year, name: body.card.name } : null;
  return requestFingerprint([orderId, body.bank ?? null, card]);
}

/** Start (or retry) the payment of the shopper's order with the order's method; see the steps above. */
export async function startPayment(
  deps: PaymentDeps,
  shopper: Shopper,
  orderId: string,
  body: StartPaymentBody,
  idempotencyKey?: string,
): Promise<{ payment: PaymentDto; created: boolean }> {
  const { db, gateway } = deps;
  const now = new Date();
  const order = await ownedOrder(db, shopper, orderId);
  const fingerprint = fingerprintOf(order.id, body);
  const present = async (row: PaymentRow, created: boolean) => ({ payment: await paymentDto(deps, order, row, shopper.language), created });
  if (idempotencyKey) {
    const earlier = replayOf(await attemptByKey(db, order.id, idempotencyKey), fingerprint);
    if (earlier) return present(earlier, false);
  }
  assertPayable(order, now);
  const method = order.paymentMethod as PaymentMethod;
  const card = method === 'card' ? checkedCard(body.card) : undefined;
  const bank = method === 'virtual_account' ? body.bank : undefined;
  if (method === 'virtual_account' && !bank) throw new DomainError('bank_required');
  const { expiresAt, qrExpiresAt } = attemptExpiry(method, now, order.paymentExpiresAt ?? new Date(now.getTime() + CARD_ACTION_MS));

  // 3. The intent, recorded before the gateway hears of it.
  const opened = await withTransaction(db, async (t) => {
    const open = await lockOpenAttempts(t, order.id);
    if (idempotencyKey) {
      const again = replayOf(await attemptByKey(t, order.id, idempotencyKey), fingerprint);
      if (again) return { replay: again };
    }
    // Money already moved for this order (its order is being marked paid): no second charge.
    if (await anySucceeded(t, order.id)) throw new DomainError('order_already_paid');
    if (open.some((p) => p.method === 'card' && p.status === 'pending' && now.getTime() - p.createdAt.getTime() < STALE_START_MS)) {
      throw new DomainError('payment_in_progress');
    }
    for (const p of open) await supersede(t, p);
    const payment = await insertAttempt(t, {
      orderId: order.id,
      method,
      status: 'pending',
      amount: order.total,
      currency: order.currency,
      provider: gateway.provider,
      idempotencyKey: idempotencyKey ?? null,
      fingerprint,
      expiresAt,
      qrExpiresAt,
    });
    return { payment, superseded: open };
  });
  if ('replay' in opened) return present(opened.replay!, false);
  const { payment, superseded } = opened;

  // 4. The superseded sessions can no longer be paid; one paid meanwhile settles the order instead.
  let paidMeanwhile = false;
  for (const old of superseded) {
    const session = old.providerRef ? await gateway.cancel(old.providerRef) : await gateway.findByReference(old.id).then((s) => (s ? gateway.cancel(s.ref) : undefined));
    if (session && session.status !== 'cancelled') await settlePayment(deps, old.id, session);
    if (session?.status === 'succeeded') paidMeanwhile = true;
  }
  let current = await orderById(db, order.id);
  if (current?.status === 'payment_failed_with_inventory' && (await markRetrying(db, order.id))) current = await orderById(db, order.id);
  if (paidMeanwhile || !current || current.status !== 'payment_pending' || current.releasedAt) {
    await withTransaction(db, async (t) => supersede(t, payment));
    throw new DomainError(paidMeanwhile || current?.status === 'paid' ? 'order_already_paid' : 'payment_not_allowed');
  }

  // 5. The gateway.
  let session: GatewaySession;
  try {
    session = await gateway.createSession({
      reference: payment.id,
      orderNumber: order.number,
      method,
      amount: order.total,
      currency: order.currency as CurrencyCode,
      expiresAt,
      ...(card ? { card: { number: cardDigits(card.number), expiryMonth: card.expiry_month, expiryYear: card.expiry_year, cvc: card.cvc, name: card.name } } : {}),
      ...(bank ? { bank } : {}),
    });
  } catch (error) {
    if (!(error instanceof GatewayRefusal)) throw error; // unreachable gateway: reconciliation finds out what happened
    await withTransaction(db, async (t) => {
      const row = await lockPayment(t, payment.id);
      if (row) await recordFailed(t, row, error.code);
    });
    throw new DomainError(error.code === 'invalid_number' ? 'card_invalid' : error.code === 'expired_card' ? 'card_expired' : 'payment_failed');
  }

  // 6. The answer.
  await settlePayment(deps, payment.id, session);
  const row = (await paymentById(db, payment.id))!;
  // Superseded by another attempt while the gateway answered: this session must not stay payable.
  if (row.failureCode === 'superseded' && (session.status === 'pending' || session.status === 'requires_action')) await gateway.cancel(session.ref);
  if (row.vaNumber && bank && isOpen(row)) await emailPaymentInstructions(db, order.id, { expiresAt, bankName: BANK_NAMES[bank], accountNumber: row.vaNumber });
  return present(row, true);
}

/**
 * Status refresh: an open attempt whose time has passed (a QR code after 10 minutes) is closed at
 * the gateway (a payment made just in time still counts) and settled.
 */
export async function closeIfDue(deps: PaymentDeps, row: PaymentRow, now: Date = new Date()): Promise<PaymentRow> {
  if (!isOpen(row) || (row.qrExpiresAt ?? row.expiresAt).getTime() > now.getTime()) return row;
  const known = row.providerRef ? { ref: row.providerRef } : await deps.gateway.findByReference(row.id);
  const session = known ? await deps.gateway.cancel(known.ref) : undefined;
  if (session) await settlePayment(deps, row.id, session, now);
  else await settlePayment(deps, row.id, { ref: row.providerRef ?? '', status: 'expired', failureCode: 'expired', actionUrl: null }, now);
  return (await paymentById(deps.db, row.id)) ?? row;
}

/** The order's latest payment attempt, its status refreshed (an expired QR code shows expired). */
export async function currentPayment(deps: PaymentDeps, shopper: Shopper, orderId: string): Promise<PaymentDto> {
  const order = await ownedOrder(deps.db, shopper, orderId);
  const latest = await latestPayment(deps.db, order.id);
  if (!latest) throw new DomainError('resource_not_found');
  return paymentDto(deps, order, await closeIfDue(deps, latest), shopper.language);
}

/** Bank enquiry (product guide §7 `orders/enquire{Bank}Payment`): ask the gateway about the order's virtual account at `bank`. */
export async function enquireBankPayment(deps: PaymentDeps, shopper: Shopper, orderId: string, bank: Bank): Promise<PaymentDto> {
  const order = await ownedOrder(deps.db, shopper, orderId);
  let row = await latestVirtualAccount(deps.db, order.id, bank);
  if (!row) throw new DomainError('resource_not_found');
  if (row.providerRef && isOpen(row)) {
    const session = await deps.gateway.status(row.providerRef);
    if (session) await settlePayment(deps, row.id, session);
    row = (await paymentById(deps.db, row.id)) ?? row;
  }
  return paymentDto(deps, order, await closeIfDue(deps, row), shopper.language);
}
