import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ContentEntry } from '@blush/shared/content';
import type { ProductDetail, ProductListResponse } from '@blush/shared/contracts';
import { describeApi, shopHeaders } from '../test/api.ts';
import { restock } from '../flows/restock.ts';
import { refreshOffers } from '../modules/catalog/service.ts';
import { publish, saveDraft } from '../modules/content/service.ts';

const V1 = '/api/web/v1';

describeApi('catalogue and content from memory', (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) => ctx().api.inject({ method: 'GET', url: `${V1}${url}`, headers: { ...shopHeaders(), ...headers } });
  const product = async (slug: string, headers: Record<string, string> = {}) => {
    const res = await get(`/products/${slug}`, headers);
    expect(res.statusCode).toBe(200);
    return { res, detail: res.json() as ProductDetail };
  };
  const firstSold = async () => {
    const listing = (await get('/products?sort=newest&page_size=1&in_stock=true')).json() as ProductListResponse;
    const { detail } = await product(listing.items[0]!.slug);
    const variant = detail.variants.find((v) => v.offer && v.offer.inStock)!;
    return { detail, variant };
  };

  it('serves the listing, facets and product detail from memory until the catalogue changes', async () => {
    for (const url of ['/products?sort=price_asc&page_size=5', '/products/filters', '/categories', '/brands', '/search?q=lip']) {
      expect((await get(url)).headers['x-cache']).toBe('miss');
      const again = await get(url);
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.headers.etag).toBeTruthy();
    }
  });

  it('shows a changed price on the very next request, in the detail and the listing', async () => {
    const { detail, variant } = await firstSold();
    const { res: cached } = await product(detail.slug);
    expect(cached.headers['x-cache']).toBe('hit');
    const listingUrl = `/products?page_size=24&brand=${detail.brand.slug}`;
    await get(listingUrl);
    expect((await get(listingUrl)).headers['x-cache']).toBe('hit');
    const price = variant.offer!.price.amount + 1_000;
    await ctx().database.db.execute(sql`update variant_markets set price = ${price}, sale_price = null where variant_id = ${variant.id} and country = 'SG'`);
    await refreshOffers(ctx().database.db, [detail.id]);
    const { res, detail: after } = await product(detail.slug);
    expect(res.headers['x-cache']).toBe('miss');
    expect(res.headers.etag).not.toBe(cached.headers.etag);
    expect(after.variants.find((v) => v.id === variant.id)!.offer!.price.amount).toBe(price);
    const listing = await get(listingUrl);
    expect(listing.headers['x-cache']).toBe('miss');
    expect((listing.json() as ProductListResponse).items.map((i) => i.id)).toContain(detail.id);
  });

  it('shows a stock change on the very next request', async () => {
    const { detail, variant } = await firstSold();
    await product(detail.slug);
    expect((await product(detail.slug)).res.headers['x-cache']).toBe('hit');
    await restock(ctx().database.db, { sku: variant.sku, country: 'SG', stock: 2 });
    expect((await product(detail.slug)).detail.variants.find((v) => v.id === variant.id)!.offer!.lowStock).toBe(2);
    await restock(ctx().database.db, { sku: variant.sku, country: 'SG', stock: 0 });
    expect((await product(detail.slug)).detail.variants.find((v) => v.id === variant.id)!.offer!.inStock).toBe(false);
  });

  it('shows a change any SQL writer makes once the notification is in, with nothing forgotten by hand', async () => {
    const { detail } = await firstSold();
    await product(detail.slug);
    await ctx().database.db.execute(sql`update brands set name = 'Renamed by SQL' where slug = ${detail.brand.slug}`);
    // The notification reaches this process after the commit; settle() waits for exactly that.
    await ctx().api.changes.settle();
    expect((await product(detail.slug)).detail.brand.name).toBe('Renamed by SQL');
  });

  it('shows published content on the very next request', async () => {
    const { db } = ctx().database;
    const doc = (title: string) => ({
      title: { en: title, id: `${title} (id)`, th: `${title} (th)`, zh: `${title} (zh)` },
      blocks: [{ type: 'rich_text' as const, id: 'body', body: { en: 'Hello.', id: 'Halo.', th: 'สวัสดี', zh: '你好。' } }],
    });
    const url = '/contentful/content-entries/pages/cached-pop-up';
    await saveDraft(db, 'pages/cached-pop-up', 'landing_page', doc('Opening soon'));
    await publish(db, 'pages/cached-pop-up');
    expect(((await get(url)).json() as ContentEntry).title).toBe('Opening soon');
    expect((await get(url)).headers['x-cache']).toBe('hit');
    await saveDraft(db, 'pages/cached-pop-up', 'landing_page', doc('Now open'));
    await publish(db, 'pages/cached-pop-up');
    const res = await get(url);
    expect(res.headers['x-cache']).toBe('miss');
    expect((res.json() as ContentEntry).title).toBe('Now open');
  });

  it('answers 304 to a matching If-None-Match, from memory', async () => {
    const first = await get('/layouts');
    const again = await get('/layouts', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers['cache-control']).toContain('s-maxage');
    // A CDN keeps one answer per locale: every header the locale comes from is named.
    expect(String(again.headers.vary).split(', ')).toEqual(expect.arrayContaining(['accept-encoding', 'accept-language', 'cookie', 'x-site-country']));
  });

  it('never serves a signed-in shopper from memory nor keeps their answer, so they never see stale data', async () => {
    const { detail, variant } = await firstSold();
    await product(detail.slug);
    const signedIn = { authorization: 'Bearer not-checked-here', cookie: 'jwt-data=a.b' };
    const theirs = await product(detail.slug, signedIn);
    expect(theirs.res.headers['x-cache']).toBe('bypass');
    expect(theirs.res.headers['cache-control']).toMatch(/^private/);
    // A change written without any notification reaching this process yet: they still see it.
    await ctx().database.db.execute(sql`update variant_markets set price = price + 7 where variant_id = ${variant.id} and country = 'SG'`);
    const fresh = await product(detail.slug, signedIn);
    expect(fresh.detail.variants.find((v) => v.id === variant.id)!.offer!.price.amount).toBe(variant.offer!.price.amount + 7);
    await ctx().api.changes.settle();
    const url = `/products/${detail.slug}?their=1`;
    await get(url, signedIn);
    expect((await get(url)).headers['x-cache']).toBe('miss');
  });
});

describeApi(
  'response cache switched off',
  (ctx) => {
    it('reads the database for every request', async () => {
      const url = `${V1}/products?page_size=3`;
      await ctx().api.inject({ method: 'GET', url, headers: shopHeaders() });
      const again = await ctx().api.inject({ method: 'GET', url, headers: shopHeaders() });
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-cache']).toBeUndefined();
    });
  },
  { env: { RESPONSE_CACHE: 'off' } },
);
