/**
 * The product page: breadcrumbs, gallery (following the chosen shade), brand, name, rating, badges,
 * price, shade or size picker, stock hint, buy button, description, how to use, ingredients and a
 * link to the brand. The chosen variant lives in the URL (`?shade=SKU`), replaced in place.
 */
import type { ReactNode } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { APP_ONLY_BADGE, type Badge } from '@blush/shared/catalog';
import type { ProductDetail, VariantDetail } from '@blush/shared/contracts';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { UiBreadcrumbs } from '../../../components/ui/UiBreadcrumbs.tsx';
import { UiPrice } from '../../../components/ui/UiPrice.tsx';
import { UiRating } from '../../../components/ui/UiRating.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type Offer, availabilityOf, galleryFor, pickVariant, variantSearch } from '../variants.ts';
import { ProductBuyButton } from './ProductBuyButton.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductVariantPicker } from './ProductVariantPicker.tsx';
import { lazyPart } from '../../../lib/lazy-part.tsx';

// Drawn by the server, hydrated once their chunks are in (lib/lazy-part.tsx): the description and
// the accordion under the buy box; the app prompt only for a product sold in the app alone.
const loadDetails = () => import('./ProductDetails.tsx');
const ProductDescription = lazyPart(() => loadDetails().then((m) => m.ProductDescription));
const ProductAccordion = lazyPart(() => loadDetails().then((m) => m.ProductAccordion));
const ProductAppPrompt = lazyPart(() => import('./ProductAppPrompt.tsx').then((m) => m.ProductAppPrompt), { preload: false });

const BADGE_STYLE: Record<Badge, string> = {
  coming_soon: 'bg-white text-black ring-1 ring-black',
  priority_access: 'bg-black text-white',
  app_exclusive: 'bg-blush-100 text-blush-900',
  on_sale: 'bg-blush-700 text-white',
};

export interface ProductPageProps {
  product: ProductDetail;
  /** "This item is not available for your country." in the page language (product guide §8). */
  unavailableMessage: string;
  /** Related products (a rail the route composes). */
  related?: ReactNode;
  /** The "Ratings & reviews" section (`#reviews`, which the rating under the title links to). */
  reviews?: ReactNode;
  /** "Add to bag" for the chosen variant when it is in stock (the bag feature, composed by the route). */
  addToBag?: (variant: VariantDetail, offer: Offer) => ReactNode;
  /** The wishlist heart for the chosen variant (the wishlist feature, composed by the route). */
  wishlist?: (variant: VariantDetail) => ReactNode;
  /** "Waitlist me" / "Remind me" for the chosen variant (the waitlist feature, composed by the route). */
  alert?: (variant: VariantDetail, availability: 'waitlist' | 'coming_soon') => ReactNode;
}

