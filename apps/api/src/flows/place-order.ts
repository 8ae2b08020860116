/**
 * Flow: placing an order (issue 7 §2). The bag is re-priced on the server and everything that moves
 * — stock, free items, the promotion's use, the bag itself — moves in one transaction, so a refusal
 * changes nothing. An `Idempotency-Key` makes a retry return the same order; the bag's row lock makes
 * every placement from one bag wait for the one before, and the stock and promotion updates are
 * conditional under row locks, so nothing is oversold or used twice whatever the concurrency.
 *
 *   1. check the request before anything is locked: a payment method the country offers, the
 *      shopper's details (order)
 *   2. in one transaction:
 *      a. a replay of the same key returns its order
 *      b. lock the bag (bag) and check it can be placed: not empty, no blockers, the delivery
 *         option available, the total the shopper saw (order's delivery quote)
 *      c. record the order (order)
 *      d. take the stock of every product line, or nothing (catalog)
 *      e. take gifts and samples while stock lasts (promotion)
 *      f. the gift cards bought become purchases, issued once paid (giftcard); record the lines
 *         and the `placed` event (order)
 *      g. use the promotion (promotion), mark the bag ordered (bag)
 *      h. take what the applied gift cards and store credit pay, each a conditional update under
 *         the card's or account's row lock: one spent meanwhile refuses the order (giftcard, credit)
 *      i. nothing left to pay: the order is paid now, through the same path as a gateway's money
 *   3. the order as the shopper sees it; the same key with a different request is a conflict
 *
 * The reserved Beauty Pass reward stays reserved on the bag; paying or releasing the order settles it.
 */
import { emptyTender } from '@blush/shared/giftcard-contracts';
import { MARKETS } from '@blush/shared/markets';
import { allocateTender } from '@blush/shared/tender';
import { formatMoney } from '@blush/shared/money';
import type { OrderDto, PlaceOrderBody } from '@blush/shared/order-contracts';
import { type Db, withTransaction } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { type Shopper, lockForCheckout, markOrdered, viewBag } from '../modules/bag/service.ts';
import { takeStock } from '../modules/catalog/service.ts';
import { spendForOrder } from '../modules/credit/service.ts';
import { debitForOrder, purchaseLineText, recordPurchases } from '../modules/giftcard/service.ts';
import { deliveryQuotes } from '../modules/order/checkout.ts';
import {
  type NewOrderLine,
  PAYMENT_METHODS_BY_COUNTRY,
  PAYMENT_WINDOW_MS,
  checkOrderDetails,
  orderByIdempotencyKey,
  orderById,
  orderFingerprint,
  orderOwner,
  placedOrderView,
  productOrderLine,
  recordLines,
  recordOrder,
} from '../modules/order/service.ts';
import { consumePromotion, takeFreeItemStock } from '../modules/promotion/service.ts';
import { payOrderLocked } from './settle-payment.ts';

/**
 * Place the shopper's bag as an order. Refusals change nothing: an empty bag, a line out of stock
 * or no longer sold here ("remove to proceed"), a total that is not the one the shopper saw, a
 * payment method the country does not offer, or stock taken by someone else meanwhile.
 */
