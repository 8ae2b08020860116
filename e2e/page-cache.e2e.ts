/**
 * The storefront server's page cache (apps/storefront/app/lib/page-cache.server.ts) as a browser
 * meets it: an anonymous product page is served from memory the second time, the same page with a
 * new Content-Security-Policy nonce; a stock change through operations shows on the next request;
 * a signed-in shopper (or any other cookie) always gets a page rendered for them.
 */
import { describe, expect, inject, it } from 'vitest';
import type { ProductDetail, ProductListResponse } from '@blush/shared/contracts';
import { createSandboxMember } from './support/account.ts';

const baseUrl = inject('baseUrl');
const OPS = { authorization: 'Bearer ops-dev-token', 'content-type': 'application/json', 'X-Platform': 'web' };
const API_HEADERS = { 'X-Site-Country': 'SG', 'X-Platform': 'web' };

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html', ...headers } });
  expect(response.status, path).toBe(200);
  const policy = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, 'the page has a nonce').toBeTruthy();
  const html = await response.text();
  return { cache: response.headers.get('x-page-cache'), nonce: nonce!, html, normalised: html.replaceAll(nonce!, 'NONCE') };
}

/** An in-stock product of one variant sold in SG, with its SKU. */
async function singleVariantProduct(): Promise<{ slug: string; sku: string }> {
  const list = (await (await fetch(`${baseUrl}/api/web/v1/products?page_size=96&sort=bestsellers`, { headers: API_HEADERS })).json()) as ProductListResponse;
  for (const card of list.items.filter((p) => p.variantCount === 1 && p.inStock && !p.badges.includes('coming_soon'))) {
    const product = (await (await fetch(`${baseUrl}/api/web/v1/products/${card.slug}`, { headers: API_HEADERS })).json()) as ProductDetail;
    const variant = product.variants[0];
    if (product.availableInCountry && variant?.offer?.inStock) return { slug: card.slug, sku: variant.sku };
  }
  throw new Error('no in-stock single-variant product in the SG demo data');
}

async function setStock(sku: string, stock: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/web/v1/ops/stock`, { method: 'PUT', headers: OPS, body: JSON.stringify({ sku, country: 'SG', stock }) });
  expect(response.status).toBe(200);
}

describe('page cache', () => {
  it('serves an anonymous product page from memory, the same page with a new nonce', async () => {
    const { slug } = await singleVariantProduct();
    const first = await page(`/products/${slug}`);
    const second = await page(`/products/${slug}`);
    expect(second.cache).toBe('hit');
    expect(second.nonce).not.toBe(first.nonce);
    // The nonce the policy names is the one on the page's scripts.
    expect(second.html).toContain(`nonce="${second.nonce}"`);
    expect(second.html).not.toContain(first.nonce);
    expect(second.normalised).toBe(first.normalised);
    // A page rendered for a visitor the cache does not serve is the same page.
    const rendered = await page(`/products/${slug}`, { cookie: 'e2e-own-render=1' });
    expect(rendered.cache).toBeNull();
    expect(rendered.normalised).toBe(second.normalised);
  });

  it('shows a stock change on the next request', async () => {
    const { slug, sku } = await singleVariantProduct();
    const before = await page(`/products/${slug}`);
    await page(`/products/${slug}`);
    await setStock(sku, 0);
    try {
      const after = await page(`/products/${slug}`);
      expect(after.cache).toBe('miss');
      expect(after.normalised).not.toBe(before.normalised);
      const rendered = await page(`/products/${slug}`, { cookie: 'e2e-own-render=1' });
      expect(after.normalised).toBe(rendered.normalised);
      expect((await page(`/products/${slug}`)).normalised).toBe(rendered.normalised);
    } finally {
      // Back in stock (the API tells no unit counts; plenty).
      await setStock(sku, 50);
    }
  });

  it('never serves or keeps a signed-in shopper’s page', async () => {
    const { slug } = await singleVariantProduct();
    await page(`/products/${slug}`);
    const member = await createSandboxMember(baseUrl);
    const signIn = await fetch(`${baseUrl}/api/web/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Platform': 'web' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; ');
    expect(cookie).toContain('jwt-data=');
    for (let i = 0; i < 2; i++) expect((await page(`/products/${slug}`, { cookie })).cache).toBeNull();
    expect((await page(`/products/${slug}`, { cookie: 'bag=some-guest-bag' })).cache).toBeNull();
  });
});
