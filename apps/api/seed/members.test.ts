/**
 * The demo members tell one story on every account page: each purchase in a points history is a
 * real order of theirs (lines, a captured payment, delivered or on its way) with the same spend
 * and points, and the staff member's staff discount is valid today. Seeded the same way twice,
 * once only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { localDate } from '@blush/shared/loyalty';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { summary } from '../src/modules/loyalty/service.ts';
import { memberOrders } from '../src/modules/order/service.ts';
import { DEMO_MEMBERS, seedMembers } from './members.ts';
import { seed, seedIfEmpty } from './seed.ts';

const open: Database[] = [];
afterEach(async () => {
  for (const database of open.splice(0)) await database.close();
});
async function seeded(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  open.push(database);
  await seed(database.db, { products: 240 });
  return database;
}

interface Purchase {
  email: string;
  order_number: string;
  points: number;
  status: string;
  spend: number;
  order_id: string | null;
  order_status: string | null;
  fulfilment: string | null;
  points_earned: number | null;
  merchandise: number | null;
  total: number | null;
  lines_subtotal: number | null;
  product_lines: number;
  paid: number | null;
  delivered_event: boolean;
}

/** Every purchase of the points histories, with the order of that number, if any. */
async function purchases(database: Database): Promise<Purchase[]> {
  return queryRows<Purchase>(database.db, sql`
    select c.email, l.order_number, l.points, l.status, s.amount as spend,
           o.id as order_id, o.status as order_status, o.fulfilment, o.points_earned,
           (o.summary->'subtotal'->>'amount')::int - (o.summary->'discount'->>'amount')::int as merchandise, o.total,
           (select sum(ol.subtotal)::int from order_lines ol where ol.order_id = o.id and ol.kind = 'product') as lines_subtotal,
           (select count(*)::int from order_lines ol where ol.order_id = o.id and ol.kind = 'product') as product_lines,
           (select p.amount from payments p where p.id = o.paid_payment_id and p.status = 'succeeded' and p.settled_at is not null) as paid,
           exists (select 1 from order_events e where e.order_id = o.id and e.type = 'ops_delivered') as delivered_event
    from points_ledger l
    join customers c on c.id = l.customer_id
    join qualifying_spend s on s.order_number = l.order_number
    left join orders o on o.number = l.order_number and o.customer_id = l.customer_id
    where l.source = 'purchase_points_with_order_number' and not c.sandbox
    order by c.id, l.created_at`);
}

describe('demo members', () => {
  it("have a real order behind every purchase of their points history, with the same spend and points", async () => {
    const database = await seeded();
    const rows = await purchases(database);
    expect(rows).toHaveLength(DEMO_MEMBERS.reduce((n, m) => n + m.purchases.length, 0));
    for (const row of rows) {
      const label = `${row.email} ${row.order_number}`;
      expect(row.order_number, label).toMatch(/^(SG|ID|TH|HK)\d{8}$/);
      expect(row.order_id, label).not.toBeNull();
      expect(row.order_status, label).toBe('paid');
      expect(row.points_earned, label).toBe(row.points);
      expect(row.merchandise, label).toBe(Number(row.spend));
      expect(row.lines_subtotal, label).toBeGreaterThanOrEqual(row.merchandise!);
      expect(row.product_lines, label).toBeGreaterThan(0);
      expect(row.paid, label).toBe(row.total);
      // Delivered orders' points are available; the one on its way keeps them pending.
      expect(row.fulfilment, label).toBe(row.status === 'available' ? 'delivered' : 'shipped');
      expect(row.delivered_event, label).toBe(row.fulfilment === 'delivered');
    }
    expect(rows.filter((r) => r.fulfilment === 'shipped').map((r) => r.email)).toEqual(['pink@blush.example']);

    // The spend is about what the demo says each member spent, never less.
    for (const m of DEMO_MEMBERS) {
      const spent = rows.filter((r) => r.email === m.email).map((r) => Number(r.spend));
      const meant = m.purchases.map((p) => p.amount);
      spent.forEach((amount, i) => {
        expect(amount, m.email).toBeGreaterThanOrEqual(meant[i]!);
        expect(amount, m.email).toBeLessThan(meant[i]! * 1.5);
      });
    }

    // The account pages: the order history lists them, newest first; the tier messages are the README's.
    const customers = await queryRows<{ id: number; email: string; tier: string }>(database.db, sql`select id, email, tier from customers where not sandbox order by id`);
    const kinds: Record<string, string> = {};
    for (const c of customers) {
      const orders = await memberOrders(database.db, c.id);
      expect(orders.map((o) => o.number), c.email).toEqual(rows.filter((r) => r.email === c.email).map((r) => r.order_number).reverse());
      kinds[c.email] = (await summary(database.db, c.id)).status.message.kind;
    }
    expect(kinds).toEqual({
      'pink@blush.example': 'in_progress',
      'white@blush.example': 'in_progress',
      'black@blush.example': 'downgrade_warning',
      'gold@blush.example': 'max_tier',
      'staff@blush.example': 'in_progress',
    });
  });

  it("give the staff member this year's staff discount, valid today", async () => {
    const database = await seeded();
    const [staff] = await queryRows<{ id: number }>(database.db, sql`select id from customers where email = 'staff@blush.example'`);
    const perks = await queryRows<{ status: string; redeem_by: string }>(
      database.db,
      sql`select status, redeem_by::text as redeem_by from perks where customer_id = ${staff!.id} and kind = 'staff_discount' order by id`,
    );
    const today = localDate('SG', new Date());
    const valid = perks.filter((p) => p.status === 'issued' && p.redeem_by >= today);
    expect(valid).toEqual([{ status: 'issued', redeem_by: `${today.slice(0, 4)}-12-31` }]);
    // The one issued when they joined, last year, has run out and says so.
    expect(perks.filter((p) => p.status !== 'issued').every((p) => p.status === 'expired' && p.redeem_by < today)).toBe(true);
  });

  it('are the same orders every time, and seeded once', async () => {
    const [a, b] = [await seeded(), await seeded()];
    const story = async (database: Database) =>
      queryRows<{ line: string }>(database.db, sql`
        select o.number || ' ' || o.email || ' ' || o.total || ' ' || o.points_earned || ' ' || string_agg(ol.sku || 'x' || ol.quantity || '@' || ol.unit_price, ',' order by ol.id) as line
        from orders o join order_lines ol on ol.order_id = o.id group by o.id order by o.number`);
    expect(await story(a)).toEqual(await story(b));
    const count = async () => (await queryRows<{ n: number }>(a.db, sql`select (select count(*) from orders)::int + (select count(*) from points_ledger)::int as n`))[0]!.n;
    const before = await count();
    expect(await seedMembers(a.db)).toBe(0);
    expect(await seedIfEmpty(a.db)).toBeNull();
    expect(await count()).toBe(before);
  });
});
