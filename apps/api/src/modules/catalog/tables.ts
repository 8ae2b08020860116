import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Badge, Translated } from '@blush/shared/catalog';

/** Brands. Old slugs live in `brand_slug_redirects` so a renamed brand keeps its links. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Short brand story, per language. */
  story: jsonb('story').$type<Translated>().notNull(),
  /** Two brand colours used by the generated logo and brand banner art. */
  colors: jsonb('colors').$type<[string, string]>().notNull(),
  /** The retailer's own label: staff discount is 45% on it instead of 30%. */
  isHouse: boolean('is_house').notNull().default(false),
  /** Most units of this brand one checkout may hold (launch and limited-edition brands); null: no limit. */
  purchaseLimit: smallint('purchase_limit'),
  popularity: integer('popularity').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brandSlugRedirects = pgTable('brand_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  brandId: integer('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
});

/** Three-level category tree, e.g. Makeup > Lips > Lipstick. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    position: smallint('position').notNull().default(0),
    name: jsonb('name').$type<Translated>().notNull(),
  },
  (t) => [
    uniqueIndex('categories_parent_slug_uq').on(sql`coalesce(${t.parentId}, 0)`, t.slug),
    check('categories_level_ck', sql`${t.level} between 1 and 3`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    /** The deepest category; its ancestors are found through the tree. */
    categoryId: integer('category_id').notNull().references(() => categories.id),
    name: jsonb('name').$type<Translated>().notNull(),
    description: jsonb('description').$type<Translated>().notNull(),
    howToUse: jsonb('how_to_use').$type<Translated>().notNull(),
    ingredients: text('ingredients').notNull().default(''),
    /** Facets such as finish, coverage, skin_type: attribute → list of values (codes, translated in the UI). */
    attributes: jsonb('attributes').$type<Record<string, string[]>>().notNull().default({}),
    /** Editorial badges; "on sale" is derived per country from sale prices. */
    badges: text('badges').array().$type<Badge[]>().notNull().default(sql`'{}'::text[]`),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull(),
    /** Units sold in the last 90 days, refreshed from orders; drives "bestsellers". */
    unitsSold: integer('units_sold').notNull().default(0),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    published: boolean('published').notNull().default(true),
    /** Excluded from discounts (promotions, staff discount): e.g. gift sets priced at cost. */
    nonDiscountable: boolean('non_discountable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    index('products_launched_idx').on(t.launchedAt),
    index('products_units_sold_idx').on(t.unitsSold),
    index('products_attributes_gin').using('gin', t.attributes),
    index('products_brand_launched_idx').on(t.brandId, t.launchedAt),
    index('products_category_units_idx').on(t.categoryId, t.unitsSold),
    // A brand's listing, newest first (coming-soon last), read in order: the filters on top of the
    // brand (skin type, finish …) stop after a page instead of sorting every product of the brand.
    index('products_brand_newest_idx')
      .on(t.brandId, sql`('coming_soon' = any(${t.badges}))`, t.launchedAt.desc(), t.id)
      .where(sql`${t.published}`),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    /** shade | size | standard: what distinguishes this variant from its siblings. */
    type: text('type').$type<'shade' | 'size' | 'standard'>().notNull(),
    shadeName: text('shade_name'),
    shadeHex: char('shade_hex', { length: 7 }),
    /** Colour family for the shade filter: red, pink, nude, brown … */
    shadeFamily: text('shade_family'),
    size: text('size'),
    position: smallint('position').notNull().default(0),
    /** Most units one checkout may hold (limited editions); null: only the bag's limit of 6. */
    purchaseLimit: smallint('purchase_limit'),
    /** Sold for store pick-up only (fragile, hazardous to ship). */
    clickAndCollectOnly: boolean('click_and_collect_only').notNull().default(false),
  },
  (t) => [index('variants_product_idx').on(t.productId)],
);

/**
 * Price, availability and stock of a variant in one country. A missing row means the variant is
 * not sold there. `stock` can never go below zero: the check constraint is the last line of
 * defence against overselling.
 */
export const variantMarkets = pgTable(
  'variant_markets',
  {
    variantId: integer('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
    country: char('country', { length: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    price: integer('price').notNull(),
    salePrice: integer('sale_price'),
    stock: integer('stock').notNull().default(0),
    available: boolean('available').notNull().default(true),
    /** False when no more will come (discontinued here): out of stock then means gone, not "waitlist me". */
    restockable: boolean('restockable').notNull().default(true),
    /** Bumped by every staff edit of price or stock (back office): an edit carrying an older one is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.country] }),
    index('variant_markets_country_idx').on(t.country, t.variantId),
    check('variant_markets_stock_ck', sql`${t.stock} >= 0`),
    check('variant_markets_price_ck', sql`${t.price} > 0 and (${t.salePrice} is null or (${t.salePrice} > 0 and ${t.salePrice} < ${t.price}))`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
    /** swatch-art kind the media route draws: lipstick, bottle, jar, palette, tube, brush, compact … */
    art: text('art').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId), index('product_images_variant_idx').on(t.variantId)],
);

/**
 * Read model of what a product costs and whether it can be bought in each country, derived from
 * its variants (`refreshOffers`). Listings read this one row per product instead of aggregating
 * every variant's price on each request. Rewritten whenever prices, availability or stock change.
 */
export const productOffers = pgTable(
  'product_offers',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    country: char('country', { length: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** Price and sale price of the variant with the lowest effective price. */
    price: integer('price').notNull(),
    salePrice: integer('sale_price'),
    effectivePrice: integer('effective_price').notNull(),
    inStock: boolean('in_stock').notNull(),
    variantCount: integer('variant_count').notNull(),
    /** Up to five shade colours, in shade order. */
    swatches: text('swatches').array().notNull().default(sql`'{}'::text[]`),
    /** Every shade family sold in the country, for the shade filter. */
    shadeFamilies: text('shade_families').array().notNull().default(sql`'{}'::text[]`),
    imageId: integer('image_id'),
  },
  (t) => [
    primaryKey({ columns: [t.country, t.productId] }),
    index('product_offers_price_idx').on(t.country, t.effectivePrice),
    index('product_offers_product_idx').on(t.productId),
  ],
);

/**
 * What search matches a product on: its name in every language, its brand and its categories,
 * lower-cased, with a trigram index (pg_trgm) so that typos ("lipstik") and scripts without
 * spaces between words (Thai, Chinese) both match. Rebuilt with the offers.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    names: text('names').notNull(),
    categories: text('categories').notNull(),
    document: text('document').notNull(),
    /** The document's distinct words: search finds products through the words the shopper's text matched. */
    terms: text('terms').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('product_search_document_trgm').using('gin', sql`${t.document} gin_trgm_ops`),
    index('product_search_terms_gin').using('gin', t.terms),
  ],
);

/**
 * Every word of every search document, once. A shopper's token is matched against this small
 * vocabulary (typo-tolerant trigram similarity, or substring for Thai and Chinese, which do not
 * separate words), and products are then found by the matched words through an array index.
 */
export const searchTerms = pgTable(
  'search_terms',
  { term: text('term').primaryKey() },
  (t) => [index('search_terms_trgm').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/** What shoppers search for, per country: feeds "popular searches". Only searches that found something. */
export const searchQueries = pgTable(
  'search_queries',
  {
    country: char('country', { length: 2 }).notNull(),
    query: text('query').notNull(),
    count: integer('count').notNull().default(1),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.country, t.query] }), index('search_queries_popular_idx').on(t.country, t.count)],
);
