/** Journey: a search engine crawls a country site: robots.txt, the sitemaps, canonical and hreflang links. */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

describe('search engines', () => {
  const browser = useBrowser();
  /** Sitemaps name the country's shop domain; fetch them from the test server instead. */
  const local = (loc: string) => `${browser.baseUrl()}${new URL(loc).pathname}`;

  it('robots.txt keeps crawlers out of previews and private areas and names the sitemap', async () => {
    const response = await fetch(`${browser.baseUrl()}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    for (const path of ['/preview', '/sandbox', '/cart', '/orders', '/api']) expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    expect(text).toMatch(/^Sitemap: https:\/\/www\.blush\.com\.sg\/sitemap\.xml$/m);
  });

  it('the sitemap lists pages, categories, brands and products', async () => {
    const index = await (await fetch(`${browser.baseUrl()}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files.some((f) => f.endsWith('/sitemaps/pages.xml'))).toBe(true);
    const bodies = await Promise.all(files.map(async (file) => {
      const response = await fetch(local(file));
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toContain('xml');
      return response.text();
    }));
    const locs = bodies.flatMap((body) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    expect(locs).toContain('https://www.blush.com.sg/');
    expect(locs).toContain('https://www.blush.com.sg/about');
    expect(locs).toContain('https://www.blush.com.sg/pages/beauty-edit/makeup/lips');
    expect(locs).not.toContain('https://www.blush.com.sg/pages/beauty-edit/skincare');
    expect(locs.filter((l) => l.startsWith('https://www.blush.com.sg/products/')).length).toBeGreaterThan(100);
    expect(locs.some((l) => l.startsWith('https://www.blush.com.sg/brands/'))).toBe(true);
    expect(locs.some((l) => l.startsWith('https://www.blush.com.sg/categories/makeup'))).toBe(true);
    // A Thai shopper's crawler: every page in Thai and English on the Thai domain.
    const thai = await (await fetch(`${browser.baseUrl()}/sitemaps/pages.xml`, { headers: { 'x-site-country': 'TH' } })).text();
    expect(thai).toContain('<loc>https://www.blush.co.th/about?language=en</loc>');
    expect(thai).toContain('hreflang="th-TH"');
  });

  it('home has a canonical URL and hreflang alternates for every country and language', async () => {
    const page = await browser.page();
    await page.goto('/');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://www.blush.com.sg/');
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
    );
    expect(alternates).toHaveLength(12);
    expect(alternates).toContainEqual(['th-TH', 'https://www.blush.co.th/']);
    expect(alternates).toContainEqual(['en-TH', 'https://www.blush.co.th/?language=en']);
    expect(alternates).toContainEqual(['zh-HK', 'https://www.blush.com.hk/?language=zh']);
    expect(alternates).toContainEqual(['x-default', 'https://www.blush.com.sg/']);
  });

  it('puts the language in the canonical URL only off the country default, and none on previews or 404 pages', async () => {
    const html = await (await fetch(`${browser.baseUrl()}/about?language=en`, { headers: { cookie: 'locale=TH' } })).text();
    expect(html).toContain('<link rel="canonical" href="https://www.blush.co.th/about?language=en"/>');
    const missing = await (await fetch(`${browser.baseUrl()}/pages/nope`)).text();
    expect(missing).not.toContain('rel="canonical"');
    const preview = await fetch(`${browser.baseUrl()}/preview/layout`);
    expect(preview.headers.get('x-robots-tag')).toContain('noindex');
    expect(await preview.text()).not.toContain('rel="canonical"');
  });
});
