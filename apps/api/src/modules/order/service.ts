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
import { MARKETS } from '@blush/shared/markets';
import { formatMoney } from '@blush/shared/money';
import type { OrderDto, PaymentMethod, PlaceOrderBody } from '@blush/shared/order-contracts';
import { type Db, queryRows } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { type Shopper, lockForCheckout, markOrdered } from '../bag/service.ts';
import { returnStock, takeStock } from '../catalog/service.ts';
import { recordPurchase } from '../loyalty/service.ts';
import { consumePromotion, releasePromotion, returnFreeItemStock, takeFreeItemStock } from '../promotion/service.ts';
import { confirmRedemptions, releaseTransaction } from '../reward/service.ts';
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

/**
 * Place the shopper's bag as an order. Refusals change nothing: an empty bag, a line out of stock
 * or no longer sold here ("remove to proceed"), a total that is not the one the shopper saw, a
 * payment method the country does not offer, or stock taken by someone else meanwhile.
 */
export async function placeOrder(db: Db, shopper: Shopper, body: PlaceOrderBody, idempotencyKey: string): Promise<{ order: OrderDto; created: boolean }> {
  const owner = ownerOf(shopper);
  const fingerprint = fingerprintOf(shopper, body);
  if (!PAYMENT_METHODS_BY_COUNTRY[shopper.country]?.includes(body.payment_method)) throw new DomainError('payment_method_unavailable');
  if (body.shipping_address?.country && body.shipping_address.country.toUpperCase() !== shopper.country) throw new DomainError('does_not_ship_to_country');

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
    if (dto.summary.total.amount !== body.expected_total) {
      throw new DomainError('price_changed', { total: formatMoney(dto.summary.total, shopper.language, shopper.country) }, { total: dto.summary.total });
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
      storeId: body.store_id ?? null,
      recipient: { firstName: body.recipient.first_name, lastName: body.recipient.last_name, callingCode: body.recipient.calling_code, mobile: body.recipient.mobile },
      shippingAddress: body.delivery_option === 'click_and_collect' ? null : (body.shipping_address ?? null),
      billingAddress: body.billing_address ?? null,
      registrationNumber: body.registration_number || null,
      promotionId: dto.promotion?.applicable ? dto.promotion.id : null,
      promotionCode: dto.promotion?.applicable ? dto.promotion.code : null,
      summary: dto.summary,
      total: dto.summary.total.amount,
      pointsEarned: dto.summary.pointsEarned,
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
 * Release an unpaid order (its payment expired or failed): the stock of every line, the gifts
 * and samples, the promotion use and the reserved reward come back, once. A paid order is never
 * released.
 */
export async function releaseOrder(db: Db, orderId: string, status: Extract<OrderStatus, 'payment_expired' | 'payment_failed' | 'cancelled'>): Promise<boolean> {
  return tx(db, async (t) => {
    const row = await repo.lockOrder(t, orderId);
    if (!row || row.releasedAt || (row.status !== 'payment_pending' && row.status !== 'payment_failed_with_inventory')) return false;
    for (const line of await repo.linesOf(t, orderId)) {
      if (line.stockTaken <= 0) continue;
      if (line.kind === 'product' && line.variantId !== null) await returnStock(t, line.variantId, row.country, line.stockTaken);
      else if ((line.kind === 'gift' || line.kind === 'sample') && line.refId !== null) await returnFreeItemStock(t, line.kind, line.refId);
    }
    await releasePromotion(t, orderId);
    if (row.customerId !== null) await releaseTransaction(t, { customerId: row.customerId, transactionRef: row.bagId, language: row.language as Shopper['language'] });
    await repo.setReleased(t, orderId, status);
    await repo.addEvent(t, orderId, 'released', { status });
    return true;
  });
}

/**
 * The order was paid: its reserved reward is redeemed for good, and a member's purchase counts
 * for Beauty Pass (points pending until delivered, qualifying spend for the tier).
 */
export async function markPaid(db: Db, orderId: string): Promise<boolean> {
  const paid = await tx(db, async (t) => {
    const row = await repo.lockOrder(t, orderId);
    if (!row || (row.status !== 'payment_pending' && row.status !== 'payment_failed_with_inventory') || row.releasedAt) return undefined;
    await repo.setStatus(t, orderId, 'paid');
    if (row.customerId !== null) await confirmRedemptions(t, row.customerId, row.bagId);
    await repo.addEvent(t, orderId, 'paid', {});
    return row;
  });
  if (!paid) return false;
  if (paid.customerId !== null) {
    await recordPurchase(db, { customerId: paid.customerId, orderNumber: paid.number, amount: paid.summary.subtotal.amount - paid.summary.discount.amount });
  }
  return true;
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
