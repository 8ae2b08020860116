/**
 * The filters of a listing, from `/products/filters`: checkbox groups with counts for the
 * multi-valued facets (brand, shade family with colour dots, finish, coverage, skin type, concern,
 * formulation, scent, badges), single-choice links for category and rating, a price range and
 * "in stock only". Every change is a navigation to the listing's URL with the API's parameter
 * names, so the loader renders the result. Without JavaScript the panel is a GET form with an
 * Apply button (price needs JavaScript).
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ProductFiltersResponse } from '@blush/shared/contracts';
import type { CurrencyCode } from '@blush/shared/markets';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { LOCALE_QUERY_KEYS } from '../../../lib/locale.ts';
import { cx } from '../../../lib/cx.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { FACET_ORDER, type FacetKey, SHADE_COLOURS, useFacetLabel } from '../facet-labels.ts';
import {
  type ListingContext,
  type ListingState,
  MULTI_FILTERS,
  type MultiFilter,
  toMajorUnits,
  toMinorUnits,
  toggleValue,
  withChange,
} from '../listing-query.ts';

type Facet = ProductFiltersResponse['facets'][number];

export interface CatalogFilterPanelProps {
  facets: ProductFiltersResponse | null;
  /** The state to show (the pending one while a navigation runs). */
  state: ListingState;
  context: ListingContext;
  hrefFor: (state: ListingState, pathname?: string) => string;
  go: (state: ListingState, pathname?: string) => void;
  /** Groups open at first (the phone drawer opens only the chosen ones). */
  openGroups?: number;
}

/** Values shown before "Show all" in a long group. */
const SHORT_LIST = 8;

const isMulti = (key: FacetKey): key is MultiFilter => (MULTI_FILTERS as readonly string[]).includes(key);

