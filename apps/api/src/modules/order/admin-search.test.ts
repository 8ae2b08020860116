/**
 * The back office's order search and scope (issue 21 item 2): every filter, keyset pages that
 * neither skip nor repeat, a store manager who reaches only the click-and-collect orders of their
 * stores; and under concurrency, refunds racing on one order never give back more than was paid
 * and an approval racing a block leaves one winner (run with TEST_DATABASE_URL for PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { adminOrderKit } from './test-admin-orders.ts';

type Row = { id: string; number: string; created_at: string; country: string; status: string; fulfilment: string; payment_method: string; phone: string; store_id: string | null; delivery_option: string };

describeApi('back-office orders: search, scope and races', (ctx) => {
  const { kit, as, act, detail, paidOrder, collectOrder, audit, refunded } = adminOrderKit(ctx, ['operations', 'store_manager']);
  const list = async (query: string, role: 'operations' | 'store_manager' = 'operations') => {
    const response = await as(role, 'GET', `/orders?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { orders: Row[]; next_cursor: string | null };
  };
  let ion = '';
  beforeAll(async () => {
    // The demo store manager runs the Singapore stores; here only ION Orchard.
    const [store] = await queryRows<{ id: number; slug: string }>(kit.db(), sql`select id, slug from stores where slug = 'sg-ion-orchard'`);
    ion = store!.slug;
    await kit.db().execute(sql`update staff_members set store_ids = ${`{${store!.id}}`}::int[] where email = 'store@staff.blush.example'`);
  });

  it('finds an order by its number (exactly or by prefix), e-mail or mobile number, and filters by status, country, method, fulfilment and date', async () => {
    const paid = await paidOrder(31_00);
    const email = (await detail(paid.order.id)).order.email as string;
    const unpaid = await kit.order('SG', 'paynow', 32_00);
    const thai = await kit.order('TH', 'card', 900_00);
    const collect = await collectOrder('sg-jewel-changi');

    expect((await list(`q=${paid.order.number}`)).orders.map((o) => o.id)).toEqual([paid.order.id]);
    expect((await list(`q=${paid.order.number.slice(0, -1)}&limit=100`)).orders.map((o) => o.id)).toContain(paid.order.id);
    expect((await list(`q=${encodeURIComponent(email.toUpperCase())}`)).orders.map((o) => o.id)).toEqual([paid.order.id]);
    const byPhone = (await list(`q=${encodeURIComponent('+65 8111 2222')}&limit=100`)).orders;
    expect(byPhone.map((o) => o.id)).toContain(collect.order.id);
    expect(byPhone.every((o) => o.phone === '+65 81112222')).toBe(true);
    expect((await list(`q=81112222&limit=100`)).orders.map((o) => o.id)).toContain(collect.order.id);
    expect((await list('q=nobody%40example.com')).orders).toEqual([]);

    const pending = (await list('status=payment_pending&limit=100')).orders;
    expect(pending.map((o) => o.id)).toContain(unpaid.order.id);
    expect(pending.every((o) => o.status === 'payment_pending')).toBe(true);
    const th = (await list('country=TH&limit=100')).orders;
    expect(th.map((o) => o.id)).toContain(thai.order.id);
    expect(th.every((o) => o.country === 'TH')).toBe(true);
    const paynow = (await list('payment_method=paynow&limit=100')).orders;
    expect(paynow.map((o) => o.id)).toContain(unpaid.order.id);
    expect(paynow.every((o) => o.payment_method === 'paynow')).toBe(true);
    const collecting = (await list('delivery_option=click_and_collect&store_id=sg-jewel-changi&limit=100')).orders;
    expect(collecting.map((o) => o.id)).toEqual([collect.order.id]);

    const { version } = await detail(paid.order.id);
    await act(paid.order.id, 'fulfilment', { step: 'packed', version });
    const packed = (await list('fulfilment=packed&limit=100')).orders;
    expect(packed.map((o) => o.id)).toContain(paid.order.id);
    expect(packed.every((o) => o.fulfilment === 'packed')).toBe(true);

    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect((await list(`from=${encodeURIComponent(later)}`)).orders).toEqual([]);
    const placedAt = (await list(`q=${paid.order.number}`)).orders[0]!.created_at;
    expect((await list(`q=${paid.order.number}&to=${encodeURIComponent(placedAt)}`)).orders).toEqual([]);
    expect((await list(`q=${paid.order.number}&from=${encodeURIComponent(placedAt)}`)).orders).toHaveLength(1);
    // Bad filters are refused, not ignored.
    expect((await as('operations', 'GET', '/orders?status=lost')).statusCode).toBe(400);
    expect((await as('operations', 'GET', '/orders?cursor=not-an-order')).statusCode).toBe(400);
  });

  it('pages through every order newest first, none skipped or repeated', async () => {
    for (let i = 0; i < 3; i++) await kit.order('SG', 'card', 21_00 + i);
    const [{ n }] = (await queryRows<{ n: number }>(kit.db(), sql`select count(*)::int as n from orders`)) as [{ n: number }];
    const seen: Row[] = [];
    let cursor: string | null = null;
    do {
      const page: { orders: Row[]; next_cursor: string | null } = await list(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.orders.length).toBeLessThanOrEqual(3);
      seen.push(...page.orders);
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(Number(n));
    expect(new Set(seen.map((o) => o.id)).size).toBe(seen.length);
    const times = seen.map((o) => o.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('a store manager reaches only the click-and-collect orders of their stores, and may fulfil only those', async () => {
    const mine = await collectOrder(ion);
    const elsewhere = await collectOrder('sg-vivocity');
    const shipped = await paidOrder(24_00);
    const visible = (await list('limit=100', 'store_manager')).orders;
    expect(visible.map((o) => o.id)).toContain(mine.order.id);
    expect(visible.every((o) => o.delivery_option === 'click_and_collect' && o.store_id === ion)).toBe(true);
    expect((await as('store_manager', 'GET', '/orders?store_id=sg-vivocity')).statusCode).toBe(403);

    for (const other of [elsewhere, shipped]) {
      const refused = await as('store_manager', 'GET', `/orders/${other.order.id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('not_authorized');
      const version = (await detail(other.order.id)).version;
      expect((await act(other.order.id, 'fulfilment', { step: 'packed', version }, 'store_manager')).statusCode).toBe(403);
      expect(await audit(other.order.id)).toEqual([]);
    }
    const { version } = await detail(mine.order.id, 'store_manager');
    const ready = await act(mine.order.id, 'fulfilment', { step: 'ready_for_collection', version }, 'store_manager');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(await audit(mine.order.id)).toEqual([expect.objectContaining({ action: 'orders.fulfil', email: 'store@staff.blush.example' })]);
    // Cancelling and refunding are not a store manager's.
    expect((await act(mine.order.id, 'cancel', { reason: 'x', version: ready.json().version }, 'store_manager')).statusCode).toBe(403);
    expect((await act(mine.order.id, 'refunds', { reason: 'x' }, 'store_manager', { 'idempotency-key': randomUUID() })).statusCode).toBe(403);
  });

  it('refunds racing on one order never give back more than was paid', async () => {
    const { order } = await paidOrder(60_00);
    const total = order.summary.total.amount;
    const part = Math.floor(total * 0.4);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => act(order.id, 'refunds', { amount: part, reason: 'Race' }, 'operations', { 'idempotency-key': randomUUID() })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().error.code).every((c: string) => c === 'refund_exceeds_paid')).toBe(true);
    expect(await refunded(order.id)).toBe(part * 2);
    expect((await audit(order.id)).filter((a) => a.action === 'orders.refund')).toHaveLength(2);
  });

  it('an approval racing a block on one held order: one wins, the other is told the order changed', async () => {
    const { order } = await paidOrder(2_300_00);
    const { version } = await detail(order.id);
    const answers = await Promise.all([
      act(order.id, 'fraud-review', { decision: 'approve', version }),
      act(order.id, 'fraud-review', { decision: 'block', version }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('edit_conflict');
    const reviews = (await audit(order.id)).filter((a) => a.action === 'fraud.review');
    expect(reviews).toHaveLength(1);
    expect(winner.order.status).toBe(reviews[0]!.after!.decision === 'approve' ? 'paid' : 'payment_blocked');
    expect(await refunded(order.id)).toBe(winner.order.status === 'paid' ? 0 : order.summary.total.amount);
  });
});
