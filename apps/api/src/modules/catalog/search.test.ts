import { expect, it } from 'vitest';
import type { ProductDetail, ProductFiltersResponse, ProductListResponse, SearchDropdownResponse, SearchResponse } from '@blush/shared/contracts';
import { describeApi, shopHeaders } from '../../test/api.ts';
import { flushSearchLog } from './service.ts';

describeApi('catalogue search, facets and product detail', (ctx) => {
  const get = async <T>(url: string, country = 'SG', language = 'en', status = 200): Promise<T> => {
    const res = await ctx().api.inject({ method: 'GET', url: `/api/web/v1${url}`, headers: shopHeaders(country, language) });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(status);
    return res.json() as T;
  };

  it('forgives typos: "lipstik" finds lipsticks, ranked before other things', async () => {
    const result = await get<SearchResponse>('/search?q=lipstik');
    expect(result.total).toBeGreaterThan(0);
    expect(result.items[0]!.category).toBe('Lipstick');
    const exact = await get<SearchResponse>('/search?q=lipstick');
    expect(exact.total).toBeGreaterThanOrEqual(result.items.filter((i) => i.category === 'Lipstick').length);
  });

  it('matches Thai and Chinese text, which has no spaces between words', async () => {
    const th = await get<SearchResponse>(`/search?q=${encodeURIComponent('ลิปสติก')}`, 'TH', 'th');
    expect(th.total).toBeGreaterThan(0);
    expect(th.items[0]!.name).toMatch(/ลิปสติก/);
    const zh = await get<SearchResponse>(`/search?q=${encodeURIComponent('口紅')}`, 'HK', 'zh');
    expect(zh.total).toBeGreaterThan(0);
    expect(zh.items.some((i) => i.name.includes('口紅'))).toBe(true);
    // A Thai word typed on the English site still finds the product.
    const crossLanguage = await get<SearchResponse>(`/search?q=${encodeURIComponent('ลิปสติก')}`, 'SG', 'en');
    expect(crossLanguage.total).toBeGreaterThan(0);
  });

  it('prefers brand matches and tells which brands matched', async () => {
    const result = await get<SearchResponse>('/search?q=charlotte');
    expect(result.brands.map((b) => b.slug)).toContain('charlotte-tilbury');
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.slice(0, 3).every((i) => i.brand.slug === 'charlotte-tilbury')).toBe(true);
  });

  it('answers a search with no match with an empty page, not an error', async () => {
    const result = await get<SearchResponse>('/search?q=zzqqxxwv');
    expect(result).toMatchObject({ total: 0, items: [], brands: [] });
  });

  it('records searches that found something as popular, and only those', async () => {
    const before = await get<{ queries: string[] }>('/search/popular-queries', 'MY');
    expect(before.queries.length).toBeGreaterThan(0);
    const brand = (await get<ProductListResponse>('/products?page_size=1', 'MY')).items[0]!.brand.name;
    const typed = `  ${brand.toUpperCase()}  `;
    const normalised = brand.toLowerCase();
    for (let i = 0; i < 3; i++) await get<SearchResponse>(`/search?q=${encodeURIComponent(typed)}`, 'MY');
    await get<SearchResponse>('/search?q=zzqqxxwv', 'MY');
    expect((await get<SearchResponse>('/search?q=lipstik', 'MY')).total).toBeGreaterThan(0);
    const { db } = ctx().database;
    const { sql } = await import('drizzle-orm');
    await flushSearchLog(db);
    const counted = await db.execute(sql`select count from search_queries where country = 'MY' and query = ${normalised}`);
    expect((counted as unknown as { rows: Array<{ count: number }> }).rows[0]!.count).toBe(3);
    await db.execute(sql`update search_queries set count = 100000 where country = 'MY' and query = ${normalised}`);
    const after = await get<{ queries: string[] }>('/search/popular-queries', 'MY');
    expect(after.queries[0]).toBe(normalised);
    expect(after.queries).not.toContain('zzqqxxwv');
    expect(after.queries).not.toContain('lipstik');
    const elsewhere = await get<{ queries: string[] }>('/search/popular-queries', 'SG');
    expect(elsewhere.queries[0]).not.toBe(normalised);
  });

  it('fills the search dropdown: popular things when empty, matches as the shopper types', async () => {
    const empty = await get<SearchDropdownResponse>('/components/search-input-dropdown');
    expect(empty.popularSearches.length).toBeGreaterThan(0);
    expect(empty.brands.length).toBe(8);
    expect(empty.products).toEqual([]);
    const typing = await get<SearchDropdownResponse>('/components/search-input-dropdown?q=lip');
    expect(typing.products.length).toBeGreaterThan(0);
    expect(typing.products.length).toBeLessThanOrEqual(6);
    expect(typing.categories.map((c) => c.slug)).toContain('lips');
    expect(typing.popularSearches.every((q) => q.startsWith('lip'))).toBe(true);
  });

  it('counts each facet with the other filters applied', async () => {
    const all = await get<ProductFiltersResponse>('/products/filters?category=makeup');
    const brandFacet = all.facets.find((f) => f.key === 'brand')!;
    const [first, second] = brandFacet.values;
    expect(first!.count).toBeGreaterThan(0);
    // Choosing a brand keeps the other brands on offer, with their own counts.
    const chosen = await get<ProductFiltersResponse>(`/products/filters?category=makeup&brand=${first!.value}`);
    const chosenBrands = chosen.facets.find((f) => f.key === 'brand')!;
    expect(chosenBrands.values.find((v) => v.value === first!.value)).toMatchObject({ count: first!.count, selected: true });
    expect(chosenBrands.values.find((v) => v.value === second!.value)?.count).toBe(second!.count);
    expect(chosen.total).toBe(first!.count);
    // A facet count is exactly what the listing then finds.
    const category = all.facets.find((f) => f.key === 'category')!.values[0]!;
    const listing = await get<ProductListResponse>(`/products?category=${category.value}&page_size=1`);
    expect(listing.total).toBe(category.count);
    const shade = all.facets.find((f) => f.key === 'shade')!.values[0]!;
    const shaded = await get<ProductListResponse>(`/products?category=makeup&shade=${shade.value}&page_size=1`);
    expect(shaded.total).toBe(shade.count);
  });

  it('filters by price, rating, badge, stock and attributes, all in the URL', async () => {
    const range = (await get<ProductFiltersResponse>('/products/filters')).price!;
    const mid = Math.round((range.min.amount + range.max.amount) / 2);
    const cheap = await get<ProductListResponse>(`/products?price_max=${mid}&sort=price_desc&page_size=5`);
    expect(cheap.items.every((i) => (i.salePrice ?? i.price).amount <= mid)).toBe(true);
    const rated = await get<ProductListResponse>('/products?rating_min=4&page_size=50');
    expect(rated.items.every((i) => i.rating.average >= 4)).toBe(true);
    const onSale = await get<ProductListResponse>('/products?badge=on_sale&page_size=50');
    expect(onSale.total).toBeGreaterThan(0);
    expect(onSale.items.every((i) => i.salePrice !== null)).toBe(true);
    const oily = await get<ProductListResponse>('/products?skin_type=oily&finish=matte,dewy&page_size=1');
    const both = await get<ProductListResponse>('/products?skin_type=oily&page_size=1');
    expect(oily.total).toBeLessThanOrEqual(both.total);
    const inStock = await get<ProductListResponse>('/products?in_stock=true&page_size=96');
    expect(inStock.items.every((i) => i.inStock)).toBe(true);
  });

  it('rejects malformed filters with a 400 and never a 500', async () => {
    for (const bad of ['/products?price_min=-1', '/products?badge=free', '/products?brand=Bad%20Slug', '/products?rating_min=9', '/products?category=..%2Fetc', '/products/filters?shade=%3Cscript%3E', '/products?sort=cheapest']) {
      const res = await ctx().api.inject({ method: 'GET', url: `/api/web/v1${bad}`, headers: shopHeaders('ID', 'id') });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('describes a product with variants priced for the country, breadcrumbs and related products', async () => {
    const card = (await get<ProductListResponse>('/products?category=makeup/lips/lipstick&page_size=1', 'TH', 'th')).items[0]!;
    const detail = await get<ProductDetail>(`/products/${card.slug}`, 'TH', 'th');
    expect(detail).toMatchObject({ id: card.id, name: card.name, availableInCountry: true });
    expect(detail.categories.map((c) => c.slug)).toEqual(['makeup', 'lips', 'lipstick']);
    expect(detail.categories[2]!.path).toBe('makeup/lips/lipstick');
    expect(detail.variants.length).toBeGreaterThan(1);
    expect(detail.variants.every((v) => v.type === 'shade' && /^#[0-9A-F]{6}$/.test(v.shadeHex!))).toBe(true);
    expect(detail.variants.find((v) => v.offer)!.offer!.price.currency).toBe('THB');
    expect(detail.related.length).toBeGreaterThan(0);
    expect(detail.related.some((r) => r.id === detail.id)).toBe(false);
    const en = await get<ProductDetail>(`/products/${card.slug}`, 'TH', 'en');
    expect(en.description).not.toBe(detail.description);
    await get(`/products/no-such-product`, 'SG', 'en', 404);
  });

  it('says when a product is not available in the country instead of hiding it', async () => {
    const { db } = ctx().database;
    const { sql } = await import('drizzle-orm');
    const card = (await get<ProductListResponse>('/products?sort=rating&page_size=1', 'NZ')).items[0]!;
    await db.execute(sql`update variant_markets set available = false where country = 'NZ' and variant_id in (select id from variants where product_id = ${card.id})`);
    const detail = await get<ProductDetail>(`/products/${card.slug}`, 'NZ');
    expect(detail.availableInCountry).toBe(false);
    expect(detail.variants.every((v) => v.offer === null)).toBe(true);
  });

  it('returns featured product cards in the order asked, leaving out unknown slugs', async () => {
    const cards = (await get<ProductListResponse>('/products?page_size=3&sort=newest')).items;
    const slugs = [cards[2]!.slug, 'not-a-product', cards[0]!.slug];
    const res = await ctx().api.inject({ method: 'POST', url: '/api/web/v1/featured-products', headers: shopHeaders('SG'), payload: { slugs } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { items: Array<{ slug: string }> }).items.map((i) => i.slug)).toEqual([cards[2]!.slug, cards[0]!.slug]);
    const bad = await ctx().api.inject({ method: 'POST', url: '/api/web/v1/featured-products', headers: shopHeaders('SG'), payload: { slugs: [] } });
    expect(bad.statusCode).toBe(400);
  });

  it('lists sitemap paths for products, brands and categories', async () => {
    const products = await get<{ entries: Array<{ path: string; lastModified: string | null }>; pages: number }>('/sitemap-entries?kind=products');
    expect(products.entries.length).toBeGreaterThan(100);
    expect(products.entries[0]!.path).toMatch(/^\/products\/[a-z0-9-]+$/);
    expect(products.pages).toBe(1);
    const categories = await get<{ entries: Array<{ path: string }> }>('/sitemap-entries?kind=categories');
    expect(categories.entries.map((e) => e.path)).toContain('/categories/makeup/lips/lipstick');
    const brands = await get<{ entries: Array<{ path: string }> }>('/sitemap-entries?kind=brands');
    expect(brands.entries.map((e) => e.path)).toContain('/brands/blush-collection');
  });

  it('looks variants up by id with their product and the offer of the country', async () => {
    const detail = await get<ProductDetail>(`/products/${(await get<ProductListResponse>('/products?page_size=1', 'ID', 'id')).items[0]!.slug}`, 'ID', 'id');
    const ids = detail.variants.map((v) => v.id);
    const found = await get<{ variants: Array<{ id: number; product: { slug: string }; offer: { price: { currency: string } } | null }> }>(`/variants?ids=${[...ids].reverse().join(',')},999999`, 'ID', 'id');
    expect(found.variants.map((v) => v.id)).toEqual([...ids].reverse());
    expect(found.variants[0]!.product.slug).toBe(detail.slug);
    expect(found.variants.find((v) => v.offer)!.offer!.price.currency).toBe('IDR');
    await get('/variants?ids=abc', 'ID', 'id', 400);
  });
});
