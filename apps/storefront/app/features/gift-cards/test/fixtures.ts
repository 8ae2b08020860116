/** Gift card options, lines, tender and bags in the shape of `@blush/shared/giftcard-contracts`, for component tests (Singapore, SGD). */
import type { BagDto, BagLine, CostSummary } from '@blush/shared/bag-contracts';
import type { GiftCardBagLineDto, GiftCardOptionsDto, TenderDto } from '@blush/shared/giftcard-contracts';

export const sgd = (amount: number) => ({ amount, currency: 'SGD' as const });

export function optionsFixture(overrides: Partial<GiftCardOptionsDto> = {}): GiftCardOptionsDto {
  return {
    country: 'SG',
    currency: 'SGD',
    designs: [
      { id: 'blush-pink', name: 'Blush pink', colors: { background: '#f9c5d1', foreground: '#3b0a1a', accent: '#c2185b' } },
      { id: 'midnight', name: 'Midnight', colors: { background: '#111827', foreground: '#ffffff', accent: '#d4af37' } },
    ],
    presets: [2500, 5000, 10000],
    min: 1000,
    max: 50000,
    step: 100,
    messageMaxLength: 300,
    today: '2026-11-26',
    latestDeliveryDate: '2027-02-24',
    validityMonths: 12,
    ...overrides,
  };
}

export function giftCardLineFixture(id: number, overrides: Partial<GiftCardBagLineDto> = {}): GiftCardBagLineDto {
  return {
    id,
    design: optionsFixture().designs[1]!,
    amount: sgd(5000),
    recipientName: 'Aisha',
    recipientEmail: 'aisha@example.com',
    senderName: 'Mei',
    message: 'Happy birthday!',
    deliverOn: '2026-12-24',
    ...overrides,
  };
}

export function tenderFixture(overrides: Partial<TenderDto> = {}): TenderDto {
  return { giftCards: [], credit: null, ...overrides };
}

/** A product line of a bag (only what the gift card parts read matters). */
export function productLine(id: number): BagLine {
  return {
    id,
    kind: 'product',
    variant: { id: 100 + id, sku: `BL-${id}-01`, type: 'standard', shade: null, shadeHex: null, size: null, imageUrl: null },
    product: { id: 10 + id, slug: `product-${id}`, name: `Velvet Lip ${id}` },
    brand: { slug: 'nars', name: 'NARS' },
    quantity: 1,
    maxQuantity: 6,
    inventory: 40,
    price: sgd(3600),
    regularPrice: sgd(3600),
    subtotal: sgd(3600),
    discount: sgd(0),
    gstPercent: 9,
    pointsEarned: 36,
    nonDiscountable: false,
    outOfStock: false,
    unavailable: false,
    clickAndCollectOnly: false,
    bundle: null,
  };
}

export function summaryFixture(overrides: Partial<CostSummary> = {}): CostSummary {
  const zero = sgd(0);
  return { subtotal: sgd(3600), discount: zero, discounts: [], priceBeforeTax: sgd(3303), tax: sgd(297), taxPercent: 9, taxName: 'GST', shipping: zero, toFreeShipping: zero, giftCardRedeemed: zero, storeCreditRedeemed: zero, pointsEarned: 36, total: sgd(3600), ...overrides };
}

export function bagFixture(lines: BagLine[], overrides: Partial<BagDto> = {}): BagDto {
  return {
    id: 'bag-1',
    country: 'SG',
    lines,
    itemsCount: lines.length,
    summary: summaryFixture(),
    canCheckout: true,
    blockers: [],
    promotion: null,
    giftChoices: [],
    gifts: [],
    samples: [],
    samplesMax: 3,
    reward: null,
    bundles: [],
    giftCardLines: [],
    tender: tenderFixture(),
    ...overrides,
  };
}
