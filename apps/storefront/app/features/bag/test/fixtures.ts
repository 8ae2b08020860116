/** Bags in the shape of `@blush/shared/bag-contracts`, for component tests (SGD, GST 9 %). */
import type { BagDto, BagLine, CostSummary } from '@blush/shared/bag-contracts';

export const sgd = (amount: number) => ({ amount, currency: 'SGD' as const });

export function lineFixture(id: number, overrides: Partial<BagLine> = {}): BagLine {
  return {
    id,
    kind: 'product',
    variant: { id: 100 + id, sku: `BL-${id}-01`, type: 'shade', shade: 'Ruby', shadeHex: '#aa3344', size: null, imageUrl: `/img/${id}.svg` },
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
    ...overrides,
  };
}

export function summaryFixture(overrides: Partial<CostSummary> = {}): CostSummary {
  return {
    subtotal: sgd(2800),
    discount: sgd(0),
    discounts: [],
    priceBeforeTax: sgd(3028),
    tax: sgd(272),
    taxPercent: 9,
    taxName: 'GST',
    shipping: sgd(500),
    toFreeShipping: sgd(700),
    giftCardRedeemed: sgd(0),
    pointsEarned: 28,
    total: sgd(3300),
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
    blockers: lines
      .filter((line) => line.outOfStock)
      .map((line) => ({ lineId: line.id, code: 'out_of_stock' as const, message: 'Out of stock. Please remove it to proceed to checkout.' })),
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
