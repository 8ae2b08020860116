import { describe, expect, it } from 'vitest';
import { alternateLinks, analyticsEnabledFor, canonicalUrl, isIndexable } from './seo-urls.ts';
import { escapeXml, parseSitemapFile, robotsTxt, sitemapIndexXml, urlSetXml } from './sitemap.server.ts';

describe('canonical URLs and alternates', () => {
  it('uses the country domain and the language query only off the default', () => {
    expect(canonicalUrl('SG', 'en', '/pages/beauty-edit/')).toBe('https://www.blush.com.sg/pages/beauty-edit');
    expect(canonicalUrl('TH', 'th', '/')).toBe('https://www.blush.co.th/');
    expect(canonicalUrl('TH', 'en', '/about')).toBe('https://www.blush.co.th/about?language=en');
    expect(canonicalUrl('HK', 'zh', '/about')).toBe('https://www.blush.com.hk/about?language=zh');
  });

  it('lists every country and language, plus x-default', () => {
    const links = alternateLinks('/about');
    expect(links).toHaveLength(12);
    expect(links.map((l) => l.hrefLang)).toEqual(['en-AU', 'en-HK', 'zh-HK', 'id-ID', 'en-ID', 'en-MY', 'en-NZ', 'en-PH', 'en-SG', 'th-TH', 'en-TH', 'x-default']);
    expect(links.find((l) => l.hrefLang === 'id-ID')?.href).toBe('https://www.blush.co.id/about');
    expect(links.find((l) => l.hrefLang === 'en-ID')?.href).toBe('https://www.blush.co.id/about?language=en');
    expect(links.at(-1)?.href).toBe('https://www.blush.com.sg/about');
  });

  it('keeps previews, the bag and orders out of indexes and analytics', () => {
    for (const path of ['/preview/pages/x', '/cart', '/orders/12/confirmation', '/sandbox/cart', '/api/web/v1/x']) expect(isIndexable(path), path).toBe(false);
    for (const path of ['/', '/pages/beauty-edit', '/previews', '/cartier']) expect(isIndexable(path), path).toBe(true);
    expect(analyticsEnabledFor('/preview/layout')).toBe(false);
    expect(analyticsEnabledFor('/cart')).toBe(false);
    expect(analyticsEnabledFor('/orders/A1/payment_pending')).toBe(false);
    expect(analyticsEnabledFor('/pages/beauty-edit')).toBe(true);
  });
});

describe('sitemaps and robots.txt', () => {
  it('names its files and refuses others', () => {
    expect(parseSitemapFile('products-12.xml')).toEqual({ kind: 'products', page: 12 });
    expect(parseSitemapFile('pages.xml')).toEqual({ kind: 'pages' });
    for (const bad of ['products-0.xml', 'products.xml', 'x.xml', '../pages.xml', undefined]) expect(parseSitemapFile(bad)).toBeNull();
  });

  it('writes an index and url sets with every language of the country', () => {
    expect(sitemapIndexXml('SG', [{ kind: 'pages' }, { kind: 'products', page: 2 }])).toContain('<loc>https://www.blush.com.sg/sitemaps/products-2.xml</loc>');
    const th = urlSetXml('TH', [{ path: '/products/a&b', lastModified: '2026-11-01T00:00:00.000Z' }]);
    expect(th).toContain('<loc>https://www.blush.co.th/products/a&amp;b</loc>');
    expect(th).toContain('<loc>https://www.blush.co.th/products/a&amp;b?language=en</loc>');
    expect(th).toContain('hreflang="en-TH"');
    expect(th.match(/<url>/g)).toHaveLength(2);
    expect(urlSetXml('SG', [{ path: '/' }])).not.toContain('xhtml:link rel');
    expect(escapeXml(`<"'&>`)).toBe('&lt;&quot;&apos;&amp;&gt;');
  });

  it('disallows private areas and points to the sitemap of the country domain', () => {
    const robots = robotsTxt('MY');
    for (const path of ['/preview', '/sandbox', '/cart', '/orders', '/api']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://www.blush.com.my/sitemap.xml');
  });
});
