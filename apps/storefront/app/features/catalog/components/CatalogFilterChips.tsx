/** The chosen filters as removable chips, with "Clear all". */
import type { ProductFiltersResponse } from '@blush/shared/contracts';
import type { CurrencyCode } from '@blush/shared/markets';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { type FacetKey, useFacetLabel } from '../facet-labels.ts';
import { type ListingState, MULTI_FILTERS, clearFilters, toggleValue, withChange } from '../listing-query.ts';

export interface CatalogFilterChipsProps {
  state: ListingState;
  facets: ProductFiltersResponse | null;
  currency: CurrencyCode;
  hrefFor: (state: ListingState) => string;
}

interface Chip {
  key: string;
  label: string;
  next: ListingState;
}

export function CatalogFilterChips({ state, facets, currency, hrefFor }: CatalogFilterChipsProps) {
  const { t } = useTranslation();
  const label = useFacetLabel();
  const format = useFormatMoney();
  const apiLabel = (key: FacetKey, value: string) => facets?.facets.find((f) => f.key === key)?.values.find((v) => v.value === value)?.label;

  const chips: Chip[] = [];
  if (state.category) {
    const name = apiLabel('category', state.category) ?? state.category.split('/').pop()!.replace(/-/g, ' ');
    chips.push({ key: 'category', label: name, next: withChange(state, { category: undefined }) });
  }
  for (const key of MULTI_FILTERS) {
    for (const value of state.multi[key] ?? []) {
      chips.push({ key: `${key}:${value}`, label: label(key, value, apiLabel(key, value)), next: toggleValue(state, key, value) });
    }
  }
  if (state.rating_min !== undefined) {
    chips.push({ key: 'rating', label: label('rating_min', String(state.rating_min)), next: withChange(state, { rating_min: undefined }) });
  }
  if (state.price_min !== undefined || state.price_max !== undefined) {
    const low = state.price_min !== undefined ? format({ amount: state.price_min, currency }) : null;
    const high = state.price_max !== undefined ? format({ amount: state.price_max, currency }) : null;
    const text = low && high ? `${low} – ${high}` : low ? t('filters.price_from', { amount: low }) : t('filters.price_to', { amount: high });
    chips.push({ key: 'price', label: text, next: withChange(state, { price_min: undefined, price_max: undefined }) });
  }
  if (state.in_stock) chips.push({ key: 'in_stock', label: t('filters.in_stock'), next: withChange(state, { in_stock: undefined }) });

  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="filter-chips">
      <h2 className="sr-only">{t('filters.selected')}</h2>
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <UiLink
              to={hrefFor(chip.next)}
              preventScrollReset
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-neutral-300 bg-neutral-50 pl-3 pr-2 text-xs hover:border-black"
              aria-label={t('filters.remove', { name: chip.label })}
            >
              {chip.label}
              <UiIcon name="close" size={14} />
            </UiLink>
          </li>
        ))}
      </ul>
      <UiLink to={hrefFor(clearFilters(state))} preventScrollReset className="text-xs font-semibold underline underline-offset-4" data-testid="clear-filters">
        {t('filters.clear_all')}
      </UiLink>
    </div>
  );
}
