/**
 * Stock by location in the back office (issue 21 item 3, decision 0035): warehouses shipping online
 * orders and stores' shelves. A country's online stock (`stock` of the catalogue's market rows) is
 * always the sum at its `ships_online` locations.
 *
 * Endpoints (all under `/api/admin/v1`):
 * - `GET /stock-locations`                               catalog.read — the locations the staff member reaches (a store manager: their stores)
 * - `GET /catalog/variants/:sku/stock?country=`          catalog.read — a variant's stock at each location (of a country, or all)
 * - `PUT /catalog/variants/:sku/stock/:location`         stock.write  — one location's quantity, with `version` (409 edit_conflict when stale)
 * - `GET /stock-locations/:location/stock?q=&limit=`     catalog.read — a location's shelf (with `q`: every variant sold there matching)
 */
import { z } from 'zod';
import { CATALOG_STOCK_MAX } from './admin-catalog-contracts.ts';
import { COUNTRY_CODES } from './markets.ts';

export const STOCK_LOCATION_KINDS = ['warehouse', 'store'] as const;

export const stockLocationSchema = z.object({
  code: z.string(),
  kind: z.enum(STOCK_LOCATION_KINDS),
  country: z.enum(COUNTRY_CODES),
  name: z.string(),
  ships_online: z.boolean(),
});
export type StockLocation = z.infer<typeof stockLocationSchema>;

export const stockLocationListSchema = z.object({ locations: z.array(stockLocationSchema) });
export type StockLocationList = z.infer<typeof stockLocationListSchema>;

export const locationCodeSchema = z.string().trim().min(2).max(64).regex(/^[A-Za-z0-9-]+$/);

export const variantStockParamsSchema = z.object({ sku: z.string().min(1).max(64) });
export const variantStockQuerySchema = z.object({ country: z.enum(COUNTRY_CODES).optional() });

/** A variant's units at a location; `version` 0: the location has never held it. `editable`: the staff member may set it. */
export const variantLocationStockSchema = stockLocationSchema.extend({
  quantity: z.number().int(),
  version: z.number().int(),
  editable: z.boolean(),
});
export type VariantLocationStock = z.infer<typeof variantLocationStockSchema>;

export const variantStockResponseSchema = z.object({
  sku: z.string(),
  /** Per country the variant is sold in: the online total (the sum at its online locations) and the market row's version. */
  countries: z.array(z.object({ country: z.enum(COUNTRY_CODES), stock: z.number().int(), version: z.number().int() })),
  locations: z.array(variantLocationStockSchema),
});
export type VariantStockResponse = z.infer<typeof variantStockResponseSchema>;

export const locationStockParamsSchema = z.object({ sku: z.string().min(1).max(64), location: locationCodeSchema });

/** `PUT /catalog/variants/:sku/stock/:location` (stock.write): the units there, with the `version` the editor saw. */
export const adminLocationStockEditSchema = z.object({
  version: z.number().int().min(0),
  quantity: z.number().int().min(0).max(CATALOG_STOCK_MAX),
});
export type AdminLocationStockEdit = z.infer<typeof adminLocationStockEditSchema>;

export const adminLocationStockAnswerSchema = z.object({
  sku: z.string(),
  location: z.string(),
  country: z.enum(COUNTRY_CODES),
  quantity: z.number().int(),
  version: z.number().int(),
  /** The country's online total after the change. */
  country_stock: z.number().int(),
});
export type AdminLocationStockAnswer = z.infer<typeof adminLocationStockAnswerSchema>;

export const locationShelfParamsSchema = z.object({ location: locationCodeSchema });
export const locationShelfQuerySchema = z.object({
  q: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const locationShelfResponseSchema = z.object({
  location: stockLocationSchema,
  items: z.array(z.object({ sku: z.string(), product: z.string(), brand: z.string(), label: z.string().nullable(), quantity: z.number().int(), version: z.number().int() })),
});
export type LocationShelfResponse = z.infer<typeof locationShelfResponseSchema>;
