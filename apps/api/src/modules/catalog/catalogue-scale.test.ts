import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductListResponse, SearchResponse } from '@blush/shared/contracts';
import { queryRows } from '../../db/client.ts';
import { describeApi, shopHeaders } from '../../test/api.ts';
import { countQueries } from '../../test/query-count.ts';
import { refreshOffers } from './service.ts';

/**
 * Issue 20: what keeps the catalogue's database path flat as it grows to 100,000 products (the
 * response cache is off here, so every answer is built).
 */
describeApi(
  'catalogue at scale',
  (ctx) => {
    // Awaited inside: inject sends the request only when awaited, and only then are its queries counted.
    const get = (url: string) => countQueries(ctx().database, async () => await ctx().api.inject({ method: 'GET', url: `/api/web/v1${url}`, headers: shopHeaders('SG', 'en') }));

    it('a brand listing, newest first, lists launched products newest first and coming-soon ones last, with its filters', async () => {
      const [brand] = await queryRows<{ slug: string }>(ctx().database.db, sql`
        select b.slug from brands b join products p on p.brand_id = b.id join product_offers o on o.product_id = p.id and o.country = 'SG'
        where p.published and p.attributes ? 'skin_type'
        group by b.slug order by count(*) filter (where 'coming_soon' = any(p.badges)) desc, count(*) desc limit 1`);
      const res = await get(`/products?brand=${brand!.slug}&sort=newest&page_size=96`);
      const page = res.result.json() as ProductListResponse;
      expect(page.items.length).toBeGreaterThan(1);
      expect(page.items.every((i) => i.brand.slug === brand!.slug)).toBe(true);
      const rows = await queryRows<{ slug: string; launched: string; soon: boolean }>(ctx().database.db, sql`
        select p.slug, p.launched_at::text as launched, 'coming_soon' = any(p.badges) as soon
        from products p join brands b on b.id = p.brand_id join product_offers o on o.product_id = p.id and o.country = 'SG'
        where b.slug = ${brand!.slug} and p.published order by soon, p.launched_at desc, p.id`);
      expect(page.items.map((i) => i.slug)).toEqual(rows.slice(0, 96).map((r) => r.slug));
      expect(page.total).toBe(rows.length);

      const skinType = await queryRows<{ value: string }>(ctx().database.db, sql`
        select v as value from products p join brands b on b.id = p.brand_id, jsonb_array_elements_text(p.attributes -> 'skin_type') v
        where b.slug = ${brand!.slug} group by v order by count(*) desc limit 1`);
      const filtered = (await get(`/products?brand=${brand!.slug}&skin_type=${skinType[0]!.value}&sort=newest&page_size=96`)).result.json() as ProductListResponse;
      const expected = await queryRows<{ slug: string }>(ctx().database.db, sql`
        select p.slug from products p join brands b on b.id = p.brand_id join product_offers o on o.product_id = p.id and o.country = 'SG'
        where b.slug = ${brand!.slug} and p.published and p.attributes -> 'skin_type' ? ${skinType[0]!.value}
        order by 'coming_soon' = any(p.badges), p.launched_at desc, p.id`);
      expect(filtered.items.map((i) => i.slug)).toEqual(expected.slice(0, 96).map((r) => r.slug));
      expect(filtered.total).toBe(expected.length);
    });

    it('a search asked again before the catalogue changes needs no database, and shows a change on the next request', async () => {
      const first = await get('/search?q=charlotte');
      expect(first.result.statusCode).toBe(200);
      expect(first.queries.length).toBeGreaterThan(0);
      const answer = first.result.json() as SearchResponse;
      expect(answer.brands.map((b) => b.slug)).toContain('charlotte-tilbury');

      const again = await get('/search?q=charlotte');
      expect(again.result.json()).toEqual(answer);
      expect(again.queries, again.queries.join('\n')).toEqual([]);

      // A product of the brand leaves the catalogue: the next search no longer counts it.
      const gone = answer.items[0]!;
      await ctx().database.db.execute(sql`update products set published = false where slug = ${gone.slug}`);
      await refreshOffers(ctx().database.db, [gone.id]);
      const after = (await get('/search?q=charlotte')).result.json() as SearchResponse;
      expect(after.total).toBe(answer.total - 1);
      expect(after.items.map((i) => i.slug)).not.toContain(gone.slug);
    });
  },
  { env: { RESPONSE_CACHE: 'off' } },
);
