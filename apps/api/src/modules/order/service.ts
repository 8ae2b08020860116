/**
 * Placing an order (issue 7 §2): one transaction that re-prices the bag on the server, takes the
 * stock, uses the promotion, keeps the reward and records the order as the shopper saw it. An
 * `Idempotency-Key` makes a retry return the same order; the bag's row lock makes every placement
 * from one bag wait for the one before, and the stock and promotion updates are conditional under
 * row locks, so nothing is oversold or used twice whatever the concurrency.
 *
 * Unpaid orders are released when their payment expires or fails: stock, promotion use and the
 * reserved reward come back.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { registrationNumberMessage, shipsTo, validateAddress, validateRecipient, validateRegistrationNumber } from '@blush/shared/address';
import { type CountryCode, MARKETS } from '@blush/shared/markets';
import { formatMoney } from '@blush/shared/money';
import type { OrderDto, PaymentMethod, PlaceOrderBody } from '@blush/shared/order-contracts';
import { type Db, queryRows } from '../../db/client.ts';
import { screening } from '../fraud/service.ts';
import { DomainError } from '../../domain-error.ts';
import { type Shopper, lockForCheckout, markOrdered } from '../bag/service.ts';
import { returnStock, takeStock } from '../catalog/service.ts';
import { cancelPurchase, markDelivered, recordPurchase } from '../loyalty/service.ts';
import { consumePromotion, releasePromotion, returnFreeItemStock, takeFreeItemStock } from '../promotion/service.ts';
import { confirmRedemptions, releaseTransaction } from '../reward/service.ts';
import { collectionStores } from '../store/service.ts';
import { deliveryQuotes } from './checkout.ts';
import { sendConfirmation, sendPaymentInstructions } from './emails.ts';
import * as repo from './repo.ts';
import type { OrderStatus } from './tables.ts';

const tx = <T>(db: Db, work: (t: Db) => Promise<T>): Promise<T> => db.transaction((t) => work(t as unknown as Db));

/** Payment methods each country offers (SPEC.md §1: cards, QR codes and bank virtual accounts). */
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

const ownerOf = (shopper: Shopper) => {
  if (!shopper.owner) throw new DomainError('bag_empty');
  return 'customerId' in shopper.owner ? { customerId: shopper.owner.customerId, guestTokenHash: null } : { customerId: null, guestTokenHash: shopper.owner.tokenHash };
};

