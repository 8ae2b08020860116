/**
 * A product card: image, badges, brand, name, price (sale price with the regular one struck), rating,
 * shades, and what the route offers on cards (`CatalogCardActions`: a heart, a quick add).
 */
import type { ProductCard } from '@blush/shared/contracts';
import { APP_ONLY_BADGE, type Badge } from '@blush/shared/catalog';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { UiPrice } from '../../../components/ui/UiPrice.tsx';
import { UiRating } from '../../../components/ui/UiRating.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCatalogCardActions } from './CatalogCardActions.tsx';

const BADGE_STYLE: Record<Badge, string> = {
  coming_soon: 'bg-white text-black ring-1 ring-black',
  priority_access: 'bg-black text-white',
  app_exclusive: 'bg-blush-100 text-blush-900',
  on_sale: 'bg-blush-700 text-white',
};

export interface CatalogProductCardProps {
  product: ProductCard;
  /** Eager-load the image (first row, above the fold). */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function CatalogProductCard({ product, priority = false, headingLevel = 'h3' }: CatalogProductCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  const extraShades = product.variantCount - product.swatches.length;
  const actions = useCatalogCardActions();
  return (
    <article className="group relative flex h-full flex-col" data-testid="product-card">
      <div className="relative aspect-square overflow-hidden bg-neutral-50">
        <img
          src={product.imageUrl}
          alt=""
          width={400}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          className="size-full object-contain p-4 transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {product.badges.length ? (
          <ul className="absolute left-2 top-2 flex flex-col items-start gap-1" aria-label={t('product.badges')}>
            {product.badges.map((badge) => (
              <li key={badge} className={cx('px-2 py-0.5 text-[10px] font-bold uppercase tracking-[0.08em]', BADGE_STYLE[badge])}>
                {t(`product.badge.${badge}`)}
              </li>
            ))}
          </ul>
        ) : null}
        {!product.inStock ? (
          <p className="absolute inset-x-0 bottom-0 bg-white/90 py-1 text-center text-xs font-medium text-neutral-700">
            {t('product.out_of_stock')}
          </p>
        ) : null}
        {actions.corner ? <div className="absolute right-2 top-2 z-10">{actions.corner(product)}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 pt-3">
        <p className="text-xs font-bold uppercase tracking-[0.08em]">{product.brand.name}</p>
        <Heading className="line-clamp-2 min-h-10 text-sm leading-5 text-neutral-700">
          {/* One link per card, stretched over it (the whole card is clickable, one Tab stop). */}
          <UiLink to={`/products/${product.slug}`} className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-black" data-testid="product-link">
            <span className="sr-only">{product.brand.name} </span>
            {product.name}
          </UiLink>
        </Heading>
        {product.swatches.length ? (
          <div className="flex items-center gap-1.5 pt-1">
            <ul className="flex items-center gap-1" aria-label={t('product.shades', { count: product.variantCount })}>
              {product.swatches.map((colour) => (
                <li key={colour} className="size-3.5 rounded-full ring-1 ring-black/15" style={{ backgroundColor: colour }} />
              ))}
            </ul>
            {extraShades > 0 ? (
              <span className="text-[11px] text-neutral-500" aria-hidden="true">
                +{extraShades}
              </span>
            ) : null}
          </div>
        ) : null}
        <UiRating average={product.rating.average} count={product.rating.count} />
        <UiPrice price={product.price} salePrice={product.salePrice} className="mt-auto pt-1 text-sm" />
        {product.badges.includes(APP_ONLY_BADGE) ? (
          // Sold only in the app: no quick add, the product page shows where to get the app.
          <p className="pt-2 text-xs font-semibold text-blush-800" data-testid="card-app-only">
            {t('product.app_only_card')}
          </p>
        ) : actions.footer ? (
          <div className="pt-2">{actions.footer(product)}</div>
        ) : null}
      </div>
    </article>
  );
}
