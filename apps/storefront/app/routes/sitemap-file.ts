/**
 * `/sitemaps/{pages|categories|brands|products-N}.xml`: one file of the sitemap index. Pages come
 * from the content API (home, about, the published CMS and landing pages of the country) and the
 * store locator with each store's page, the rest from the catalogue's `/sitemap-entries`.
 */
import { contentEntryListSchema } from '@blush/shared/content';
import { sitemapEntriesResponseSchema } from '@blush/shared/contracts';
import { storeLocationsResponseSchema } from '@blush/shared/store-contracts';
import type { Route } from './+types/sitemap-file';
import { type SitemapPath, XML_HEADERS, crawlerCountry, parseSitemapFile, urlSetXml } from '../features/seo/sitemap.server.ts';
import { defaultLanguage } from '@blush/shared/markets';
import { createServerApi, resolveTransport } from '../lib/api.server.ts';
import { rethrowApiError } from '../lib/route-errors.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) throw new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const country = crawlerCountry(request);
  const api = createServerApi(resolveTransport(context), { country, language: defaultLanguage(country) });
  let paths: SitemapPath[];
  try {
    if (file.kind === 'pages') {
      const [{ entries }, stores] = await Promise.all([
        api.get('/contentful/content-entries', { schema: contentEntryListSchema }),
        // Without the stores the file still lists the pages.
        api.get('/store-locations', { schema: storeLocationsResponseSchema }).then((r) => r.stores, () => []),
      ]);
      const pages = entries.flatMap((e) => (e.path ? [{ path: e.path, lastModified: e.publishedAt }] : []));
      paths = [{ path: '/' }, ...pages.filter((p) => p.path !== '/'), { path: '/store-locations' }, { path: '/gift-cards' }, ...stores.map((s) => ({ path: `/store-locations/${s.slug}` }))];
    } else {
      const query = file.kind === 'products' ? { kind: file.kind, page: file.page } : { kind: file.kind };
      const result = await api.get('/sitemap-entries', { schema: sitemapEntriesResponseSchema, query });
      if (file.kind === 'products' && file.page > result.pages) throw new Response('Not found', { status: 404 });
      paths = result.entries.map((e) => ({ path: e.path, lastModified: e.lastModified }));
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    rethrowApiError(error);
  }
  return new Response(urlSetXml(country, paths), { headers: XML_HEADERS });
}
