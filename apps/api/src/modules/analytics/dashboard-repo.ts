/** The collector's figure for the back office's dashboard (issue 21 item 10): page views per local day of a country. */
import { and, count, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsPageViews } from './tables.ts';

/** Page views and distinct visitors of `country` in [from, to), per local day of `timeZone`, and the distinct visitors of the whole span. */
export async function pageViewsPerDay(db: Db, country: string, from: Date, to: Date, timeZone: string) {
  const day = sql<string>`to_char(${analyticsPageViews.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const where = and(eq(analyticsPageViews.country, country), gte(analyticsPageViews.createdAt, from), lt(analyticsPageViews.createdAt, to));
  const [rows, [all]] = await Promise.all([
    db.select({ date: day, views: count(), visitors: countDistinct(analyticsPageViews.visitorId) }).from(analyticsPageViews).where(where).groupBy(sql`1`),
    db.select({ visitors: countDistinct(analyticsPageViews.visitorId) }).from(analyticsPageViews).where(where),
  ]);
  return { visitors: Number(all?.visitors ?? 0), perDay: rows.map((r) => ({ date: r.date, views: Number(r.views), visitors: Number(r.visitors) })) };
}
