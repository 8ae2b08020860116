/** Loader helpers of the product page: the product, and its Product and BreadcrumbList JSON-LD. */
import { type ProductDetail, productDetailSchema } from '@blush/shared/contracts';
import { CURRENCY_EXPONENT } from '@blush/shared/money';
import type { ServerApi } from '../../lib/api.server.ts';
import { availabilityOf, variantParam } from './variants.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isProductSlug(slug: string | undefined): slug is string {
  return slug !== undefined && slug.length <= 200 && SLUG.test(slug);
}

export function fetchProduct(api: Pick<ServerApi, 'get'>, slug: string): Promise<ProductDetail> {
  return api.get(`/products/${encodeURIComponent(slug)}`, { schema: productDetailSchema });
}

/** Plain text of at most `max` characters, cut at a word. */
export function excerpt(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const SCHEMA_AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  waitlist: 'https://schema.org/BackOrder',
  coming_soon: 'https://schema.org/PreOrder',
  unavailable: 'https://schema.org/Discontinued',
} as const;

/** `links` builds an absolute, localised URL of an in-app path. */
export function productJsonLd(product: ProductDetail, absolute: (path: string) => string, homeName: string): object[] {
  const path = `/products/${product.slug}`;
  const offers = product.variants.flatMap((variant) => {
    const offer = variant.offer;
    if (!offer) return [];
    const price = offer.salePrice && offer.salePrice.amount < offer.price.amount ? offer.salePrice : offer.price;
    const key = variantParam(variant);
    return [
      {
        '@type': 'Offer',
        sku: variant.sku,
        ...(variant.shadeName || variant.size ? { name: variant.shadeName ?? variant.size } : {}),
        price: (price.amount / 10 ** CURRENCY_EXPONENT[price.currency]).toFixed(CURRENCY_EXPONENT[price.currency]),
        priceCurrency: price.currency,
        availability: SCHEMA_AVAILABILITY[availabilityOf(product, variant)],
        itemCondition: 'https://schema.org/NewCondition',
        url: absolute(key ? `${path}?${key}=${encodeURIComponent(variant.sku)}` : path),
      },
    ];
  });
  const productLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: excerpt(product.description, 500),
    image: [...new Set(product.images.map((i) => absolute(i.url)))].slice(0, 6),
    sku: product.variants[0]?.sku,
    brand: { '@type': 'Brand', name: product.brand.name },
    ...(product.categories.length ? { category: product.categories.map((c) => c.name).join(' > ') } : {}),
    ...(product.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(offers.length ? { offers } : {}),
    url: absolute(path),
  };
  const crumbs = [
    { name: homeName, path: '/' },
    ...product.categories.map((c) => ({ name: c.name, path: `/categories/${c.path}` })),
    { name: product.name, path },
  ];
  const breadcrumbLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(crumb.path) })),
  };
  return [productLd, breadcrumbLd];
}
