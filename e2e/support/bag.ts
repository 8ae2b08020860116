/**
 * Helpers of the bag and wishlist journeys: products to buy found through the catalogue API, a page
 * load that waits for hydration (the header asks for the bag count once hydrated), the header
 * count, and the bag as the API sees it from inside the page (its cookies).
 */
import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { type BagDto, bagResponseSchema } from '@blush/shared/bag-contracts';
import type { ProductCard, ProductListResponse } from '@blush/shared/contracts';
import type { CountryCode } from '@blush/shared/markets';

/** The cheapest products of a country site with one variant, in stock, buyable now on the web (a card's quick add; not app exclusive). */
export async function cheapestSingleVariant(baseUrl: string, country: CountryCode, count = 2): Promise<ProductCard[]> {
  const response = await fetch(`${baseUrl}/api/web/v1/products?sort=price_asc&page_size=96`, { headers: { 'X-Site-Country': country } });
  expect(response.status).toBe(200);
  const list = (await response.json()) as ProductListResponse;
  const buyable = list.items
    .filter((p) => p.variantCount === 1 && p.inStock && !p.badges.includes('coming_soon') && !p.badges.includes('app_exclusive'))
    .sort((a, b) => (a.salePrice ?? a.price).amount - (b.salePrice ?? b.price).amount);
  expect(buyable.length).toBeGreaterThanOrEqual(count);
  return buyable.slice(0, count);
}

const isCountResponse = (r: Response) => new URL(r.url()).pathname === '/api/web/v1/cart/items-count';

/**
 * Load a page and wait until it is hydrated: the header asks for the bag count only then. The bag
 * page does not ask (its loader read the bag, count included): there, until the network is quiet
 * (the chunks hydration asks for have come) and the header's bag link is React's.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  if (new URL(path, 'http://shop.test').pathname === '/cart') {
    await page.goto(path, { waitUntil: 'networkidle' });
    await interactive(page.getByRole('banner').getByTestId('bag-link'));
    return;
  }
  await Promise.all([page.waitForResponse(isCountResponse, { timeout: 20_000 }), page.goto(path)]);
}

/** The header bag link's accessible name ("Bag, 3 items"). */
export function bagLabel(page: Page): Promise<string | null> {
  return page.getByRole('banner').getByTestId('bag-link').getAttribute('aria-label');
}

/** The bag as the API answers the page (same cookies, same country). */
export async function apiBag(page: Page): Promise<BagDto> {
  const body = await page.evaluate(async () => (await fetch('/api/web/v1/cart')).json());
  return bagResponseSchema.parse(body).bag;
}

/** Wait for the answer to a bag call (`POST /cart/line-items`, `PATCH …`) started by `action`. */
export async function bagCall(page: Page, method: string, pathPrefix: string, action: () => Promise<unknown>): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(`/api/web/v1${pathPrefix}`), { timeout: 20_000 }),
    action(),
  ]);
  return response;
}

/**
 * Wait until React has hydrated an element (its fiber is attached): the cards' heart and quick add
 * are lazily loaded components, interactive a moment after the page itself.
 */
export async function interactive(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))), { timeout: 15_000, interval: 100 })
    .toBe(true);
  return locator;
}

/**
 * Hold the page's code back (a slow phone) until the returned release is called: what the shopper
 * does to the server HTML in between must still count once the page is live.
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
