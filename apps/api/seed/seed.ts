/**
 * Deterministic demo data: brands, the category tree, products with shades and sizes, prices and
 * stock in every country, and product images. Same size, same data: a seeded PRNG and a fixed date
 * anchor, never Math.random or the clock.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { COUNTRY_CODES, LANGUAGES, type Language, MARKETS } from '@blush/shared/markets';
import { BRAND_SLUG_REDIRECTS } from '@blush/shared/brand-redirects';
import type { Badge, Translated } from '@blush/shared/catalog';
import type { Db } from '../src/db/client.ts';
import { brandSlugRedirects, brands, categories, productImages, products, searchQueries, variantMarkets, variants } from '../src/modules/catalog/tables.ts';
import { CATEGORY_TREE, type CategoryNode, leafPaths } from './data/categories.ts';
import { BRANDS, type BrandSeed } from './data/brands.ts';
import { HOW_TO_USE, LEAF_SPECS, type LeafSpec } from './data/leaves.ts';
import { PALETTES, type Shade, skinShade, TRANSLUCENT } from './data/shades.ts';
import { ATTRIBUTE_WORDS, type Attributes, DESCRIPTORS, LINES, NOTES, SCENT_NOTES, joinList } from './data/vocabulary.ts';
import { convertPrice, convertSalePrice } from './pricing.ts';
import { refreshOffers } from '../src/modules/catalog/service.ts';
import { refreshRatings } from '../src/modules/review/service.ts';
import { reviews } from '../src/modules/review/tables.ts';
import { REVIEW_TEXT, REVIEWER_NAMES } from './data/reviews.ts';
import { seedContent } from './content.ts';
import { seedMembers } from './members.ts';
import { seedRewards } from './rewards.ts';
import { seedPromotions } from './promotions.ts';
import { seedStores } from './stores.ts';
import { seedStockLocations } from './stock-locations.ts';
import { seedBookings } from './bookings.ts';
import { seedGiftCards } from './giftcards.ts';
import { seedExperiments } from './experiments.ts';
import { seedStaff } from './staff.ts';
import { contentEntries } from '../src/modules/content/tables.ts';
import { chance, hashSeed, int, mulberry32, pick, type Rng, sample, weightedPick } from './random.ts';

export const DEFAULT_PRODUCT_COUNT = 640;
const ANCHOR = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

export interface SeedOptions {
  products?: number;
  log?: (message: string) => void;
}

export interface SeedSummary {
  brands: number;
  categories: number;
  products: number;
  variants: number;
}

type ProductRow = typeof products.$inferInsert;
type VariantRow = typeof variants.$inferInsert;
type MarketRow = typeof variantMarkets.$inferInsert;
type ImageRow = typeof productImages.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;

const map = (fn: (language: Language) => string): Translated =>
  Object.fromEntries(LANGUAGES.map((l) => [l, fn(l)])) as unknown as Translated;

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

async function insertBatches<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][], size: number): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as T['$inferInsert'][]);
  }
}

/** Leaf paths each brand may sell, from the level-1/level-2 paths it carries. */
function brandLeaves(brand: BrandSeed, leaves: readonly string[]): string[] {
  return leaves.filter((leaf) => brand.categories.some((path) => leaf === path || leaf.startsWith(`${path}/`)));
}

const QUALITY: readonly Translated[] = [
  { en: 'professional', id: 'profesional', th: 'ระดับมืออาชีพ', zh: '專業級' },
  { en: 'long-lasting', id: 'tahan lama', th: 'ที่ติดทนยาวนาน', zh: '持久' },
  { en: 'beautiful', id: 'yang cantik', th: 'ที่สวยงาม', zh: '出眾' },
  { en: 'effortless', id: 'yang praktis', th: 'ที่ง่ายดาย', zh: '輕鬆自然的' },
  { en: 'visible', id: 'yang terlihat nyata', th: 'ที่เห็นได้ชัด', zh: '看得見的' },
];

