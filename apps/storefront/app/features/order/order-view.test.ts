import { describe, expect, it } from 'vitest';
import { orderView, pickupState } from './order-view.ts';
import { QR_SVG, orderFixture, paymentFixture } from './test/fixtures.ts';

const now = Date.parse('2026-11-21T03:05:00.000Z');
const open = { status: 'payment_pending' as const, paymentExpiresAt: '2026-11-21T03:30:00.000Z' };

describe('orderView', () => {
  it('paid is the confirmation; expired, blocked and cancelled orders cannot be paid', () => {
    expect(orderView(orderFixture({ status: 'paid' }), null, now)).toEqual({ view: 'confirmation' });
    expect(orderView(orderFixture({ status: 'payment_expired' }), null, now)).toEqual({ view: 'payment_failed', reason: 'expired', retry: false });
    expect(orderView(orderFixture({ status: 'payment_blocked' }), null, now)).toEqual({ view: 'payment_failed', reason: 'closed', retry: false });
    expect(orderView(orderFixture({ status: 'cancelled' }), null, now)).toEqual({ view: 'payment_failed', reason: 'closed', retry: false });
  });

  it('a failed payment may be retried while the window is open', () => {
    expect(orderView(orderFixture({ ...open, status: 'payment_failed_with_inventory' }), paymentFixture({ status: 'failed' }), now)).toEqual({ view: 'payment_failed', reason: 'failed', retry: true });
    expect(orderView(orderFixture({ ...open, status: 'payment_failed' }), null, Date.parse('2026-11-21T03:31:00.000Z'))).toEqual({ view: 'payment_failed', reason: 'expired', retry: false });
    expect(orderView(orderFixture(open), null, now)).toEqual({ view: 'payment_failed', reason: 'not_started', retry: true });
  });

  it('pending payments: a challenge, a QR code (expired once its time is up), a virtual account, or confirming', () => {
    expect(orderView(orderFixture(open), paymentFixture({ status: 'requires_action', actionUrl: '/sandbox/3ds/p' }), now)).toEqual({ view: 'payment_pending', reason: 'challenge' });
    expect(orderView(orderFixture(open), paymentFixture({ status: 'pending' }), now)).toEqual({ view: 'payment_pending', reason: 'confirming' });
    expect(orderView(orderFixture(open), paymentFixture({ status: 'succeeded' }), now)).toEqual({ view: 'payment_pending', reason: 'confirming' });
    expect(orderView(orderFixture({ ...open, status: 'fraud_check_pending' }), paymentFixture(), now)).toEqual({ view: 'payment_pending', reason: 'confirming' });
    const qr = paymentFixture({ method: 'paynow', status: 'pending', expiresAt: '2026-11-21T03:15:00.000Z', qr: { payload: 'x', svg: QR_SVG, scheme: 'paynow' } });
    expect(orderView(orderFixture(open), qr, now)).toEqual({ view: 'payment_instruction', kind: 'qr', expired: false });
    expect(orderView(orderFixture(open), qr, Date.parse('2026-11-21T03:15:00.000Z'))).toEqual({ view: 'payment_instruction', kind: 'qr', expired: true });
    expect(orderView(orderFixture(open), { ...qr, status: 'expired' }, now)).toEqual({ view: 'payment_instruction', kind: 'qr', expired: true });
    expect(orderView(orderFixture(open), { ...qr, status: 'expired' }, Date.parse('2026-11-21T03:31:00.000Z'))).toEqual({ view: 'payment_failed', reason: 'expired', retry: false });
    const va = paymentFixture({ method: 'virtual_account', status: 'pending', expiresAt: '2026-11-22T03:00:00.000Z', virtualAccount: { bank: 'bca', bankName: 'BCA', number: '1', instructions: [] } });
    expect(orderView(orderFixture({ ...open, paymentExpiresAt: '2026-11-22T03:00:00.000Z' }), va, now)).toEqual({ view: 'payment_instruction', kind: 'virtual_account', expired: false });
  });

  it('the pickup instruction follows the order (product guide §4)', () => {
    expect(pickupState('paid')).toBe('held');
    for (const status of ['payment_pending', 'payment_failed', 'payment_failed_with_inventory', 'fraud_check_pending'] as const) expect(pickupState(status)).toBe('awaiting_payment');
    expect(pickupState('payment_expired')).toBe('expired');
    expect(pickupState('payment_blocked')).toBe('closed');
    expect(pickupState('cancelled')).toBe('closed');
  });
});
