/** A titled horizontal rail of product cards (scroll-snap on phones, a row of five on desktop). */
import { useId } from 'react';
import type { ProductCard } from '@blush/shared/contracts';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { CatalogProductCard } from './CatalogProductCard.tsx';

export interface CatalogProductRailProps {
  title: string;
  products: readonly ProductCard[];
  viewAllHref?: string;
  testId?: string;
}

export function CatalogProductRail({ title, products, viewAllHref, testId }: CatalogProductRailProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="below-fold mx-auto w-full max-w-screen-2xl px-4 [--below-fold-height:26rem] sm:px-6 sm:[--below-fold-height:29rem] lg:[--below-fold-height:31rem]" data-testid={testId}>
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {viewAllHref ? (
          <UiLink to={viewAllHref} className="inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
            {t('home.view_all')}
            <span className="sr-only">: {title}</span>
            <UiIcon name="chevron-right" size={16} />
          </UiLink>
        ) : null}
      </div>
      {/* A keyboard-focusable scroller: arrow keys scroll it once it has focus. */}
      <ul
        tabIndex={0}
        aria-label={title}
        className="-mx-4 mt-5 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:scroll-px-0 lg:gap-6 lg:px-0 [scrollbar-width:thin]"
      >
        {products.map((product) => (
          <li key={product.id} className="w-[40vw] max-w-56 shrink-0 snap-start sm:w-52 lg:w-[calc((100%-4*1.5rem)/5)] lg:max-w-none">
            <CatalogProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
