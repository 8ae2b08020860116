/**
 * HTTP contracts of the commerce API: one zod schema per response, used by the API's route
 * schemas (and so the OpenAPI document) and by the storefront to parse what it receives.
 */
import { z } from 'zod';
import { BADGES } from './catalog.ts';
import { COUNTRY_CODES, LANGUAGES } from './markets.ts';

export const countryCodeSchema = z.enum(COUNTRY_CODES);
export const languageSchema = z.enum(LANGUAGES);
export const currencySchema = z.enum(['AUD', 'HKD', 'IDR', 'MYR', 'NZD', 'PHP', 'SGD', 'THB']);

export const moneySchema = z.object({
  amount: z.number().int().describe('integer in the currency minor unit'),
  currency: currencySchema,
});

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
    referenceId: z.string().optional(),
  }),
});

export const marketSchema = z.object({
  code: countryCodeSchema,
  name: z.string().describe('country name in the request language'),
  siteTitle: z.string().describe('e.g. "Blush Singapore", in the request language'),
  metaDescription: z.string(),
  languages: z.array(languageSchema),
  defaultLanguage: languageSchema,
  domain: z.string(),
  currency: currencySchema,
  callingCode: z.string(),
  timeZone: z.string(),
  taxPercent: z.number(),
  taxName: z.string(),
  freeShippingThreshold: moneySchema,
  shipsTo: z.array(countryCodeSchema),
  retargetingId: z.number().int().nullable(),
});
export type MarketDto = z.infer<typeof marketSchema>;

export const marketsResponseSchema = z.object({ markets: z.array(marketSchema) });

export const localeResponseSchema = z.object({
  country: countryCodeSchema,
  language: languageSchema,
  market: marketSchema,
});

export interface CategoryNode {
  id: number;
  slug: string;
  /** Slash-joined slugs from the top level down, e.g. makeup/lips/lipstick. */
  path: string;
  name: string;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    path: z.string(),
    name: z.string(),
    children: z.array(categoryNodeSchema),
  }),
);
export const categoriesResponseSchema = z.object({ categories: z.array(categoryNodeSchema) });

export const brandSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  productCount: z.number().int(),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;
export const brandsResponseSchema = z.object({ brands: z.array(brandSummarySchema) });

export const brandDetailSchema = brandSummarySchema.extend({
  story: z.string().describe('the brand story in the request language'),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

export const productCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.object({ slug: z.string(), name: z.string() }),
  category: z.string().describe('name of the deepest category'),
  imageUrl: z.string(),
  price: moneySchema,
  salePrice: moneySchema.nullable(),
  badges: z.array(z.enum(BADGES)),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  swatches: z.array(z.string()).describe('shade colours, up to 5'),
  variantCount: z.number().int(),
  inStock: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const PRODUCT_SORTS = ['relevance', 'newest', 'bestsellers', 'price_asc', 'price_desc', 'rating'] as const;
export const productSortSchema = z.enum(PRODUCT_SORTS);

export const productListQuerySchema = z.object({
  sort: productSortSchema.default('relevance'),
  brand: z.string().max(100).optional(),
  category: z.string().max(200).optional().describe('category path, e.g. makeup/lips'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(96).default(24),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  items: z.array(productCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const healthResponseSchema = z.object({ status: z.enum(['ok', 'starting', 'unavailable']) });