/** What makes a retry the same request: the shopper and everything they sent. */
function fingerprintOf(shopper: Shopper, body: PlaceOrderBody): string {
  const owner = ownerOf(shopper);
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
async function checkDetails(db: Db, shopper: Shopper, body: PlaceOrderBody) {
  const { country, language } = shopper;
  const errors: FieldErrors = {};
  const recipient = validateRecipient(body.recipient, language);
  if (!recipient.ok) for (const [field, message] of Object.entries(recipient.errors)) errors[`recipient.${field}`] = message!;
  const stores = await collectionStores(db, country, language);
  let storeId: string | null = null;
  let shippingAddress: Record<string, string> | null = null;
  if (body.delivery_option === 'click_and_collect') {
    storeId = stores.find((s) => s.id === body.store_id)?.id ?? null;
    if (!storeId) errors.store_id = STORE_REQUIRED[language];
  } else {
    const destination = body.shipping_address?.country?.toUpperCase() ?? country;
    if (!shipsTo(country, destination)) throw new DomainError('does_not_ship_to_country');
    const address = validateAddress(country, body.shipping_address ?? {}, language);
    if (address.ok) shippingAddress = present(address.address);
    else for (const [field, message] of Object.entries(address.errors)) errors[`shipping_address.${field}`] = message!;
  }
  let billingAddress: Record<string, string> | null = null;
  if (body.billing_address) {
    const billing = validateAddress(country, body.billing_address, language);
    if (billing.ok) billingAddress = present(billing.address);
    else for (const [field, message] of Object.entries(billing.errors)) errors[`billing_address.${field}`] = message!;
  }
  const registration = validateRegistrationNumber(country, body.registration_number);
  if (!registration.ok) errors.registration_number = registrationNumberMessage(country, language);
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

const STORE_REQUIRED: Readonly<Record<Shopper['language'], string>> = {
  en: 'Choose the store to collect from.',
  id: 'Pilih toko tempat pengambilan.',
  th: 'โปรดเลือกร้านที่จะรับสินค้า',
  zh: '请选择自取门店。',
};

/**
 * Place the shopper's bag as an order. Refusals change nothing: an empty bag, a line out of stock
 * or no longer sold here ("remove to proceed"), a total that is not the one the shopper saw, a
 * payment method the country does not offer, or stock taken by someone else meanwhile.
 */
export async function placeOrder(db: Db, shopper: Shopper, body: PlaceOrderBody, idempotencyKey: string): Promise<{ order: OrderDto; created: boolean }> {
  const owner = ownerOf(shopper);
  const fingerprint = fingerprintOf(shopper, body);
  if (!PAYMENT_METHODS_BY_COUNTRY[shopper.country]?.includes(body.payment_method)) throw new DomainError('payment_method_unavailable');
  const details = await checkDetails(db, shopper, body);

  const result = await tx(db, async (t) => {
    const existing = await repo.byIdempotencyKey(t, idempotencyKey);
    if (existing) return { existing };
    const locked = await lockForCheckout(t, shopper);
    // A placement that waited for the bag's lock may find the order its twin just placed.
    const placed = await repo.byIdempotencyKey(t, idempotencyKey);
    if (placed) return { existing: placed };
    if (!locked || locked.dto.lines.length === 0) throw new DomainError('bag_empty');
    const { bag, dto, extras } = locked;
    if (!dto.canCheckout) throw new DomainError(dto.blockers[0]?.code ?? 'out_of_stock', {}, { blockers: dto.blockers });
    const quote = deliveryQuotes(dto, shopper.country, shopper.language, details.hasStores).find((q) => q.id === body.delivery_option)!;
    if (!quote.available) throw new DomainError('validation_failed', {}, { fields: { delivery_option: quote.unavailableReason } });
    const summary = quote.summary;
    if (summary.total.amount !== body.expected_total) {
      throw new DomainError('price_changed', { total: formatMoney(summary.total, shopper.language, shopper.country) }, { total: summary.total });
    }

    const number = await repo.nextNumber(t, shopper.country);
    const now = new Date();
    const order = await repo.insertOrder(t, {
      number,
      country: shopper.country,
      language: shopper.language,
      currency: MARKETS[shopper.country].currency,
      customerId: owner.customerId,
      guestTokenHash: owner.guestTokenHash,
      email: body.email.toLowerCase(),
      bagId: bag.id,
      idempotencyKey,
      fingerprint,
      deliveryOption: body.delivery_option,
      storeId: details.storeId,
      estimatedFrom: quote.estimatedDelivery.from,
      estimatedTo: quote.estimatedDelivery.to,
      recipient: details.recipient,
      shippingAddress: details.shippingAddress,
      billingAddress: details.billingAddress,
      registrationNumber: details.registrationNumber,
      promotionId: dto.promotion?.applicable ? dto.promotion.id : null,
      promotionCode: dto.promotion?.applicable ? dto.promotion.code : null,
      summary,
      total: summary.total.amount,
      pointsEarned: summary.pointsEarned,
      paymentMethod: body.payment_method,
      paymentExpiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS[body.payment_method]),
      fraudToken: body.fraud_token ?? null,
    });

    // Stock: every product line, or nothing (the transaction rolls back on the first shortfall).
    const lines: repo.NewLine[] = [];
    for (const line of dto.lines) {
      if (!(await takeStock(t, line.variant.id, shopper.country, line.quantity))) {
        throw new DomainError('out_of_stock', {}, { blockers: [{ lineId: line.id, code: 'out_of_stock' }] });
      }
      lines.push({
        orderId: order.id,
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
      });
    }
    // Gifts and samples go while stock lasts: one gone meanwhile is left out, never oversold.
    for (const gift of dto.gifts) {
      if (await takeFreeItemStock(t, 'gift', gift.id)) lines.push({ orderId: order.id, kind: 'gift', refId: gift.id, name: gift.name, brand: gift.brand, quantity: 1, stockTaken: 1 });
    }
    for (const sample of dto.samples) {
      if (await takeFreeItemStock(t, 'sample', sample.id)) lines.push({ orderId: order.id, kind: 'sample', refId: sample.id, name: sample.name, brand: sample.brand, quantity: 1, stockTaken: 1 });
    }
    if (dto.reward) lines.push({ orderId: order.id, kind: 'reward', refId: dto.reward.redemptionId, name: dto.reward.name, brand: dto.reward.brand, quantity: 1 });
    await repo.insertLines(t, lines);

    if (dto.promotion?.applicable && extras.code) {
      const used = await consumePromotion(t, { promotionId: extras.code.id, customerId: owner.customerId, email: body.email, orderRef: order.id });
      if (!used) throw new DomainError('promotion_invalid', {}, { reason: 'usage_limit', hint: null });
    }
    await markOrdered(t, bag.id);
    await repo.addEvent(t, order.id, 'placed', { total: order.total, payment: body.payment_method });
    return { created: order };
  });
  const row = 'existing' in result ? result.existing! : result.created;
  if ('existing' in result && row.fingerprint !== fingerprint) throw new DomainError('idempotency_conflict');
  return { order: await orderDto(db, row), created: !('existing' in result) };
}

async function orderDto(db: Db, row: repo.OrderRow): Promise<OrderDto> {
  const lines = await repo.linesOf(db, row.id);
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
    lines: lines.map((l) => ({ kind: l.kind, name: l.name, brand: l.brand, detail: l.detail, sku: l.sku, quantity: l.quantity, unitPrice: l.unitPrice, subtotal: l.subtotal, discount: l.discount })),
    summary: row.summary,
  };
}

