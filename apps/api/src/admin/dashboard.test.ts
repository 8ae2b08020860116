/**
 * The back office's dashboard (issue 21 item 10): the figures of a country's today and this week
 * match the orders placed and paid, the bookings made and the page views collected, counted in the
 * country's local days; a store manager sees only their stores; bad input is refused.
 */
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminDashboard } from '@blush/shared/admin-dashboard-contracts';
import { queryRows } from '../db/client.ts';
import { describeApi } from '../test/api.ts';
import { call } from '../modules/auth/test-helpers.ts';
import { addDays, localDateOf, localToInstant } from '../modules/booking/clock.ts';
import { adminOrderKit } from '../modules/order/test-admin-orders.ts';
import { adminCall } from '../modules/staff/test-helpers.ts';
import { adminDashboard } from '../flows/dashboard.ts';

describeApi('back-office dashboard', (ctx) => {
  const { kit, as, paidOrder, collectOrder } = adminOrderKit(ctx, ['operations', 'store_manager', 'content_editor']);
  const db = () => ctx().database.db;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
  const dashboard = async (query: string, role: 'operations' | 'store_manager' | 'content_editor' = 'operations'): Promise<AdminDashboard> => {
    const answer = await as(role, 'GET', `/dashboard?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const totalOf = async (orderId: string) => (await run<{ total: number }>(sql`select total from orders where id = ${orderId}`))[0]!.total;
  const statusCount = (d: AdminDashboard, status: string) => d.orders_by_status.find((s) => s.status === status)!.count;
  const managerStore = async () => (await run<{ id: number; slug: string }>(sql`select s.id, s.slug from stores s join staff_members m on s.id = any(m.store_ids) where m.email = 'store@staff.blush.example' and s.country = 'SG' order by s.id limit 1`))[0]!;

  it("adds today's paid orders to sales, each placed order to its status and a held one to the fraud queue, in the country's currency", async () => {
    const today = localDateOf(new Date(), 'Asia/Singapore');
    const before = await dashboard('country=SG&period=today');
    const beforeWeek = await dashboard('country=SG&period=week');
    const beforeTh = await dashboard('country=TH');
    const a = await paidOrder(40_00);
    const b = await paidOrder(55_00);
    await kit.order('SG', 'card', 20_00); // placed, not paid
    await paidOrder(2_500_00); // held for fraud review
    const paid = (await totalOf(a.order.id)) + (await totalOf(b.order.id));

    const after = await dashboard('country=SG&period=today');
    expect(after).toMatchObject({ country: 'SG', period: 'today', currency: 'SGD', time_zone: 'Asia/Singapore', days: [today], scoped_to_stores: false });
    expect(after.sales.total - before.sales.total).toBe(paid);
    expect(after.sales.orders - before.sales.orders).toBe(2);
    expect(after.sales.per_day).toEqual([{ date: today, total: after.sales.total, orders: after.sales.orders }]);
    expect(statusCount(after, 'paid') - statusCount(before, 'paid')).toBe(2);
    expect(statusCount(after, 'payment_pending') - statusCount(before, 'payment_pending')).toBe(1);
    expect(statusCount(after, 'fraud_check_pending') - statusCount(before, 'fraud_check_pending')).toBe(1);
    expect(after.fraud_queue - before.fraud_queue).toBe(1);

    const week = await dashboard('country=SG&period=week');
    expect(week.days.at(-1)).toBe(today);
    expect(week.days.length).toBeLessThanOrEqual(7);
    expect(new Date(`${week.days[0]}T00:00:00Z`).getUTCDay()).toBe(1); // from Monday
    expect(week.sales.total - beforeWeek.sales.total).toBe(paid);
    expect(week.sales.per_day.map((d) => d.date)).toEqual(week.days);

    // Another country's figures are its own.
    const th = await dashboard('country=TH');
    expect(th.currency).toBe('THB');
    expect(th.sales).toEqual(beforeTh.sales);
    expect(th.fraud_queue).toBe(beforeTh.fraud_queue);
  });

  it("counts a payment and a page view on the country's local day, Monday to today for the week", async () => {
    // Wednesday 5 March 2025, 18:00 in Singapore (UTC+8).
    const now = new Date('2025-03-05T10:00:00Z');
    const { order } = await paidOrder(30_00);
    const { order: late } = await paidOrder(35_00);
    // Paid at 00:30 on Monday and at 23:30 on Tuesday, Singapore time; each still paid.
    await db().execute(sql`update orders set paid_at = '2025-03-02T16:30:00Z', created_at = '2025-03-02T16:20:00Z' where id = ${order.id}`);
    await db().execute(sql`update orders set paid_at = '2025-03-04T15:30:00Z', created_at = '2025-03-04T15:20:00Z' where id = ${late.id}`);
    const views = [
      ['v1', 'SG', '2025-03-02T15:59:00Z'], // Sunday 23:59 local: last week
      ['v1', 'SG', '2025-03-02T16:01:00Z'], // Monday 00:01
      ['v1', 'SG', '2025-03-05T03:00:00Z'],
      ['v1', 'SG', '2025-03-05T04:00:00Z'],
      ['v2', 'SG', '2025-03-05T09:59:00Z'],
      ['v3', 'SG', '2025-03-05T16:30:00Z'], // Thursday 00:30 local: not yet
      ['v4', 'TH', '2025-03-05T03:00:00Z'],
    ] as const;
    for (const [visitor, country, at] of views) {
      await db().execute(sql`insert into analytics_page_views (visitor_id, path, country, language, layout, created_at) values (${`dash-${visitor}`}, '/', ${country}, 'en', 'Mobile', ${at})`);
    }

    const week = await adminDashboard(db(), { stores: 'all' }, { country: 'SG', period: 'week' }, 'en', now);
    expect(week.days).toEqual(['2025-03-03', '2025-03-04', '2025-03-05']);
    expect(week.sales.per_day).toEqual([
      { date: '2025-03-03', total: await totalOf(order.id), orders: 1 },
      { date: '2025-03-04', total: await totalOf(late.id), orders: 1 },
      { date: '2025-03-05', total: 0, orders: 0 },
    ]);
    expect(statusCount(week, 'paid')).toBe(2);
    expect(week.page_views.per_day).toEqual([
      { date: '2025-03-03', views: 1, visitors: 1 },
      { date: '2025-03-04', views: 0, visitors: 0 },
      { date: '2025-03-05', views: 3, visitors: 2 },
    ]);
    expect(week.page_views).toMatchObject({ total: 4, visitors: 2 });

    const today = await adminDashboard(db(), { stores: 'all' }, { country: 'SG', period: 'today' }, 'en', now);
    expect(today.days).toEqual(['2025-03-05']);
    expect(today.sales.total).toBe(0);
    expect(today.page_views).toMatchObject({ total: 3, visitors: 2 });
    const th = await adminDashboard(db(), { stores: 'all' }, { country: 'TH', period: 'today' }, 'en', now);
    expect(th.page_views.total).toBe(1);
  });

  it("shows a store manager only their stores' click-and-collect orders and bookings", async () => {
    const store = await managerStore();
    const before = await dashboard('country=SG', 'store_manager');
    const collect = await collectOrder(store.slug, 30_00);
    await paidOrder(45_00); // shipped: not the manager's
    const after = await dashboard('country=SG', 'store_manager');
    expect(after.scoped_to_stores).toBe(true);
    expect(after.sales.total - before.sales.total).toBe(await totalOf(collect.order.id));
    expect(after.sales.orders - before.sales.orders).toBe(1);
    expect(statusCount(after, 'paid') - statusCount(before, 'paid')).toBe(1);

    // A booking two days ahead, counted on its local day at its store only.
    const date = addDays(localDateOf(new Date(), 'Asia/Singapore'), 2);
    const slots = (await call(ctx().api, 'GET', `/booking-service/time-slots/sg-express-makeup?store=${store.slug}&date=${date}`)).json().slots as Array<{ startsAt: string }>;
    expect(slots.length).toBeGreaterThan(0);
    const noon = localToInstant(date, '12:00', 'Asia/Singapore')!;
    const count = async (stores: 'all' | number[]) => (await adminDashboard(db(), { stores }, { country: 'SG', period: 'today' }, 'en', noon)).bookings.total;
    const [other] = await run<{ id: number }>(sql`select id from stores where country = 'SG' and id <> ${store.id} order by id limit 1`);
    const [all, mine, others] = [await count('all'), await count([store.id]), await count([other!.id])];
    const booked = await call(ctx().api, 'POST', '/reservation-service/create', { body: { activity: 'sg-express-makeup', store: store.slug, starts_at: slots[0]!.startsAt, full_name: 'Dash Board', email: 'dash-board@example.com', calling_code: '+65', phone: '91234567' } });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await count('all')).toBe(all + 1);
    expect(await count([store.id])).toBe(mine + 1);
    expect(await count([other!.id])).toBe(others);
    const per = (await adminDashboard(db(), { stores: [store.id] }, { country: 'SG', period: 'today' }, 'en', noon)).bookings.per_day;
    expect(per).toEqual([{ date, count: mine + 1 }]);
  });

  it('lists variants at or below the low-stock threshold, fewest first, ten at most', async () => {
    const before = await dashboard('country=SG', 'content_editor');
    const variantId = await kit.variant(19_00, 0, 'SG');
    const after = await dashboard('country=SG', 'content_editor');
    expect(after.low_stock.threshold).toBe(5);
    expect(after.low_stock.count).toBe(before.low_stock.count + 1);
    expect(after.low_stock.variants.length).toBe(Math.min(10, after.low_stock.count));
    const stocks = after.low_stock.variants.map((v) => v.stock);
    expect(stocks).toEqual([...stocks].sort((x, y) => x - y));
    expect(stocks.every((s) => s <= 5)).toBe(true);
    const [sku] = await run<{ sku: string }>(sql`select sku from variants where id = ${variantId}`);
    if (after.low_stock.count <= 10) expect(after.low_stock.variants).toContainEqual(expect.objectContaining({ sku: sku!.sku, stock: 0 }));
  });

  it('refuses an unknown country or period with a clear message, and a request without a staff session', async () => {
    for (const query of ['country=XX', 'period=today', 'country=SG&period=month']) {
      const answer = await as('operations', 'GET', `/dashboard?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error.code).toBe('validation_failed');
    }
    expect((await adminCall(ctx().api, 'GET', '/dashboard?country=SG')).statusCode).toBe(401);
  });
});
