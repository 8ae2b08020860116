/**
 * The order outcome cases of a country's bench and the in-browser `OrderApi` that answers the real
 * order page (features/order `OrderPage`) with them: what the API would answer for the order and
 * its payment, and what retrying, renewing a QR code, asking the bank or paying does to them — so
 * every button of the page works on the bench without an order in the database.
 */
import type { PaymentDto } from '@blush/shared/checkout-contracts';
import type { OrderDto } from '@blush/shared/order-contracts';
import { isQrMethod } from '@blush/shared/order-contracts';
import type { OrderApi } from '../../features/order/order-api.ts';
import { ORDER_COUNTRIES, qrOf, sandboxOrder, sandboxPayment, storeOf, virtualAccountOf } from '../../features/sandbox/fixtures/orders.ts';
import type { SandboxOrderCountry } from '../../features/sandbox/sandbox-pages.ts';

export const ORDER_CASES = ['confirmation', 'collect', 'qr', 'qr_expired', 'virtual_account', 'confirming', 'failed', 'expired', 'cancelled'] as const;
export type OrderCase = (typeof ORDER_CASES)[number];

/** The cases a country has: the QR ones only where a QR method is offered, the virtual account only in Indonesia. */
export function orderCasesOf(country: SandboxOrderCountry): OrderCase[] {
  const methods = ORDER_COUNTRIES[country].methods;
  return ORDER_CASES.filter((c) => (c === 'qr' || c === 'qr_expired' ? methods.some(isQrMethod) : c === 'virtual_account' ? methods.includes('virtual_account') : true));
}

export const parseOrderCase = (value: string | null, country: SandboxOrderCountry): OrderCase => {
  const cases = orderCasesOf(country);
  return cases.find((c) => c === value) ?? cases[0]!;
};

function startingPoint(country: SandboxOrderCountry, which: OrderCase, language: string, now: number): { order: OrderDto; payment: PaymentDto | null } {
  const qrMethod = ORDER_COUNTRIES[country].methods.find(isQrMethod) ?? 'card';
  const awaiting = { status: 'payment_pending' as const };
  switch (which) {
    case 'confirmation': {
      const order = sandboxOrder(country, now);
      return { order, payment: sandboxPayment(order, now) };
    }
    case 'collect': {
      const order = sandboxOrder(country, now, { deliveryOption: 'click_and_collect', storeId: storeOf(country).id, shippingAddress: null });
      return { order, payment: sandboxPayment(order, now) };
    }
    case 'qr':
    case 'qr_expired': {
      const order = sandboxOrder(country, now, { ...awaiting, paymentMethod: qrMethod });
      const expiresAt = new Date(now + (which === 'qr' ? 15 : -1) * 60_000).toISOString();
      return { order, payment: sandboxPayment(order, now, { status: 'pending', qr: qrOf(qrMethod), expiresAt }) };
    }
    case 'virtual_account': {
      const order = sandboxOrder(country, now, { ...awaiting, paymentMethod: 'virtual_account', paymentExpiresAt: new Date(now + 86_400_000).toISOString() });
      return { order, payment: sandboxPayment(order, now, { status: 'pending', virtualAccount: virtualAccountOf(language), expiresAt: order.paymentExpiresAt! }) };
    }
    case 'confirming': {
      const order = sandboxOrder(country, now, { status: 'fraud_check_pending' });
      return { order, payment: sandboxPayment(order, now) };
    }
    case 'failed': {
      const order = sandboxOrder(country, now, { status: 'payment_failed_with_inventory' });
      return { order, payment: sandboxPayment(order, now, { status: 'failed', failureMessage: null }) };
    }
    case 'expired': {
      const order = sandboxOrder(country, now, { status: 'payment_expired', paymentExpiresAt: new Date(now - 60_000).toISOString() });
      return { order, payment: sandboxPayment(order, now, { status: 'expired' }) };
    }
    case 'cancelled': {
      const order = sandboxOrder(country, now, { status: 'cancelled' });
      return { order, payment: sandboxPayment(order, now, { status: 'failed' }) };
    }
  }
}

export interface SandboxOrderApi extends OrderApi {
  /** What the bank's webhook would do: the payment succeeds and the order is paid (the page sees it when it next asks). */
  settle: () => void;
}

/** An `OrderApi` over one case's order and payment, changed as the API would change them. */
export function sandboxOrderApi(country: SandboxOrderCountry, which: OrderCase, language: string, now = Date.now()): SandboxOrderApi {
  let { order, payment } = startingPoint(country, which, language, now);
  const paid = () => {
    order = { ...order, status: 'paid' };
    if (payment) payment = { ...payment, status: 'succeeded' };
  };
  const answer = <T>(value: T) => Promise.resolve(structuredClone(value));
  return {
    order: () => answer(order),
    payment: () => answer(payment),
    pay: (_id, body) => {
      const at = Date.now();
      if (order.paymentMethod === 'card' || body.card) {
        order = { ...order, status: 'paid' };
        payment = sandboxPayment(order, at);
      } else {
        order = { ...order, status: 'payment_pending' };
        payment = sandboxPayment(order, at, { status: 'pending', qr: qrOf(order.paymentMethod), virtualAccount: order.paymentMethod === 'virtual_account' ? virtualAccountOf(language) : null });
      }
      return answer(payment);
    },
    // The bank says what is so: still pending until the bench's "pay" (settle) has run.
    enquire: () => answer(payment!),
    stores: () => answer([storeOf(country)]),
    settle: paid,
  };
}
