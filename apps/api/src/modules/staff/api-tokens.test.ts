/**
 * The operations endpoint behind the same permissions (issue 21 item 2): an administrator issues a
 * staff member an API token (audited, shown once); the endpoint then acts as that staff member —
 * allowed what their roles allow, in their stores, audited under their name — and refuses
 * everything else, or everything once the token is revoked. The deployment's OPS_TOKEN still works.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { call } from '../auth/test-helpers.ts';
import { adminOrderKit } from '../order/test-admin-orders.ts';

describeApi('staff API tokens on the operations endpoint', (ctx) => {
  const { kit, as, paidOrder, audit, refunded, row } = adminOrderKit(ctx, ['administrator', 'operations']);
  const staffId = async (email: string) => (await queryRows<{ id: string }>(kit.db(), sql`select public_id as id from staff_members where email = ${email}`))[0]!.id;
  const issue = async (email: string) => {
    const response = await as('administrator', 'POST', `/staff/${await staffId(email)}/api-tokens`, { name: `integration for ${email}` });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { api_token: { id: string }; token: string };
  };
  const ops = (orderId: string, action: string, token: string) => call(kit.api(), 'POST', `/ops/orders/${orderId}/status`, { body: { action }, headers: { authorization: `Bearer ${token}` }, country: 'SG' });
  const refund = (orderId: string, amount: number, token: string) =>
    call(kit.api(), 'POST', `/ops/orders/${orderId}/refunds`, { body: { amount }, headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() }, country: 'SG' });

  it('acts as the staff member, audited under their name; revoking the token closes it at once', async () => {
    const { api_token, token } = await issue('ops@staff.blush.example');
    expect(token).toMatch(/^bst_[\w-]{40,}$/);
    const issued = await queryRows<{ after: Record<string, unknown> }>(kit.db(), sql`select after from staff_audit_log where action = 'staff.api_token.created' order by id desc limit 1`);
    expect(issued[0]!.after).toEqual({ token: api_token.id, name: 'integration for ops@staff.blush.example' });
    expect(JSON.stringify(issued)).not.toContain(token.slice(4));
    const listed = (await as('administrator', 'GET', `/staff/${await staffId('ops@staff.blush.example')}/api-tokens`)).json().api_tokens;
    expect(listed).toEqual([expect.objectContaining({ id: api_token.id, revoked_at: null })]);
    expect(JSON.stringify(listed)).not.toContain(token.slice(4));

    const { order } = await paidOrder(45_00);
    const packed = await ops(order.id, 'packed', token);
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json().order.fulfilment).toBe('packed');
    expect((await refund(order.id, 5_00, token)).statusCode).toBe(200);
    expect(await refunded(order.id)).toBe(5_00);
    expect(await audit(order.id)).toEqual([
      { action: 'orders.fulfil', email: 'ops@staff.blush.example', before: expect.objectContaining({ fulfilment: 'unfulfilled' }), after: expect.objectContaining({ fulfilment: 'packed', step: 'packed', via: 'api_token' }) },
      { action: 'orders.refund', email: 'ops@staff.blush.example', before: expect.objectContaining({ status: 'paid' }), after: expect.objectContaining({ amount: 5_00, reason: 'operations API' }) },
    ]);
    // A move the order cannot take is told apart from a refusal.
    expect((await ops(order.id, 'collected', token)).json().error.code).toBe('order_step_not_allowed');

    const revoked = await as('administrator', 'DELETE', `/staff/${await staffId('ops@staff.blush.example')}/api-tokens/${api_token.id}`);
    expect(revoked.statusCode).toBe(204);
    const after = await ops(order.id, 'shipped', token);
    expect(after.statusCode).toBe(403);
    expect(after.json().error.code).toBe('not_authorized');
    expect((await row(order.id)).fulfilment).toBe('packed');
  });

  it('refuses what the staff member may not do, changing nothing; a store manager acts only on their stores', async () => {
    const merch = (await issue('merch@staff.blush.example')).token;
    const care = (await issue('care@staff.blush.example')).token;
    const store = (await issue('store@staff.blush.example')).token;
    const { order } = await paidOrder(46_00);
    const before = await row(order.id);
    for (const token of [merch, care]) expect((await ops(order.id, 'packed', token)).statusCode).toBe(403);
    expect((await refund(order.id, 1_00, care)).statusCode).toBe(403);
    expect((await ops(order.id, 'cancelled', store)).statusCode).toBe(403);
    // A store manager may fulfil, but this order is shipped to a home, not collected at their store.
    expect((await ops(order.id, 'packed', store)).statusCode).toBe(403);
    expect((await ops(order.id, 'packed', 'bst_made-up-token-made-up-token-made-up-token')).statusCode).toBe(403);
    expect(await row(order.id)).toEqual(before);
    expect(await refunded(order.id)).toBe(0);
    expect(await audit(order.id)).toEqual([]);
    // The deployment's own token still works, as before.
    expect((await ops(order.id, 'packed', 'ops-dev-token')).json().order.fulfilment).toBe('packed');
  });

  it('only an administrator issues tokens', async () => {
    const refused = await as('operations', 'POST', `/staff/${await staffId('ops@staff.blush.example')}/api-tokens`, { name: 'mine' });
    expect(refused.statusCode).toBe(403);
  });
});
