/**
 * The popup of the header search box (see `LayoutSearchForm`), loaded on the first focus so the
 * suggestions, the query cache hook and their markup stay out of every page's first-load script.
 * It owns the suggestions, the active option and the keys that move through them, and reports
 * `aria-expanded` / `aria-activedescendant` back to the box.
 */
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductCard, SearchDropdownResponse } from '@blush/shared/contracts';
import { createBrowserApi } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { clearRecentSearches, readRecentSearches } from '../../lib/recent-searches.ts';
import { useFormatMoney, useSiteLocale } from '../../lib/site.ts';
import { cx } from '../../lib/cx.ts';
import { browserQueryClient } from '../../lib/query-client.ts';

export const SEARCH_DEBOUNCE_MS = 150;

type Suggestion =
  | { kind: 'query'; text: string; group: 'recent' | 'popular' | 'suggested' }
  | { kind: 'brand'; slug: string; name: string; group: 'brands' | 'popular_brands' }
  | { kind: 'category'; path: string; name: string; parent?: string; group: 'categories' }
  | { kind: 'product'; product: ProductCard; group: 'products' };

export interface SearchAria {
  expanded: boolean;
  activeId: string | undefined;
}

export interface LayoutSearchSuggestionsProps {
  /** Prefix of the option ids. */
  id: string;
  listboxId: string;
  value: string;
  open: boolean;
  /** Go to a suggestion; `text` is the search text it stands for (a search suggestion), if any. */
  onPick: (href: string, text: string | null) => void;
  /** The box's key handler calls this first; it returns true when it handled the key. */
  keysRef: RefObject<((event: KeyboardEvent<HTMLInputElement>) => boolean) | null>;
  onAria: (aria: SearchAria) => void;
  focusInput: () => void;
}

