/**
 * The back-office order tests' kit: staff signed in per role, orders paid by card (shipped or
 * click-and-collect, held for review when large), and the calls and reads around them.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@blush/shared/staff-permissions';
import { queryRows } from '../../db/client.ts';
import type { ApiContext } from '../../test/api.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';
import { GOOD, paymentKit } from '../payment/test-orders.ts';
import { DEMO_STAFF, adminCall, signInStaff } from '../staff/test-helpers.ts';

export function adminOrderKit(ctx: () => ApiContext, roles: readonly StaffRole[]) {
  const kit = paymentKit(ctx);
  const jars = new Map<StaffRole, CookieJar>();
  beforeAll(async () => {
    for (const role of roles) jars.set(role, await signInStaff(ctx().api, DEMO_STAFF.find((s) => s.role === role)!.email));
  });

  const as = (role: StaffRole, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) =>
    adminCall(ctx().api, method, url, { jar: jars.get(role)!, ...(body !== undefined ? { body } : {}), headers });
  const detail = async (id: string, role: StaffRole = 'operations') => {
    const response = await as(role, 'GET', `/orders/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const act = (id: string, action: string, body: unknown, role: StaffRole = 'operations', headers: Record<string, string> = {}) => as(role, 'POST', `/orders/${id}/${action}`, body, headers);

  /** A guest's order for one unit at `price`, paid by card (held for fraud review from SGD 2,000). */
  async function paidOrder(price = 40_00) {
    const { jar, order, variant } = await kit.order('SG', 'card', price);
    const paid = await kit.pay(jar, order.id, { card: GOOD });
    expect(paid.statusCode, paid.body).toBe(201);
    return { jar, order, variant };
  }

  /** A guest's click-and-collect order at the store `storeSlug`, paid by card. */
  async function collectOrder(storeSlug: string, price = 30_00) {
    const jar = new CookieJar();
    const v = await kit.variant(price, 5, 'SG');
    expect((await call(ctx().api, 'POST', '/cart/line-items', { jar, body: { variant_id: v, quantity: 1 }, country: 'SG' })).statusCode).toBeLessThan(300);
    const options = (await call(ctx().api, 'GET', '/checkout', { jar, country: 'SG' })).json().deliveryOptions as Array<{ id: string; summary: { total: { amount: number } } }>;
    const placed = await call(ctx().api, 'POST', '/orders', {
      jar,
      country: 'SG',
      headers: { 'idempotency-key': randomUUID() },
      body: {
        email: `collect-${randomUUID().slice(0, 8)}@example.com`,
        recipient: { first_name: 'Nur', last_name: 'Aisyah', calling_code: '+65', mobile: '81112222' },
        delivery_option: 'click_and_collect',
        store_id: storeSlug,
        payment_method: 'card',
        expected_total: options.find((o) => o.id === 'click_and_collect')!.summary.total.amount,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as { id: string; number: string };
    expect((await kit.pay(jar, order.id, { card: GOOD })).statusCode).toBe(201);
    return { jar, order };
  }

  const audit = (orderId: string) =>
    queryRows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; email: string | null }>(
      kit.db(),
      sql`select a.action, a.before, a.after, s.email from staff_audit_log a left join staff_members s on s.id = a.staff_id where a.target_type = 'order' and a.target_id = ${orderId} order by a.id`,
    );
  const row = async (orderId: string) =>
    (await queryRows<{ status: string; fulfilment: string; version: number }>(kit.db(), sql`select status, fulfilment, version from orders where id = ${orderId}`))[0]!;
  const refunded = async (orderId: string) => Number((await queryRows<{ n: number }>(kit.db(), sql`select coalesce(sum(amount), 0)::int as n from refunds where order_id = ${orderId}`))[0]!.n);
  const mails = (orderNumber: string) => queryRows<{ kind: string; subject: string; text: string }>(kit.db(), sql`select kind, subject, text from mail_messages where meta->>'order' = ${orderNumber} order by id`);

  return { kit, jars, as, detail, act, paidOrder, collectOrder, audit, row, refunded, mails };
}
