/**
 * The no-result page of a search (product guide §8 "No products found; no search match (with tips)"):
 * the catalogue message, the tips of product guide §1 (check the spelling, use more general terms),
 * brands whose name matched, and popular searches to try instead.
 */
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useErrorMessage } from '../../../lib/site.ts';

export interface SearchNoResultsProps {
  query: string;
  popular: readonly string[];
  brands: ReadonlyArray<{ slug: string; name: string }>;
}

export function SearchNoResults({ query, popular, brands }: SearchNoResultsProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const suggestions = popular.filter((q) => q.toLowerCase() !== query.toLowerCase());
  return (
    <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" data-testid="no-results">
      <div className="border border-neutral-200 p-6 sm:p-8">
        <p className="text-xl font-semibold">{errorMessage('no_products_found')}</p>
        <p className="mt-2 text-sm text-neutral-700">{t('search.no_match', { query })}</p>
        <h2 className="mt-6 text-sm font-semibold">{t('search.tips_title')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-neutral-700" data-testid="search-tips">
          <li>{t('search.tip_spelling')}</li>
          <li>{t('search.tip_general')}</li>
          <li>{t('search.tip_fewer_words')}</li>
        </ul>
        <UiLink to="/search?sort=bestsellers" className="mt-6 inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white">
          {t('search.browse_bestsellers')}
        </UiLink>
      </div>
      <div className="space-y-8">
        {brands.length ? (
          <section aria-labelledby="no-results-brands">
            <h2 id="no-results-brands" className="text-sm font-bold uppercase tracking-[0.08em]">
              {t('search.matching_brands')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {brands.map((brand) => (
                <li key={brand.slug}>
                  <UiLink to={`/brands/${brand.slug}`} className="inline-flex h-9 items-center rounded-full border border-neutral-300 px-4 text-sm hover:border-black">
                    {brand.name}
                  </UiLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {suggestions.length ? (
          <section aria-labelledby="no-results-popular">
            <h2 id="no-results-popular" className="text-sm font-bold uppercase tracking-[0.08em]">
              {t('search.popular_searches')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2" data-testid="popular-searches">
              {suggestions.map((q) => (
                <li key={q}>
                  <UiLink to={`/search?q=${encodeURIComponent(q)}`} className="inline-flex h-9 items-center rounded-full bg-neutral-100 px-4 text-sm hover:bg-neutral-200">
                    {q}
                  </UiLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
