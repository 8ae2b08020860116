/**
 * Product page `/products/:slug`: an unknown or malformed slug is a 404. The chosen shade or size is
 * in the query (`?shade=SKU`); changing it does not reload the data. Product and BreadcrumbList
 * JSON-LD go in the head.
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { MAX_QUANTITY_PER_ITEM } from '@blush/shared/bag';
import { errorMessage } from '@blush/shared/errors';
import { defaultLanguage } from '@blush/shared/markets';
import { useTranslation } from '../lib/i18n.ts';
import type { Route } from './+types/product';
import { BagAddToBag } from '../features/bag/components/BagAddToBag.tsx';
import { ErrorsRouteBoundary } from '../features/errors/components/ErrorsRouteBoundary.tsx';
import { ProductPage } from '../features/product/components/ProductPage.tsx';
import { REVIEWS_PAGE_SIZE } from '../features/product/reviews.ts';
import { siteOrigin } from '../features/seo/seo-urls.ts';
import { excerpt, fetchProduct, isProductSlug, productJsonLd } from '../features/product/product.server.ts';
import { VARIANT_PARAMS } from '../features/product/variants.ts';
import { WishlistHeartLazy } from '../features/wishlist/components/WishlistHeartLazy.tsx';
import { lazyPart } from '../lib/lazy-part.tsx';
import { requestLocale, requestT, serverApi } from '../lib/request-context.server.ts';
import { notFound, rethrowApiError } from '../lib/route-errors.server.ts';
import { pageMeta } from '../lib/seo.ts';

// Below the fold: the reviews (with their "show more" and the review form) and the related rail
// are drawn by the server and hydrated once their chunks are in (lib/lazy-part.tsx); the alert
// button's code comes only for a product to wait for or to be reminded of.
const WaitlistButtonLazy = lazyPart(() => import('../features/waitlist/components/WaitlistButtonLazy.tsx').then((m) => m.WaitlistButtonLazy), { preload: false });
const ProductReviews = lazyPart(() => import('../features/product/components/ProductReviews.tsx').then((m) => m.ProductReviews));
const CatalogProductRail = lazyPart(() => import('../features/catalog/components/CatalogProductRail.tsx').then((m) => m.CatalogProductRail));

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!isProductSlug(params.slug)) notFound();
  const locale = requestLocale(context);
  try {
    const api = serverApi(context);
    // The first page of reviews alongside the product; without them the page still renders (the
    // browser then asks for them itself).
    const [product, reviews] = await Promise.all([
      fetchProduct(api, params.slug),
      api.reviews(params.slug, { page: 1, page_size: REVIEWS_PAGE_SIZE }).catch(() => null),
    ]);
    // Absolute URLs on the country's shop domain, like the canonical link.
    const absolute = (path: string) => {
      if (/^https?:/.test(path)) return path;
      const target = new URL(path, siteOrigin(locale.country));
      if (locale.language !== defaultLanguage(locale.country)) target.searchParams.set('language', locale.language);
      return target.toString();
    };
    return {
      product,
      reviews,
      unavailableMessage: errorMessage('variant_unavailable_in_country', locale.language),
      /** product guide §8/§9: at most 6 of an item in the bag (sent from here: the constant's module is not first-load code). */
      maxPerItem: MAX_QUANTITY_PER_ITEM,
      title: `${product.brand.name} ${product.name}`,
      description: excerpt(product.description),
      jsonLd: productJsonLd(product, absolute, requestT(context)('nav.home')),
      image: product.images[0] ? absolute(product.images[0].url) : null,
    };
  } catch (error) {
    rethrowApiError(error);
  }
}

/** Choosing another shade or size only changes the query: keep the data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (u: URL) => {
    const p = new URLSearchParams(u.search);
    for (const key of VARIANT_PARAMS) p.delete(key);
    p.sort();
    return p.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageMeta(matches, undefined);
  return [
    ...pageMeta(matches, loaderData.title, { description: loaderData.description }),
    { property: 'og:type', content: 'product' },
    ...(loaderData.image ? [{ property: 'og:image', content: loaderData.image }] : []),
    ...loaderData.jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
};

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, reviews, unavailableMessage, maxPerItem } = loaderData;
  return (
    <ProductPage
      product={product}
      unavailableMessage={unavailableMessage}
      reviews={<ProductReviews key={product.slug} slug={product.slug} initial={reviews} />}
      related={<CatalogProductRail title={t('product.related')} products={product.related} testId="related-products" />}
      addToBag={(variant, offer) => (
        <BagAddToBag
          key={variant.id}
          variantId={variant.id}
          maxQuantity={Math.min(maxPerItem, offer.lowStock ?? maxPerItem)}
          item={{ brand: product.brand.name, name: product.name, variantLabel: variant.shadeName ?? variant.size, imageUrl: variant.imageUrl ?? product.images[0]?.url ?? null }}
        />
      )}
      alert={(variant, availability) => {
        const label = variant.shadeName ?? variant.size;
        const name = `${product.brand.name} ${product.name}`;
        return (
          <WaitlistButtonLazy key={variant.id} availability={availability} variantId={variant.id} name={label ? t('alerts.with_variant', { name, variant: label }) : name} />
        );
      }}
      wishlist={(variant) => (
        <WishlistHeartLazy productId={product.id} slug={product.slug} name={`${product.brand.name} ${product.name}`} variantId={variant.id} variant="page" />
      )}
    />
  );
}

export const ErrorBoundary = ErrorsRouteBoundary;