export type OrderRow = repo.OrderRow;

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

/**
 * Release an unpaid order (its payment expired or failed, or it was cancelled): the stock of
 * every line, the gifts and samples, the promotion use and the reserved reward come back, once.
 * A paid order is never released this way.
 */
export async function releaseOrder(db: Db, orderId: string, status: Extract<OrderStatus, 'payment_expired' | 'payment_failed' | 'cancelled'>): Promise<boolean> {
  return tx(db, async (t) => {
    const row = await repo.lockOrder(t, orderId);
    if (!row || row.releasedAt || (row.status !== 'payment_pending' && row.status !== 'payment_failed_with_inventory')) return false;
    await releaseLocked(t, row, status);
    return true;
  });
}

/** Give back what a locked order holds and set its final status. */
async function releaseLocked(t: Db, row: repo.OrderRow, status: OrderStatus): Promise<void> {
  for (const line of await repo.linesOf(t, row.id)) {
    if (line.stockTaken <= 0) continue;
    if (line.kind === 'product' && line.variantId !== null) await returnStock(t, line.variantId, row.country, line.stockTaken);
    else if ((line.kind === 'gift' || line.kind === 'sample') && line.refId !== null) await returnFreeItemStock(t, line.kind, line.refId);
  }
  await releasePromotion(t, row.id);
  if (row.customerId !== null) await releaseTransaction(t, { customerId: row.customerId, transactionRef: row.bagId, language: row.language as Shopper['language'] });
  await repo.setReleased(t, row.id, status);
  await repo.addEvent(t, row.id, 'released', { status });
}

/**
 * The order was paid. Screening looks at it first: accepted, it is `paid` — its reserved reward is
 * redeemed for good, a member's purchase counts for Beauty Pass (points pending until delivery)
 * and the confirmation is e-mailed; to be reviewed, it waits in `fraud_check_pending` for a person
 * (ops endpoint); blocked, it is `payment_blocked` and released (a refund is due).
 */
export async function markPaid(db: Db, orderId: string): Promise<boolean> {
  const outcome = await tx(db, async (t) => {
    const row = await repo.lockOrder(t, orderId);
    if (!row || (row.status !== 'payment_pending' && row.status !== 'payment_failed_with_inventory') || row.releasedAt) return undefined;
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
    await repo.addEvent(t, orderId, 'screened', { decision: result.decision, reasons: result.reasons });
    if (result.decision === 'block') {
      await releaseLocked(t, row, 'payment_blocked');
      await repo.addEvent(t, orderId, 'refund_due', { total: row.total });
      return { row, status: 'payment_blocked' as const };
    }
    const status = result.decision === 'review' ? ('fraud_check_pending' as const) : ('paid' as const);
    await repo.setStatus(t, orderId, status);
    await repo.addEvent(t, orderId, status === 'paid' ? 'paid' : 'fraud_review', {});
    if (status === 'paid') await settlePaid(t, row);
    return { row, status };
  });
  if (!outcome) return false;
  if (outcome.status === 'paid') await afterPaid(db, outcome.row);
  return true;
}

/** Inside the transaction that made an order paid: its reward is redeemed for good. */
async function settlePaid(t: Db, row: repo.OrderRow): Promise<void> {
  if (row.customerId !== null) await confirmRedemptions(t, row.customerId, row.bagId);
}

/** Once an order is paid and committed: Beauty Pass purchase, and the confirmation e-mail. */
async function afterPaid(db: Db, row: repo.OrderRow): Promise<void> {
  if (row.customerId !== null) {
    await recordPurchase(db, { customerId: row.customerId, orderNumber: row.number, amount: row.summary.subtotal.amount - row.summary.discount.amount });
  }
  await sendConfirmation(db, row);
}

