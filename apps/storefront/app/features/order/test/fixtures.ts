/** Orders and payments in the shape of `@blush/shared/order-contracts` and `checkout-contracts`, for component tests (SGD). */
import type { CostSummary } from '@blush/shared/bag-contracts';
import type { PaymentDto, StoreDto } from '@blush/shared/checkout-contracts';
import type { CurrencyCode } from '@blush/shared/markets';
import type { OrderDto } from '@blush/shared/order-contracts';
import type { OrderTexts } from '../order-texts.ts';

export const money = (amount: number, currency: CurrencyCode = 'SGD') => ({ amount, currency });

export const TEXTS: OrderTexts = {
  deliveryNames: { standard: 'Standard delivery', express: 'Express delivery', click_and_collect: 'Click & Collect' },
  holdDays: 7,
  qrExpired: 'QR code expired.',
};

export function summary(overrides: Partial<CostSummary> = {}): CostSummary {
  return {
    subtotal: money(7200),
    discount: money(0),
    discounts: [],
    priceBeforeTax: money(7064),
    tax: money(636),
    taxPercent: 9,
    taxName: 'GST',
    shipping: money(500),
    toFreeShipping: money(0),
    giftCardRedeemed: money(0),
    pointsEarned: 72,
    total: money(7700),
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id: 'order-1',
    number: 'SG00100001',
    createdAt: '2026-11-21T03:00:00.000Z',
    country: 'SG',
    status: 'paid',
    fulfilment: 'unfulfilled',
    email: 'mei@example.com',
    memberOrder: true,
    paymentMethod: 'card',
    paymentExpiresAt: '2026-11-21T03:30:00.000Z',
    deliveryOption: 'standard',
    estimatedDelivery: { from: '2026-11-24', to: '2026-11-26' },
    recipient: { firstName: 'Mei', lastName: 'Tan', callingCode: '+65', mobile: '91234567' },
    shippingAddress: { country: 'SG', line1: 'Blk 1 Orchard Road', line2: '#12-34 Orchard Towers', city: 'Singapore', postcode: '238859' },
    storeId: null,
    registrationNumber: '201912345K',
    promotionCode: null,
    lines: [
      { kind: 'product', name: 'Velvet Lip 1', brand: 'NARS', detail: 'Ruby', sku: 'BL-1-01', quantity: 2, unitPrice: 3600, subtotal: 7200, discount: 0 },
      { kind: 'sample', name: 'Glow Serum 5 ml', brand: 'Blush Collection', detail: null, sku: null, quantity: 1, unitPrice: 0, subtotal: 0, discount: 0 },
    ],
    summary: summary(),
    refunds: [],
    ...overrides,
  };
}

export function paymentFixture(overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: 'pay-1',
    orderId: 'order-1',
    method: 'card',
    status: 'succeeded',
    amount: money(7700),
    expiresAt: '2026-11-21T03:30:00.000Z',
    qr: null,
    virtualAccount: null,
    actionUrl: null,
    failureMessage: null,
    sandboxUrl: null,
    ...overrides,
  };
}

export const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

export const STORE: StoreDto = {
  id: 'sg-ion',
  name: 'Blush ION Orchard',
  address: '2 Orchard Turn, #B2-51',
  city: 'Singapore',
  latitude: 1.304,
  longitude: 103.832,
  hours: 'Daily 10:00–22:00',
  phone: '+65 6123 4567',
};
