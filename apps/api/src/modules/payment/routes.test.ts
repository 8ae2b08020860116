import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';
import { signatureHeader } from '../../adapters/payments/signature.ts';
import { readEnv } from '../../env.ts';
import { reconcilePayments } from '../../flows/reconcile-payments.ts';
import { createPayments } from './service.ts';
import { PROMPTPAY_BILL_PAYMENT_AID, fieldValue, formatAmount, parseEmvco, verifyCrc } from '../../adapters/payments/emvco.ts';
import { CARD, CHALLENGE, DECLINED, GOOD, paymentKit } from './test-orders.ts';

describeApi('payments', (ctx) => {
  const { db, api, variant, stockOf, order, pay, paymentOf, orderStatus, sandbox, paidEvents, webhookSecret, webhook } = paymentKit(ctx);

  it('a good card pays the order at once; only the brand and last four digits are kept', async () => {
    const { jar, order: o } = await order('SG', 'card', 25_00);
    const response = await pay(jar, o.id, { card: GOOD });
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json().payment;
    expect(payment).toMatchObject({ orderId: o.id, method: 'card', status: 'succeeded', amount: o.summary.total, qr: null, virtualAccount: null, actionUrl: null, failureMessage: null });
    expect(payment.sandboxUrl).toBe(`/sandbox/payments/${payment.id}`);
    expect(await orderStatus(jar, o.id)).toBe('paid');
    const stored = await queryRows<{ t: string }>(db(), sql`
      select row_to_json(p)::text as t from payments p where p.id = ${payment.id}
      union all select row_to_json(s)::text from gateway_sessions s where s.reference = ${payment.id}`);
    expect(stored).toHaveLength(2);
    for (const { t } of stored) {
      expect(t).toContain('4242');
      expect(t).not.toContain('4242424242424242');
      expect(t).not.toMatch(/"cvc"|"123"/);
    }
    // A paid order is not paid twice.
    const again = await pay(jar, o.id, { card: GOOD });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'order_already_paid', message: 'This order has already been paid.' });
    expect(await paidEvents(o.id)).toBe(1);
  });

  it('a declined card keeps the stock for a retry, and the good card then pays', async () => {
    const { jar, order: o, variant: v } = await order('SG', 'card', 30_00);
    const declined = await pay(jar, o.id, { card: DECLINED });
    expect(declined.statusCode).toBe(201);
    expect(declined.json().payment).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(await orderStatus(jar, o.id)).toBe('payment_failed_with_inventory');
    expect(await stockOf(v, 'SG')).toBe(4);
    expect((await paymentOf(jar, o.id)).json().payment.status).toBe('failed');

    const retried = await pay(jar, o.id, { card: GOOD });
    expect(retried.json().payment.status).toBe('succeeded');
    expect(await orderStatus(jar, o.id)).toBe('paid');
    expect(await stockOf(v, 'SG')).toBe(4);
    const events = await queryRows<{ type: string }>(db(), sql`select type from order_events where order_id = ${o.id} and type <> 'screened' order by id`);
    expect(events.map((e) => e.type)).toEqual(['placed', 'payment_failed', 'payment_retry', 'paid']);
  });

  it('a card asking for 3-D Secure waits for the challenge; approving it in the sandbox pays the order', async () => {
    const { jar, order: o } = await order('SG', 'card', 40_00);
    const started = (await pay(jar, o.id, { card: CHALLENGE })).json().payment;
    expect(started).toMatchObject({ status: 'requires_action', actionUrl: `/sandbox/3ds/${started.id}` });
    expect(await orderStatus(jar, o.id)).toBe('payment_pending');
    const view = (await call(api(), 'GET', `/sandbox/payments/${started.id}`)).json().payment;
    expect(view).toMatchObject({ orderNumber: o.number, method: 'card', status: 'requires_action', gatewayStatus: 'requires_action', card: { brand: 'visa', last4: '3220' } });

    const approved = await sandbox(started.id, 'challenge', { approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().payment).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
    expect((await paymentOf(jar, o.id)).json().payment).toMatchObject({ status: 'succeeded', actionUrl: null });
    expect(await orderStatus(jar, o.id)).toBe('paid');
    // The challenge was answered: it cannot be answered the other way afterwards.
    expect((await sandbox(started.id, 'challenge', { approve: false })).json().error.code).toBe('payment_state_conflict');
  });

  it('a declined challenge fails the payment with its reason, in the shopper’s language', async () => {
    const { jar, order: o } = await order('SG', 'card', 41_00);
    const started = (await pay(jar, o.id, { card: CHALLENGE })).json().payment;
    await sandbox(started.id, 'challenge', { approve: false });
    expect((await paymentOf(jar, o.id)).json().payment).toMatchObject({ status: 'failed', failureMessage: 'Your card could not be verified. Please try again or use another card.' });
    expect(await orderStatus(jar, o.id)).toBe('payment_failed_with_inventory');
  });

  it('refuses a card number that cannot exist, a missing card and an expired card, changing nothing', async () => {
    const { jar, order: o } = await order('SG', 'card', 20_00);
    const luhn = await pay(jar, o.id, { card: { ...CARD, number: '4242 4242 4242 4241' } });
    expect(luhn.statusCode).toBe(422);
    expect(luhn.json().error).toMatchObject({ code: 'card_invalid', message: 'Your card number is not valid.' });
    expect((await pay(jar, o.id, {})).json().error.code).toBe('card_required');
    expect((await pay(jar, o.id, { card: { ...GOOD, expiry_year: 2024, expiry_month: 1 } })).json().error.code).toBe('card_expired');
    const [count] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from payments where order_id = ${o.id}`);
    expect(Number(count!.n)).toBe(0);
    expect(await orderStatus(jar, o.id)).toBe('payment_pending');
    expect((await paymentOf(jar, o.id)).statusCode).toBe(404);
  });

  it('PayNow (SG): a QR code for the order amount with a valid CRC, paid in the sandbox', async () => {
    const { jar, order: o } = await order('SG', 'paynow', 12_34);
    const response = await pay(jar, o.id, {});
    expect(response.statusCode).toBe(201);
    const payment = response.json().payment;
    expect(payment).toMatchObject({ method: 'paynow', status: 'pending', virtualAccount: null });
    expect(payment.qr.scheme).toBe('paynow');
    expect(payment.qr.svg).toContain('<svg');
    expect(verifyCrc(payment.qr.payload)).toBe(true);
    const tree = parseEmvco(payment.qr.payload);
    expect(fieldValue(tree, '26', '00')).toBe('SG.PAYNOW');
    expect(fieldValue(tree, '26', '02')).toBe('201912345K');
    expect(fieldValue(tree, '53')).toBe('702');
    expect(fieldValue(tree, '54')).toBe(formatAmount(o.summary.total.amount, 'SGD'));
    expect(fieldValue(tree, '62', '01')).toBe(o.number);
    const expiresIn = new Date(payment.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

    const view = (await call(api(), 'GET', `/sandbox/payments/${payment.id}`)).json().payment;
    expect(view).toMatchObject({ orderNumber: o.number, method: 'paynow', status: 'pending', amount: o.summary.total, qr: { scheme: 'paynow', payload: payment.qr.payload } });
    const paid = await sandbox(payment.id, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payment).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
    expect((await paymentOf(jar, o.id)).json().payment.status).toBe('succeeded');
    expect(await orderStatus(jar, o.id)).toBe('paid');
    expect((await pay(jar, o.id, {})).json().error.code).toBe('order_already_paid');
  });

  it('PromptPay (TH): a bill payment QR whose reference is the order number, paid in the sandbox', async () => {
    const { jar, order: o } = await order('TH', 'promptpay', 1_250_00);
    const payment = (await pay(jar, o.id, {}, 'TH')).json().payment;
    expect(payment.qr.scheme).toBe('promptpay');
    expect(verifyCrc(payment.qr.payload)).toBe(true);
    const tree = parseEmvco(payment.qr.payload);
    expect(fieldValue(tree, '30', '00')).toBe(PROMPTPAY_BILL_PAYMENT_AID);
    expect(fieldValue(tree, '30', '01')).toBe('010556012345601');
    expect(fieldValue(tree, '30', '02')).toBe(o.number.replaceAll('-', '').toUpperCase());
    expect(fieldValue(tree, '53')).toBe('764');
    expect(fieldValue(tree, '54')).toBe(formatAmount(o.summary.total.amount, 'THB'));
    expect(fieldValue(tree, '58')).toBe('TH');
    await sandbox(payment.id, 'pay');
    expect(await orderStatus(jar, o.id, 'TH')).toBe('paid');
  });

  it('QRIS (ID): a QR code in whole rupiah with the national merchant id', async () => {
    const { jar, order: o } = await order('ID', 'qris', 150_000_00);
    const payment = (await pay(jar, o.id, {}, 'ID', 'id')).json().payment;
    expect(payment.qr.scheme).toBe('qris');
    expect(verifyCrc(payment.qr.payload)).toBe(true);
    const tree = parseEmvco(payment.qr.payload);
    expect(fieldValue(tree, '51', '02')).toBe('ID1020012345678');
    expect(fieldValue(tree, '26', '01')).toBe('9360000812345678901');
    expect(fieldValue(tree, '53')).toBe('360');
    expect(fieldValue(tree, '54')).toBe(String(o.summary.total.amount / 100));
    expect(fieldValue(tree, '62', '01')).toBe(o.number);
    await sandbox(payment.id, 'pay');
    expect(await orderStatus(jar, o.id, 'ID')).toBe('paid');
  });

  it('a BCA virtual account (ID): the number, steps in Indonesian or English, valid for the order window, enquired at the bank', async () => {
    const { jar, order: o } = await order('ID', 'virtual_account', 200_000_00, { language: 'id' });
    expect((await pay(jar, o.id, {}, 'ID', 'id')).json().error).toMatchObject({ code: 'bank_required', message: 'Silakan pilih bank untuk virtual account Anda.' });
    const response = await pay(jar, o.id, { bank: 'bca' }, 'ID', 'id');
    expect(response.statusCode).toBe(201);
    const payment = response.json().payment;
    expect(payment).toMatchObject({ method: 'virtual_account', status: 'pending', qr: null });
    const va = payment.virtualAccount;
    expect(va).toMatchObject({ bank: 'bca', bankName: 'Bank Central Asia (BCA)' });
    expect(va.number).toMatch(/^39358\d{11}$/);
    expect(va.number.endsWith(o.number.replace(/\D/g, ''))).toBe(true);
    expect(va.instructions.map((s: { title: string }) => s.title)).toEqual(['ATM · ATM BCA', 'Mobile banking · BCA mobile (m-BCA)', 'Internet banking · KlikBCA']);
    expect(va.instructions[0].steps).toContain(`Masukkan nomor virtual account ${va.number}.`);
    expect(va.instructions[0].steps.join(' ')).toContain('Rp');
    const placed = (await call(api(), 'GET', `/orders/${o.id}`, { jar, country: 'ID' })).json().order;
    expect(payment.expiresAt).toBe(placed.paymentExpiresAt);
    const [mail] = await queryRows<{ subject: string; text: string }>(db(), sql`select subject, text from mail_messages where kind = 'order_payment_instructions' and lower("to") = lower(${placed.email})`);
    expect(mail!.subject).toBe(`Selesaikan pembayaran pesanan Blush ${o.number}`);
    expect(mail!.text).toContain(`Virtual account BCA: ${va.number}`);

    const english = (await paymentOf(jar, o.id, 'ID', 'en')).json().payment;
    expect(english.virtualAccount.instructions[0].steps[0]).toBe('Insert your BCA ATM card and enter your PIN.');

    const enquiry = await call(api(), 'POST', `/orders/${o.id}/enquireBcaPayment`, { jar, country: 'ID' });
    expect(enquiry.statusCode).toBe(200);
    expect(enquiry.json().payment.status).toBe('pending');
    expect((await call(api(), 'POST', `/orders/${o.id}/enquireBniPayment`, { jar, country: 'ID' })).statusCode).toBe(404);
    expect((await call(api(), 'POST', `/orders/${o.id}/enquireBcaPayment`, { jar: new CookieJar(), country: 'ID' })).statusCode).toBe(404);
    // A create (product guide §7): not a GET, and guarded like every state-changing request.
    expect((await call(api(), 'GET', `/orders/${o.id}/enquireBcaPayment`, { jar, country: 'ID' })).statusCode).toBe(404);
    expect((await call(api(), 'POST', `/orders/${o.id}/enquireBcaPayment`, { jar, country: 'ID', headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);

    expect((await call(api(), 'GET', `/sandbox/payments/${payment.id}`)).json().payment.virtualAccount).toEqual({ bank: 'bca', number: va.number });
    await sandbox(payment.id, 'pay');
    const after = await call(api(), 'POST', `/orders/${o.id}/enquireBcaPayment`, { jar, country: 'ID' });
    expect(after.json().payment.status).toBe('succeeded');
    expect(await orderStatus(jar, o.id, 'ID')).toBe('paid');
  });

  it('gives every bank its own account number format', async () => {
    const { jar, order: o } = await order('ID', 'virtual_account', 100_000_00);
    const formats = { bni: /^8808\d{12}$/, bri: /^26215\d{10}$/, mandiri: /^89608\d{11}$/, permata: /^8625\d{12}$/ } as const;
    for (const [bank, format] of Object.entries(formats)) {
      const payment = (await pay(jar, o.id, { bank }, 'ID')).json().payment;
      expect(payment.virtualAccount.number).toMatch(format);
      expect(payment.virtualAccount.instructions).toHaveLength(3);
    }
    // Each new attempt superseded the one before: only the last can be paid.
    const statuses = await queryRows<{ va_bank: string; status: string; failure_code: string | null }>(db(), sql`select va_bank, status, failure_code from payments where order_id = ${o.id} order by created_at`);
    expect(statuses.map((s) => s.status)).toEqual(['expired', 'expired', 'expired', 'pending']);
    const [first] = await queryRows<{ id: string }>(db(), sql`select id from payments where order_id = ${o.id} order by created_at limit 1`);
    expect((await sandbox(first!.id, 'pay')).json().error.code).toBe('payment_state_conflict');
    expect(await orderStatus(jar, o.id, 'ID')).toBe('payment_pending');
  });

  it('a QR code expires after its time ("QR code expired."), and a retry gives a new one', async () => {
    const { jar, order: o } = await order('SG', 'paynow', 18_00);
    const first = (await pay(jar, o.id, {})).json().payment;
    await db().execute(sql`update payments set qr_expires_at = now() - interval '1 second' where id = ${first.id}`);
    const refreshed = (await paymentOf(jar, o.id)).json().payment;
    expect(refreshed).toMatchObject({ id: first.id, status: 'expired', failureMessage: 'QR code expired.' });
    // The expired code can no longer be paid at the gateway either.
    expect((await sandbox(first.id, 'pay')).json().error.code).toBe('payment_state_conflict');
    expect(await orderStatus(jar, o.id)).toBe('payment_pending');

    const second = (await pay(jar, o.id, {})).json().payment;
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ status: 'pending', failureMessage: null });
    expect(verifyCrc(second.qr.payload)).toBe(true);
    expect(new Date(second.expiresAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    await sandbox(second.id, 'pay');
    expect(await orderStatus(jar, o.id)).toBe('paid');
  });

  it('a QR code never outlives the order’s payment window, and no payment starts after it', async () => {
    const { jar, order: o } = await order('SG', 'paynow', 19_00);
    await db().execute(sql`update orders set payment_expires_at = now() + interval '3 minutes' where id = ${o.id}`);
    const payment = (await pay(jar, o.id, {})).json().payment;
    expect(new Date(payment.expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 3 * 60_000);
    await db().execute(sql`update orders set payment_expires_at = now() - interval '1 second' where id = ${o.id}`);
    const late = await pay(jar, o.id, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('payment_not_allowed');
  });

  it('the sandbox fails or expires a QR payment through the signed webhook', async () => {
    const { jar, order: o } = await order('SG', 'paynow', 21_00);
    const first = (await pay(jar, o.id, {})).json().payment;
    expect((await sandbox(first.id, 'fail')).json().payment.status).toBe('failed');
    expect((await paymentOf(jar, o.id)).json().payment).toMatchObject({ status: 'failed', failureMessage: 'The payment did not go through. Please try again.' });
    expect(await orderStatus(jar, o.id)).toBe('payment_failed_with_inventory');

    const second = (await pay(jar, o.id, {})).json().payment;
    expect(await orderStatus(jar, o.id)).toBe('payment_pending');
    expect((await sandbox(second.id, 'expire')).json().payment.status).toBe('expired');
    expect((await paymentOf(jar, o.id, 'SG', 'en')).json().payment).toMatchObject({ status: 'expired', failureMessage: 'QR code expired.' });
    const events = await queryRows<{ type: string; result: string }>(db(), sql`select type, result from payment_events where payment_id in (${first.id}, ${second.id}) order by id`);
    expect(events).toEqual([{ type: 'payment.failed', result: 'applied' }, { type: 'payment.expired', result: 'applied' }]);
  });

  it('refuses a webhook with a bad or stale signature, changing nothing; a replayed webhook is applied once', async () => {
    const { jar, order: o } = await order('SG', 'paynow', 22_00);
    const payment = (await pay(jar, o.id, {})).json().payment;
    const [row] = await queryRows<{ ref: string }>(db(), sql`select provider_ref as ref from payments where id = ${payment.id}`);
    const body = JSON.stringify({
      id: `evt_test_${randomUUID()}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { session: row!.ref, reference: payment.id, status: 'succeeded', amount: o.summary.total.amount, currency: 'SGD', failure_code: null },
    });
    const secret = await webhookSecret();
    for (const signature of [undefined, signatureHeader('whsec_wrong', body), signatureHeader(secret, body, new Date(Date.now() - 6 * 60_000)), signatureHeader(secret, `${body} `)]) {
      const refused = await webhook(body, signature);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('webhook_signature_invalid');
    }
    expect(await queryRows(db(), sql`select 1 from payment_events where payment_id = ${payment.id}`)).toHaveLength(0);
    expect((await paymentOf(jar, o.id)).json().payment.status).toBe('pending');
    expect(await orderStatus(jar, o.id)).toBe('payment_pending');

    // Signed right: applied (the PSP sends no X-Platform header, and needs none).
    const accepted = await webhook(body, signatureHeader(secret, body));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ received: true, duplicate: false });
    expect(await orderStatus(jar, o.id)).toBe('paid');
    const replayed = await Promise.all([0, 1, 2].map(() => webhook(body, signatureHeader(secret, body))));
    for (const r of replayed) expect(r.json()).toEqual({ received: true, duplicate: true });
    expect(await paidEvents(o.id)).toBe(1);
    expect(await queryRows(db(), sql`select 1 from payment_events where payment_id = ${payment.id}`)).toHaveLength(1);
  });

  it('20 testers pressing "pay" at once pay the order once', async () => {
    const { jar, order: o } = await order('SG', 'paynow', 23_00);
    const payment = (await pay(jar, o.id, {})).json().payment;
    const responses = await Promise.all(Array.from({ length: 20 }, () => sandbox(payment.id, 'pay')));
    for (const r of responses) expect(r.statusCode, r.body).toBe(200);
    expect(await paidEvents(o.id)).toBe(1);
    expect(await orderStatus(jar, o.id)).toBe('paid');
    const [ref] = await queryRows<{ ref: string }>(db(), sql`select provider_ref as ref from payments where id = ${payment.id}`);
    expect(await queryRows(db(), sql`select 1 from gateway_events where session_ref = ${ref!.ref}`)).toHaveLength(1);
    expect(await queryRows(db(), sql`select 1 from payment_events where payment_id = ${payment.id}`)).toHaveLength(1);
  });

  it('concurrent starts of one card payment authorise it once', async () => {
    const { jar, order: o } = await order('SG', 'card', 24_00);
    const responses = await Promise.all(Array.from({ length: 5 }, () => pay(jar, o.id, { card: GOOD })));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    for (const r of responses) if (r.statusCode !== 201) expect(['payment_in_progress', 'order_already_paid']).toContain(r.json().error.code);
    expect(await paidEvents(o.id)).toBe(1);
    expect(await queryRows(db(), sql`select 1 from gateway_sessions s join payments p on p.provider_ref = s.ref where p.order_id = ${o.id}`)).toHaveLength(1);
  });

  it('an Idempotency-Key returns the same payment for a retried request', async () => {
    const { jar, order: o } = await order('SG', 'paynow', 26_00);
    const key = randomUUID();
    const first = await pay(jar, o.id, {}, 'SG', 'en', { 'idempotency-key': key });
    const again = await pay(jar, o.id, {}, 'SG', 'en', { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().payment.id).toBe(first.json().payment.id);
  });

  it('a guest sees and pays only their own orders', async () => {
    const { jar, order: o } = await order('SG', 'paynow', 27_00);
    await pay(jar, o.id, {});
    const stranger = new CookieJar();
    await call(api(), 'POST', '/cart/line-items', { jar: stranger, body: { variant_id: await variant(10_00, 5, 'SG'), quantity: 1 }, country: 'SG' });
    for (const response of [await paymentOf(stranger, o.id), await pay(stranger, o.id, {}), await paymentOf(new CookieJar(), o.id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('resource_not_found');
    }
    expect((await paymentOf(jar, o.id)).statusCode).toBe(200);
  });

  it('needs X-Platform to start a payment (the webhook is exempt: it is signed)', async () => {
    const { jar, order: o } = await order('SG', 'paynow', 28_00);
    const response = await api().inject({ method: 'POST', url: `/api/web/v1/orders/${o.id}/payments`, headers: { 'content-type': 'application/json', cookie: jar.header() }, payload: '{}' });
    expect(response.statusCode).toBe(403);
  });

  it('the expiry job closes overdue attempts; an order whose window passed with every attempt expired is released', async () => {
    const { jar, order: o, variant: v } = await order('SG', 'paynow', 29_00);
    const payment = (await pay(jar, o.id, {})).json().payment;
    await db().execute(sql`update payments set qr_expires_at = now() - interval '1 minute', expires_at = now() - interval '1 minute' where id = ${payment.id}`);
    await db().execute(sql`update orders set payment_expires_at = now() - interval '1 minute' where id = ${o.id}`);
    // The job's own payment services, on the same database and gateway account as the API's.
    const deps = await createPayments(db(), readEnv({ NODE_ENV: 'test' }), async ({ body, headers }) => ({
      statusCode: (await api().inject({ method: 'POST', url: '/api/web/v1/payments/webhook', headers, payload: body })).statusCode,
    }));
    expect(await reconcilePayments(deps, new Date())).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(jar, o.id)).json().payment.status).toBe('expired');
    expect(await orderStatus(jar, o.id)).toBe('payment_expired');
    expect(await stockOf(v, 'SG')).toBe(5);
  });
});
