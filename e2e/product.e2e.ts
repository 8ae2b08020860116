/** Journeys: the product page — shades and sizes in the URL, buy button states, reviews, structured data. */
import { describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail, ProductListResponse } from '@blush/shared/contracts';
import type { CountryCode } from '@blush/shared/markets';
import { axeViolations } from './support/axe.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { holdHydration } from './support/bag.ts';


describe('product page', () => {
  const browser = useBrowser();

  async function api<T>(path: string, country: CountryCode = 'SG'): Promise<T> {
    const response = await fetch(`${browser.baseUrl()}/api/web/v1${path}`, { headers: { 'X-Site-Country': country, 'X-Platform': 'web' } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  async function allSlugs(country: CountryCode): Promise<Set<string>> {
    const slugs = new Set<string>();
    for (let page = 1; page <= 20; page++) {
      const list = await api<ProductListResponse>(`/products?page=${page}&page_size=96&sort=newest`, country);
      for (const item of list.items) slugs.add(item.slug);
      if (page * 96 >= list.total) break;
    }
    return slugs;
  }

  it('opens a product from a listing and picks a shade: URL, name and image follow, no reload of the data', async () => {
    const page = await browser.page();
    await page.goto('/categories/makeup/lips');
    const card = page.getByTestId('product-card').filter({ has: page.locator('ul[aria-label$="shades"]') }).first();
    await card.click();
    await page.waitForURL(/\/products\//);
    await page.getByTestId('product-page').waitFor();

    const picker = page.getByTestId('shade-picker');
    const radios = picker.getByRole('radio');
    expect(await radios.count()).toBeGreaterThan(2);
    const checkedBefore = await picker.locator('input:checked').getAttribute('value');
    const imageBefore = await page.getByTestId('product-image').getAttribute('src');
    expect(await page.getByTestId('product-price').innerText()).toMatch(/\$\d/);

    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.data')) dataRequests.push(request.url());
    });
    // Pick another shade by its swatch.
    const target = picker.locator('label').filter({ hasNot: page.locator(`input[value="${checkedBefore}"]`) }).first();
    const sku = await target.locator('input').getAttribute('value');
    const shadeName = await target.getAttribute('title');
    await target.click();
    await page.waitForURL((url) => url.searchParams.get('shade') === sku);
    await expect.poll(() => page.getByTestId('shade-name').innerText()).toBe(shadeName);
    await expect.poll(() => page.getByTestId('product-image').getAttribute('src')).not.toBe(imageBefore);
    expect(await page.getByTestId('product-image').getAttribute('alt')).toContain(shadeName!);
    expect(await page.getByTestId('product-price').innerText()).toMatch(/\$\d/);

    // Arrow keys move through the radio group and the URL follows.
    await picker.locator('input:checked').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('shade') !== sku);
    const next = new URL(page.url()).searchParams.get('shade');
    await expect.poll(() => picker.locator('input:checked').getAttribute('value')).toBe(next);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(next);
    expect(dataRequests).toEqual([]);

    // The URL can be shared: the server renders that shade.
    const html = await (await fetch(page.url())).text();
    expect(html).toMatch(new RegExp(`<input[^>]*value="${next}"[^>]*checked=""|<input[^>]*checked=""[^>]*value="${next}"`));
  });

  it('follows the chosen size with its price', async () => {
    const list = await api<ProductListResponse>('/products?category=skincare&page_size=96');
    const sized = list.items.find((p: ProductCard) => p.variantCount > 1 && p.swatches.length === 0)!;
    const page = await browser.page();
    // The shopper picks a size before the page's code has run (a slow phone): held back here
    // until the click is made, the choice is honoured once the page is live.
    const release = await holdHydration(page);
    await page.goto(`/products/${sized.slug}`, { waitUntil: 'domcontentloaded' });
    const sizes = page.getByTestId('size-picker');
    const before = await page.getByTestId('product-price').innerText();
    const other = sizes.locator('label').filter({ hasNot: page.locator('input:checked') }).first();
    const sku = await other.locator('input').getAttribute('value');
    await other.click();
    release();
    await page.waitForURL((url) => url.searchParams.get('size') === sku);
    await expect.poll(() => page.getByTestId('product-price').innerText()).not.toBe(before);
    expect(await sizes.locator('input:checked').getAttribute('value')).toBe(sku);
  });

  it('has the buy button states of product guide §4 (adding to the bag itself: bag.e2e.ts)', async () => {
    const page = await browser.page();
    const list = await api<ProductListResponse>('/products?in_stock=true&sort=bestsellers&page_size=5');
    const inStock = list.items.find((p) => !p.badges.includes('coming_soon') && !p.badges.includes('app_exclusive'))!;
    await page.goto(`/products/${inStock.slug}`);
    const button = page.getByTestId('buy-button');
    expect(await button.innerText()).toMatch(/add to bag/i);
    expect(await button.getAttribute('data-availability')).toBe('in_stock');

    const soon = await api<ProductListResponse>('/products?badge=coming_soon&page_size=1');
    await page.goto(`/products/${soon.items[0]!.slug}`);
    expect(await page.getByTestId('buy-button').innerText()).toMatch(/remind me/i);
    expect(await page.getByTestId('product-badges').innerText()).toMatch(/coming soon/i);
  });

  it('says when a product is not available for the shopper’s country', async () => {
    const [sg, au] = await Promise.all([allSlugs('SG'), allSlugs('AU')]);
    const slug = [...sg].find((s) => !au.has(s));
    expect(slug).toBeTruthy();
    const page = await browser.page();
    await useSite(page.context(), browser.baseUrl(), 'AU');
    const response = await page.goto(`/products/${slug}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByTestId('not-available').innerText()).toBe('This item is not available for your country.');
    expect(await page.getByTestId('buy-button').count()).toBe(0);
  });

  it('puts Product and BreadcrumbList JSON-LD, title and description in the page', async () => {
    const list = await api<ProductListResponse>('/products?category=makeup/lips&page_size=1');
    const product = list.items[0]!;
    const html = await (await fetch(`${browser.baseUrl()}/products/${product.slug}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const ld = blocks.find((b) => b['@type'] === 'Product');
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(ld.name).toBe(product.name);
    expect(ld.brand.name).toBe(product.brand.name);
    expect(ld.offers.length).toBeGreaterThan(0);
    expect(ld.offers[0].priceCurrency).toBe('SGD');
    expect(ld.url).toBe(`https://www.blush.com.sg/products/${product.slug}`);
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Makeup', 'Lips', expect.any(String), product.name]);
    expect(html).toContain(`<title>${product.brand.name} ${product.name} | Blush Singapore</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  });

  it('shows ratings and reviews: the count of the product’s rating, linked from the stars, and Show more adds reviews', async () => {
    const list = await api<ProductListResponse>('/products?sort=bestsellers&page_size=48');
    const card = list.items.find((p) => p.rating.count > 10)!;
    const product = await api<ProductDetail>(`/products/${card.slug}`);
    const count = product.rating.count;

    // Server-rendered with the first page of reviews.
    const html = await (await fetch(`${browser.baseUrl()}/products/${card.slug}`)).text();
    expect(html).toContain('id="reviews"');
    expect(html).toContain(`Based on ${count} reviews`);

    const page = await browser.page();
    await page.goto(`/products/${card.slug}`);
    const section = page.getByRole('region', { name: 'Ratings & reviews' });
    expect(await section.getByTestId('reviews-count').innerText()).toBe(`Based on ${count} reviews`);
    expect(await section.getByRole('list', { name: 'Rating distribution' }).getByRole('listitem').count()).toBe(5);
    expect(await section.getByTestId('review').count()).toBe(5);

    // The stars under the title lead to the section.
    await page.getByTestId('rating-link').click();
    await page.waitForURL(/#reviews$/);
    await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(100);

    await section.getByRole('button', { name: 'Show more reviews' }).click();
    await expect.poll(() => section.getByTestId('review').count()).toBe(Math.min(10, count));
    expect(await section.getByTestId('reviews-showing').innerText()).toBe(`Showing ${Math.min(10, count)} of ${count} reviews`);
    const ids = await section.getByTestId('review').evaluateAll((els) => els.map((el) => el.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers an unknown product with the 404 page', async () => {
    const page = await browser.page();
    const response = await page.goto('/products/no-such-product');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page not found: /products/no-such-product');
  });

  it('works on a phone in Thai and has no serious accessibility violations', async () => {
    const list = await api<ProductListResponse>('/products?category=makeup/lips&page_size=1', 'TH');
    const page = await browser.page({ viewport: PHONE, isMobile: true, hasTouch: true });
    await useSite(page.context(), browser.baseUrl(), 'TH', 'th');
    await page.goto(`/products/${list.items[0]!.slug}`);
    expect(await page.getByTestId('product-price').innerText()).toMatch(/฿/);
    expect(await page.getByTestId('buy-button').innerText()).toMatch(/เพิ่มลงตะกร้า|แจ้งเตือนฉัน|ลงชื่อรอสินค้า|สินค้าหมด/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
  });
});
