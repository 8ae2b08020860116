/**
 * Orders (issue 7 §2): the order's own records and steps. Placing one (the bag re-priced, stock,
 * promotion and bag moved in one transaction) is the flow `flows/place-order.ts`, which calls the
 * steps here: the shopper's details checked, the order and its lines recorded.
 *
 * Unpaid orders are released when their payment expires or fails: stock, promotion use and the
 * reserved reward come back.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { registrationNumberMessage, shipsTo, validateAddress, validateRecipient, validateRegistrationNumber } from '@blush/shared/address';
import type { CountryCode, CurrencyCode } from '@blush/shared/markets';
import { translator } from '@blush/shared/messages';
import type { BagLine } from '@blush/shared/bag-contracts';
import type { OrderDto, PaymentMethod, PlaceOrderBody } from '@blush/shared/order-contracts';
import { type Db, queryRows, withTransaction } from '../../db/client.ts';
import { screening } from '../fraud/service.ts';
import { DomainError } from '../../domain-error.ts';
import type { Shopper } from '../bag/service.ts';
import { collectionStores } from '../store/service.ts';
import { purchaseDetails } from '../giftcard/service.ts';
import { sendConfirmation, sendPaymentInstructions, sendRefundNotice } from './emails.ts';
import { shipmentOf } from './back-office.ts';
import { enqueue } from '../../outbox/outbox.ts';
import * as repo from './repo.ts';
import type { OrderStatus } from './tables.ts';


/** Payment methods each country offers (product guide §1: cards, QR codes and bank virtual accounts). */
export const PAYMENT_METHODS_BY_COUNTRY: Readonly<Record<string, readonly PaymentMethod[]>> = {
  AU: ['card'],
  HK: ['card'],
  ID: ['card', 'qris', 'virtual_account'],
  MY: ['card'],
  NZ: ['card'],
  PH: ['card'],
  SG: ['card', 'paynow'],
  TH: ['card', 'promptpay'],
};

/** How long a payment may take before the order is released. */
export const PAYMENT_WINDOW_MS: Readonly<Record<PaymentMethod, number>> = {
  card: 30 * 60_000,
  paynow: 30 * 60_000,
  promptpay: 30 * 60_000,
  qris: 30 * 60_000,
  virtual_account: 24 * 60 * 60_000,
};

/** Who places the order: the member, or the guest by their bag token. */
export const orderOwner = (shopper: Shopper) => {
  if (!shopper.owner) throw new DomainError('bag_empty');
  return 'customerId' in shopper.owner ? { customerId: shopper.owner.customerId, guestTokenHash: null } : { customerId: null, guestTokenHash: shopper.owner.tokenHash };
};

/** What makes a retry the same request: the shopper and everything they sent. */
export function orderFingerprint(shopper: Shopper, body: PlaceOrderBody): string {
  const owner = orderOwner(shopper);
  return createHash('sha256').update(JSON.stringify([owner, shopper.country, body])).digest('hex');
}

type FieldErrors = Record<string, string>;

