import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminCatalogImportBodySchema,
  adminCatalogImportResponseSchema,
  adminPriceEditSchema,
  adminStockEditSchema,
  adminVariantListResponseSchema,
  adminVariantMarketParamsSchema,
  adminVariantQuerySchema,
} from '@blush/shared/admin-catalog-contracts';
import { editPrice, editStock, importPrices, importStock } from '../../flows/catalog-admin.ts';
import { DomainError } from '../../domain-error.ts';
import { requestOrigin } from '../auth/cookies.ts';
import type { StaffDeps } from '../staff/deps.ts';
import { auditOfRequest, staffOf } from '../staff/guard.ts';
import { exportPricesCsv, searchAdminVariants } from './admin-service.ts';

const marketAnswer = z.object({ sku: z.string(), country: z.string(), price: z.number().int(), sale_price: z.number().int().nullable(), stock: z.number().int(), version: z.number().int() });

/**
 * Country stock is no store's: a store manager (whose stock.write holds only in their stores) may
 * not change it, nor import a stock file; they set their stores' shelves by location (`location-routes.ts`).
 */
function requireAllStores(request: FastifyRequest): void {
  if (staffOf(request).scope.stores !== 'all') throw new DomainError('not_authorized');
}

/** Prices and stock in the back office (issue 21 item 3); see `@blush/shared/admin-catalog-contracts`. */
export function catalogAdminRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const auditOf = (request: FastifyRequest) => auditOfRequest(deps.key, request);

    app.get(
      '/catalog/variants',
      {
        config: { staffAccess: 'catalog.read' },
        schema: { tags: ['admin'], summary: 'Find variants by SKU (its beginning), product or brand name, with price, sale price, stock and version per country', querystring: adminVariantQuerySchema, response: { 200: adminVariantListResponseSchema } },
      },
      async (request) => searchAdminVariants(deps.db, request.query.q, request.query.limit, request.locale.language),
    );

    app.patch(
      '/catalog/variants/:sku/markets/:country/price',
      {
        config: { staffAccess: 'prices.write' },
        schema: { tags: ['admin'], summary: "Change a variant's price and sale price in a country, with the version seen (409 edit_conflict when stale); audited; the storefront shows it on the next request", params: adminVariantMarketParamsSchema, body: adminPriceEditSchema, response: { 200: marketAnswer } },
      },
      async (request) => editPrice(deps.db, request.params.sku, request.params.country, request.body, auditOf(request)),
    );

    app.patch(
      '/catalog/variants/:sku/markets/:country/stock',
      {
        config: { staffAccess: 'stock.write' },
        schema: { tags: ['admin'], summary: "Set a variant's stock in a country (its main warehouse takes what the other online locations do not hold; 422 stock_held_elsewhere when they hold more), with the version seen (409 edit_conflict when stale); audited; units returning e-mail the waitlist", params: adminVariantMarketParamsSchema, body: adminStockEditSchema, response: { 200: marketAnswer } },
      },
      async (request) => {
        requireAllStores(request);
        return editStock(deps.db, request.params.sku, request.params.country, request.body, auditOf(request), requestOrigin(request), staffOf(request).staff.id);
      },
    );

    app.post(
      '/catalog/prices/import',
      {
        config: { staffAccess: 'prices.write' },
        schema: { tags: ['admin'], summary: 'Import prices from CSV (sku,country,price,sale_price[,sale_starts_at,sale_ends_at]). dry_run: each line before → after and its errors, nothing changed; otherwise every line in one transaction, or 422 catalog_import_invalid and nothing', body: adminCatalogImportBodySchema, response: { 200: adminCatalogImportResponseSchema } },
      },
      async (request) => importPrices(deps.db, request.body.csv, request.body.dry_run, auditOf(request)),
    );

    app.post(
      '/catalog/stock/import',
      {
        config: { staffAccess: 'stock.write' },
        schema: { tags: ['admin'], summary: "Import stock from CSV (sku,location,quantity; location is a country, for its total, or a location's code). Dry run and all-or-nothing as prices; units returning e-mail the waitlist", body: adminCatalogImportBodySchema, response: { 200: adminCatalogImportResponseSchema } },
      },
      async (request) => {
        requireAllStores(request);
        return importStock(deps.db, request.body.csv, request.body.dry_run, auditOf(request), requestOrigin(request), staffOf(request).staff.id);
      },
    );

    app.get(
      '/catalog/prices/export.csv',
      { config: { staffAccess: 'catalog.read' }, schema: { tags: ['admin'], summary: 'Every price by SKU and country, in the price import\'s columns (prices as written, e.g. 24.90)', produces: ['text/csv'] } },
      async (_request, reply) => {
        reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="blush-prices.csv"');
        return exportPricesCsv(deps.db);
      },
    );
  };
}