function describe(name: Translated, brandName: string, spec: LeafSpec, attrs: Attributes, rng: Rng, shadeCount: number): Translated {
  const quality = pick(rng, QUALITY);
  const scent = attrs.scent_family?.[0];
  const notes = scent
    ? {
        top: sample(rng, SCENT_NOTES[scent].top, 2),
        heart: sample(rng, SCENT_NOTES[scent].heart, 2),
        base: sample(rng, SCENT_NOTES[scent].base, 2),
      }
    : undefined;
  return map((l) => {
    const words = <K extends keyof typeof ATTRIBUTE_WORDS>(key: K) =>
      ((attrs[key] ?? []) as string[]).map((v) => (ATTRIBUTE_WORDS[key] as Record<string, Translated>)[v]![l]);
    const finish = words('finish');
    const coverage = words('coverage');
    const concerns = words('concern');
    const skin = words('skin_type');
    const sentences: string[] = [];
    sentences.push(
      {
        en: `${name.en} from ${brandName} brings ${quality.en} results to your routine.`,
        id: `${name.id} dari ${brandName} memberikan hasil ${quality.id} dalam rutinitas Anda.`,
        th: `${name.th} จาก ${brandName} มอบผลลัพธ์${quality.th}ให้กับกิจวัตรความงามของคุณ`,
        zh: `${brandName} ${name.zh}為您的日常帶來${quality.zh}效果。`,
      }[l],
    );
    if (finish.length || coverage.length) {
      const f = joinList(l, finish);
      const c = joinList(l, coverage);
      sentences.push(
        {
          en: finish.length && coverage.length ? `It gives a ${f} finish with ${c}.` : finish.length ? `It leaves a ${f} finish.` : `It offers ${c}.`,
          id: finish.length && coverage.length ? `Memberikan hasil akhir ${f} dengan ${c}.` : finish.length ? `Memberikan hasil akhir ${f}.` : `Memberikan ${c}.`,
          th: finish.length && coverage.length ? `ให้ลุค${f} พร้อม${c}` : finish.length ? `ให้ลุค${f}` : `ให้${c}`,
          zh: finish.length && coverage.length ? `呈現${f}妝效，${c}。` : finish.length ? `呈現${f}妝效。` : `擁有${c}。`,
        }[l],
      );
    }
    if (concerns.length) {
      const c = joinList(l, concerns);
      sentences.push({ en: `Formulated to help with ${c}.`, id: `Diformulasikan untuk membantu mengatasi ${c}.`, th: `สูตรช่วยดูแลปัญหา${c}`, zh: `專為改善${c}而設計。` }[l]);
    }
    if (skin.length) {
      const s = joinList(l, skin);
      sentences.push({ en: `Suitable for ${s} skin.`, id: `Cocok untuk kulit ${s}.`, th: `เหมาะสำหรับ${s}`, zh: `適合${s}肌膚。` }[l]);
    }
    if (notes) {
      const [top, heart, base] = [notes.top, notes.heart, notes.base].map((keys) => joinList(l, keys.map((k) => NOTES[k][l])));
      sentences.push(
        {
          en: `Top notes of ${top}, a heart of ${heart} and a base of ${base}.`,
          id: `Aroma awal ${top}, aroma tengah ${heart}, dan aroma dasar ${base}.`,
          th: `โน้ตแรกเป็น${top} โน้ตกลางเป็น${heart} และโน้ตฐานเป็น${base}`,
          zh: `前調為${top}，中調為${heart}，後調為${base}。`,
        }[l],
      );
    }
    if (spec.variants.kind === 'shade' && shadeCount > 1) {
      sentences.push({ en: `Available in ${shadeCount} shades.`, id: `Tersedia dalam ${shadeCount} pilihan warna.`, th: `มีให้เลือก ${shadeCount} เฉดสี`, zh: `共有 ${shadeCount} 個色號。` }[l]);
    }
    return sentences.join(l === 'zh' ? '' : ' ');
  });
}

