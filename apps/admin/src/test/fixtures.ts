import type { AdminVariant } from '@blush/shared/admin-catalog-contracts';
import type { AdminOrderDetail, AdminOrderRow } from '@blush/shared/admin-order-contracts';
import type { StaffRole } from '@blush/shared/staff-permissions';
import { actionsOf } from '@blush/shared/staff-permissions';
import type { Language } from '@blush/shared/markets';
import type { StaffMe } from '../lib/session.ts';

export function meFixture(role: StaffRole, language: Language = 'en'): StaffMe {
  return {
    staff: {
      id: '00000000-0000-4000-8000-000000000001',
      email: `${role}@staff.blush.example`,
      name: 'Omar Rahman',
      roles: [role],
      store_ids: [],
      language,
      second_factor: true,
      sso_linked: false,
      disabled: false,
      locked: false,
      version: 1,
      created_at: '2026-11-01T00:00:00.000Z',
    },
    permissions: actionsOf([role]),
    recovery_codes_left: 10,
    session_expires_at: '2026-11-27T20:00:00.000Z',
  };
}

export function orderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    number: 'SG100001',
    created_at: '2026-11-26T02:30:00.000Z',
    country: 'SG',
    email: 'mei@example.com',
    phone: '+65 91234567',
    name: 'Mei Tan',
    status: 'paid',
    fulfilment: 'unfulfilled',
    payment_method: 'card',
    delivery_option: 'standard',
    store_id: null,
    total: { amount: 12_350, currency: 'SGD' },
    items_count: 2,
    ...overrides,
  };
}

const sgd = (amount: number) => ({ amount, currency: 'SGD' as const });

export function orderDetail(overrides: { status?: AdminOrderDetail['order']['status']; fulfilment?: AdminOrderDetail['order']['fulfilment']; version?: number; refundable?: number } = {}): AdminOrderDetail {
  return {
    order: {
      id: '11111111-1111-4111-8111-111111111111',
      number: 'SG100001',
      createdAt: '2026-11-26T02:30:00.000Z',
      country: 'SG',
      status: overrides.status ?? 'paid',
      fulfilment: overrides.fulfilment ?? 'unfulfilled',
      email: 'mei@example.com',
      memberOrder: true,
      paymentMethod: 'card',
      paymentExpiresAt: null,
      deliveryOption: 'standard',
      estimatedDelivery: null,
      recipient: { firstName: 'Mei', lastName: 'Tan', callingCode: '+65', mobile: '91234567' },
      shippingAddress: { line1: '1 Orchard Road', postcode: '238801', country: 'SG' },
      storeId: null,
      registrationNumber: null,
      promotionCode: null,
      lines: [{ kind: 'product', name: 'Silk Lip Tint', brand: 'Rosé', detail: 'Shade 02', sku: 'RL-02', quantity: 2, unitPrice: 5_500, subtotal: 11_000, discount: 0 }],
      summary: {
        subtotal: sgd(11_000),
        discount: sgd(0),
        discounts: [],
        priceBeforeTax: sgd(11_330),
        tax: sgd(1_020),
        taxPercent: 9,
        taxName: 'GST',
        shipping: sgd(1_350),
        toFreeShipping: sgd(0),
        giftCardRedeemed: sgd(0),
        storeCreditRedeemed: sgd(0),
        pointsEarned: 110,
        total: sgd(12_350),
      },
      refunds: [],
    },
    customer: { id: 7, email: 'mei@example.com', name: 'Mei Tan' },
    shipment: null,
    refundable: sgd(overrides.refundable ?? 12_350),
    timeline: [
      { at: '2026-11-26T02:30:00.000Z', source: 'order', type: 'placed', actor: null, data: null },
      { at: '2026-11-26T02:31:00.000Z', source: 'payment', type: 'payment.succeeded', actor: null, data: { amount: 12_350 } },
    ],
    version: overrides.version ?? 3,
  };
}

/** The catalogue screens' test variant (Rosé Silk Lip Tint, Petal) with its prices and stock per country. */
export function variantFixture(markets: AdminVariant['markets']): AdminVariant {
  return { sku: 'ROSE-LT-01', variant_id: 11, product: { id: 3, slug: 'silk-lip-tint', name: 'Silk Lip Tint' }, brand: 'Rosé', label: 'Petal', markets };
}