export function ProductPage({ product, unavailableMessage, related, reviews, addToBag, wishlist, alert }: ProductPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  // While the URL changes, show the shade already asked for (no flicker back to the old one).
  const pending = navigation.location?.pathname === location.pathname ? new URLSearchParams(navigation.location.search) : null;
  const selected = pickVariant(product.variants, pending ?? params);
  const availability = availabilityOf(product, selected);
  // Sold only in the app: where to get it instead of Add to bag.
  const appOnly = product.badges.includes(APP_ONLY_BADGE);
  const offer = selected?.offer ?? null;
  const images = galleryFor(product, selected);
  const variantLabel = selected?.shadeName ?? selected?.size;
  const alt = variantLabel ? `${product.brand.name} ${product.name}, ${variantLabel}` : `${product.brand.name} ${product.name}`;

  const choose = (variant: VariantDetail) => {
    setParams(new URLSearchParams(variantSearch(params, variant)), { replace: true, preventScrollReset: true });
  };

  return (
    <article className="mx-auto max-w-screen-2xl px-4 py-4 sm:px-6 sm:py-6" aria-labelledby="product-title" data-testid="product-page">
      <UiBreadcrumbs items={[...product.categories.map((crumb) => ({ label: crumb.name, to: `/categories/${crumb.path}` })), { label: product.name }]} />

      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12 xl:gap-16">
        <div className="lg:sticky lg:top-4 lg:self-start">
          <ProductGallery key={images[0]} images={images} alt={alt} />
        </div>

        <div className="flex flex-col gap-5">
          <div>
            <UiLink to={`/brands/${product.brand.slug}`} className="text-sm font-bold uppercase tracking-[0.1em] hover:underline" data-testid="product-brand">
              {product.brand.name}
            </UiLink>
            <h1 id="product-title" className="mt-1 text-2xl font-semibold leading-tight tracking-tight sm:text-3xl">
              {product.name}
            </h1>
            <div className="mt-2">
              {reviews ? (
                <a href="#reviews" className="-my-1 inline-flex py-1 hover:underline" data-testid="rating-link">
                  <UiRating average={product.rating.average} count={product.rating.count} size={16} />
                </a>
              ) : (
                <UiRating average={product.rating.average} count={product.rating.count} size={16} />
              )}
            </div>
          </div>

          {product.badges.length ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('product.badges')} data-testid="product-badges">
              {product.badges.map((badge) => (
                <li key={badge} className={cx('px-2 py-1 text-[11px] font-bold uppercase tracking-[0.08em]', BADGE_STYLE[badge])}>
                  {t(`product.badge.${badge}`)}
                </li>
              ))}
            </ul>
          ) : null}

          {offer ? (
            <div data-testid="product-price">
              <UiPrice price={offer.price} salePrice={offer.salePrice} className="text-xl" />
            </div>
          ) : null}

          {selected ? <ProductVariantPicker variants={product.variants} selected={selected} onSelect={choose} /> : null}

          <div className="flex flex-col gap-3">
            {availability === 'unavailable' ? (
              <p className="flex items-start gap-2 border border-neutral-300 bg-neutral-50 p-4 text-sm" data-testid="not-available">
                <UiIcon name="info" size={20} className="shrink-0" />
                {unavailableMessage}
              </p>
            ) : (
              <>
                {offer?.lowStock ? (
                  <p className="text-sm font-semibold text-blush-700" data-testid="low-stock">
                    {t('product.low_stock', { count: offer.lowStock })}
                  </p>
                ) : null}
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1">
                    {appOnly ? (
                      <ProductAppPrompt />
                    ) : availability === 'in_stock' && selected && offer ? (
                      addToBag?.(selected, offer)
                    ) : (availability === 'waitlist' || availability === 'coming_soon') && selected && alert ? (
                      alert(selected, availability)
                    ) : (
                      <ProductBuyButton />
                    )}
                  </div>
                  {selected && wishlist ? wishlist(selected) : null}
                </div>
              </>
            )}
            {product.badges.includes('priority_access') ? <p className="text-sm text-neutral-600">{t('product.priority_access_note')}</p> : null}
          </div>

          <section aria-labelledby="product-about" className="border-t border-neutral-200 pt-5">
            <h2 id="product-about" className="text-sm font-semibold uppercase tracking-[0.08em]">
              {t('product.description')}
            </h2>
            <div className="mt-3">
              <ProductDescription text={product.description} />
            </div>
          </section>

          <ProductAccordion product={product} />

          <UiLink
            to={`/brands/${product.brand.slug}`}
            className="flex items-center gap-4 border border-neutral-200 p-4 hover:border-black"
            data-testid="brand-link"
          >
            <img src={product.brand.logoUrl} alt="" width={120} height={36} loading="lazy" decoding="async" className="h-9 w-30 object-contain" />
            <span className="flex-1 text-sm font-semibold">{t('product.more_from_brand', { brand: product.brand.name })}</span>
            <UiIcon name="chevron-right" size={18} />
          </UiLink>
        </div>
      </div>

      {reviews ? <div className="mt-16">{reviews}</div> : null}
      {related ? <div className="mt-16">{related}</div> : null}
    </article>
  );
}
