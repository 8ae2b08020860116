import { expect, it } from 'vitest';
import type { CategoryNode, ProductListResponse } from '@blush/shared/contracts';
import { sql } from 'drizzle-orm';
import { describeApi, shopHeaders } from '../../test/api.ts';
import { refreshOffers } from './service.ts';

async function list(ctx: Parameters<Parameters<typeof describeApi>[1]>[0], query: string, country = 'SG', language = 'en') {
  const res = await ctx().api.inject({ method: 'GET', url: `/api/web/v1/products${query}`, headers: shopHeaders(country, language) });
  expect(res.statusCode).toBe(200);
  return res.json() as ProductListResponse;
}

const effective = (p: ProductListResponse['items'][number]) => p.salePrice?.amount ?? p.price.amount;

describeApi('catalogue API', (ctx) => {
  it('serves a three-level category tree in the shopper language', async () => {
    const en = (await ctx().api.inject({ method: 'GET', url: '/api/web/v1/categories', headers: shopHeaders('SG', 'en') })).json() as { categories: CategoryNode[] };
    const th = (await ctx().api.inject({ method: 'GET', url: '/api/web/v1/categories', headers: shopHeaders('TH', 'th') })).json() as { categories: CategoryNode[] };
    const depth = (nodes: CategoryNode[]): number => (nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.children))) : 0);
    expect(depth(en.categories)).toBe(3);
    const makeup = en.categories.find((c) => c.slug === 'makeup')!;
    expect(makeup.name).toBe('Makeup');
    expect(makeup.children[0]!.children[0]!.path.split('/')).toHaveLength(3);
    expect(th.categories.find((c) => c.slug === 'makeup')!.name).not.toBe('Makeup');
  });

  it('prices products in the currency of the country site', async () => {
    for (const [country, currency] of [['SG', 'SGD'], ['TH', 'THB'], ['ID', 'IDR'], ['HK', 'HKD'], ['AU', 'AUD']] as const) {
      const page = await list(ctx, '?page_size=5', country);
      expect(page.items.length).toBeGreaterThan(0);
      for (const item of page.items) {
        expect(item.price.currency).toBe(currency);
        expect(Number.isInteger(item.price.amount)).toBe(true);
        if (item.salePrice) expect(item.salePrice.amount).toBeLessThan(item.price.amount);
      }
    }
  });

  it('names products in the shopper language', async () => {
    const en = await list(ctx, '?sort=bestsellers&page_size=3', 'TH', 'en');
    const th = await list(ctx, '?sort=bestsellers&page_size=3', 'TH', 'th');
    expect(th.items.map((i) => i.id)).toEqual(en.items.map((i) => i.id));
    expect(th.items.map((i) => i.name)).not.toEqual(en.items.map((i) => i.name));
  });

  it('sorts by price both ways, newest and bestsellers', async () => {
    const asc = await list(ctx, '?sort=price_asc&page_size=40');
    const prices = asc.items.map(effective);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await list(ctx, '?sort=price_desc&page_size=40');
    const pricesDesc = desc.items.map(effective);
    expect(pricesDesc).toEqual([...pricesDesc].sort((a, b) => b - a));
    expect(pricesDesc[0]).toBeGreaterThanOrEqual(prices.at(-1)!);
    const newest = await list(ctx, '?sort=newest&page_size=10');
    expect(newest.items[0]!.badges).not.toContain('coming_soon');
  });

  it('pages through a listing without repeats and with a stable total', async () => {
    const first = await list(ctx, '?sort=newest&page=1&page_size=24');
    const second = await list(ctx, '?sort=newest&page=2&page_size=24');
    expect(second.total).toBe(first.total);
    expect(first.items).toHaveLength(24);
    const ids = new Set([...first.items, ...second.items].map((i) => i.id));
    expect(ids.size).toBe(first.items.length + second.items.length);
    const last = await list(ctx, `?sort=newest&page=${Math.ceil(first.total / 24)}&page_size=24`);
    expect(last.items.length).toBe(first.total - 24 * (Math.ceil(first.total / 24) - 1));
  });

  it('filters by category path (with everything below it) and by brand', async () => {
    const lips = await list(ctx, '?category=makeup/lips&page_size=96');
    const makeup = await list(ctx, '?category=makeup&page_size=1');
    expect(lips.total).toBeGreaterThan(0);
    expect(makeup.total).toBeGreaterThanOrEqual(lips.total);
    const brand = lips.items[0]!.brand.slug;
    const byBrand = await list(ctx, `?brand=${brand}&page_size=96`);
    expect(byBrand.items.every((i) => i.brand.slug === brand)).toBe(true);
    const unknown = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/products?category=makeup/nope', headers: shopHeaders() });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers any search text safely, including SQL and HTML fragments', async () => {
    for (const q of ["'; drop table products; --", '<script>alert(1)</script>', '100%_\\', 'ลิปสติก', '口紅', 'x'.repeat(200), 'lip '.repeat(1500)]) {
      const res = await ctx().api.inject({ method: 'GET', url: `/api/web/v1/products?q=${encodeURIComponent(q)}`, headers: shopHeaders() });
      expect(res.statusCode).toBe(200);
    }
    const still = await list(ctx, '?page_size=1');
    expect(still.total).toBeGreaterThan(0);
  });

  it('finds products by name in the shopper language', async () => {
    const th = await list(ctx, `?q=${encodeURIComponent('ลิปสติก')}`, 'TH', 'th');
    expect(th.total).toBeGreaterThan(0);
    const en = await list(ctx, '?q=lipstick');
    expect(en.total).toBeGreaterThan(0);
  });

  it('lists brands sold in the country with logos, most popular first', async () => {
    const res = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/brands?sort=popular&limit=8', headers: shopHeaders() });
    const { brands } = res.json() as { brands: Array<{ slug: string; logoUrl: string; productCount: number }> };
    expect(brands).toHaveLength(8);
    expect(brands.every((b) => b.productCount > 0)).toBe(true);
    const logo = await ctx().api.inject({ method: 'GET', url: brands[0]!.logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('<svg');
  });

  it('draws product images and refuses unknown ones', async () => {
    const page = await list(ctx, '?page_size=3');
    const image = await ctx().api.inject({ method: 'GET', url: page.items[0]!.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.body).toMatch(/^<svg[^>]+viewBox="0 0 400 400"/);
    const missing = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/media/products/999999.svg' });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx().api.inject({ method: 'GET', url: '/api/web/v1/media/products/..%2F.svg' });
    expect(bad.statusCode).toBe(400);
  });

  it('follows stock and availability changes once the offers are refreshed', async () => {
    const { api, database } = ctx();
    const before = await list(ctx, '?sort=bestsellers&page_size=1', 'MY');
    const product = before.items[0]!;
    expect(product.inStock).toBe(true);
    await database.db.execute(sql`update variant_markets set stock = 0 where country = 'MY' and variant_id in (select id from variants where product_id = ${product.id})`);
    await refreshOffers(database.db, [product.id]);
    const soldOut = await list(ctx, `?brand=${product.brand.slug}&page_size=96`, 'MY');
    expect(soldOut.items.find((i) => i.id === product.id)!.inStock).toBe(false);

    await database.db.execute(sql`update variant_markets set available = false where country = 'MY' and variant_id in (select id from variants where product_id = ${product.id})`);
    await refreshOffers(database.db, [product.id]);
    const gone = await list(ctx, `?brand=${product.brand.slug}&page_size=96`, 'MY');
    expect(gone.items.some((i) => i.id === product.id)).toBe(false);
    expect(gone.total).toBe(soldOut.total - 1);
    const elsewhere = await api.inject({ method: 'GET', url: `/api/web/v1/products?brand=${product.brand.slug}&page_size=96`, headers: shopHeaders('SG') });
    expect((elsewhere.json() as ProductListResponse).items.some((i) => i.id === product.id)).toBe(true);
  });

  it('describes one brand in the shopper language, and 404s an unknown one', async () => {
    const { api } = ctx();
    const en = await api.inject({ method: 'GET', url: '/api/web/v1/brands/armani-beauty', headers: shopHeaders('SG', 'en') });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ slug: 'armani-beauty', name: 'Armani Beauty', logoUrl: '/api/web/v1/media/brands/armani-beauty.svg' });
    const th = await api.inject({ method: 'GET', url: '/api/web/v1/brands/armani-beauty', headers: shopHeaders('TH', 'th') });
    expect(th.json().story).not.toBe(en.json().story);
    const missing = await api.inject({ method: 'GET', url: '/api/web/v1/brands/no-such-brand', headers: shopHeaders('TH', 'th') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('ไม่พบข้อมูลที่ต้องการ!');
  });
});