/** An address as stored on the order: its filled-in fields only. */
const present = (address: object): Record<string, string> =>
  Object.fromEntries(Object.entries(address).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

/**
 * The shopper's details, checked with the country's rules before anything is locked: recipient
 * and mobile, the shipping address (the site ships only to its own country), the collection
 * store, the registration number and a billing address. Every problem is reported at once, by
 * field, in the shopper's language ("validation_failed" with `details.fields`).
 */
export async function checkOrderDetails(db: Db, shopper: Shopper, body: PlaceOrderBody, options: { addressRequired: boolean } = { addressRequired: true }) {
  const { country, language } = shopper;
  const text = translator(language);
  const errors: FieldErrors = {};
  const recipient = validateRecipient(body.recipient, text);
  if (!recipient.ok) for (const [field, message] of Object.entries(recipient.errors)) errors[`recipient.${field}`] = message!;
  const stores = await collectionStores(db, country, language);
  let storeId: string | null = null;
  let shippingAddress: Record<string, string> | null = null;
  if (body.delivery_option === 'click_and_collect') {
    storeId = stores.find((s) => s.id === body.store_id)?.id ?? null;
    if (!storeId) errors.store_id = text('checkout.store_required');
  } else if (options.addressRequired || body.shipping_address) {
    // A bag of only gift cards (sent by e-mail) needs no address; one given is still checked.
    const destination = body.shipping_address?.country?.toUpperCase() ?? country;
    if (!shipsTo(country, destination)) throw new DomainError('does_not_ship_to_country');
    const address = validateAddress(country, body.shipping_address ?? {}, text);
    if (address.ok) shippingAddress = present(address.address);
    else for (const [field, message] of Object.entries(address.errors)) errors[`shipping_address.${field}`] = message!;
  }
  let billingAddress: Record<string, string> | null = null;
  if (body.billing_address) {
    const billing = validateAddress(country, body.billing_address, text);
    if (billing.ok) billingAddress = present(billing.address);
    else for (const [field, message] of Object.entries(billing.errors)) errors[`billing_address.${field}`] = message!;
  }
  const registration = validateRegistrationNumber(country, body.registration_number);
  if (!registration.ok) errors.registration_number = registrationNumberMessage(country, text);
  if (Object.keys(errors).length) throw new DomainError('validation_failed', {}, { fields: errors });
  const r = recipient.ok ? recipient.recipient : undefined;
  return {
    hasStores: stores.length > 0,
    storeId,
    shippingAddress,
    billingAddress,
    registrationNumber: registration.ok ? registration.value : null,
    recipient: { firstName: r!.first_name, lastName: r!.last_name, callingCode: r!.calling_code, mobile: r!.mobile },
  };
}

/** The order already placed under this `Idempotency-Key`, if any. */
export const orderByIdempotencyKey = (db: Db, key: string): Promise<repo.OrderRow | undefined> => repo.byIdempotencyKey(db, key);

export type NewOrder = Omit<Parameters<typeof repo.insertOrder>[1], 'number'>;
export type NewOrderLine = repo.NewLine;

/** A bag's product line as the order keeps it: what was bought, at what price, and the stock it took. */
export function productOrderLine(orderId: string, line: BagLine): NewOrderLine {
  return {
    orderId,
    kind: 'product',
    variantId: line.variant.id,
    sku: line.variant.sku,
    name: line.product.name,
    brand: line.brand.name,
    detail: line.variant.shade ?? line.variant.size,
    quantity: line.quantity,
    unitPrice: line.price.amount,
    subtotal: line.subtotal.amount,
    discount: line.discount.amount,
    stockTaken: line.quantity,
  };
}

/** Record a new order under the country's next order number (inside the placing transaction). */
export async function recordOrder(t: Db, order: NewOrder): Promise<repo.OrderRow> {
  return repo.insertOrder(t, { ...order, number: await repo.nextNumber(t, order.country) });
}

/** Record the order's lines and its `placed` event (inside the placing transaction). */
export async function recordLines(t: Db, order: repo.OrderRow, lines: NewOrderLine[]): Promise<void> {
  await repo.insertLines(t, lines);
  await repo.addEvent(t, order.id, 'placed', { total: order.total, payment: order.paymentMethod });
}

/** The order as the shopper sees it (after placing, or a replay of the same request). */
export const placedOrderView = (db: Db, row: repo.OrderRow): Promise<OrderDto> => orderDto(db, row);

/** The refunds of an order, from its timeline (the payment flows write `refund_requested` and its outcome). */
function refundsOf(events: ReadonlyArray<{ type: string; data: Record<string, unknown> | null; at: Date }>): OrderDto['refunds'] {
  const refunds = new Map<string, OrderDto['refunds'][number]>();
  for (const event of events) {
    const data = event.data ?? {};
    const id = String(data.refund ?? '');
    if (event.type === 'refund_requested') {
      refunds.set(id, {
        id,
        amount: { amount: Number(data.amount), currency: String(data.currency) as CurrencyCode },
        reason: data.reason as OrderDto['refunds'][number]['reason'],
        status: 'pending',
        requestedAt: event.at.toISOString(),
      });
    } else if ((event.type === 'refund_succeeded' || event.type === 'refund_failed') && refunds.has(id)) {
      refunds.get(id)!.status = event.type === 'refund_succeeded' ? 'succeeded' : 'failed';
    }
  }
  return [...refunds.values()];
}

async function orderDto(db: Db, row: repo.OrderRow): Promise<OrderDto> {
  const lines = await repo.linesOf(db, row.id);
  const events = await repo.refundEventsOf(db, row.id);
  const shipment = row.fulfilment === 'shipped' || row.fulfilment === 'delivered' ? shipmentOf(await repo.shipmentEventOf(db, row.id)) : null;
  const giftCardIds = lines.filter((l) => l.kind === 'gift_card' && l.refId !== null).map((l) => l.refId!);
  const giftCards = giftCardIds.length ? await purchaseDetails(db, giftCardIds) : new Map();
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    country: row.country,
    status: row.status,
    fulfilment: row.fulfilment,
    email: row.email,
    memberOrder: row.customerId !== null,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentExpiresAt: row.paymentExpiresAt?.toISOString() ?? null,
    deliveryOption: row.deliveryOption as OrderDto['deliveryOption'],
    estimatedDelivery: row.estimatedFrom && row.estimatedTo ? { from: row.estimatedFrom, to: row.estimatedTo } : null,
    recipient: row.recipient,
    shippingAddress: row.shippingAddress,
    storeId: row.storeId,
    registrationNumber: row.registrationNumber,
    promotionCode: row.promotionCode,
    lines: lines.map((l) => ({
      kind: l.kind,
      name: l.name,
      brand: l.brand,
      detail: l.detail,
      sku: l.sku,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      subtotal: l.subtotal,
      discount: l.discount,
      ...(l.kind === 'gift_card' ? { giftCard: (l.refId !== null ? giftCards.get(l.refId) : undefined) ?? null } : {}),
    })),
    summary: row.summary,
    refunds: refundsOf(events),
    ...(shipment ? { shipment } : {}),
  };
}

