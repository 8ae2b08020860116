/**
 * Which variant a product page shows and what its buy button can do. The chosen shade (or size)
 * lives in the URL — `?shade=SKU` (or `?size=SKU`; a variant id works too) — so it can be shared;
 * an unknown value falls back to the default variant, never an error.
 */
import type { ProductDetail, VariantDetail } from '@blush/shared/contracts';

/** URL parameters that only choose a variant (no new data needed). */
export const VARIANT_PARAMS = ['shade', 'size'] as const;

export type Offer = NonNullable<VariantDetail['offer']>;

export function variantParam(variant: Pick<VariantDetail, 'type'>): 'shade' | 'size' | null {
  return variant.type === 'shade' ? 'shade' : variant.type === 'size' ? 'size' : null;
}

/** The first variant that is sold and in stock here, else the first sold here, else the first. */
export function defaultVariant(variants: readonly VariantDetail[]): VariantDetail | undefined {
  return variants.find((v) => v.offer?.inStock) ?? variants.find((v) => v.offer) ?? variants[0];
}

export function pickVariant(variants: readonly VariantDetail[], params: URLSearchParams): VariantDetail | undefined {
  for (const key of VARIANT_PARAMS) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    const match =
      variants.find((v) => v.sku.toLowerCase() === raw.toLowerCase()) ??
      (/^\d{1,12}$/.test(raw) ? variants.find((v) => v.id === Number(raw)) : undefined);
    if (match) return match;
  }
  return defaultVariant(variants);
}

/** The search of a product URL with `variant` chosen: other parameters (locale …) kept. */
export function variantSearch(current: URLSearchParams, variant: VariantDetail): string {
  const params = new URLSearchParams(current);
  for (const key of VARIANT_PARAMS) params.delete(key);
  const key = variantParam(variant);
  if (key) params.set(key, variant.sku);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The states of product guide §4 a buy button starts in ("adding" and "waitlisted" follow an action). */
export type Availability = 'in_stock' | 'out_of_stock' | 'waitlist' | 'coming_soon' | 'unavailable';

export function availabilityOf(product: Pick<ProductDetail, 'availableInCountry' | 'badges'>, variant: VariantDetail | undefined): Availability {
  const offer = variant?.offer as Offer | null | undefined;
  if (!product.availableInCountry || !offer) return 'unavailable';
  if (product.badges.includes('coming_soon')) return 'coming_soon';
  if (offer.inStock) return 'in_stock';
  return offer.restockable === false ? 'out_of_stock' : 'waitlist';
}

/** Images to show for a variant: its own image first, then the product's general images. */
export function galleryFor(product: Pick<ProductDetail, 'images'>, variant: VariantDetail | undefined): string[] {
  const own = [
    ...(variant?.imageUrl ? [variant.imageUrl] : []),
    ...product.images.filter((i) => variant && i.variantId === variant.id).map((i) => i.url),
  ];
  const general = product.images.filter((i) => i.variantId === null).map((i) => i.url);
  const urls = [...new Set([...own, ...general])];
  if (urls.length === 0 && product.images[0]) urls.push(product.images[0].url);
  return urls;
}
