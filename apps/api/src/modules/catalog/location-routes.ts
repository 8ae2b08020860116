import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminLocationStockAnswerSchema,
  adminLocationStockEditSchema,
  locationShelfParamsSchema,
  locationShelfQuerySchema,
  locationShelfResponseSchema,
  locationStockParamsSchema,
  stockLocationListSchema,
  variantStockParamsSchema,
  variantStockQuerySchema,
  variantStockResponseSchema,
} from '@blush/shared/admin-stock-contracts';
import type { CountryCode } from '@blush/shared/markets';
import { editLocationStock, locationInScope, reaches } from '../../flows/location-stock.ts';
import { DomainError } from '../../domain-error.ts';
import { requestOrigin } from '../auth/cookies.ts';
import type { StaffDeps } from '../staff/deps.ts';
import { type StaffScope, auditOfRequest, authorize, staffOf } from '../staff/guard.ts';
import { type LocationRow, listLocations, stockAtLocation, stockOfVariant } from './location-stock-repo.ts';

const locationOut = (l: LocationRow) => ({ code: l.code, kind: l.kind, country: l.country as CountryCode, name: l.name, ships_online: l.ships_online });

/** Where the staff member may set stock (stock.write), or nowhere. */
function writeScope(request: FastifyRequest): StaffScope | undefined {
  try {
    return authorize(staffOf(request).staff, 'stock.write');
  } catch {
    return undefined;
  }
}

/** Stock by location in the back office (decision 0035); see `@blush/shared/admin-stock-contracts`. */
export function stockLocationRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/stock-locations',
      { config: { staffAccess: 'catalog.read' }, schema: { tags: ['admin'], summary: "The stock locations the staff member reaches (a store manager: their stores' shelves), warehouses first", response: { 200: stockLocationListSchema } } },
      async (request) => {
        const { scope } = staffOf(request);
        return { locations: (await listLocations(deps.db, scope.stores)).map(locationOut) };
      },
    );

    app.get(
      '/catalog/variants/:sku/stock',
      {
        config: { staffAccess: 'catalog.read' },
        schema: { tags: ['admin'], summary: "A variant's stock at each location of a country (or every country it is sold in), with each country's online total", params: variantStockParamsSchema, querystring: variantStockQuerySchema, response: { 200: variantStockResponseSchema } },
      },
      async (request) => {
        const found = await stockOfVariant(deps.db, request.params.sku, request.query.country);
        if (!found) throw new DomainError('resource_not_found');
        const writes = writeScope(request);
        return {
          sku: request.params.sku,
          countries: found.markets.map((m) => ({ country: m.country as CountryCode, stock: m.stock, version: m.version })),
          locations: found.locations.map((l) => ({ ...locationOut(l), quantity: l.quantity, version: l.version, editable: writes !== undefined && reaches(writes, l) })),
        };
      },
    );

    app.put(
      '/catalog/variants/:sku/stock/:location',
      {
        config: { staffAccess: 'stock.write' },
        schema: { tags: ['admin'], summary: "Set a variant's units at one location, with the version seen (409 edit_conflict when stale); an online location moves the country's total by the same amount; a store manager only at their stores; audited", params: locationStockParamsSchema, body: adminLocationStockEditSchema, response: { 200: adminLocationStockAnswerSchema } },
      },
      async (request) => {
        const { scope, staff } = staffOf(request);
        return editLocationStock(deps.db, request.params.sku, request.params.location, request.body, scope, auditOfRequest(deps.key, request), staff.id, requestOrigin(request));
      },
    );

    app.get(
      '/stock-locations/:location/stock',
      {
        config: { staffAccess: 'catalog.read' },
        schema: { tags: ['admin'], summary: "A location's shelf: the variants it holds, or with q every variant sold in its country that matches (SKU, product, brand)", params: locationShelfParamsSchema, querystring: locationShelfQuerySchema, response: { 200: locationShelfResponseSchema } },
      },
      async (request) => {
        const location = await locationInScope(deps.db, request.params.location, staffOf(request).scope);
        return { location: locationOut(location), items: await stockAtLocation(deps.db, location, request.query.q, request.query.limit, request.locale.language) };
      },
    );
  };
}
