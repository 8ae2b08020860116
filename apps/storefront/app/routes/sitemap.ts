/** `/sitemap.xml`: the sitemap index of the host's country site (SG's when the host names none). */
import { sitemapEntriesResponseSchema } from '@blush/shared/contracts';
import type { Route } from './+types/sitemap';
import { type SitemapFile, XML_HEADERS, crawlerCountry, sitemapIndexXml } from '../features/seo/sitemap.server.ts';
import { defaultLanguage } from '@blush/shared/markets';
import { createServerApi, resolveTransport } from '../lib/api.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const country = crawlerCountry(request);
  // How many product files: the catalogue pages its products for sitemaps.
  const products = await createServerApi(resolveTransport(context), { country, language: defaultLanguage(country) })
    .get('/sitemap-entries', { schema: sitemapEntriesResponseSchema, query: { kind: 'products', page: 1 } })
    .then((r) => r.pages)
    .catch(() => 1);
  const files: SitemapFile[] = [
    { kind: 'pages' },
    { kind: 'categories' },
    { kind: 'brands' },
    ...Array.from({ length: products }, (_, i) => ({ kind: 'products' as const, page: i + 1 })),
  ];
  return new Response(sitemapIndexXml(country, files), { headers: XML_HEADERS });
}
