/** The order benches' cases per country and the in-browser order API answering the real order page. */
import { describe, expect, it } from 'vitest';
import { orderView } from '../../features/order/order-view.ts';
import { orderCasesOf, parseOrderCase, sandboxOrderApi } from './order-cases.ts';

describe('sandbox order cases', () => {
  it('offers the QR cases where a QR method is sold, the virtual account in Indonesia only', () => {
    expect(orderCasesOf('TH')).toContain('qr');
    expect(orderCasesOf('ID')).toEqual(expect.arrayContaining(['qr', 'virtual_account']));
    expect(orderCasesOf('AU')).not.toContain('qr');
    expect(orderCasesOf('SG')).not.toContain('virtual_account');
    expect(parseOrderCase('virtual_account', 'AU')).toBe('confirmation');
    expect(parseOrderCase('qr_expired', 'SG')).toBe('qr_expired');
  });

  it('answers each case in the country’s currency and method, in the view the order page shows for it', async () => {
    const now = Date.parse('2026-11-27T03:00:00Z');
    const view = async (api: ReturnType<typeof sandboxOrderApi>) => orderView(await api.order('x'), await api.payment('x'), now);
    expect(await view(sandboxOrderApi('TH', 'qr', 'th', now))).toEqual({ view: 'payment_instruction', kind: 'qr', expired: false });
    expect(await view(sandboxOrderApi('SG', 'qr_expired', 'en', now))).toEqual({ view: 'payment_instruction', kind: 'qr', expired: true });
    expect(await view(sandboxOrderApi('ID', 'virtual_account', 'id', now))).toEqual({ view: 'payment_instruction', kind: 'virtual_account', expired: false });
    expect(await view(sandboxOrderApi('AU', 'failed', 'en', now))).toMatchObject({ view: 'payment_failed', retry: true });
    expect(await view(sandboxOrderApi('HK', 'expired', 'zh', now))).toMatchObject({ view: 'payment_failed', reason: 'expired' });
    const thai = await sandboxOrderApi('TH', 'qr', 'th', now).payment('x');
    expect(thai).toMatchObject({ method: 'promptpay', amount: { currency: 'THB' }, qr: { scheme: 'promptpay' } });
    expect((await sandboxOrderApi('ID', 'virtual_account', 'id', now).payment('x'))?.virtualAccount?.instructions[0]?.steps[0]).toContain('Masukkan');
  });

  it('changes the order as the API would: a card retry pays, a new QR code waits, the bank’s payment settles', async () => {
    const card = sandboxOrderApi('MY', 'failed', 'en');
    expect((await card.pay('x', { card: { number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', name: 'Nur Aisyah' } }, 'k')).status).toBe('succeeded');
    expect((await card.order('x')).status).toBe('paid');

    const qr = sandboxOrderApi('SG', 'qr_expired', 'en');
    const renewed = await qr.pay('x', {}, 'k');
    expect(renewed).toMatchObject({ status: 'pending', qr: { scheme: 'paynow' } });
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.now());
    expect((await qr.enquire('x', 'bca')).status).toBe('pending');
    qr.settle();
    expect((await qr.payment('x'))?.status).toBe('succeeded');
    expect((await qr.order('x')).status).toBe('paid');
  });
});
