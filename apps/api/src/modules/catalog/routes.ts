import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandDetailSchema,
  brandsResponseSchema,
  categoriesResponseSchema,
  featuredProductsRequestSchema,
  featuredProductsResponseSchema,
  popularQueriesResponseSchema,
  productDetailSchema,
  productFilterQuerySchema,
  productFiltersResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  searchDropdownResponseSchema,
  searchResponseSchema,
  searchTextSchema,
  sitemapEntriesQuerySchema,
  sitemapEntriesResponseSchema,
  variantsQuerySchema,
  variantsResponseSchema,
} from '@blush/shared/contracts';
import type { Db } from '../../db/client.ts';
import * as catalog from './service.ts';
import { SEARCH_COUNTS_MAX_AGE_MS } from './search.ts';
import type { ResponseCacheRule } from '../../cache/response-cache.ts';
import { LOCALE_VARY } from '../../plugins/locale.ts';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
const MEDIA_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
/** Answers built from the catalogue alone: kept in memory until it changes (decision 0028). */
const FROM_MEMORY = { responseCache: { topics: ['catalog'] } satisfies ResponseCacheRule };
/** Answers showing shoppers' search counts too, which no trigger follows: kept half a minute at most. */
const FROM_MEMORY_HALF_A_MINUTE = { responseCache: { topics: ['catalog'], maxAgeMs: SEARCH_COUNTS_MAX_AGE_MS } satisfies ResponseCacheRule };

export function catalogRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onClose', () =>
      catalog.flushSearchLog(db).catch((err: unknown) => app.log.warn({ err }, 'could not write the last search counts')),
    );

    app.get(
      '/categories',
      {
        config: FROM_MEMORY,
        schema: {
          tags: ['catalog'],
          summary: 'The category tree, three levels, in the request language',
          response: { 200: categoriesResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE).header('vary', LOCALE_VARY);
        return { categories: await catalog.categoryTree(db, request.locale.language) };
      },
    );

    app.get(
      '/brands',
      {
        config: FROM_MEMORY,
        schema: {
          tags: ['catalog'],
          summary: 'Brands sold in the request country',
          querystring: z.object({
            sort: z.enum(['popular', 'name']).default('name'),
            limit: z.coerce.number().int().min(1).max(500).default(500),
          }),
          response: { 200: brandsResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE).header('vary', LOCALE_VARY);
        return { brands: await catalog.listBrands(db, request.locale.country, request.query.sort, request.query.limit) };
      },
    );

    app.get(
      '/brands/:slug',
      {
        config: FROM_MEMORY,
        schema: {
          tags: ['catalog'],
          summary: 'One brand: name, logo, story in the request language, products sold in the request country',
          params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) }),
          response: { 200: brandDetailSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE).header('vary', LOCALE_VARY);
        return catalog.brandDetail(db, request.params.slug, request.locale.country, request.locale.language);
      },
    );

    app.get(
      '/products',
      {
        config: FROM_MEMORY,
        schema: {
          tags: ['catalog'],
          summary: 'Product listing for the request country and language',
          querystring: productListQuerySchema,
          response: { 200: productListResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE).header('vary', LOCALE_VARY);
        return catalog.listProducts(db, request.locale.country, request.locale.language, request.query);
      },
    );

    app.get(
      '/products/filters',
      {
        config: FROM_MEMORY,
        schema: {
          tags: ['catalog'],
          summary: 'Facets of a listing with counts; each facet is counted with every other filter applied',
          querystring: productFilterQuerySchema,
          response: { 200: productFiltersResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE).header('vary', LOCALE_VARY);
        return catalog.listFacets(db, request.locale.country, request.locale.language, request.query);
      },
    );

    app.get(
      '/products/:slug',
      {
        config: FROM_MEMORY,
        schema: {
          tags: ['catalog'],
          summary: 'One product with its variants, offers in the request country, breadcrumbs and related products',
          params: z.object({ slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(200) }),
          response: { 200: productDetailSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE).header('vary', LOCALE_VARY);
        return catalog.productDetail(db, request.params.slug, request.locale.country, request.locale.language);
      },
    );

    app.get(
      '/variants',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Variants by id (comma-separated, up to 100) with their product, brand and offer in the request country',
          querystring: variantsQuerySchema,
          response: { 200: variantsResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, max-age=0');
        return catalog.variantsById(db, request.query.ids, request.locale.country, request.locale.language);
      },
    );

    app.post(
      '/featured-products',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Product cards for the given slugs (content blocks), in the order given; products not sold in the country are left out',
          body: featuredProductsRequestSchema,
          response: { 200: featuredProductsResponseSchema },
        },
      },
      async (request) => ({
        items: await catalog.featuredProducts(db, request.locale.country, request.locale.language, request.body.slugs),
      }),
    );

    app.get(
      '/search',
      {
        config: { responseCache: { topics: ['catalog'], cacheControl: 'private, max-age=0' } },
        schema: {
          tags: ['search'],
          summary: 'Typo-tolerant product search in any of the four languages, with the listing filters',
          querystring: productListQuerySchema,
          response: { 200: searchResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, max-age=0');
        // Served again from memory, the search still counts for "popular searches".
        return catalog.search(db, request.locale.country, request.locale.language, request.query, (count) => {
          request.cacheOnHit = count;
        });
      },
    );

    app.get(
      '/sitemap-entries',
      {
        config: FROM_MEMORY,
        schema: {
          tags: ['seo'],
          summary: 'Paths a sitemap lists for the request country: products (paged), brands, categories',
          querystring: sitemapEntriesQuerySchema,
          response: { 200: sitemapEntriesResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=3600').header('vary', LOCALE_VARY);
        return catalog.sitemapEntries(db, request.locale.country, request.query.kind, request.query.page);
      },
    );

    app.get(
      '/search/popular-queries',
      {
        schema: {
          tags: ['search'],
          summary: 'What shoppers of the request country search for most (searches that found something, last 90 days)',
          response: { 200: popularQueriesResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE).header('vary', LOCALE_VARY);
        return { queries: await catalog.popularSearches(db, request.locale.country) };
      },
    );

    app.get(
      '/components/search-input-dropdown',
      {
        config: FROM_MEMORY_HALF_A_MINUTE,
        schema: {
          tags: ['search'],
          summary: 'What the search box shows: popular searches and brands when empty; matching brands, categories and products as the shopper types',
          querystring: z.object({ q: searchTextSchema.optional() }),
          response: { 200: searchDropdownResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE).header('vary', LOCALE_VARY);
        return catalog.searchDropdown(db, request.locale.country, request.locale.language, request.query.q);
      },
    );

    app.get(
      '/media/products/:file',
      {
        schema: {
          tags: ['media'],
          summary: 'Generated product image (SVG)',
          params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) }),
        },
      },
      async (request, reply) => {
        const svg = await catalog.productImageSvg(db, Number.parseInt(request.params.file, 10));
        return reply.header('cache-control', MEDIA_CACHE).type('image/svg+xml').send(svg);
      },
    );

    app.get(
      '/media/brands/:file',
      {
        schema: {
          tags: ['media'],
          summary: 'Generated brand logo (SVG)',
          params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/) }),
        },
      },
      async (request, reply) => {
        const svg = await catalog.brandLogo(db, request.params.file.replace(/\.svg$/, ''));
        return reply.header('cache-control', MEDIA_CACHE).type('image/svg+xml').send(svg);
      },
    );
  };
}
