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

/** The largest id of a table row (PostgreSQL `integer`); a larger one is a 400, not a failed query. */
export const RECORD_ID_MAX = 2_147_483_647;
/** The id of a table row (a variant, a bag line, a promotion, a reward …) in a request body or query. */
export const recordIdSchema = z.number().int().positive().max(RECORD_ID_MAX);

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
export type ProductSort = z.infer<typeof productSortSchema>;

/** Facet attributes a listing can be filtered by (codes; the storefront translates them). */
export const ATTRIBUTE_FILTERS = ['skin_type', 'finish', 'coverage', 'concern', 'formulation', 'scent_family'] as const;
export type AttributeFilter = (typeof ATTRIBUTE_FILTERS)[number];

/** A comma-separated list in a query string: `brand=nars,fenty-beauty`. */
const csv = <T extends string>(item: z.ZodType<T, string>, max = 20) =>
  z
    .string()
    .max(2000)
    .transform((value) => [...new Set(value.split(',').map((v) => v.trim()).filter(Boolean))])
    .pipe(z.array(item).max(max));

/** Search text of any length is accepted; only its first 200 characters are used. */
export const searchTextSchema = z
  .string()
  .max(10_000)
  .transform((value) => value.slice(0, 200));

const slugItem = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80);
const codeItem = z.string().regex(/^[a-z0-9_]+$/).max(40);

/**
 * Listing, search and facet queries share these filters. Multi-valued filters are comma-separated;
 * values inside one filter are OR-ed, different filters AND-ed. Prices are minor units.
 */
export const productFilterQuerySchema = z.object({
  q: searchTextSchema.optional().describe('search text, any language; only the first 200 characters count'),
  brand: csv(slugItem).optional().describe('brand slugs, comma-separated'),
  category: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/).optional().describe('category path, e.g. makeup/lips'),
  price_min: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  price_max: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  shade: csv(codeItem).optional().describe('shade families, e.g. red,nude'),
  badge: csv(z.enum(BADGES)).optional().describe('coming_soon, priority_access, app_exclusive, on_sale'),
  rating_min: z.coerce.number().int().min(1).max(5).optional(),
  in_stock: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  skin_type: csv(codeItem).optional(),
  finish: csv(codeItem).optional(),
  coverage: csv(codeItem).optional(),
  concern: csv(codeItem).optional(),
  formulation: csv(codeItem).optional(),
  scent_family: csv(codeItem).optional(),
});
export type ProductFilterQuery = z.infer<typeof productFilterQuerySchema>;

export const productListQuerySchema = productFilterQuerySchema.extend({
  sort: productSortSchema.default('relevance'),
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

/** `GET /products/filters`: the facets of a listing, each counted with the other filters applied. */
export const facetValueSchema = z.object({
  value: z.string().describe('what goes in the query string'),
  label: z.string().describe('brand or category name in the request language; for codes the code itself (the storefront translates)'),
  count: z.number().int(),
  selected: z.boolean(),
});
export const facetSchema = z.object({
  key: z.enum(['brand', 'category', 'shade', 'badge', 'rating_min', ...ATTRIBUTE_FILTERS]),
  values: z.array(facetValueSchema),
});
export const productFiltersResponseSchema = z.object({
  facets: z.array(facetSchema),
  price: z.object({ min: moneySchema, max: moneySchema }).nullable().describe('price range of the matching products'),
  total: z.number().int(),
});
export type ProductFiltersResponse = z.infer<typeof productFiltersResponseSchema>;

export const variantDetailSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  type: z.enum(['shade', 'size', 'standard']),
  shadeName: z.string().nullable(),
  shadeHex: z.string().nullable(),
  shadeFamily: z.string().nullable(),
  size: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Null when the variant is not sold in the request country. */
  offer: z
    .object({
      price: moneySchema,
      salePrice: moneySchema.nullable(),
      inStock: z.boolean(),
      /** False when it will not come back in this country: sold out means "Out of stock", not "Waitlist me". */
      restockable: z.boolean(),
      /** Units left when few remain (≤ 5), else null. */
      lowStock: z.number().int().nullable(),
    })
    .nullable(),
});
export type VariantDetail = z.infer<typeof variantDetailSchema>;