/**
 * A payment attempt failed (declined card, refused challenge): the order keeps its stock for a
 * retry until its payment window passes (`payment_failed_with_inventory`), then it is released.
 */
export async function markPaymentFailed(db: Db, orderId: string, reason: string): Promise<boolean> {
  return tx(db, async (t) => {
    const row = await repo.lockOrder(t, orderId);
    if (!row || row.status !== 'payment_pending') return false;
    await repo.setStatus(t, orderId, 'payment_failed_with_inventory');
    await repo.addEvent(t, orderId, 'payment_failed', { reason });
    return true;
  });
}

/** A new payment attempt on an order whose last one failed: it is pending again (stock still held). */
export async function markRetrying(db: Db, orderId: string): Promise<boolean> {
  return tx(db, async (t) => {
    const row = await repo.lockOrder(t, orderId);
    if (!row || row.status !== 'payment_failed_with_inventory' || row.releasedAt) return false;
    await repo.setStatus(t, orderId, 'payment_pending');
    await repo.addEvent(t, orderId, 'payment_retry', {});
    return true;
  });
}

/** Release every order whose payment window has passed (scheduled). */
export async function expireUnpaidOrders(db: Db, now: Date): Promise<number> {
  let released = 0;
  for (const { id, status } of await repo.expiredUnpaid(db, now)) {
    if (await releaseOrder(db, id, status === 'payment_failed_with_inventory' ? 'payment_failed' : 'payment_expired')) released++;
  }
  return released;
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

export type OpsAction = 'approve' | 'block' | 'packed' | 'shipped' | 'delivered' | 'collected' | 'cancelled';

/**
 * Operations move an order along (not for shoppers): approve or block one in fraud review; pack,
 * ship and deliver a paid one (collected for click-and-collect); cancel. Delivery starts the
 * Beauty Pass points' release clock; cancelling an unpaid order releases it, a paid one not yet
 * shipped gives its stock back. A move the order's state does not allow is refused.
 */
export async function opsTransition(db: Db, orderId: string, action: OpsAction, now = new Date()): Promise<OrderDto> {
  const done = await tx(db, async (t) => {
    const row = await repo.lockOrder(t, orderId);
    if (!row) throw new DomainError('resource_not_found');
    const refuse = () => new DomainError('not_authorized');
    const collect = row.deliveryOption === 'click_and_collect';
    switch (action) {
      case 'approve':
        if (row.status !== 'fraud_check_pending') throw refuse();
        await repo.setStatus(t, row.id, 'paid');
        await settlePaid(t, row);
        break;
      case 'block':
        if (row.status !== 'fraud_check_pending') throw refuse();
        await releaseLocked(t, row, 'payment_blocked');
        await repo.addEvent(t, row.id, 'refund_due', { total: row.total });
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
        break;
      case 'collected':
        if (row.status !== 'paid' || !collect || row.fulfilment !== 'packed') throw refuse();
        await repo.setFulfilment(t, row.id, 'collected');
        break;
      case 'cancelled':
        if (row.status === 'payment_pending' || row.status === 'payment_failed_with_inventory') await releaseLocked(t, row, 'cancelled');
        else if ((row.status === 'paid' || row.status === 'fraud_check_pending') && (row.fulfilment === 'unfulfilled' || row.fulfilment === 'packed')) {
          await releaseLocked(t, row, 'cancelled');
          await repo.addEvent(t, row.id, 'refund_due', { total: row.total });
        } else throw refuse();
        break;
    }
    await repo.addEvent(t, row.id, `ops_${action}`, {});
    return row;
  });
  if (action === 'approve') await afterPaid(db, done);
  if (action === 'cancelled' && done.customerId !== null && (done.status === 'paid' || done.status === 'fraud_check_pending')) await cancelPurchase(db, done.number);
  if (action === 'delivered' || action === 'collected') await markDelivered(db, done.number, now);
  return orderDto(db, (await repo.byId(db, orderId))!);
}

/** E-mail the shopper how to pay an order whose payment waits for them (a bank virtual account). */
export async function emailPaymentInstructions(db: Db, orderId: string, payment: { expiresAt: Date; bankName: string | null; accountNumber: string | null }): Promise<void> {
  const row = await repo.byId(db, orderId);
  if (row) await sendPaymentInstructions(db, row, payment);
}
