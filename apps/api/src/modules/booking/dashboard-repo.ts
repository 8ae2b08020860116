/** The bookings' figure for the back office's dashboard (issue 21 item 10): bookings per local day at a country's stores. */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** Bookings not cancelled starting in [from, to) at the country's stores (or only `storeIds`), per local day of `timeZone`. */
export async function bookingsPerDay(db: Db, country: string, storeIds: 'all' | readonly number[], from: Date, to: Date, timeZone: string): Promise<Array<{ date: string; count: number }>> {
  if (storeIds !== 'all' && storeIds.length === 0) return [];
  const mine = storeIds === 'all' ? sql`` : sql`and b.store_id in (${sql.join(storeIds.map((id) => sql`${id}`), sql`, `)})`;
  const rows = await queryRows<{ date: string; count: number }>(
    db,
    sql`select to_char(b.starts_at at time zone ${timeZone}, 'YYYY-MM-DD') as date, count(*)::int as count
        from bookings b join stores s on s.id = b.store_id
        where s.country = ${country} ${mine} and b.status <> 'cancelled' and b.starts_at >= ${from.toISOString()} and b.starts_at < ${to.toISOString()}
        group by 1`,
  );
  return rows.map((r) => ({ date: r.date, count: Number(r.count) }));
}
