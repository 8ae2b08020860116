import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeApi } from '../../test/api.ts';
import { call, registerMember } from '../auth/test-helpers.ts';
import { giftCardKit } from '../giftcard/test-kit.ts';

const OPS = { authorization: 'Bearer ops-dev-token' };

describeApi('store credit', (ctx) => {
  const { api, place, addProduct, orderStatus, bag } = giftCardKit(ctx);
  const grant = (email: string, amount: number, key = randomUUID(), headers: Record<string, string> = OPS) =>
    call(api(), 'POST', '/ops/store-credit', { body: { email, country: 'SG', amount, kind: 'goodwill', note: 'Sorry for the delay' }, headers: { ...headers, 'idempotency-key': key } });

  it('operations grant credit once per Idempotency-Key; the member sees the balance and its entries', async () => {
    const member = await registerMember(api());
    expect((await grant(member.email, 10_00, randomUUID(), { authorization: 'Bearer wrong' })).statusCode).toBe(403);
    const key = randomUUID();
    const first = await grant(member.email, 15_00, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().balance).toEqual({ amount: 15_00, currency: 'SGD' });
    const again = await grant(member.email, 15_00, key);
    expect(again.json()).toEqual(first.json());
    expect((await grant(member.email, 99_00, key)).statusCode).toBe(409);
    const shown = (await call(api(), 'GET', '/store-credit', { jar: member.jar, country: 'SG' })).json();
    expect(shown.balance).toEqual({ amount: 15_00, currency: 'SGD' });
    expect(shown.entries).toEqual([{ id: expect.any(Number), kind: 'goodwill', amount: { amount: 15_00, currency: 'SGD' }, note: 'Sorry for the delay', orderNumber: null, createdAt: expect.any(String) }]);
    // Another country's credit is its own (none in Thailand).
    expect((await call(api(), 'GET', '/store-credit', { jar: member.jar, country: 'TH' })).json().balance).toEqual({ amount: 0, currency: 'THB' });
    expect((await call(api(), 'GET', '/store-credit', { country: 'SG' })).statusCode).toBe(401);
    expect((await grant('nobody@example.com', 1_00)).statusCode).toBe(404);
  });

  it('credit pays part of an order after the cards; a cancelled order gives it back once', async () => {
    const member = await registerMember(api());
    await grant(member.email, 20_00);
    await addProduct(member.jar, 50_00);
    const applied = await call(api(), 'POST', '/cart/store-credit', { jar: member.jar, country: 'SG' });
    expect(applied.statusCode, applied.body).toBe(201);
    const b = applied.json().bag;
    expect(b.tender.credit).toEqual({ applied: true, canApply: true, available: { amount: 20_00, currency: 'SGD' }, used: { amount: 20_00, currency: 'SGD' } });
    expect(b.summary).toMatchObject({ storeCreditRedeemed: { amount: 20_00 }, total: { amount: 30_00 } });
    const placed = await place(member.jar, 'SG', { email: member.email });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    const after = (await call(api(), 'GET', '/store-credit', { jar: member.jar, country: 'SG' })).json();
    expect(after.balance.amount).toBe(0);
    expect(after.entries[0]).toMatchObject({ kind: 'spent', amount: { amount: -20_00 }, orderNumber: order.number });
    const cancel = () => call(api(), 'POST', `/ops/orders/${order.id}/status`, { body: { action: 'cancelled' }, headers: OPS, country: 'SG' });
    expect((await cancel()).json().order.status).toBe('cancelled');
    await cancel();
    expect(await orderStatus(member.jar, order.id)).toBe('cancelled');
    const back = (await call(api(), 'GET', '/store-credit', { jar: member.jar, country: 'SG' })).json();
    expect(back.balance.amount).toBe(20_00);
    expect(back.entries.map((e: { kind: string }) => e.kind)).toEqual(['returned', 'spent', 'goodwill']);
  });

  it('credit and a promo code are refused together, either way round, with a clear message; nothing changes', async () => {
    const member = await registerMember(api());
    await grant(member.email, 5_00);
    await addProduct(member.jar, 40_00);
    expect((await call(api(), 'POST', '/cart/store-credit', { jar: member.jar, country: 'SG' })).statusCode).toBe(201);
    const code = await call(api(), 'POST', '/cart/discount-coupon', { jar: member.jar, body: { code: 'FREESHIP' }, country: 'SG' });
    expect(code.statusCode).toBe(422);
    expect(code.json().error).toEqual({ code: 'promo_code_with_credit', message: 'Promo codes cannot be combined with store credit. Stop using your credit to apply a code.' });
    expect((await bag(member.jar)).promotion).toBeNull();

    expect((await call(api(), 'DELETE', '/cart/store-credit', { jar: member.jar, country: 'SG' })).json().bag.tender.credit.applied).toBe(false);
    expect((await call(api(), 'POST', '/cart/discount-coupon', { jar: member.jar, body: { code: 'FREESHIP' }, country: 'SG' })).statusCode).toBe(201);
    const credit = await call(api(), 'POST', '/cart/store-credit', { jar: member.jar, country: 'SG' });
    expect(credit.statusCode).toBe(422);
    expect(credit.json().error).toEqual({ code: 'credit_with_promo_code', message: 'Store credit cannot be combined with a promo code. Remove the code to use your credit.' });
    const b = await bag(member.jar);
    expect(b.tender.credit).toMatchObject({ applied: false, canApply: false, used: { amount: 0 } });
    expect(b.summary.storeCreditRedeemed.amount).toBe(0);
  });

  it('a member without credit, and a guest, cannot apply it', async () => {
    const member = await registerMember(api());
    await addProduct(member.jar, 400_000_00, 'ID');
    const none = await call(api(), 'POST', '/cart/store-credit', { jar: member.jar, country: 'ID', language: 'id' });
    expect(none.json().error).toEqual({ code: 'store_credit_empty', message: 'Anda tidak memiliki kredit toko untuk digunakan.' });
    const guest = giftCardKit(ctx).newJar();
    await addProduct(guest, 40_00);
    expect((await call(api(), 'POST', '/cart/store-credit', { jar: guest, country: 'SG' })).statusCode).toBe(401);
    expect((await bag(guest)).tender.credit).toBeNull();
  });
});
