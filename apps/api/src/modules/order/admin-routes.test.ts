/**
 * The back office's orders (issue 21 item 2): each staff action changes the order as asked and
 * writes its audit entry (who, before, after) with it; a stale version, a step the order's state
 * does not allow or a refund larger than what is left changes nothing; the detail's timeline
 * gathers payments, webhooks, fraud screening, e-mails and staff actions; the shopper sees the
 * shipment.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { call } from '../auth/test-helpers.ts';
import { describeApi } from '../../test/api.ts';
import { adminOrderKit } from './test-admin-orders.ts';

describeApi('back-office orders: actions', (ctx) => {
  const { kit, detail, act, paidOrder, collectOrder, audit, row, refunded, mails, as } = adminOrderKit(ctx, ['operations', 'customer_service', 'merchandiser']);
  const api = () => ctx().api;

  it('ships an order step by step, each step audited; the shopper sees carrier and tracking and gets the e-mail', async () => {
    const { jar, order } = await paidOrder();
    let version = (await detail(order.id)).version;
    const packed = await act(order.id, 'fulfilment', { step: 'packed', version });
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json().order.fulfilment).toBe('packed');
    expect(packed.json().version).toBe(version + 1);
    version = packed.json().version;

    const shipped = await act(order.id, 'fulfilment', { step: 'shipped', carrier: 'Ninja Van', tracking_number: 'NV-SG-12345678', version });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().shipment).toMatchObject({ carrier: 'Ninja Van', tracking_number: 'NV-SG-12345678' });
    await api().outbox.kick();

    // The shopper's order page.
    const mine = (await call(api(), 'GET', `/orders/${order.id}`, { jar, country: 'SG' })).json().order;
    expect(mine.fulfilment).toBe('shipped');
    expect(mine.shipment).toMatchObject({ carrier: 'Ninja Van', trackingNumber: 'NV-SG-12345678' });
    const shippedMail = (await mails(order.number)).find((m) => m.kind === 'order_shipped');
    expect(shippedMail?.subject).toBe(`Your Blush order ${order.number} is on its way`);
    expect(shippedMail?.text).toContain('NV-SG-12345678');

    const delivered = await act(order.id, 'fulfilment', { step: 'delivered', version: shipped.json().version });
    expect(delivered.json().order.fulfilment).toBe('delivered');

    expect(await audit(order.id)).toEqual([
      { action: 'orders.fulfil', email: 'ops@staff.blush.example', before: { status: 'paid', fulfilment: 'unfulfilled', version: version - 1 }, after: { status: 'paid', fulfilment: 'packed', version, step: 'packed' } },
      {
        action: 'orders.fulfil',
        email: 'ops@staff.blush.example',
        before: { status: 'paid', fulfilment: 'packed', version },
        after: { status: 'paid', fulfilment: 'shipped', version: version + 1, step: 'shipped', carrier: 'Ninja Van', tracking_number: 'NV-SG-12345678' },
      },
      expect.objectContaining({ action: 'orders.fulfil', after: expect.objectContaining({ fulfilment: 'delivered', step: 'delivered' }) }),
    ]);
  });

  it('refuses a stale version (409 edit_conflict) and a step the order cannot take (409), changing nothing and auditing nothing', async () => {
    const { order } = await paidOrder();
    const { version } = await detail(order.id);
    const stale = await act(order.id, 'fulfilment', { step: 'packed', version: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'edit_conflict', message: 'Someone else changed this while you were editing. Reload to see their changes, then try again.' });
    const early = await act(order.id, 'fulfilment', { step: 'shipped', carrier: 'DHL', tracking_number: 'ABCD1234', version });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('order_step_not_allowed');
    // Collection steps are for click-and-collect orders only.
    for (const step of ['ready_for_collection', 'collected']) expect((await act(order.id, 'fulfilment', { step, version })).json().error.code).toBe('order_step_not_allowed');
    // A shipment needs its carrier and a tracking number of letters, digits and dashes.
    expect((await act(order.id, 'fulfilment', { step: 'shipped', carrier: 'DHL', version })).statusCode).toBe(400);
    expect((await act(order.id, 'fulfilment', { step: 'shipped', carrier: 'DHL', tracking_number: 'no spaces!', version })).statusCode).toBe(400);
    expect(await row(order.id)).toEqual({ status: 'paid', fulfilment: 'unfulfilled', version });
    expect(await audit(order.id)).toEqual([]);
  });

  it('the fraud queue lists held orders oldest first; approving pays one, blocking releases and refunds another, both audited', async () => {
    const first = await paidOrder(2_100_00);
    const second = await paidOrder(2_200_00);
    const queue = (await as('operations', 'GET', '/orders?queue=fraud&limit=100')).json().orders.map((o: { id: string }) => o.id);
    expect(queue.indexOf(first.order.id)).toBeGreaterThanOrEqual(0);
    expect(queue.indexOf(first.order.id)).toBeLessThan(queue.indexOf(second.order.id));

    const held = await detail(first.order.id);
    expect(held.order.status).toBe('fraud_check_pending');
    expect(held.timeline).toEqual(expect.arrayContaining([expect.objectContaining({ source: 'fraud', type: 'fraud.screened', data: expect.objectContaining({ decision: 'review', reasons: ['amount'] }) })]));
    const approved = await act(first.order.id, 'fraud-review', { decision: 'approve', note: 'Called the shopper', version: held.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().order.status).toBe('paid');

    const other = await detail(second.order.id);
    const blocked = await act(second.order.id, 'fraud-review', { decision: 'block', version: other.version });
    expect(blocked.json().order.status).toBe('payment_blocked');
    expect(await refunded(second.order.id)).toBe(second.order.summary.total.amount);
    expect(await audit(first.order.id)).toEqual([
      { action: 'fraud.review', email: 'ops@staff.blush.example', before: expect.objectContaining({ status: 'fraud_check_pending' }), after: expect.objectContaining({ status: 'paid', decision: 'approve', note: 'Called the shopper' }) },
    ]);
    expect(await audit(second.order.id)).toEqual([expect.objectContaining({ action: 'fraud.review', after: expect.objectContaining({ status: 'payment_blocked', decision: 'block' }) })]);
    // Reviewed once: a second review finds nothing to review.
    expect((await act(first.order.id, 'fraud-review', { decision: 'block', version: approved.json().version })).json().error.code).toBe('order_step_not_allowed');
    const queueAfter = (await as('operations', 'GET', '/orders?queue=fraud&limit=100')).json().orders.map((o: { id: string }) => o.id);
    expect(queueAfter).not.toContain(first.order.id);
  });

  it('refunds part, then refuses more than is left (422) changing nothing; one key refunds once; audited with the amount', async () => {
    const { order } = await paidOrder(50_00);
    const total = order.summary.total.amount;
    const refund = (body: unknown, key: string | null = randomUUID()) => act(order.id, 'refunds', body, 'operations', key ? { 'idempotency-key': key } : {});
    expect((await refund({ amount: 10_00, reason: 'Damaged lid' }, null)).json().error.code).toBe('idempotency_key_required');
    const key = randomUUID();
    const first = await refund({ amount: 10_00, reason: 'Damaged lid' }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().refundable.amount).toBe(total - 10_00);
    expect((await refund({ amount: 10_00, reason: 'Damaged lid' }, key)).statusCode).toBe(200);
    expect(await refunded(order.id)).toBe(10_00);

    const before = await row(order.id);
    const tooMuch = await refund({ amount: total, reason: 'Everything' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.code).toBe('refund_exceeds_paid');
    expect(await refunded(order.id)).toBe(10_00);
    expect(await row(order.id)).toEqual(before);
    expect(await audit(order.id)).toEqual([
      { action: 'orders.refund', email: 'ops@staff.blush.example', before: expect.objectContaining({ status: 'paid' }), after: expect.objectContaining({ amount: 10_00, currency: 'SGD', reason: 'Damaged lid' }) },
    ]);

    // No amount: all that is left.
    const rest = await refund({ reason: 'Goodwill' });
    expect(rest.json().refundable.amount).toBe(0);
    await api().outbox.kick();
    const after = await detail(order.id);
    expect(after.order.refunds.map((r: { amount: { amount: number } }) => r.amount.amount)).toEqual([10_00, total - 10_00]);
    expect(after.timeline.filter((e: { source: string }) => e.source === 'refund').map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['refund.requested', 'refund.succeeded']));
    expect((await refund({ amount: 1, reason: 'More' })).json().error.code).toBe('refund_not_possible');
  });

  it('cancels with a reason: stock back, refunded, audited; a shipped order cannot be cancelled', async () => {
    const { order, jar, variant } = await paidOrder(35_00);
    expect(await kit.stockOf(variant, 'SG')).toBe(4);
    const { version } = await detail(order.id);
    const cancelled = await act(order.id, 'cancel', { reason: 'Customer asked by phone', version });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(await refunded(order.id)).toBe(order.summary.total.amount);
    expect(await kit.stockOf(variant, 'SG')).toBe(5);
    expect((await call(api(), 'GET', `/orders/${order.id}`, { jar, country: 'SG' })).json().order.status).toBe('cancelled');
    expect(await audit(order.id)).toEqual([expect.objectContaining({ action: 'orders.cancel', before: expect.objectContaining({ status: 'paid' }), after: expect.objectContaining({ status: 'cancelled', reason: 'Customer asked by phone' }) })]);

    const shipped = await paidOrder(36_00);
    let v = (await detail(shipped.order.id)).version;
    v = (await act(shipped.order.id, 'fulfilment', { step: 'packed', version: v })).json().version;
    v = (await act(shipped.order.id, 'fulfilment', { step: 'shipped', carrier: 'DHL', tracking_number: 'DHL-0001', version: v })).json().version;
    expect((await act(shipped.order.id, 'cancel', { reason: 'Too late', version: v })).json().error.code).toBe('order_step_not_allowed');
    expect((await row(shipped.order.id)).status).toBe('paid');
  });

  it('click and collect: ready for collection e-mails the shopper, then collected', async () => {
    const { order } = await collectOrder('sg-vivocity');
    const { version } = await detail(order.id);
    expect((await act(order.id, 'fulfilment', { step: 'shipped', carrier: 'DHL', tracking_number: 'DHL-0002', version })).json().error.code).toBe('order_step_not_allowed');
    const ready = await act(order.id, 'fulfilment', { step: 'ready_for_collection', version });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().order.fulfilment).toBe('packed');
    await api().outbox.kick();
    expect((await mails(order.number)).map((m) => m.kind)).toContain('order_ready_for_collection');
    const collected = await act(order.id, 'fulfilment', { step: 'collected', version: ready.json().version });
    expect(collected.json().order.fulfilment).toBe('collected');
    expect((await audit(order.id)).map((a) => a.after?.step)).toEqual(['ready_for_collection', 'collected']);
  });

  it('resends an e-mail through the outbox, audited; one the order has nothing for is refused; customer service may, a merchandiser not', async () => {
    const { order } = await paidOrder(22_00);
    await api().outbox.kick();
    const count = async () => (await mails(order.number)).filter((m) => m.kind === 'order_confirmation').length;
    expect(await count()).toBe(1);
    const resent = await act(order.id, 'emails', { email: 'order_confirmation' }, 'customer_service');
    expect(resent.statusCode, resent.body).toBe(202);
    await api().outbox.kick();
    expect(await count()).toBe(2);
    expect(await audit(order.id)).toEqual([{ action: 'orders.resend_email', email: 'care@staff.blush.example', before: null, after: { email: 'order_confirmation', to: expect.stringContaining('@example.com') } }]);
    expect((await act(order.id, 'emails', { email: 'shipped' }, 'customer_service')).json().error.code).toBe('order_step_not_allowed');
    const refused = await act(order.id, 'emails', { email: 'order_confirmation' }, 'merchandiser');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'not_authorized', message: 'You are not authorized to perform this action.' });
    expect((await audit(order.id)).length).toBe(1);
  });

  it('the detail gathers the timeline: placed, payment and its webhook, screening, e-mails and staff actions with their names', async () => {
    const { order } = await paidOrder(28_00);
    await api().outbox.kick();
    const { version } = await detail(order.id);
    await act(order.id, 'fulfilment', { step: 'packed', version });
    const view = await detail(order.id, 'customer_service');
    expect(view.customer).toBeNull();
    expect(view.refundable).toEqual(order.summary.total);
    const kinds = view.timeline.map((e: { source: string; type: string }) => `${e.source}:${e.type}`);
    for (const expected of ['order:placed', 'payment:payment.created', 'payment:payment.succeeded', 'fraud:fraud.screened', 'order:paid', 'email:email.order_confirmation', 'order:packed', 'staff:orders.fulfil']) {
      expect(kinds, expected).toContain(expected);
    }
    expect(kinds.some((k: string) => k.startsWith('webhook:'))).toBe(true);
    expect(view.timeline.find((e: { source: string }) => e.source === 'staff').actor).toBe('Omar Rahman');
    const times = view.timeline.map((e: { at: string }) => e.at);
    expect(times).toEqual([...times].sort());
    expect((await as('operations', 'GET', `/orders/${randomUUID()}`)).statusCode).toBe(404);
  });
});