export type OrderRow = repo.OrderRow;
export type { OrderStatus } from './tables.ts';

/** The order row, if the shopper owns it: the member who placed it, or the guest holding the bag cookie it came from. */
export async function ownedOrder(db: Db, shopper: Shopper, id: string): Promise<repo.OrderRow> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.byId(db, id) : undefined;
  const owner = shopper.owner;
  const mine = row && owner && ('customerId' in owner ? row.customerId === owner.customerId : row.guestTokenHash === owner.tokenHash);
  if (!row || !mine) throw new DomainError('resource_not_found');
  return row;
}

/** An order row by id, whoever owns it (payment webhooks, operations). */
export async function orderById(db: Db, id: string): Promise<repo.OrderRow | undefined> {
  return /^[0-9a-f-]{36}$/i.test(id) ? repo.byId(db, id) : undefined;
}

/** An order as its owner sees it. */
export async function viewOrder(db: Db, shopper: Shopper, id: string): Promise<OrderDto> {
  return orderDto(db, await ownedOrder(db, shopper, id));
}

/** The lines of a locked order, with the stock each still holds (for a release). */
export const orderLinesOf = (t: Db, orderId: string) => repo.linesOf(t, orderId);

/** The last step of a release (`flows/release-order.ts`): the order's final status, on its timeline. */
export async function markReleased(t: Db, row: repo.OrderRow, status: OrderStatus): Promise<void> {
  await repo.setReleased(t, row.id, status);
  await repo.addEvent(t, row.id, 'released', { status });
}

export type PaidOutcome = 'paid' | 'fraud_check_pending' | 'payment_blocked';

/**
 * Inside the caller's transaction, on a locked order that waits for payment: the money of
 * `paymentId` arrived. Screening looks at it first: accepted, it is `paid` and its follow-ups
 * (Beauty Pass purchase, confirmation e-mail) are queued; to be reviewed, it waits in
 * `fraud_check_pending` for a person; blocked, the caller releases it and refunds the money
 * (`flows/settle-payment.ts`).
 */