export const breadcrumbSchema = z.object({ slug: z.string(), path: z.string(), name: z.string() });

export const productDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  howToUse: z.string(),
  ingredients: z.string(),
  brand: z.object({ slug: z.string(), name: z.string(), logoUrl: z.string() }),
  /** From the top-level category down to the product's own. */
  categories: z.array(breadcrumbSchema),
  attributes: z.array(z.object({ key: z.string(), values: z.array(z.string()) })),
  badges: z.array(z.enum(BADGES)),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  launchedAt: z.string().describe('ISO date-time'),
  images: z.array(z.object({ url: z.string(), variantId: z.number().int().nullable() })),
  variants: z.array(variantDetailSchema),
  /** False when nothing of it is sold in the request country ("not available for your country"). */
  availableInCountry: z.boolean(),
  related: z.array(productCardSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** `GET /search`: a product listing for the text, plus what the shopper may have meant. */
export const searchResponseSchema = productListResponseSchema.extend({
  query: z.string(),
  brands: z.array(z.object({ slug: z.string(), name: z.string() })).describe('brands whose name matches the text'),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const popularQueriesResponseSchema = z.object({ queries: z.array(z.string()) });

/** `GET /components/search-input-dropdown?q=`: everything the search box shows as the shopper types. */
export const searchDropdownResponseSchema = z.object({
  query: z.string(),
  popularSearches: z.array(z.string()),
  brands: z.array(z.object({ slug: z.string(), name: z.string(), logoUrl: z.string() })),
  categories: z.array(breadcrumbSchema),
  products: z.array(productCardSchema),
});
export type SearchDropdownResponse = z.infer<typeof searchDropdownResponseSchema>;

/** `POST /featured-products`: cards for a list of product slugs (content blocks pick products by slug). */
export const featuredProductsRequestSchema = z.object({ slugs: z.array(slugItem).min(1).max(48) });
export const featuredProductsResponseSchema = z.object({ items: z.array(productCardSchema) });

/** `GET /sitemap-entries`: what a sitemap lists, a page at a time (products) or whole (brands, categories). */
export const SITEMAP_PAGE_SIZE = 5000;
export const sitemapEntriesQuerySchema = z.object({
  kind: z.enum(['products', 'brands', 'categories']),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const sitemapEntriesResponseSchema = z.object({
  entries: z.array(z.object({ path: z.string().describe('site path, e.g. /products/{slug}'), lastModified: z.string().nullable() })),
  page: z.number().int(),
  pages: z.number().int(),
});
export type SitemapEntriesResponse = z.infer<typeof sitemapEntriesResponseSchema>;

/** `GET /products/{slug}/reviews`: published reviews, newest first, with the rating distribution. */
export const productReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});
export const productReviewsResponseSchema = z.object({
  product: z.object({ slug: z.string(), name: z.string() }),
  summary: z.object({
    average: z.number(),
    count: z.number().int(),
    distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  }),
  items: z.array(
    z.object({
      id: z.number().int(),
      author: z.string(),
      rating: z.number().int().min(1).max(5),
      title: z.string(),
      body: z.string(),
      language: languageSchema,
      verifiedPurchase: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponseSchema>;

/** `GET /variants?ids=…`: variants by id with their product and offer in the request country (bag, wishlist). */
export const variantsQuerySchema = z.object({
  ids: z
    .string()
    .max(2000)
    .transform((value) => [...new Set(value.split(',').map((v) => Number(v.trim())))])
    .pipe(z.array(recordIdSchema).min(1).max(100)),
});
export const variantsResponseSchema = z.object({
  variants: z.array(
    variantDetailSchema.extend({
      product: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), badges: z.array(z.enum(BADGES)) }),
      brand: z.object({ slug: z.string(), name: z.string() }),
    }),
  ),
});
export type VariantsResponse = z.infer<typeof variantsResponseSchema>;

export const healthResponseSchema = z.object({ status: z.enum(['ok', 'starting', 'unavailable']) });
