/** `GET /checkout` answers in the shape of `@blush/shared/checkout-contracts`, for component tests. */
import type { BagDto, BagLine, CostSummary } from '@blush/shared/bag-contracts';
import type { CheckoutDto, DeliveryQuote, StoreDto } from '@blush/shared/checkout-contracts';
import type { CurrencyCode } from '@blush/shared/markets';
import type { OrderDto } from '@blush/shared/order-contracts';

export const money = (amount: number, currency: CurrencyCode = 'SGD') => ({ amount, currency });

export function lineFixture(id: number, overrides: Partial<BagLine> = {}, currency: CurrencyCode = 'SGD'): BagLine {
  return {
    id,
    kind: 'product',
    variant: { id: 100 + id, sku: `BL-${id}-01`, type: 'shade', shade: 'Ruby', shadeHex: '#aa3344', size: null, imageUrl: null },
    product: { id: 10 + id, slug: `product-${id}`, name: `Velvet Lip ${id}` },
    brand: { slug: 'nars', name: 'NARS' },
    quantity: 1,
    maxQuantity: 6,
    inventory: 40,
    price: money(3600, currency),
    regularPrice: money(3600, currency),
    subtotal: money(3600, currency),
    discount: money(0, currency),
    gstPercent: 9,
    pointsEarned: 36,
    nonDiscountable: false,
    outOfStock: false,
    unavailable: false,
    clickAndCollectOnly: false,
    bundle: null,
    ...overrides,
  };
}

export function summaryFixture(overrides: Partial<CostSummary> = {}, currency: CurrencyCode = 'SGD'): CostSummary {
  return {
    subtotal: money(3600, currency),
    discount: money(0, currency),
    discounts: [],
    priceBeforeTax: money(3761, currency),
    tax: money(339, currency),
    taxPercent: 9,
    taxName: 'GST',
    shipping: money(500, currency),
    toFreeShipping: money(0, currency),
    giftCardRedeemed: money(0, currency),
    pointsEarned: 36,
    total: money(4100, currency),
    ...overrides,
  };
}

export function bagFixture(lines: BagLine[], overrides: Partial<BagDto> = {}): BagDto {
  return {
    id: 'bag-1',
    country: 'SG',
    lines,
    itemsCount: lines.reduce((n, line) => n + line.quantity, 0),
    summary: summaryFixture(),
    canCheckout: lines.every((line) => !line.outOfStock && !line.unavailable),
    blockers: lines.filter((line) => line.outOfStock).map((line) => ({ lineId: line.id, code: 'out_of_stock' as const, message: 'Out of stock. Please remove it to proceed to checkout.' })),
    promotion: null,
    giftChoices: [],
    gifts: [],
    samples: [],
    samplesMax: 3,
    reward: null,
    bundles: [],
    ...overrides,
  };
}

export const STORES: StoreDto[] = [
  { id: 'sg-ion', name: 'Blush ION Orchard', address: '2 Orchard Turn, #B2-51', city: 'Singapore', latitude: 1.304, longitude: 103.832, hours: 'Daily 10:00–22:00', phone: '+65 6123 4567' },
  { id: 'sg-jewel', name: 'Blush Jewel Changi', address: '78 Airport Boulevard, #02-210', city: 'Singapore', latitude: 1.36, longitude: 103.989, hours: 'Daily 10:00–23:00', phone: '+65 6123 7654' },
];

export function quote(id: DeliveryQuote['id'], fee: number, total: number, overrides: Partial<DeliveryQuote> = {}, currency: CurrencyCode = 'SGD'): DeliveryQuote {
  const names = { standard: 'Standard delivery', express: 'Express delivery', click_and_collect: 'Click & Collect' };
  return {
    id,
    name: names[id],
    description: `${names[id]} description`,
    fee: money(fee, currency),
    estimatedDelivery: { from: '2026-11-24', to: '2026-11-26' },
    available: true,
    unavailableReason: null,
    summary: summaryFixture({ shipping: money(fee, currency), total: money(total, currency) }, currency),
    ...overrides,
  };
}

export function checkoutFixture(overrides: Partial<CheckoutDto> = {}): CheckoutDto {
  return {
    bag: bagFixture([lineFixture(1)]),
    deliveryOptions: [quote('standard', 500, 4100), quote('express', 1200, 4800, { estimatedDelivery: { from: '2026-11-23', to: '2026-11-24' } }), quote('click_and_collect', 0, 3600)],
    paymentMethods: [
      { id: 'card', name: 'Credit or debit card', description: 'Visa, Mastercard and American Express.' },
      { id: 'paynow', name: 'PayNow', description: 'Scan the QR code with your banking app.' },
    ],
    banks: [],
    stores: STORES,
    member: null,
    fraudSiteId: 'blush-sg',
    fraudScriptUrl: '/api/web/v1/fraud/script.js?site=blush-sg',
    ...overrides,
  };
}

/** A Thai checkout (THB, VAT 7 %), names in Thai as the API sends them for `th`. */
export function thaiCheckoutFixture(): CheckoutDto {
  const thb = (amount: number) => money(amount, 'THB');
  const line = lineFixture(1, { price: thb(120_000), regularPrice: thb(120_000), subtotal: thb(120_000), discount: thb(0) }, 'THB');
  const summary = summaryFixture({ subtotal: thb(120_000), taxPercent: 7, taxName: 'VAT', tax: thb(7850), priceBeforeTax: thb(112_150), shipping: thb(0), total: thb(120_000) }, 'THB');
  return checkoutFixture({
    bag: bagFixture([line], { country: 'TH', summary }),
    deliveryOptions: [
      { ...quote('standard', 0, 120_000, {}, 'THB'), name: 'จัดส่งแบบมาตรฐาน', summary },
      { ...quote('express', 15_000, 135_000, {}, 'THB'), name: 'จัดส่งด่วน' },
    ],
    paymentMethods: [
      { id: 'card', name: 'บัตรเครดิตหรือเดบิต', description: 'Visa, Mastercard และ American Express' },
      { id: 'promptpay', name: 'พร้อมเพย์', description: 'สแกนคิวอาร์โค้ดด้วยแอปธนาคารของคุณ' },
    ],
    stores: [],
    fraudSiteId: 'blush-th',
    fraudScriptUrl: '/api/web/v1/fraud/script.js?site=blush-th',
  });
}

export function placedOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id: 'order-1',
    number: 'SG00100001',
    createdAt: '2026-11-21T03:00:00.000Z',
    country: 'SG',
    status: 'payment_pending',
    fulfilment: 'unfulfilled',
    email: 'mei@example.com',
    memberOrder: false,
    paymentMethod: 'card',
    paymentExpiresAt: '2026-11-21T03:30:00.000Z',
    deliveryOption: 'express',
    estimatedDelivery: { from: '2026-11-23', to: '2026-11-24' },
    recipient: { firstName: 'Mei', lastName: 'Tan', callingCode: '+65', mobile: '91234567' },
    shippingAddress: { country: 'SG', line1: 'Blk 1 Orchard Road', city: 'Singapore', postcode: '238859' },
    storeId: null,
    registrationNumber: null,
    promotionCode: null,
    lines: [],
    summary: summaryFixture({ shipping: money(1200), total: money(4800) }),
    refunds: [],
    ...overrides,
  };
}