export async function payLocked(t: Db, row: repo.OrderRow, paymentId: string | null): Promise<PaidOutcome> {
  const result = await screening().screen(t, {
    orderId: row.id,
    country: row.country as CountryCode,
    email: row.email,
    deviceToken: row.fraudToken,
    total: row.total,
    shippingCountry: row.shippingAddress?.country ?? null,
    billingCountry: row.billingAddress?.country ?? null,
    placedAt: row.createdAt,
  });
  await repo.addEvent(t, row.id, 'screened', { decision: result.decision, reasons: result.reasons });
  if (paymentId) await repo.setPaidBy(t, row.id, paymentId);
  if (result.decision === 'block') return 'payment_blocked';
  const status = result.decision === 'review' ? ('fraud_check_pending' as const) : ('paid' as const);
  await repo.setStatus(t, row.id, status);
  await repo.addEvent(t, row.id, status === 'paid' ? 'paid' : 'fraud_review', paymentId ? { payment: paymentId } : {});
  if (status === 'paid') await enqueue(t, 'order.paid', row.id, { orderId: row.id });
  return status;
}

/** Whether a locked order still takes a payment. */
export const awaitsPayment = (row: repo.OrderRow): boolean => (row.status === 'payment_pending' || row.status === 'payment_failed_with_inventory') && !row.releasedAt;

/** Lock an order row for a cross-module step (settling a payment, an operation). */
export const lockOrder = (t: Db, orderId: string): Promise<repo.OrderRow | undefined> => repo.lockOrder(t, orderId);

/** Add to an order's timeline from a flow. */
export const addOrderEvent = (t: Db, orderId: string, type: string, data: Record<string, unknown>): Promise<void> => repo.addEvent(t, orderId, type, data);

/** The paid order's confirmation (outbox, after the commit); nothing for an order cancelled meanwhile. */
export async function sendOrderConfirmation(db: Db, orderId: string): Promise<void> {
  const row = await repo.byId(db, orderId);
  if (row?.status === 'paid') await sendConfirmation(db, row);
}

/**
 * A payment attempt failed (declined card, refused challenge): the order keeps its stock for a
 * retry until its payment window passes (`payment_failed_with_inventory`), then it is released.
 */
export async function failLocked(t: Db, row: repo.OrderRow, reason: string): Promise<boolean> {
  if (row.status !== 'payment_pending' || row.releasedAt) return false;
  await repo.setStatus(t, row.id, 'payment_failed_with_inventory');
  await repo.addEvent(t, row.id, 'payment_failed', { reason });
  return true;
}

/** A new payment attempt on an order whose last one failed: it is pending again (stock still held). */
export async function markRetrying(db: Db, orderId: string): Promise<boolean> {
  return withTransaction(db, async (t) => {
    const row = await repo.lockOrder(t, orderId);
    if (!row || row.status !== 'payment_failed_with_inventory' || row.releasedAt) return false;
    await repo.setStatus(t, orderId, 'payment_pending');
    await repo.addEvent(t, orderId, 'payment_retry', {});
    return true;
  });
}

/** Orders whose payment window has passed while unpaid (the flow reconciles each before releasing it). */
export async function expiredUnpaidOrders(db: Db, now: Date): Promise<Array<{ id: string; status: OrderStatus }>> {
  return repo.expiredUnpaid(db, now);
}

