/**
 * Sitemaps of a country site (sitemaps.org): an index of files, each a `urlset` listing every
 * language version of a page with `xhtml:link` alternates between them. Paths come from the content
 * API (pages) and the catalogue's `/sitemap-entries` (products a page at a time, brands, categories).
 */
import { localeTag } from '@blush/shared/locale';
import { type CountryCode, DEFAULT_COUNTRY, MARKETS, countryFromHost, parseCountry } from '@blush/shared/markets';
import { pageUrl, siteOrigin } from './seo-urls.ts';

export const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
  Vary: 'X-Site-Country',
  'X-Robots-Tag': 'noindex',
} as const;

/**
 * The country site a sitemap or robots.txt is for: the host's (`www.blush.co.th`), else the
 * `X-Site-Country` a proxy in front sets, else SG. Never a cookie: these answers are cached
 * publicly and must be the same for every visitor of a host.
 */
export function crawlerCountry(request: Request): CountryCode {
  return countryFromHost(request.headers.get('host')) ?? parseCountry(request.headers.get('x-site-country')) ?? DEFAULT_COUNTRY;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export interface SitemapPath {
  path: string;
  lastModified?: string | null;
}

/** `pages.xml`, `categories.xml`, `brands.xml`, `products-3.xml`. */
export type SitemapFile = { kind: 'pages' | 'categories' | 'brands' } | { kind: 'products'; page: number };

export function parseSitemapFile(name: string | undefined): SitemapFile | null {
  const match = /^(pages|categories|brands|products-(\d{1,5}))\.xml$/.exec(name ?? '');
  if (!match) return null;
  if (match[2]) {
    const page = Number.parseInt(match[2], 10);
    return page >= 1 ? { kind: 'products', page } : null;
  }
  return { kind: match[1] as 'pages' | 'categories' | 'brands' };
}

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'products' ? `products-${file.page}.xml` : `${file.kind}.xml`;
}

export function sitemapIndexXml(country: CountryCode, files: readonly SitemapFile[]): string {
  const origin = siteOrigin(country);
  const items = files.map((file) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${sitemapFileName(file)}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Every language version of each path on the country's domain, linked to each other. */
export function urlSetXml(country: CountryCode, paths: readonly SitemapPath[]): string {
  const languages = MARKETS[country].languages;
  const items: string[] = [];
  for (const { path, lastModified } of paths) {
    const alternates =
      languages.length > 1
        ? languages.map((language) => `    <xhtml:link rel="alternate" hreflang="${localeTag(language, country)}" href="${escapeXml(pageUrl(country, language, path))}"/>`)
        : [];
    for (const language of languages) {
      const lastmod = lastModified ? `\n    <lastmod>${escapeXml(lastModified)}</lastmod>` : '';
      items.push(`  <url>\n    <loc>${escapeXml(pageUrl(country, language, path))}</loc>${lastmod}${alternates.length ? `\n${alternates.join('\n')}` : ''}\n  </url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${items.join('\n')}\n</urlset>\n`;
}

/** robots.txt of a country site: private areas out, the sitemap in; product images stay crawlable. */
export function robotsTxt(country: CountryCode): string {
  return [
    'User-agent: *',
    'Disallow: /preview',
    'Disallow: /sandbox',
    'Disallow: /cart',
    'Disallow: /orders',
    'Disallow: /api',
    'Disallow: /locale',
    // Sign-in (linked from every page with its own return_to) and the member's pages.
    'Disallow: /sign_in',
    'Disallow: /sign_up',
    'Disallow: /users/',
    'Disallow: /account',
    'Disallow: /dev/',
    'Allow: /api/web/v1/media/',
    '',
    `Sitemap: ${siteOrigin(country)}/sitemap.xml`,
    '',
  ].join('\n');
}
