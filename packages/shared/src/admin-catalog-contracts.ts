/**
 * The back office's catalogue: prices and stock (issue 21 item 3). The contract between
 * `/api/admin/v1/catalog…` and the back-office app. JSON is snake_case; money is an integer in the
 * currency's minor unit, except in CSV files, where prices are written as people write them
 * ("24.90", "150000"), in the currency of the row's country.
 *
 * Stock is kept per location (decision 0035: warehouses shipping online, stores' shelves); a
 * country's stock (`variant_markets.stock`) is the sum at its online locations. A stock file's
 * `location` is a country code (the country's total, set through its main warehouse) or a
 * location's code (`WH-SG`, `SG-ION-ORCHARD`). Stock by location: `admin-stock-contracts.ts`.
 *
 * Endpoints (all under `/api/admin/v1`):
 * - `GET   /catalog/variants?q=&limit=`          catalog.read  — find variants by SKU, product or brand name
 * - `PATCH /catalog/variants/:sku/markets/:country/price` prices.write — price and sale price, with `version`
 * - `PATCH /catalog/variants/:sku/markets/:country/stock` stock.write  — stock, with `version`
 * - `POST  /catalog/prices/import`                prices.write  — CSV `sku,country,price,sale_price[,sale_starts_at,sale_ends_at]`
 * - `POST  /catalog/stock/import`                 stock.write   — CSV `sku,location,quantity` (location: country or location code)
 * - `GET   /catalog/prices/export.csv`            catalog.read  — every price, in the import's columns
 */
import { z } from 'zod';
import { COUNTRY_CODES } from './markets.ts';

export const PRICE_CSV_COLUMNS = ['sku', 'country', 'price', 'sale_price', 'sale_starts_at', 'sale_ends_at'] as const;
/**
 * The columns a price file must have; the sale window columns may be absent. A line with
 * `sale_starts_at` and `sale_ends_at` (the country's local time, `2026-12-01 00:00` or
 * `2026-12-01T00:00`) schedules its sale price for that window instead of setting it now.
 */
export const PRICE_CSV_REQUIRED = ['sku', 'country', 'price', 'sale_price'] as const;
export const STOCK_CSV_COLUMNS = ['sku', 'location', 'quantity'] as const;
/** Rows one import may hold. */
export const CATALOG_IMPORT_MAX_ROWS = 5000;
export const CATALOG_STOCK_MAX = 1_000_000;

export const adminVariantQuerySchema = z.object({
  q: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminVariantMarketSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  currency: z.string(),
  price: z.number().int(),
  sale_price: z.number().int().nullable(),
  stock: z.number().int(),
  available: z.boolean(),
  version: z.number().int(),
});
export type AdminVariantMarket = z.infer<typeof adminVariantMarketSchema>;

export const adminVariantSchema = z.object({
  sku: z.string(),
  variant_id: z.number().int(),
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  brand: z.string(),
  /** Shade name or size, if the variant has one. */
  label: z.string().nullable(),
  markets: z.array(adminVariantMarketSchema),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const adminVariantListResponseSchema = z.object({ variants: z.array(adminVariantSchema) });
export type AdminVariantListResponse = z.infer<typeof adminVariantListResponseSchema>;

export const adminVariantMarketParamsSchema = z.object({ sku: z.string().min(1).max(64), country: z.enum(COUNTRY_CODES) });

/**
 * `PATCH /catalog/variants/:sku/markets/:country/price` (prices.write): the price and sale price
 * (null: no sale), with the `version` the editor saw. A stale version: 409 `edit_conflict`.
 */
export const adminPriceEditSchema = z
  .object({
    version: z.number().int().min(1),
    price: z.number().int().min(1).max(2_000_000_000),
    sale_price: z.number().int().min(1).max(2_000_000_000).nullable(),
  })
  .refine((b) => b.sale_price === null || b.sale_price < b.price, { message: 'sale_price must be below price', path: ['sale_price'] });
export type AdminPriceEdit = z.infer<typeof adminPriceEditSchema>;

/** `PATCH /catalog/variants/:sku/markets/:country/stock` (stock.write): the stock, with the `version` the editor saw. */
export const adminStockEditSchema = z.object({
  version: z.number().int().min(1),
  stock: z.number().int().min(0).max(CATALOG_STOCK_MAX),
});
export type AdminStockEdit = z.infer<typeof adminStockEditSchema>;

export const adminCatalogImportBodySchema = z.object({
  csv: z.string().max(1_000_000),
  dry_run: z.boolean(),
});
export type AdminCatalogImportBody = z.infer<typeof adminCatalogImportBodySchema>;

/** Why a row cannot be imported. */
export const CATALOG_IMPORT_ERRORS = [
  'empty_file',
  'bad_columns',
  'too_many_rows',
  'missing_value',
  'unknown_sku',
  'unknown_country',
  'not_sold_in_country',
  'bad_price',
  'bad_sale_price',
  'bad_sale_window',
  'sale_window_overlap',
  'bad_quantity',
  'negative_quantity',
  'duplicate_row',
  'unknown_location',
] as const;
export type CatalogImportError = (typeof CATALOG_IMPORT_ERRORS)[number];

export const catalogImportRowErrorSchema = z.object({
  /** The line of the file (1 is the header). */
  line: z.number().int(),
  sku: z.string().nullable(),
  code: z.enum(CATALOG_IMPORT_ERRORS),
});
export type CatalogImportRowError = z.infer<typeof catalogImportRowErrorSchema>;

const pricePairSchema = z.object({ price: z.number().int(), sale_price: z.number().int().nullable() });

export const catalogImportChangeSchema = z.object({
  line: z.number().int(),
  sku: z.string(),
  /** The country (prices and stock lines of a country), or the country of the line's location. */
  country: z.enum(COUNTRY_CODES),
  /** A stock line's location code (its units there before → after), absent for a country's total. */
  location: z.string().optional(),
  currency: z.string().nullable(),
  before: z.union([pricePairSchema, z.object({ quantity: z.number().int() })]),
  after: z.union([pricePairSchema, z.object({ quantity: z.number().int() })]),
  changed: z.boolean(),
  /** A sale scheduled by the line (its sale price, start and end in the country's local time), else absent. */
  sale_window: z.object({ sale_price: z.number().int(), starts_local: z.string(), ends_local: z.string(), time_zone: z.string() }).optional(),
});
export type CatalogImportChange = z.infer<typeof catalogImportChangeSchema>;

export const adminCatalogImportResponseSchema = z.object({
  dry_run: z.boolean(),
  /** Whether the rows were written (a real run without errors). */
  applied: z.boolean(),
  rows: z.number().int(),
  changed: z.number().int(),
  changes: z.array(catalogImportChangeSchema),
  errors: z.array(catalogImportRowErrorSchema),
});
export type AdminCatalogImportResponse = z.infer<typeof adminCatalogImportResponseSchema>;
