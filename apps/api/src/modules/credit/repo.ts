import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { type StoreCreditKind, storeCreditAccounts, storeCreditBags, storeCreditEntries } from './tables.ts';

export type EntryRow = typeof storeCreditEntries.$inferSelect;

export async function balanceOf(db: Db, customerId: number, country: string): Promise<number> {
  const [row] = await db.select({ balance: storeCreditAccounts.balance }).from(storeCreditAccounts).where(and(eq(storeCreditAccounts.customerId, customerId), eq(storeCreditAccounts.country, country)));
  return row?.balance ?? 0;
}

export const entriesOf = (db: Db, customerId: number, country: string, limit = 100): Promise<EntryRow[]> =>
  db
    .select()
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.customerId, customerId), eq(storeCreditEntries.country, country)))
    .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id))
    .limit(limit);

export async function entryByRequestKey(db: Db, key: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(storeCreditEntries).where(eq(storeCreditEntries.requestKey, key));
  return row;
}

/** Record credit given (once per request key) and add it to the balance; undefined when the key was used. */
export async function grant(
  db: Db,
  entry: { customerId: number; country: string; currency: string; kind: Extract<StoreCreditKind, 'goodwill' | 'refund'>; amount: number; note: string | null; orderId: string | null; orderNumber: string | null; requestKey: string },
): Promise<EntryRow | undefined> {
  const { currency, ...values } = entry;
  const [row] = await db.insert(storeCreditEntries).values(values).onConflictDoNothing().returning();
  if (!row) return undefined;
  await db
    .insert(storeCreditAccounts)
    .values({ customerId: entry.customerId, country: entry.country, currency, balance: entry.amount })
    .onConflictDoUpdate({ target: [storeCreditAccounts.customerId, storeCreditAccounts.country], set: { balance: sql`${storeCreditAccounts.balance} + ${entry.amount}` } });
  return row;
}

/** Spend for an order: one conditional update (never below 0), then its entry (once per order). */
export async function spend(db: Db, customerId: number, country: string, amount: number, order: { id: string; number: string }): Promise<boolean> {
  const rows = await queryRows<{ balance: number }>(
    db,
    sql`update store_credit_accounts set balance = balance - ${amount} where customer_id = ${customerId} and country = ${country} and balance >= ${amount} returning balance`,
  );
  if (rows.length === 0) return false;
  const entry = await db.insert(storeCreditEntries).values({ customerId, country, kind: 'spent', amount: -amount, orderId: order.id, orderNumber: order.number }).onConflictDoNothing().returning({ id: storeCreditEntries.id });
  return entry.length > 0;
}

/** Give back what an order spent, once (a `returned` entry per order is unique). */
export async function returnForOrder(db: Db, orderId: string): Promise<number> {
  const rows = await queryRows<{ amount: number }>(
    db,
    sql`with returned as (
          insert into store_credit_entries (customer_id, country, kind, amount, order_id, order_number)
          select customer_id, country, 'returned', -amount, order_id, order_number from store_credit_entries where order_id = ${orderId} and kind = 'spent'
          on conflict (customer_id, order_id, kind) where order_id is not null and kind in ('spent', 'returned') do nothing
          returning customer_id, country, amount
        )
        update store_credit_accounts a set balance = a.balance + r.amount from returned r where a.customer_id = r.customer_id and a.country = r.country
        returning r.amount as amount`,
  );
  return rows.reduce((n, r) => n + Number(r.amount), 0);
}

export async function spentByOrder(db: Db, orderId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select coalesce(-sum(amount), 0)::int as n from store_credit_entries where order_id = ${orderId} and kind = 'spent'`);
  return Number(row?.n ?? 0);
}

/** Whether the member's credit pays the bag `bagId` (an expression), for a read of the bag. */
export const appliedSql = (bagId: SQL) => sql`exists (select 1 from store_credit_bags where bag_id = ${bagId})`;

export async function isApplied(db: Db, bagId: string): Promise<boolean> {
  return (await db.select({ bagId: storeCreditBags.bagId }).from(storeCreditBags).where(eq(storeCreditBags.bagId, bagId))).length > 0;
}

export async function apply(db: Db, bagId: string): Promise<void> {
  await db.insert(storeCreditBags).values({ bagId }).onConflictDoNothing();
}

export async function unapply(db: Db, bagId: string): Promise<void> {
  await db.delete(storeCreditBags).where(eq(storeCreditBags.bagId, bagId));
}
