import type { CountryCode, CurrencyCode, Language } from '@blush/shared/markets';
import type { Badge, Translated } from '@blush/shared/catalog';
import type { ProductCard, ProductDetail, VariantDetail, VariantsResponse } from '@blush/shared/contracts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { categoryRows, trailOf } from './categories.ts';
import { toCard } from './listing.ts';
import { mediaUrl } from './media.ts';
import * as repo from './repo.ts';
import * as listingRepo from './listing-repo.ts';
import * as variantsRepo from './variants-repo.ts';

const LOW_STOCK = 5;

function toVariantDetail(v: variantsRepo.VariantRow): VariantDetail {
  const currency = v.currency?.trim() as CurrencyCode | undefined;
  const sold = v.price !== null && v.available && currency;
  return {
    id: v.id,
    sku: v.sku,
    type: v.type,
    shadeName: v.shade_name,
    shadeHex: v.shade_hex?.trim() ?? null,
    shadeFamily: v.shade_family,
    size: v.size,
    imageUrl: v.image_id === null ? null : mediaUrl.productImage(v.image_id),
    offer: sold
      ? {
          price: { amount: v.price!, currency: currency! },
          salePrice: v.sale_price === null ? null : { amount: v.sale_price, currency: currency! },
          inStock: (v.stock ?? 0) > 0,
          restockable: v.restockable !== false,
          lowStock: v.stock !== null && v.stock > 0 && v.stock <= LOW_STOCK ? v.stock : null,
        }
      : null,
  };
}

/** Variants by id (unknown ids are left out), in the order asked. */
export async function variantsById(db: Db, ids: readonly number[], country: CountryCode, language: Language): Promise<VariantsResponse> {
  const rows = await variantsRepo.variantsById(db, ids, country, language);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    variants: ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      return [{ ...toVariantDetail(r), product: { id: r.product_id, slug: r.product_slug, name: r.product_name, badges: r.product_badges as Badge[] }, brand: { slug: r.brand_slug, name: r.brand_name } }];
    }),
  };
}

export async function productDetail(db: Db, slug: string, country: CountryCode, language: Language): Promise<ProductDetail> {
  const product = await repo.productBySlug(db, slug);
  if (!product) throw new DomainError('resource_not_found');
  const [variants, images, rows] = await Promise.all([
    variantsRepo.variantsOf(db, product.id, country),
    repo.imagesOf(db, product.id),
    categoryRows(db),
  ]);
  const trail = trailOf(rows, product.category_id, language);
  const offers = variants.filter((v) => v.price !== null && v.available);
  const related = (
    await listingRepo.listProductCards(db, { country, language, categoryIds: [product.category_id] }, 'bestsellers', 9, 0)
  ).filter((r) => r.id !== product.id);
  const badges = [...product.badges];
  if (offers.some((v) => v.sale_price !== null) && !badges.includes('on_sale')) badges.push('on_sale');
  const pick = (t: Translated) => t[language] || t.en;
  return {
    id: product.id,
    slug: product.slug,
    name: pick(product.name),
    description: pick(product.description),
    howToUse: pick(product.how_to_use),
    ingredients: product.ingredients,
    brand: { slug: product.brand_slug, name: product.brand_name, logoUrl: mediaUrl.brandLogo(product.brand_slug) },
    categories: trail,
    attributes: Object.entries(product.attributes).map(([key, values]) => ({ key, values })),
    badges,
    rating: { average: Math.round(Number(product.rating_average) * 10) / 10, count: product.rating_count },
    launchedAt: new Date(product.launched_at).toISOString(),
    images: images.map((i) => ({ url: mediaUrl.productImage(i.id), variantId: i.variant_id })),
    variants: variants.map(toVariantDetail),
    availableInCountry: offers.length > 0,
    related: related.slice(0, 8).map(toCard),
  };
}

/** Id and name of a published product, for modules that hang things off products (reviews). */
export async function productIdentity(db: Db, slug: string, language: Language): Promise<{ id: number; slug: string; name: string }> {
  const product = await repo.productBySlug(db, slug);
  if (!product) throw new DomainError('resource_not_found');
  return { id: product.id, slug: product.slug, name: product.name[language] || product.name.en };
}

export async function featuredProducts(db: Db, country: CountryCode, language: Language, slugs: readonly string[]): Promise<ProductCard[]> {
  return (await listingRepo.productCardsBySlug(db, country, language, slugs)).map(toCard);
}