export async function unpaidCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders where status = 'payment_pending'`);
  return Number(row?.n ?? 0);
}

/** A member's orders, newest first (account order history). */
export async function memberOrders(db: Db, customerId: number) {
  const rows = await repo.ordersOf(db, customerId);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    fulfilment: r.fulfilment,
    deliveryOption: r.deliveryOption as OrderDto['deliveryOption'],
    total: r.summary.total,
    itemsCount: r.items,
  }));
}

export type OpsAction = 'approve' | 'block' | 'packed' | 'shipped' | 'delivered' | 'ready_for_collection' | 'collected' | 'cancelled';

/** How an operation is asked: what its timeline entry records (a shipment's carrier and tracking number), and the refusal of a move the order's state does not allow. */
export interface OpsOptions {
  data?: Record<string, unknown>;
  refusal?: 'not_authorized' | 'order_step_not_allowed';
}

/** What an operation did that other modules must follow up (the flow does). */
export interface OpsEffects {
  /** The order gives back what it holds, with this final status. */
  release: Extract<OrderStatus, 'payment_blocked' | 'cancelled'> | null;
  /** Approved after review: it is paid now (its reward is redeemed for good). */
  paid: boolean;
  /** The order's money must go back (blocked after review, or cancelled after payment). */
  refund: boolean;
  /** A member's paid order was cancelled: its Beauty Pass purchase is taken back. */
  cancelPurchase: boolean;
  /** Delivered or collected: the points' release clock starts. */
  delivered: boolean;
}

/**
 * Operations move a locked order along (not for shoppers): approve or block one in fraud review;
 * pack, ship and deliver a paid one (collected for click-and-collect); cancel. Cancelling an
 * unpaid order releases it, a paid one not yet shipped gives its stock back. A move the order's
 * state does not allow is refused.
 */
export async function applyOpsLocked(t: Db, row: repo.OrderRow, action: OpsAction, options: OpsOptions = {}): Promise<OpsEffects> {
  const refuse = () => new DomainError(options.refusal ?? 'not_authorized');
  const collect = row.deliveryOption === 'click_and_collect';
  const effects: OpsEffects = { release: null, paid: false, refund: false, cancelPurchase: false, delivered: false };
  switch (action) {
    case 'approve':
      if (row.status !== 'fraud_check_pending') throw refuse();
      await repo.setStatus(t, row.id, 'paid');
      await enqueue(t, 'order.paid', row.id, { orderId: row.id });
      effects.paid = true;
      break;
    case 'block':
      if (row.status !== 'fraud_check_pending') throw refuse();
      effects.release = 'payment_blocked';
      effects.refund = true;
      break;
    case 'packed':
      if (row.status !== 'paid' || row.fulfilment !== 'unfulfilled') throw refuse();
      await repo.setFulfilment(t, row.id, 'packed');
      break;
    case 'shipped':
      if (row.status !== 'paid' || collect || row.fulfilment !== 'packed') throw refuse();
      await repo.setFulfilment(t, row.id, 'shipped');
      break;
    case 'delivered':
      if (row.status !== 'paid' || collect || row.fulfilment !== 'shipped') throw refuse();
      await repo.setFulfilment(t, row.id, 'delivered');
      effects.delivered = true;
      break;
    case 'ready_for_collection':
      // Click-and-collect: the parcel waits at the store (packed, if it was not yet); the shopper is told.
      if (row.status !== 'paid' || !collect || (row.fulfilment !== 'unfulfilled' && row.fulfilment !== 'packed')) throw refuse();
      if (row.fulfilment === 'unfulfilled') await repo.setFulfilment(t, row.id, 'packed');
      else await repo.touch(t, row.id);
      break;
    case 'collected':
      if (row.status !== 'paid' || !collect || row.fulfilment !== 'packed') throw refuse();
      await repo.setFulfilment(t, row.id, 'collected');
      effects.delivered = true;
      break;
    case 'cancelled':
      if (row.status === 'payment_pending' || row.status === 'payment_failed_with_inventory') effects.release = 'cancelled';
      else if ((row.status === 'paid' || row.status === 'fraud_check_pending') && (row.fulfilment === 'unfulfilled' || row.fulfilment === 'packed')) {
        effects.release = 'cancelled';
        effects.refund = true;
        effects.cancelPurchase = row.customerId !== null;
      } else throw refuse();
      break;
  }
  await repo.addEvent(t, row.id, `ops_${action}`, options.data ?? {});
  return effects;
}

/** The order as its owner would see it, for operations (no owner check). */
export async function orderView(db: Db, orderId: string): Promise<OrderDto> {
  const row = await repo.byId(db, orderId);
  if (!row) throw new DomainError('resource_not_found');
  return orderDto(db, row);
}

/** E-mail the shopper how to pay an order whose payment waits for them (a bank virtual account). */
export async function emailPaymentInstructions(db: Db, orderId: string, payment: { expiresAt: Date; bankName: string | null; accountNumber: string | null }): Promise<void> {
  const row = await repo.byId(db, orderId);
  if (row) await sendPaymentInstructions(db, row, payment);
}

/** Tell the shopper their money went back (outbox). */
export async function emailRefund(db: Db, orderId: string, amount: number): Promise<void> {
  const row = await repo.byId(db, orderId);
  if (row) await sendRefundNotice(db, row, amount);
}

/** A change that lives outside the order row (a refund asked for): its version moves all the same. */
export const touchOrder = (t: Db, orderId: string): Promise<void> => repo.touch(t, orderId);
