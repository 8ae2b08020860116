import type { AdminLedgerEntry, AdminMemberDetail, AdminMemberRow } from '@blush/shared/admin-member-contracts';

export const MEMBER_ID = '22222222-2222-4222-8222-222222222222';

export function memberRow(overrides: Partial<AdminMemberRow> = {}): AdminMemberRow {
  return {
    id: MEMBER_ID,
    email: 'mei@example.com',
    first_name: 'Mei',
    last_name: 'Tan',
    phone: '+65 91234567',
    country: 'SG',
    card_number: '6001234567890123',
    tier: 'white',
    created_at: '2026-10-01T02:00:00.000Z',
    erased_at: null,
    ...overrides,
  };
}

export function ledgerEntry(overrides: Partial<AdminLedgerEntry> = {}): AdminLedgerEntry {
  return {
    id: 1,
    source: 'loyalty_points',
    points: 120,
    status: 'available',
    description: 'Points for order SG100001',
    reason: null,
    order_number: 'SG100001',
    created_at: '2026-11-20T02:00:00.000Z',
    available_at: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

export function memberDetail(overrides: { balance?: number; locked?: boolean; ledger?: AdminLedgerEntry[] } = {}): AdminMemberDetail {
  return {
    member: { ...memberRow(), language: 'en', date_of_birth: '1994-03-12', marketing_consent: true, is_employee: false },
    beauty_pass: { tier: 'white', earned_tier: 'white', override: null, balance: overrides.balance ?? 420, pending: 30 },
    sign_in: { locked: overrides.locked ?? false, locked_until: overrides.locked ? '2026-11-27T10:00:00.000Z' : null, blocked_addresses: 0 },
    orders: [{ id: '11111111-1111-4111-8111-111111111111', number: 'SG100001', created_at: '2026-11-20T02:00:00.000Z', status: 'paid', fulfilment: 'shipped', total: { amount: 12_350, currency: 'SGD' }, items_count: 2 }],
    bookings: [{ id: 'b1', number: 'BK1001', activity: 'Skin consultation', store: 'Blush ION Orchard', starts_at: '2026-12-02T04:00:00.000Z', state: 'confirmed' }],
    bag: [{ sku: 'RL-02', product: 'Silk Lip Tint', brand: 'Rosé', quantity: 1, price: { amount: 5_500, currency: 'SGD' } }],
    ledger: overrides.ledger ?? [ledgerEntry()],
  };
}
