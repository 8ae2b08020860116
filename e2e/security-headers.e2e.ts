/**
 * Security headers of the pages (issue 13): every HTML page, error pages included, carries a
 * Content-Security-Policy whose nonce is on every inline script React Router writes, frame-ancestors
 * 'none' and X-Frame-Options; the browser then runs home, product, bag and checkout without a single
 * CSP violation. The server under test runs with APP_ENV=test: no HSTS (HSTS in production is
 * covered by the API test of the 400 page and the shared policy's unit test).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { cheapestSingleVariant, gotoHydrated } from './support/bag.ts';

function nonceOf(csp: string | null): string {
  const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  expect(nonce, csp ?? 'no Content-Security-Policy').toBeTruthy();
  return nonce!;
}

function expectPageHeaders(response: Response): string {
  const csp = response.headers.get('content-security-policy');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('strict-transport-security')).toBeNull();
  return csp!;
}

describe('page security headers', () => {
  const baseUrl = () => inject('baseUrl');

  it('puts a nonce CSP on a page, and the same nonce on every inline script of it', async () => {
    const response = await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const nonce = nonceOf(expectPageHeaders(response));
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      if (/\bsrc=/.test(attributes)) continue;
      expect(attributes, 'an inline script without the nonce').toContain(`nonce="${nonce}"`);
    }
    const again = await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } });
    expect(nonceOf(again.headers.get('content-security-policy'))).not.toBe(nonce);
  });

  it('puts the same headers on the 404 page and the bad-address 400 page', async () => {
    const missing = await fetch(`${baseUrl()}/no-such-page-${Date.now()}`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expectPageHeaders(missing);
    const bad = await fetch(`${baseUrl()}/%ZZ`, { headers: { accept: 'text/html', 'accept-language': 'th-TH', 'x-site-country': 'TH' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const text = await bad.text();
    expect(text).toContain('ที่อยู่เว็บนี้ไม่ถูกต้อง');
    expect(text).not.toContain('FST_');
  });

  describe('in the browser', () => {
    const browser = useBrowser();

    async function watched(): Promise<{ page: Page; problems: string[] }> {
      const page = await browser.page();
      await useSite(page.context(), browser.baseUrl(), 'SG', 'en');
      const problems: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
          (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
        });
      });
      return { page, problems };
    }

    async function violations(page: Page): Promise<string[]> {
      return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    }

    it('runs home, product, bag and checkout without a CSP violation', async () => {
      const { page, problems } = await watched();
      const [product] = await cheapestSingleVariant(browser.baseUrl(), 'SG', 1);
      const seen: string[] = [];
      await gotoHydrated(page, '/');
      seen.push(...(await violations(page)));
      await gotoHydrated(page, `/products/${product!.slug}`);
      seen.push(...(await violations(page)));
      const detail = await (await fetch(`${browser.baseUrl()}/api/web/v1/products/${product!.slug}`, { headers: { 'X-Site-Country': 'SG' } })).json();
      const variantId = (detail.product ?? detail).variants[0].id as number;
      const status = await page.evaluate(
        async (id) => (await fetch('/api/web/v1/cart/line-items', { method: 'POST', headers: { 'content-type': 'application/json', 'x-platform': 'web' }, body: JSON.stringify({ variant_id: id, quantity: 1 }) })).status,
        variantId,
      );
      expect(status).toBe(201);
      await gotoHydrated(page, '/cart');
      seen.push(...(await violations(page)));
      await gotoHydrated(page, '/checkout');
      seen.push(...(await violations(page)));
      // A client-side navigation too: route modules load after hydration.
      await page.getByRole('banner').getByRole('link').first().click();
      await page.waitForLoadState('networkidle');
      seen.push(...(await violations(page)));
      expect([...seen, ...problems]).toEqual([]);
    });
  });
});
