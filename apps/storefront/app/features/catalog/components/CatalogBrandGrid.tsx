/** Popular brands: logo tiles from the API's SVG logos. */
import { useId } from 'react';
import type { BrandSummary } from '@blush/shared/contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';

export function CatalogBrandGrid({ title, brands }: { title: string; brands: readonly BrandSummary[] }) {
  const headingId = useId();
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="below-fold mx-auto w-full max-w-screen-2xl px-4 [--below-fold-height:39rem] sm:px-6 sm:[--below-fold-height:31rem] lg:[--below-fold-height:17rem]" data-testid="brand-grid">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-px overflow-hidden border border-neutral-200 bg-neutral-200 sm:grid-cols-3 lg:grid-cols-6">
        {brands.map((brand) => (
          <li key={brand.slug} className="bg-white">
            <UiLink to={`/brands/${brand.slug}`} className="flex h-24 items-center justify-center p-4 transition-colors hover:bg-neutral-50 sm:h-28">
              <img src={brand.logoUrl} alt={brand.name} width={160} height={48} loading="lazy" decoding="async" className="h-12 w-40 max-w-full object-contain" />
            </UiLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
