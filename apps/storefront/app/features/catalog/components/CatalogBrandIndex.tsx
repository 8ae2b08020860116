/**
 * The A–Z brands index: letters linking to their sections (those without a brand shown but not
 * links), a field that narrows the list as the shopper types (the count said politely), and each
 * brand with its number of products.
 */
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { BrandSummary } from '@blush/shared/contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const OTHER = '#';

/** "A" … "Z" for a brand starting with a Latin letter (accents ignored), "#" for digits and others. */
export function brandLetter(name: string): string {
  const first = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().charAt(0).toUpperCase();
  return LETTERS.includes(first) ? first : OTHER;
}

/** Lower case without accents, for matching what the shopper types. */
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function CatalogBrandIndex({ brands }: { brands: readonly BrandSummary[] }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const groups = useMemo(() => {
    const wanted = fold(deferred.trim());
    const byLetter = new Map<string, BrandSummary[]>();
    for (const brand of brands) {
      if (wanted && !fold(brand.name).includes(wanted)) continue;
      const letter = brandLetter(brand.name);
      byLetter.set(letter, [...(byLetter.get(letter) ?? []), brand]);
    }
    return [...LETTERS, OTHER].flatMap((letter) => {
      const list = byLetter.get(letter);
      return list ? [{ letter, brands: list.sort((a, b) => a.name.localeCompare(b.name, 'en')) }] : [];
    });
  }, [brands, deferred]);
  const shown = groups.reduce((n, g) => n + g.brands.length, 0);
  const present = new Set(groups.map((g) => g.letter));
  const anchor = (letter: string) => (letter === OTHER ? 'brands-other' : `brands-${letter}`);

  return (
    <div className="mt-6">
      <div className="max-w-md">
        <label htmlFor={fieldId} className="block text-sm font-semibold">
          {t('brands.search_label')}
        </label>
        <input
          id={fieldId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          className="mt-2 h-12 w-full border border-neutral-500 px-3 text-base focus:border-black"
          data-testid="brand-filter"
        />
        <p className="mt-2 text-sm text-neutral-700" aria-live="polite" data-testid="brand-count">
          {t('brands.results', { count: shown })}
        </p>
      </div>

      <nav aria-label={t('brands.letters')} className="sticky top-0 z-10 -mx-4 mt-4 border-y border-neutral-200 bg-white px-4 py-2 sm:mx-0 sm:px-0">
        <ul className="flex flex-wrap gap-1">
          {[...LETTERS, OTHER].map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a
                  href={`#${anchor(letter)}`}
                  className="inline-flex size-10 items-center justify-center text-sm font-semibold hover:bg-neutral-100 focus-visible:bg-neutral-100"
                  aria-label={letter === OTHER ? t('brands.other') : undefined}
                >
                  {letter}
                </a>
              ) : (
                <span className="inline-flex size-10 items-center justify-center text-sm text-neutral-500" aria-hidden="true">
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      {shown === 0 ? (
        <p className="mt-8 text-base" data-testid="brand-no-results">
          {t('brands.no_results', { query: query.trim() })}
        </p>
      ) : (
        <div className="mt-6 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
          {groups.map((group) => (
            <section key={group.letter} id={anchor(group.letter)} aria-labelledby={`${anchor(group.letter)}-h`} className="scroll-mt-20" tabIndex={-1}>
              <h2 id={`${anchor(group.letter)}-h`} className="border-b border-black pb-1 text-xl font-black">
                {group.letter === OTHER ? t('brands.other') : group.letter}
              </h2>
              <ul className="mt-2">
                {group.brands.map((brand) => (
                  <li key={brand.slug}>
                    <UiLink to={`/brands/${brand.slug}`} className="flex items-baseline justify-between gap-3 py-2 text-sm hover:underline" data-testid="brand-index-link">
                      <span className="font-medium">{brand.name}</span>
                      <span className="shrink-0 text-neutral-600">{t('brands.product_count', { count: brand.productCount })}</span>
                    </UiLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
