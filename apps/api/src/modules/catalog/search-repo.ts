import { sql } from 'drizzle-orm';
import type { CountryCode } from '@blush/shared/markets';
import { type Db, queryRows } from '../../db/client.ts';
import { UNSPACED, escapeLike } from './listing-query.ts';

/** True when every token is a known word or the start of one (Thai and Chinese: inside one), not only a typo's neighbour. */
export async function tokensAreKnown(db: Db, tokens: readonly string[]): Promise<boolean> {
  const checks = tokens.map((t) =>
    UNSPACED.test(t)
      ? sql`exists (select 1 from search_terms where term like ${`%${escapeLike(t)}%`})`
      : sql`exists (select 1 from search_terms where term like ${`${escapeLike(t)}%`})`,
  );
  const rows = await queryRows<{ known: boolean }>(db, sql`select (${sql.join(checks, sql` and `)}) as known`);
  return rows[0]?.known === true;
}

export async function recordSearch(db: Db, country: CountryCode, query: string, times: number): Promise<void> {
  await db.execute(sql`
    insert into search_queries (country, query, count, last_searched_at) values (${country}, ${query}, ${times}, now())
    on conflict (country, query) do update set count = search_queries.count + ${times}, last_searched_at = now()`);
}

export async function popularQueries(db: Db, country: CountryCode, prefix: string | undefined, limit: number): Promise<string[]> {
  const rows = await queryRows<{ query: string }>(db, sql`
    select query from search_queries
    where country = ${country} and last_searched_at > now() - interval '90 days'
      ${prefix ? sql`and query like ${`${escapeLike(prefix)}%`}` : sql``}
    order by count desc, query limit ${limit}`);
  return rows.map((r) => r.query);
}

/** Brands sold in the country whose name matches the text (substring or typo-tolerant). */
export async function matchingBrands(db: Db, country: CountryCode, text: string, limit: number): Promise<Array<{ slug: string; name: string }>> {
  return queryRows(db, sql`
    select b.slug, b.name from brands b
    where (lower(b.name) like ${`%${escapeLike(text)}%`} or (length(${text}) >= 3 and ${text} <% lower(b.name)))
      and exists (select 1 from products p join product_offers o on o.product_id = p.id and o.country = ${country} where p.brand_id = b.id and p.published)
    order by (lower(b.name) like ${`${escapeLike(text)}%`}) desc, word_similarity(${text}, lower(b.name)) desc, b.popularity desc
    limit ${limit}`);
}
