import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { describeApi } from '../test/api.ts';
import { call } from '../modules/auth/test-helpers.ts';
import { readEnv } from '../env.ts';
import { signatureHeader } from '../adapters/payments/signature.ts';
import type { WebhookTransport } from '../adapters/payments/gateway.ts';
import { type PaymentDeps, createPayments } from '../modules/payment/service.ts';
import { GOOD, paymentKit } from '../modules/payment/test-orders.ts';
import { startPayment } from './pay-order.ts';
import { expireUnpaidOrders, reconcilePayments } from './reconcile-payments.ts';
import { COOKIE } from '@blush/shared/locale';
import type { Shopper } from '../modules/bag/service.ts';
import { hashToken } from '../modules/auth/tokens.ts';

const OPS = { authorization: 'Bearer ops-dev-token' };

describeApi('payment settlement', (ctx) => {
  const { db, api, stockOf, order, pay, orderStatus, sandbox, webhookSecret, webhook } = paymentKit(ctx);

  /** Payment services on the API's database whose webhooks are lost (kept here, never delivered). */
  async function silentPayments(): Promise<{ deps: PaymentDeps; lost: string[] }> {
    const lost: string[] = [];
    const transport: WebhookTransport = async ({ body }) => {
      lost.push(body);
      return { statusCode: 503 };
    };
    const deps = await createPayments(db(), readEnv({ NODE_ENV: 'test' }), transport);
    deps.kick = api().outbox.kick;
    return { deps, lost };
  }

  /** Start a card payment whose gateway answer never reaches the shop: the process "dies" right after the gateway committed. */
  async function cardPaidThenCrash(country: 'SG' | 'TH' = 'SG', price = 21_00, method: 'card' | 'paynow' = 'card') {
    const placed = await order(country, method, price);
    const { deps, lost } = await silentPayments();
    const crashing: PaymentDeps = {
      ...deps,
      gateway: {
        ...deps.gateway,
        provider: deps.gateway.provider,
        createSession: async (input) => {
          await deps.gateway.createSession(input);
          throw new Error('connection reset by peer');
        },
        status: (ref) => deps.gateway.status(ref),
        cancel: (ref) => deps.gateway.cancel(ref),
        findByReference: (r) => deps.gateway.findByReference(r),
        succeededSince: (s, l) => deps.gateway.succeededSince(s, l),
        refund: (i) => deps.gateway.refund(i),
      },
    };
    const shopper: Shopper = { owner: { tokenHash: hashToken(placed.jar.values.get(COOKIE.bag)!) }, country, language: 'en', tier: 'pink', isEmployee: false };
    await expect(startPayment(crashing, shopper, placed.order.id, method === 'card' ? { card: GOOD } : {})).rejects.toThrow('connection reset');
    return { ...placed, deps, lost };
  }

  const paymentRows = (orderId: string) =>
    queryRows<{ id: string; status: string; provider_ref: string | null; settled_at: Date | null }>(db(), sql`select id, status, provider_ref, settled_at from payments where order_id = ${orderId}`);
  const gatewayStatus = async (paymentId: string) => (await queryRows<{ status: string; refunded: number }>(db(), sql`select status, refunded from gateway_sessions where reference = ${paymentId}`))[0];
  const mails = async (kind: string, to?: string) =>
    (await queryRows<{ to: string }>(db(), sql`select "to" from mail_messages where kind = ${kind}`)).filter((m) => !to || m.to === to).length;

  it('a card answer lost in a crash is found by reconciliation: the order is paid, not left pending', async () => {
    const { jar, order: o, deps, lost } = await cardPaidThenCrash();
    const [attempt] = await paymentRows(o.id);
    expect(attempt).toMatchObject({ status: 'pending', provider_ref: null });
    expect((await gatewayStatus(attempt!.id))?.status).toBe('succeeded');
    // The gateway owes the card's outcome as a webhook (it tried, and will try again).
    expect(lost.some((b) => b.includes('payment.succeeded') && b.includes(attempt!.id))).toBe(true);
    expect(await orderStatus(jar, o.id)).toBe('payment_pending');

    const later = new Date(Date.now() + 3 * 60_000);
    expect(await reconcilePayments(deps, later)).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(jar, o.id)).toBe('paid');
    const [after] = await paymentRows(o.id);
    expect(after).toMatchObject({ status: 'succeeded' });
    expect(after!.provider_ref).toMatch(/^ps_/);
    expect(after!.settled_at).not.toBeNull();
    await api().outbox.kick();
    expect(await mails('order_confirmation')).toBeGreaterThanOrEqual(1);
  });

  it('a QR code opened at the gateway just before a crash is learnt by reconciliation, so the shopper can still scan it', async () => {
    const { jar, order: o, deps } = await cardPaidThenCrash('SG', 28_00, 'paynow');
    const [attempt] = await paymentRows(o.id);
    expect(attempt).toMatchObject({ status: 'pending', provider_ref: null });
    await reconcilePayments(deps, new Date(Date.now() + 3 * 60_000));
    const shown = (await call(api(), 'GET', `/orders/${o.id}/payment`, { jar, country: 'SG' })).json().payment;
    expect(shown).toMatchObject({ id: attempt!.id, status: 'pending', qr: { scheme: 'paynow' } });
    // Paid at the bank afterwards, the order is paid.
    expect((await sandbox(attempt!.id, 'pay')).statusCode).toBe(200);
    expect(await orderStatus(jar, o.id)).toBe('paid');
  });

  it('the unpaid-order expiry asks the gateway first: an order whose money was taken is paid, never released', async () => {
    const { jar, order: o, variant: v, deps } = await cardPaidThenCrash('SG', 22_00);
    const released = await expireUnpaidOrders(deps, new Date(Date.now() + 31 * 60_000));
    expect(released).toBe(0);
    expect(await orderStatus(jar, o.id)).toBe('paid');
    expect(await stockOf(v, 'SG')).toBe(4);
  });

  it('a payment marked succeeded whose order never became paid is finished by the redelivered webhook', async () => {
    const { jar, order: o } = await order('SG', 'paynow', 23_00);
    const started = (await pay(jar, o.id, {})).json().payment;
    const [row] = await queryRows<{ ref: string }>(db(), sql`select provider_ref as ref from payments where id = ${started.id}`);
    // The crash of the old code: the payment row said succeeded, the order stayed unpaid.
    await db().execute(sql`update payments set status = 'succeeded' where id = ${started.id}`);
    await db().execute(sql`update gateway_sessions set status = 'succeeded' where ref = ${row!.ref}`);
    const event = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { session: row!.ref, reference: started.id, status: 'succeeded', amount: o.summary.total.amount, currency: 'SGD', failure_code: null },
    });
    const response = await webhook(event, signatureHeader(await webhookSecret(), event));
    expect(response.statusCode).toBe(200);
    expect(await orderStatus(jar, o.id)).toBe('paid');
  });

  it('money that arrives for an order that can no longer take it goes back through the gateway, shown on the order and e-mailed', async () => {
    const { jar, order: o, variant: v } = await order('SG', 'paynow', 24_00);
    const started = (await pay(jar, o.id, {})).json().payment;
    const cancelled = await call(api(), 'POST', `/ops/orders/${o.id}/status`, { body: { action: 'cancelled' }, headers: { authorization: OPS.authorization }, country: 'SG' });
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(await stockOf(v, 'SG')).toBe(5);
    // The shopper scans the QR code anyway: the bank pays it.
    expect((await sandbox(started.id, 'pay')).statusCode).toBe(200);
    await api().outbox.kick();
    const view = (await call(api(), 'GET', `/orders/${o.id}`, { jar, country: 'SG' })).json().order;
    expect(view.status).toBe('cancelled');
    expect(view.refunds).toEqual([expect.objectContaining({ amount: o.summary.total, reason: 'not_payable', status: 'succeeded' })]);
    expect(await gatewayStatus(started.id)).toMatchObject({ status: 'succeeded', refunded: o.summary.total.amount });
    expect(await mails('order_refund')).toBeGreaterThanOrEqual(1);
    // A redelivery of the same outcome refunds nothing more.
    expect((await sandbox(started.id, 'pay')).statusCode).toBe(200);
    await api().outbox.kick();
    expect((await call(api(), 'GET', `/orders/${o.id}`, { jar, country: 'SG' })).json().order.refunds).toHaveLength(1);
  });

  it('an operator refunds part of a paid order, never more than was paid; cancelling refunds the rest', async () => {
    const { jar, order: o } = await order('SG', 'card', 40_00);
    const paid = (await pay(jar, o.id, { card: GOOD })).json().payment;
    const total = o.summary.total.amount;
    const refund = (amount: number | undefined, key = randomUUID()) =>
      call(api(), 'POST', `/ops/orders/${o.id}/refunds`, { body: amount === undefined ? {} : { amount }, headers: { authorization: OPS.authorization, 'idempotency-key': key }, country: 'SG' });
    const first = await refund(10_00);
    expect(first.statusCode, first.body).toBe(200);
    const tooMuch = await refund(total);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.code).toBe('refund_exceeds_paid');
    // The same key again refunds once.
    const key = randomUUID();
    expect((await refund(5_00, key)).statusCode).toBe(200);
    expect((await refund(5_00, key)).statusCode).toBe(200);
    await api().outbox.kick();
    const cancelled = await call(api(), 'POST', `/ops/orders/${o.id}/status`, { body: { action: 'cancelled' }, headers: { authorization: OPS.authorization }, country: 'SG' });
    expect(cancelled.statusCode).toBe(200);
    await api().outbox.kick();
    const view = (await call(api(), 'GET', `/orders/${o.id}`, { jar, country: 'SG' })).json().order;
    expect(view.refunds.map((r: { amount: { amount: number } }) => r.amount.amount)).toEqual([10_00, 5_00, total - 15_00]);
    expect(view.refunds.every((r: { status: string }) => r.status === 'succeeded')).toBe(true);
    expect(await gatewayStatus(paid.id)).toMatchObject({ refunded: total });
    expect((await refund(1)).json().error.code).toBe('refund_not_possible');
  });

  it('two operators racing refunds on one order never give back more than was paid', async () => {
    const { jar, order: o } = await order('SG', 'card', 60_00);
    const paid = (await pay(jar, o.id, { card: GOOD })).json().payment;
    const quarter = Math.floor(o.summary.total.amount / 4);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(api(), 'POST', `/ops/orders/${o.id}/refunds`, { body: { amount: quarter }, headers: { authorization: OPS.authorization, 'idempotency-key': randomUUID() }, country: 'SG' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    // The rest are told there is not enough left (422), or nothing at all (409).
    expect(answers.map((a) => a.statusCode).filter((c) => c !== 200 && c !== 422 && c !== 409)).toEqual([]);
    await api().outbox.kick();
    expect((await gatewayStatus(paid.id))!.refunded).toBe(quarter * 4);
  });

  it('a payment Idempotency-Key used again with another request is refused with 409, changing nothing', async () => {
    const { jar, order: o } = await order('SG', 'card', 26_00);
    const key = randomUUID();
    const declined = await pay(jar, o.id, { card: { ...GOOD, number: '4000 0000 0000 0002' } }, 'SG', 'en', { 'idempotency-key': key });
    expect(declined.json().payment.status).toBe('failed');
    const other = await pay(jar, o.id, { card: GOOD }, 'SG', 'en', { 'idempotency-key': key });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_conflict');
    expect(await orderStatus(jar, o.id)).toBe('payment_failed_with_inventory');
    expect((await pay(jar, o.id, { card: { ...GOOD, number: '4000 0000 0000 0002' } }, 'SG', 'en', { 'idempotency-key': key })).statusCode).toBe(200);
  });

  it('a card attempt the gateway never heard of fails after a while, so the shopper can pay again', async () => {
    const { jar, order: o } = await order('SG', 'card', 27_00);
    // The intent of an attempt whose gateway call never happened (the process died first).
    const [row] = await queryRows<{ id: string }>(db(), sql`
      insert into payments (order_id, method, status, amount, currency, provider, expires_at, created_at)
      values (${o.id}, 'card', 'pending', ${o.summary.total.amount}, 'SGD', 'builtin', now() + interval '10 minutes', now() - interval '5 minutes') returning id`);
    const { deps } = await silentPayments();
    await reconcilePayments(deps, new Date());
    expect((await paymentRows(o.id)).find((p) => p.id === row!.id)?.status).toBe('failed');
    expect((await pay(jar, o.id, { card: GOOD })).json().payment.status).toBe('succeeded');
    expect(await orderStatus(jar, o.id)).toBe('paid');
  });
});
