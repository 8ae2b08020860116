/** Sort order of a listing: a select that navigates (a GET form with an Apply button without JavaScript). */
import { useId } from 'react';
import { useLocation } from 'react-router';
import type { ProductSort } from '@blush/shared/contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type ListingContext, type ListingState, listingSearch, withChange } from '../listing-query.ts';

export interface CatalogSortSelectProps {
  state: ListingState;
  context: ListingContext;
  sorts: readonly ProductSort[];
  go: (state: ListingState) => void;
}

export function CatalogSortSelect({ state, context, sorts, go }: CatalogSortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  // Everything but the sort, for the form without JavaScript.
  const hidden = [...new URLSearchParams(listingSearch(withChange(state, { sort: context.defaultSort }), context, new URLSearchParams(location.search)))];
  return (
    <form method="get" action={location.pathname} onSubmit={(event) => event.preventDefault()} className="flex min-w-0 items-center gap-2">
      {hidden.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id} className="hidden shrink-0 whitespace-nowrap text-sm text-neutral-600 sm:inline">
        {t('sort.label')}
      </label>
      <select
        id={id}
        name="sort"
        aria-label={t('sort.label')}
        value={state.sort}
        onChange={(event) => go(withChange(state, { sort: event.target.value as ProductSort }))}
        className="h-10 w-full min-w-0 max-w-52 cursor-pointer border border-neutral-300 bg-white pl-2 pr-8 text-sm font-medium hover:border-black"
        data-testid="sort-select"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-10 border border-black px-3 text-sm font-semibold">
          {t('filters.apply')}
        </button>
      </noscript>
    </form>
  );
}