export function LayoutSearchSuggestions({ id, listboxId, value, open, onPick, keysRef, onAria, focusInput }: LayoutSearchSuggestionsProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const format = useFormatMoney();
  const api = useMemo(() => createBrowserApi(locale), [locale]);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>(readRecentSearches);

  const text = value.trim();
  const q = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError, isPlaceholderData } = useQuery({
    queryKey: ['search-dropdown', locale.country, locale.language, q],
    queryFn: ({ signal }) => api.get<SearchDropdownResponse>('/components/search-input-dropdown', { query: { q }, signal }),
    enabled: open,
    // While the next text loads, the suggestions of the previous one stay (no flicker).
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  }, browserQueryClient());

  // New text, a reopened popup or a new answer starts without an active option (option ids are
  // positions, so an answer arriving under an active option would otherwise move the highlight to
  // whatever suggestion now sits there); reopening rereads recent searches.
  const [seen, setSeen] = useState({ value, open, data });
  if (seen.value !== value || seen.open !== open || seen.data !== data) {
    setSeen({ value, open, data });
    setActive(-1);
    if (open && !seen.open) setRecent(readRecentSearches());
  }

  const suggestions = useMemo<Suggestion[]>(() => {
    if (!open) return [];
    if (!text) {
      const empty = data && data.query === '' ? data : undefined;
      return [
        ...recent.map((r) => ({ kind: 'query' as const, text: r, group: 'recent' as const })),
        ...(empty?.popularSearches ?? []).map((p) => ({ kind: 'query' as const, text: p, group: 'popular' as const })),
        ...(empty?.brands ?? []).map((b) => ({ kind: 'brand' as const, slug: b.slug, name: b.name, group: 'popular_brands' as const })),
      ];
    }
    if (!data || data.query === '') return [];
    return [
      ...data.popularSearches
        .filter((p) => p.toLowerCase() !== text.toLowerCase())
        .slice(0, 4)
        .map((p) => ({ kind: 'query' as const, text: p, group: 'suggested' as const })),
      ...data.brands.map((b) => ({ kind: 'brand' as const, slug: b.slug, name: b.name, group: 'brands' as const })),
      ...data.categories.map((c) => ({ kind: 'category' as const, path: c.path, name: c.name, group: 'categories' as const })),
      ...data.products.map((p) => ({ kind: 'product' as const, product: p, group: 'products' as const })),
    ];
  }, [open, text, recent, data]);

  const expanded = open && suggestions.length > 0;
  const activeId = expanded && active >= 0 && active < suggestions.length ? `${id}-option-${active}` : undefined;
  const waiting = open && text !== '' && (q !== text || isPlaceholderData || (!data && isFetching));

  const choose = (s: Suggestion) => onPick(hrefOf(s), s.kind === 'query' ? s.text : null);

  // The box's aria-activedescendant must name the option marked aria-selected at every moment
  // another task can look (a screen reader, a key press, a test). A passive effect would hand it
  // over in a later task, so for a while the box would still name the previous option while the
  // next one is selected; a layout effect's update renders before this task ends.
  useLayoutEffect(() => {
    onAria({ expanded, activeId });
  }, [expanded, activeId, onAria]);

  useEffect(() => {
    keysRef.current = (event) => {
      const count = suggestions.length;
      if (!open) return false;
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          if (count) setActive((i) => (i + 1 >= count ? 0 : i + 1));
          return true;
        case 'ArrowUp':
          event.preventDefault();
          if (count) setActive((i) => (i <= 0 ? count - 1 : i - 1));
          return true;
        case 'Enter': {
          const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
          if (!chosen) return false;
          event.preventDefault();
          choose(chosen);
          return true;
        }
        default:
          return false;
      }
    };
  });
  useEffect(() => () => void (keysRef.current = null), [keysRef]);

  // Keep the active option in view when moving with the keyboard.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const announcement =
    !open || waiting
      ? ''
      : suggestions.length
        ? t('search.suggestions_count', { count: suggestions.length })
        : text && data
          ? t('search.no_suggestions', { query: text })
          : '';

  const groups: Array<{ key: Suggestion['group']; title: string; items: Array<{ s: Suggestion; index: number }> }> = [];
  suggestions.forEach((s, index) => {
    const last = groups[groups.length - 1];
    if (last && last.key === s.group) last.items.push({ s, index });
    else groups.push({ key: s.group, title: t(`search.group.${s.group}`), items: [{ s, index }] });
  });
  // Two columns on desktop: searches, brands and categories; then products (or popular brands).
  const side = groups.find((g) => g.key === 'products' || g.key === 'popular_brands');
  const main = groups.filter((g) => g !== side);
  const wide = side?.key === 'products';

  const renderOption = ({ s, index }: { s: Suggestion; index: number }): ReactNode => {
    const isActive = index === active;
    const common = {
      id: `${id}-option-${index}`,
      role: 'option',
      'aria-selected': isActive,
      onMouseDown: (e: React.MouseEvent) => e.preventDefault(),
      onClick: () => choose(s),
      'data-testid': `suggestion-${s.kind}`,
    } as const;
    if (s.kind === 'product') {
      const p = s.product;
      return (
        <li key={`p-${p.id}`} {...common} className={cx('flex cursor-pointer items-center gap-3 px-3 py-2', isActive ? 'bg-neutral-100 shadow-[inset_3px_0_0_#000]' : 'hover:bg-neutral-50')}>
          <img src={p.imageUrl} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 shrink-0 bg-neutral-50 object-contain p-0.5" />
          <span className="min-w-0 flex-1">
            <span className="block text-[11px] font-bold uppercase tracking-[0.08em]">{p.brand.name}</span>
            <span className="block truncate text-sm text-neutral-700">{p.name}</span>
          </span>
          <span className="shrink-0 text-sm font-semibold tabular-nums">{format(p.salePrice && p.salePrice.amount < p.price.amount ? p.salePrice : p.price)}</span>
        </li>
      );
    }
    const label = s.kind === 'query' ? s.text : s.name;
    const icon = s.kind === 'query' ? (s.group === 'recent' ? 'clock' : 'search') : s.kind === 'brand' ? 'tag' : 'folder';
    return (
      <li
        key={`${s.kind}-${label}-${index}`}
        {...common}
        className={cx('flex cursor-pointer items-center gap-3 px-3 py-2 text-sm', isActive ? 'bg-neutral-100 shadow-[inset_3px_0_0_#000]' : 'hover:bg-neutral-50')}
      >
        <SuggestionIcon name={icon} />
        <span className="min-w-0 flex-1 truncate">{label}</span>
      </li>
    );
  };

  const renderGroup = (group: (typeof groups)[number]) => (
    <ul key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`} className="py-1" data-testid={`suggestions-${group.key}`}>
      <li role="presentation" id={`${id}-group-${group.key}`} className="flex items-center justify-between px-3 pb-1 pt-2 text-[11px] font-bold uppercase tracking-[0.1em] text-neutral-500">
        {group.title}
      </li>
      {group.items.map(renderOption)}
    </ul>
  );

  const clearRecent = () => {
    clearRecentSearches();
    setRecent([]);
    setActive(-1);
    focusInput();
  };

  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>

      {open && (expanded || (text !== '' && (waiting || data)) || isError) ? (
        <div
          className={cx(
            'absolute left-0 right-0 top-full z-40 mt-2 max-h-[min(36rem,75vh)] overflow-y-auto border border-neutral-200 bg-white shadow-xl',
            wide && 'lg:right-auto lg:w-[min(52rem,calc(100vw-3rem))]',
          )}
          data-testid="search-popup"
        >
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t('search.suggestions')}
            className={cx(
              'py-1',
              side && main.length > 0 && 'lg:grid lg:divide-x lg:divide-neutral-100',
              side && main.length > 0 && (wide ? 'lg:grid-cols-[16rem_minmax(0,1fr)]' : 'lg:grid-cols-2'),
            )}
          >
            {main.length ? (
              <li role="presentation">
                <ul role="presentation">{main.map(renderGroup)}</ul>
              </li>
            ) : null}
            {side ? <li role="presentation">{renderGroup(side)}</li> : null}
          </ul>
          {recent.length && !text ? (
            <div className="border-t border-neutral-100 px-3 py-2 text-right">
              <button
                type="button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={clearRecent}
                className="text-xs font-medium underline underline-offset-4"
                data-testid="clear-recent"
              >
                {t('search.clear_recent')}
              </button>
            </div>
          ) : null}
          {waiting && suggestions.length === 0 ? <p className="px-4 py-3 text-sm text-neutral-500">{t('listing.loading')}</p> : null}
          {!waiting && text && data && suggestions.length === 0 ? (
            <p className="px-4 py-3 text-sm text-neutral-600" data-testid="no-suggestions">
              {t('search.no_suggestions', { query: text })}
            </p>
          ) : null}
          {isError && !data ? <p className="px-4 py-3 text-sm text-neutral-600">{t('search.suggestions_failed')}</p> : null}
        </div>
      ) : null}
    </>
  );
}

function hrefOf(s: Suggestion): string {
  switch (s.kind) {
    case 'query':
      return `/search?q=${encodeURIComponent(s.text)}`;
    case 'brand':
      return `/brands/${s.slug}`;
    case 'category':
      return `/categories/${s.path}`;
    case 'product':
      return `/products/${s.product.slug}`;
  }
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const ICON_PATHS = {
  search: 'M15.3 15.3l5.2 5.2M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0Z',
  clock: 'M12 7.5V12l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  tag: 'M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9-8-8ZM8.5 8.5h.01',
  folder: 'M3.5 6.5a1 1 0 0 1 1-1h5l2 2h8a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1Z',
} as const;

function SuggestionIcon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="shrink-0 text-neutral-500">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