export function CatalogFilterPanel({ facets, state, context, hrefFor, go, openGroups = 4 }: CatalogFilterPanelProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const groups = (facets?.facets ?? [])
    .filter((facet) => !(facet.key === 'brand' && context.brand))
    .filter((facet) => facet.values.some((v) => v.count > 0 || v.selected))
    .sort((a, b) => FACET_ORDER.indexOf(a.key) - FACET_ORDER.indexOf(b.key));
  const localeParams = [...new URLSearchParams(location.search)].filter(([key]) => (LOCALE_QUERY_KEYS as readonly string[]).includes(key));

  return (
    <form
      method="get"
      action={location.pathname}
      onSubmit={(event) => event.preventDefault()}
      className="text-sm"
      data-testid="filter-panel"
    >
      {localeParams.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {state.sort !== context.defaultSort ? <input type="hidden" name="sort" value={state.sort} /> : null}
      {state.category ? <input type="hidden" name="category" value={state.category} /> : null}
      {state.rating_min ? <input type="hidden" name="rating_min" value={state.rating_min} /> : null}
      {state.price_min !== undefined ? <input type="hidden" name="price_min" value={state.price_min} /> : null}
      {state.price_max !== undefined ? <input type="hidden" name="price_max" value={state.price_max} /> : null}

      <label className="flex cursor-pointer items-center gap-3 border-b border-neutral-200 py-3">
        <input
          type="checkbox"
          name="in_stock"
          value="true"
          checked={state.in_stock === true}
          onChange={() => go(withChange(state, { in_stock: !state.in_stock }))}
          className="size-4 accent-black"
          data-testid="filter-in-stock"
        />
        <span className="flex-1 font-medium">{t('filters.in_stock')}</span>
      </label>

      {groups.map((facet, index) => (
        <FilterGroup key={facet.key} facet={facet} state={state} context={context} hrefFor={hrefFor} go={go} initiallyOpen={index < openGroups} />
      ))}

      {facets?.price ? (
        <PriceGroup
          state={state}
          currency={facets.price.min.currency}
          min={facets.price.min.amount}
          max={facets.price.max.amount}
          go={go}
        />
      ) : null}

      <noscript>
        <button type="submit" className="mt-4 h-11 w-full bg-black text-sm font-semibold text-white">
          {t('filters.apply')}
        </button>
      </noscript>
    </form>
  );
}

interface GroupProps {
  facet: Facet;
  state: ListingState;
  context: ListingContext;
  hrefFor: CatalogFilterPanelProps['hrefFor'];
  go: CatalogFilterPanelProps['go'];
  initiallyOpen: boolean;
}

function FilterGroup({ facet, state, context, hrefFor, go, initiallyOpen }: GroupProps) {
  const { t } = useTranslation();
  const label = useFacetLabel();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const key = facet.key;
  const selectedCount = isMulti(key)
    ? (state.multi[key]?.length ?? 0)
    : key === 'category'
      ? Number(Boolean(state.category))
      : Number(state.rating_min !== undefined);
  const values = facet.values.filter((v) => v.count > 0 || v.selected).filter((v) => !(key === 'category' && v.value === context.category));
  const long = values.length > SHORT_LIST + 2;
  const shown = long && !expanded ? values.filter((v, i) => i < SHORT_LIST || isSelected(state, key, v.value)) : values;
  const title = t(`filters.group.${key}`);

  return (
    <details className="group border-b border-neutral-200" open={initiallyOpen || selectedCount > 0} data-testid={`facet-${key}`}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        <span>
          {title}
          {selectedCount > 0 ? (
            <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-black px-1.5 text-[11px] leading-5 text-white">
              <span className="sr-only">{t('filters.selected_count', { count: selectedCount })}</span>
              <span aria-hidden="true">{selectedCount}</span>
            </span>
          ) : null}
        </span>
        <UiIcon name="chevron-down" size={18} className="shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      {isMulti(key) ? (
        <fieldset className="pb-3">
          <legend className="sr-only">{title}</legend>
          <ul id={listId} className="space-y-0.5">
            {shown.map((v) => (
              <li key={v.value}>
                <label className="flex cursor-pointer items-center gap-2.5 py-1.5 hover:underline">
                  <input
                    type="checkbox"
                    name={key}
                    value={v.value}
                    checked={isSelected(state, key, v.value)}
                    onChange={() => go(toggleValue(state, key, v.value))}
                    className="size-4 shrink-0 accent-black"
                  />
                  {key === 'shade' ? <ShadeDot family={v.value} /> : null}
                  <span className="min-w-0 flex-1 truncate">{label(key, v.value, v.label)}</span>
                  <span className="tabular-nums text-neutral-500">{v.count}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <ul id={listId} className="space-y-0.5 pb-3">
          {key === 'category' && state.category && !context.category ? (
            <li>
              <UiLink to={hrefFor(withChange(state, { category: undefined }))} preventScrollReset className="flex items-center gap-1 py-1.5 text-neutral-600 hover:underline">
                <UiIcon name="chevron-left" size={16} />
                {t('filters.all_categories')}
              </UiLink>
            </li>
          ) : null}
          {shown.map((v) => {
            const selected = isSelected(state, key, v.value);
            const next =
              key === 'category'
                ? withChange(state, { category: selected ? undefined : v.value })
                : withChange(state, { rating_min: selected ? undefined : Number(v.value) });
            // On a category page a child category is a page of its own.
            const href = key === 'category' && context.category ? hrefFor({ ...state, page: 1 }, `${context.categoryBase ?? '/categories'}/${v.value}`) : hrefFor(next);
            return (
              <li key={v.value}>
                <UiLink
                  to={href}
                  preventScrollReset={!(key === 'category' && context.category)}
                  aria-current={selected ? 'true' : undefined}
                  className="flex items-center gap-2.5 py-1.5 hover:underline aria-[current]:font-semibold"
                >
                  <span
                    aria-hidden="true"
                    className={cx('inline-flex size-4 shrink-0 items-center justify-center rounded-full border', selected ? 'border-black bg-black' : 'border-neutral-400')}
                  >
                    {selected ? <span className="size-1.5 rounded-full bg-white" /> : null}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{label(key, v.value, v.label)}</span>
                  <span className="tabular-nums text-neutral-500">{v.count}</span>
                </UiLink>
              </li>
            );
          })}
        </ul>
      )}
      {long ? (
        <button
          type="button"
          onClick={() => setExpanded((e) => !e)}
          aria-expanded={expanded}
          aria-controls={listId}
          className="mb-3 text-sm font-medium underline underline-offset-4"
        >
          {expanded ? t('filters.show_fewer') : t('filters.show_all', { count: values.length })}
        </button>
      ) : null}
    </details>
  );
}

function isSelected(state: ListingState, key: FacetKey, value: string): boolean {
  if (isMulti(key)) return state.multi[key]?.includes(value) ?? false;
  if (key === 'category') return state.category === value;
  return String(state.rating_min ?? '') === value;
}

export function ShadeDot({ family, size = 16 }: { family: string; size?: number }) {
  const colour = SHADE_COLOURS[family] ?? '#d4d4d4';
  return (
    <span
      aria-hidden="true"
      className="inline-block shrink-0 rounded-full ring-1 ring-black/20"
      style={{
        width: size,
        height: size,
        background: colour === 'transparent' ? 'linear-gradient(135deg,#fff 45%,#d4d4d4 50%,#fff 55%)' : colour,
      }}
    />
  );
}

function PriceGroup({ state, currency, min, max, go }: { state: ListingState; currency: CurrencyCode; min: number; max: number; go: GroupProps['go'] }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState(false);
  const errorId = useId();
  const selected = state.price_min !== undefined || state.price_max !== undefined;
  const major = (minor: number | undefined) => (minor === undefined ? '' : String(toMajorUnits(minor, currency)));

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const read = (input: HTMLInputElement | null) => {
      const raw = input?.value.trim().replace(',', '.') ?? '';
      if (!raw) return undefined;
      const n = Number(raw);
      return Number.isFinite(n) && n >= 0 ? toMinorUnits(n, currency) : Number.NaN;
    };
    const low = read(minRef.current);
    const high = read(maxRef.current);
    if (Number.isNaN(low) || Number.isNaN(high) || (low !== undefined && high !== undefined && high < low)) {
      setError(true);
      return;
    }
    setError(false);
    go(withChange(state, { price_min: low || undefined, price_max: high }));
  };

  return (
    <details className="group border-b border-neutral-200" open data-testid="facet-price">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        <span>
          {t('filters.group.price')}
          {selected ? <span className="sr-only"> ({t('filters.selected_count', { count: 1 })})</span> : null}
        </span>
        <UiIcon name="chevron-down" size={18} className="shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <fieldset className="pb-4">
        <legend className="sr-only">{t('filters.group.price')}</legend>
        <p className="mb-2 text-xs text-neutral-500">
          {t('filters.price_range', { min: format({ amount: min, currency }), max: format({ amount: max, currency }) })}
        </p>
        <div className="flex items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-neutral-600">
            {t('filters.price_min')}
            <input
              ref={minRef}
              key={`min-${state.price_min ?? ''}`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              defaultValue={major(state.price_min)}
              placeholder={String(Math.floor(toMajorUnits(min, currency)))}
              onKeyDown={(e) => e.key === 'Enter' && apply(e)}
              aria-invalid={error || undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-10 w-full border border-neutral-300 px-2 text-sm text-black tabular-nums focus:border-black"
              data-testid="price-min"
            />
          </label>
          <span aria-hidden="true" className="pb-2.5 text-neutral-400">–</span>
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-neutral-600">
            {t('filters.price_max')}
            <input
              ref={maxRef}
              key={`max-${state.price_max ?? ''}`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              defaultValue={major(state.price_max)}
              placeholder={String(Math.ceil(toMajorUnits(max, currency)))}
              onKeyDown={(e) => e.key === 'Enter' && apply(e)}
              aria-invalid={error || undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-10 w-full border border-neutral-300 px-2 text-sm text-black tabular-nums focus:border-black"
              data-testid="price-max"
            />
          </label>
          <button type="button" onClick={() => apply()} className="h-10 shrink-0 border border-black px-3 text-sm font-semibold hover:bg-black hover:text-white" data-testid="price-apply">
            {t('filters.apply')}
          </button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-xs text-blush-700">
            {t('filters.price_invalid')}
          </p>
        ) : null}
      </fieldset>
    </details>
  );
}