export async function placeOrder(db: Db, shopper: Shopper, body: PlaceOrderBody, idempotencyKey: string): Promise<{ order: OrderDto; created: boolean }> {
  // 1. The request.
  const owner = orderOwner(shopper);
  const fingerprint = orderFingerprint(shopper, body);
  if (!PAYMENT_METHODS_BY_COUNTRY[shopper.country]?.includes(body.payment_method)) throw new DomainError('payment_method_unavailable');
  // A bag of only gift cards (sent by e-mail) needs no delivery address; checked again under the lock.
  const peek = !body.shipping_address && body.delivery_option !== 'click_and_collect' ? await viewBag(db, shopper) : undefined;
  const addressRequired = !peek || peek.lines.length > 0 || !peek.giftCardLines?.length;
  const details = await checkOrderDetails(db, shopper, body, { addressRequired });

  const result = await withTransaction(db, async (t) => {
    // 2a. A replay.
    const existing = await orderByIdempotencyKey(t, idempotencyKey);
    if (existing) return { existing };
    // 2b. The bag, locked and checked.
    const locked = await lockForCheckout(t, shopper);
    // A placement that waited for the bag's lock may find the order its twin just placed.
    const placed = await orderByIdempotencyKey(t, idempotencyKey);
    if (placed) return { existing: placed };
    if (!locked || (locked.dto.lines.length === 0 && !locked.dto.giftCardLines?.length)) throw new DomainError('bag_empty');
    const { bag, dto, extras } = locked;
    // Products joined a gift-card-only bag after its details were checked without an address: the bag changed.
    if (dto.lines.length > 0 && !addressRequired && !details.shippingAddress && body.delivery_option !== 'click_and_collect') {
      throw new DomainError('price_changed', { total: formatMoney(dto.summary.total, shopper.language, shopper.country) }, { total: dto.summary.total });
    }
    if (!dto.canCheckout) throw new DomainError(dto.blockers[0]?.code ?? 'out_of_stock', {}, { blockers: dto.blockers });
    const quote = deliveryQuotes(dto, shopper.country, shopper.language, details.hasStores).find((q) => q.id === body.delivery_option)!;
    if (!quote.available) throw new DomainError('validation_failed', {}, { fields: { delivery_option: quote.unavailableReason } });
    const summary = quote.summary;
    if (summary.total.amount !== body.expected_total) {
      throw new DomainError('price_changed', { total: formatMoney(summary.total, shopper.language, shopper.country) }, { total: summary.total });
    }

    // 2c. The order.
    const now = new Date();
    const order = await recordOrder(t, {
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

    // 2d. Stock: every product line, or nothing (the transaction rolls back on the first shortfall);
    //     a line the collection store's shelf holds whole is taken from that shelf.
    const lines: NewOrderLine[] = [];
    for (const line of dto.lines) {
      if (!(await takeStock(t, line.variant.id, shopper.country, line.quantity, order.id, details.storeId))) {
        throw new DomainError('out_of_stock', {}, { blockers: [{ lineId: line.id, code: 'out_of_stock' }] });
      }
      lines.push(productOrderLine(order.id, line));
    }
    // 2e. Gifts and samples go while stock lasts: one gone meanwhile is left out, never oversold.
    for (const gift of dto.gifts) {
      if (await takeFreeItemStock(t, 'gift', gift.id)) lines.push({ orderId: order.id, kind: 'gift', refId: gift.id, name: gift.name, brand: gift.brand, quantity: 1, stockTaken: 1 });
    }
    for (const sample of dto.samples) {
      if (await takeFreeItemStock(t, 'sample', sample.id)) lines.push({ orderId: order.id, kind: 'sample', refId: sample.id, name: sample.name, brand: sample.brand, quantity: 1, stockTaken: 1 });
    }
    // Gift cards bought: purchases (issued once paid), each an order line pointing at it.
    const purchases = await recordPurchases(t, order, dto.giftCardLines ?? []);
    for (const [i, card] of (dto.giftCardLines ?? []).entries()) {
      lines.push({ orderId: order.id, kind: 'gift_card', refId: purchases[i]!, ...purchaseLineText(card, shopper.language), quantity: 1, unitPrice: card.amount.amount, subtotal: card.amount.amount });
    }
    if (dto.reward) lines.push({ orderId: order.id, kind: 'reward', refId: dto.reward.redemptionId, name: dto.reward.name, brand: dto.reward.brand, quantity: 1 });

    // 2f. The lines and the `placed` event.
    await recordLines(t, order, lines);
    // 2g. The promotion's use (conditional: a limit reached meanwhile refuses the whole order), the bag.
    if (dto.promotion?.applicable && extras.code) {
      const used = await consumePromotion(t, { promotionId: extras.code.id, customerId: owner.customerId, email: body.email, orderRef: order.id });
      if (!used) throw new DomainError('promotion_invalid', {}, { reason: 'usage_limit', hint: null });
    }
    await markOrdered(t, bag.id);
    // 2h. Gift cards and credit: the amounts of the quote the shopper agreed to.
    const due = summary.total.amount + summary.giftCardRedeemed.amount + (summary.storeCreditRedeemed?.amount ?? 0);
    const split = allocateTender(due, dto.tender ?? emptyTender);
    await debitForOrder(t, order.id, extras.giftCards.cards.map((card, i) => ({ giftCardId: card.giftCardId, amount: split.cards[i] ?? 0 })), now);
    if (split.credit > 0 && owner.customerId !== null) await spendForOrder(t, owner.customerId, shopper.country, split.credit, order);
    // 2i. Paid in full by cards and credit: no gateway.
    if (summary.total.amount === 0) {
      await payOrderLocked(t, order, null);
      return { created: (await orderById(t, order.id))! };
    }
    return { created: order };
  });

  // 3. The order as the shopper sees it.
  const row = 'existing' in result ? result.existing! : result.created;
  if ('existing' in result && row.fingerprint !== fingerprint) throw new DomainError('idempotency_conflict');
  return { order: await placedOrderView(db, row), created: !('existing' in result) };
}