function shadesFor(spec: LeafSpec, rng: Rng): Shade[] {
  if (spec.variants.kind !== 'shade') return [];
  const count = int(rng, spec.variants.min, spec.variants.max);
  const palette = spec.variants.palette;
  if (palette === 'skin' || palette === 'powder') {
    const undertone = int(rng, 0, 2);
    const ramp = Array.from({ length: count }, (_, i) => skinShade(count === 1 ? 0.4 : (i / (count - 1)) * 0.95 + rng() * 0.04, (undertone + i) % 3));
    return palette === 'powder' ? [TRANSLUCENT, ...ramp.slice(0, count - 1)] : ramp;
  }
  return sample(rng, PALETTES[palette], count);
}

function drawAttributes(spec: LeafSpec, descriptorAttrs: Attributes | undefined, rng: Rng): Attributes {
  const attrs: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(spec.attrs ?? {}) as Array<[string, readonly string[]]>) {
    attrs[key] = sample(rng, values, key === 'skin_type' ? int(rng, 1, 3) : int(rng, 1, Math.min(2, values.length)));
  }
  for (const [key, values] of Object.entries(descriptorAttrs ?? {}) as Array<[string, readonly string[]]>) {
    attrs[key] = [...new Set([...values, ...(attrs[key] ?? [])])].slice(0, 3);
  }
  return attrs as Attributes;
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  const log = options.log ?? (() => undefined);
  const leaves = leafPaths();
  const missing = leaves.filter((leaf) => !LEAF_SPECS[leaf]);
  if (missing.length) throw new Error(`No product spec for leaf categories: ${missing.join(', ')}`);

  return db.transaction(async (tx) => {
    const database = tx as unknown as Db;
    // Categories, depth first, with explicit ids.
    const categoryIds = new Map<string, number>();
    const categoryRows: Array<typeof categories.$inferInsert> = [];
    const walk = (nodes: readonly CategoryNode[], parentId: number | null, prefix: string, level: number) => {
      nodes.forEach((node, position) => {
        const id = categoryRows.length + 1;
        const path = prefix ? `${prefix}/${node.slug}` : node.slug;
        categoryIds.set(path, id);
        categoryRows.push({ id, slug: node.slug, parentId, level, position, name: node.name });
        if (node.children) walk(node.children, id, path, level + 1);
      });
    };
    walk(CATEGORY_TREE, null, '', 1);
    await insertBatches(database, categories, categoryRows, 500);

    const brandRows = BRANDS.map((b, i) => ({
      id: i + 1,
      slug: b.slug,
      name: b.name,
      story: b.story,
      colors: b.colors,
      isHouse: b.isHouse ?? false,
      popularity: b.popularity,
    }));
    await insertBatches(database, brands, brandRows, 500);
    const brandId = new Map(brandRows.map((b) => [b.slug, b.id]));
    const redirects = Object.entries(BRAND_SLUG_REDIRECTS).map(([oldSlug, current]) => {
      const id = brandId.get(current);
      if (!id) throw new Error(`Redirect target brand ${current} is not seeded`);
      return { oldSlug, brandId: id };
    });
    await insertBatches(database, brandSlugRedirects, redirects, 500);
    log(`seeded ${brandRows.length} brands and ${categoryRows.length} categories`);

    const brandChoices = BRANDS.map((brand) => ({ brand, leaves: brandLeaves(brand, leaves) })).filter((b) => b.leaves.length);
    const usedSlugs = new Set<string>();
    let variantId = 0;
    let imageId = 0;
    const BATCH = 2000;
    let productBatch: ProductRow[] = [];
    let variantBatch: VariantRow[] = [];
    let marketBatch: MarketRow[] = [];
    let imageBatch: ImageRow[] = [];
    let reviewBatch: ReviewRow[] = [];
    const flush = async () => {
      await insertBatches(database, products, productBatch, 1000);
      await insertBatches(database, variants, variantBatch, 2000);
      await insertBatches(database, variantMarkets, marketBatch, 5000);
      await insertBatches(database, productImages, imageBatch, 3000);
      await insertBatches(database, reviews, reviewBatch, 2000);
      productBatch = [];
      variantBatch = [];
      marketBatch = [];
      imageBatch = [];
      reviewBatch = [];
    };

    for (let index = 0; index < count; index++) {
      const rng = mulberry32(hashSeed(20261101, index));
      const { brand, leaves: brandLeafPaths } = weightedPick(rng, brandChoices, (b) => b.brand.popularity + 10);
      const leaf = pick(rng, brandLeafPaths);
      const spec = LEAF_SPECS[leaf]!;
      const line = pick(rng, LINES[spec.line]);
      const descriptorKey = chance(rng, 0.7) ? pick(rng, spec.descriptors) : undefined;
      const descriptor = descriptorKey ? DESCRIPTORS[descriptorKey] : undefined;
      const name = map((l) => {
        const d = descriptor?.word[l];
        const noun = spec.noun[l];
        if (l === 'en') return [line, d, noun].filter(Boolean).join(' ');
        if (l === 'zh') return `${line} ${d ?? ''}${noun}`;
        return [noun, d, line].filter(Boolean).join(' ');
      });
      let slug = slugify(`${brand.slug} ${name.en}`);
      for (let n = 2; usedSlugs.has(slug); n++) slug = slugify(`${brand.slug} ${name.en} ${n}`);
      usedSlugs.add(slug);

      const productId = index + 1;
      const comingSoon = chance(rng, 0.03);
      const badges: Badge[] = [];
      if (comingSoon) badges.push('coming_soon');
      if (chance(rng, 0.03)) badges.push('priority_access');
      if (chance(rng, 0.03)) badges.push('app_exclusive');
      const attrs = drawAttributes(spec, descriptor && 'attrs' in descriptor ? (descriptor.attrs as Attributes) : undefined, rng);
      const shades = shadesFor(spec, rng);
      const sizes = spec.variants.kind === 'size' ? pick(rng, spec.variants.options) : [];
      // Published reviews (the rating summary is computed from them after seeding). Large
      // benchmark catalogues get a few each, the demo shop up to 80.
      const reviewCount = comingSoon ? 0 : Math.floor(rng() ** 2 * (count > 5000 ? 4 : 80));
      const quality = 3.4 + rng() * 1.5;
      for (let r = 0; r < reviewCount; r++) {
        const rating = Math.max(1, Math.min(5, Math.round(quality + (rng() - 0.5) * 2.2)));
        const country = pick(rng, COUNTRY_CODES);
        const language = pick(rng, MARKETS[country].languages);
        const [title, body] = pick(rng, REVIEW_TEXT[rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor'][language]);
        reviewBatch.push({
          productId: index + 1,
          authorName: `${pick(rng, REVIEWER_NAMES[country]!)} ${String.fromCharCode(65 + int(rng, 0, 25))}.`,
          rating,
          title,
          body,
          language,
          country,
          status: 'published',
          verifiedPurchase: chance(rng, 0.7),
          createdAt: new Date(ANCHOR - int(rng, 1, 500) * DAY),
        });
      }
      productBatch.push({
        id: productId,
        slug,
        brandId: brandId.get(brand.slug)!,
        categoryId: categoryIds.get(leaf)!,
        name,
        description: describe(name, brand.name, spec, attrs, rng, shades.length),
        howToUse: HOW_TO_USE[spec.use],
        ingredients: spec.ingredients,
        attributes: attrs as Record<string, string[]>,
        badges,
        launchedAt: new Date(comingSoon ? ANCHOR + int(rng, 10, 90) * DAY : ANCHOR - int(rng, 0, 540) * DAY),
        unitsSold: comingSoon ? 0 : Math.floor(rng() ** 4 * 5000),
      });

      // Variants: shades, sizes or one standard variant.
      const variantPlans: Array<Omit<VariantRow, 'id' | 'productId' | 'sku' | 'position'> & { multiplier: number }> =
        spec.variants.kind === 'shade'
          ? shades.map((shade) => ({ type: 'shade' as const, shadeName: shade.name, shadeHex: shade.hex.toUpperCase(), shadeFamily: shade.family, size: null, multiplier: 1 }))
          : spec.variants.kind === 'size'
            ? sizes.map((size, i) => ({ type: 'size' as const, shadeName: null, shadeHex: null, shadeFamily: null, size, multiplier: [1, 1.65, 2.5][i] ?? 3 }))
            : [{ type: 'standard' as const, shadeName: null, shadeHex: null, shadeFamily: null, size: null, multiplier: 1 }];
      const baseSgd = (spec.price[0] + rng() * (spec.price[1] - spec.price[0])) * (brand.isHouse ? 0.6 : 1);
      const charm = chance(rng, 0.5);
      const saleCountries = new Set(COUNTRY_CODES.filter(() => chance(rng, 0.12)));
      const saleDiscount = 0.1 + rng() * 0.3;
      const soldIn = COUNTRY_CODES.filter(() => brand.isHouse || !chance(rng, 0.03));
      const art = spec.art;
      const productImageCount = int(rng, 1, 3);
      for (let i = 0; i < productImageCount; i++) {
        imageBatch.push({ id: ++imageId, productId, variantId: null, art: art[i % art.length]!, position: i });
      }
      variantPlans.forEach((plan, position) => {
        const id = ++variantId;
        const { multiplier, ...columns } = plan;
        variantBatch.push({ id, productId, sku: `BL-${String(productId).padStart(6, '0')}-${String(position + 1).padStart(2, '0')}`, position, ...columns });
        if (plan.type === 'shade') imageBatch.push({ id: ++imageId, productId, variantId: id, art: art[0]!, position: productImageCount + position });
        for (const country of soldIn) {
          const currency = MARKETS[country].currency;
          const sgd = baseSgd * multiplier;
          const price = convertPrice(currency, sgd, charm);
          const salePrice = saleCountries.has(country) && !comingSoon ? convertSalePrice(currency, sgd, saleDiscount, charm, price) : null;
          const stock = comingSoon ? 0 : chance(rng, 0.05) ? 0 : int(rng, 1, 120);
          // About a third of sold-out shades are discontinued here and will not come back.
          const restockable = stock > 0 || comingSoon || !chance(rng, 0.35);
          marketBatch.push({ variantId: id, country, currency, price, salePrice, stock, available: true, restockable });
        }
      });
      if (productBatch.length >= BATCH) {
        await flush();
        log(`seeded ${index + 1} of ${count} products`);
      }
    }
    await flush();

    await refreshRatings(database);
    await refreshOffers(database);
    await seedPopularSearches(database);
    // Explicit ids were inserted: move the sequences past them.
    for (const table of ['brands', 'categories', 'products', 'variants', 'product_images']) {
      await database.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`));
    }
    log(`seeded ${count} products, ${variantId} variants, ${imageId} images`);
    await seedContent(database);
    await seedPurchaseRules(database);
    await seedMembers(database);
    await seedRewards(database);
    await seedPromotions(database);
    await seedStores(database);
    await seedStockLocations(database);
    await seedBookings(database);
    await seedGiftCards(database, log);
    await seedExperiments(database);
    await seedStaff(database);
    // Fresh statistics so the planner picks index scans for listings straight away.
    await database.execute(sql`analyze`);
    return { brands: brandRows.length, categories: categoryRows.length, products: count, variants: variantId };
  });
}

/**
 * Purchase rules for the bag, chosen deterministically: priority-access launches may be bought two
 * at a time, one brand is limited to 10 units per checkout, gift sets are excluded from discounts,
 * and large perfumes are sold for store pick-up only.
 */
async function seedPurchaseRules(db: Db): Promise<void> {
  await db.execute(sql`update variants set purchase_limit = 2 where product_id in (select id from products where 'priority_access' = any(badges))`);
  await db.execute(sql`update brands set purchase_limit = 10 where slug = 'rare-beauty'`);
  await db.execute(sql`update products set non_discountable = true where id in (select id from products where name->>'en' ilike '%set%' or name->>'en' ilike '%kit%')`);
  await db.execute(sql`update variants set click_and_collect_only = true where size like '100%' and product_id in (select p.id from products p join categories c on c.id = p.category_id where c.slug like '%perfume%' or c.slug like '%fragrance%')`);
}

/** What shoppers searched for before the demo shop opened, so "popular searches" is not empty on day one. */
const POPULAR_SEARCHES: Readonly<Record<string, readonly string[]>> = {
  en: ['lipstick', 'sunscreen', 'serum', 'foundation', 'mascara', 'perfume', 'moisturiser', 'blush', 'cleanser', 'lip gloss'],
  id: ['lipstik', 'tabir surya', 'serum', 'alas bedak', 'maskara', 'parfum', 'pelembap'],
  th: ['ลิปสติก', 'กันแดด', 'เซรั่ม', 'รองพื้น', 'มาสคาร่า', 'น้ำหอม'],
  zh: ['口紅', '防曬', '精華', '粉底', '香水'],
};

async function seedPopularSearches(db: Db): Promise<void> {
  // Dated at seeding (not the fixed anchor) so they stay inside the 90-day popularity window.
  const seededAt = new Date();
  const rows = COUNTRY_CODES.flatMap((country) =>
    MARKETS[country].languages.flatMap((language, l) =>
      POPULAR_SEARCHES[language]!.map((query, i) => ({ country, query, count: (l === 0 ? 400 : 150) - i * 23, lastSearchedAt: seededAt })),
    ),
  );
  const unique = [...new Map(rows.map((r) => [`${r.country}:${r.query}`, r])).values()];
  await insertBatches(db, searchQueries, unique, 500);
}

/** Seed only a database without brands (the first start). Returns null when it already had data. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedSummary | null> {
  const existing = await db.select({ id: brands.id }).from(brands).limit(1);
  if (existing.length) {
    // A catalogue seeded before content existed gets the demo content once.
    const content = await db.select({ id: contentEntries.id }).from(contentEntries).limit(1);
    if (!content.length) {
      await db.transaction(async (tx) => {
        await seedContent(tx as unknown as Db);
      });
      options.log?.('seeded demo content into an existing catalogue');
    }
    // A catalogue seeded before accounts existed gets the demo members once.
    if (await seedMembers(db)) options.log?.('seeded demo members into an existing catalogue');
    // A catalogue seeded before rewards existed gets the demo rewards once.
    if (await seedRewards(db)) options.log?.('seeded demo rewards into an existing catalogue');
    // A catalogue seeded before promotions existed gets the demo promotions and samples once.
    if (await seedPromotions(db)) options.log?.('seeded demo promotions into an existing catalogue');
    if (await seedStores(db)) options.log?.('seeded demo stores');
    if (await seedStockLocations(db)) options.log?.('seeded stock on the demo stores\' shelves');
    if (await seedBookings(db)) options.log?.('seeded demo services, classes and events');
    // Gift card designs (updated in place) and the demo cards (made once), printed in the log.
    await seedGiftCards(db, options.log);
    if (await seedExperiments(db)) options.log?.('seeded the demo experiments and feature flags');
    if (await seedStaff(db)) options.log?.('seeded the demo back-office staff');
    return null;
  }
  return seed(db, options);
}

/** Empty the catalogue tables (for `--force`). */
export async function clearCatalogue(db: Db): Promise<void> {
  await db.execute(sql`truncate promotions, reviews, search_queries, product_search, product_offers, product_images, variant_markets, variants, products, brand_slug_redirects, brands, categories restart identity cascade`);
}
