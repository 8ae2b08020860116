/**
 * The header search box: a GET form to /search?q= (works without JavaScript) that, with it, is a
 * WAI-ARIA combobox with a listbox popup (`LayoutSearchSuggestions`, loaded on the first focus).
 * Empty, it offers recent searches (kept on this device), popular searches and popular brands; as
 * the shopper types (debounced) it suggests searches, brands, categories and products.
 * Keys: ArrowDown opens and moves through the suggestions (`aria-activedescendant`, focus stays in
 * the box), ArrowUp moves back, Enter chooses one or searches the text, Escape closes the popup,
 * then clears the text. A polite live region says how many suggestions there are.
 */
import { type KeyboardEvent, Suspense, lazy, useCallback, useId, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { defaultLanguage } from '@blush/shared/markets';
import { useTranslation } from '../../lib/i18n.ts';
import { addRecentSearch } from '../../lib/recent-searches.ts';
import { useSiteLocale } from '../../lib/site.ts';
import { cx } from '../../lib/cx.ts';
import { UiIcon } from '../ui/UiIcon.tsx';
import { useSafeNavigate } from '../ui/UiLink.tsx';
import type { SearchAria } from './LayoutSearchSuggestions.tsx';

const loadSuggestions = () => import('./LayoutSearchSuggestions.tsx');
const LayoutSearchSuggestions = lazy(() => loadSuggestions().then((m) => ({ default: m.LayoutSearchSuggestions })));

export function LayoutSearchForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const locale = useSiteLocale();
  const location = useLocation();
  const navigate = useSafeNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const keysRef = useRef<((event: KeyboardEvent<HTMLInputElement>) => boolean) | null>(null);

  const urlQuery = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  // The popup's code loads on the first sign of interest and then stays.
  const [wanted, setWanted] = useState(false);
  const [aria, setAria] = useState<SearchAria>({ expanded: false, activeId: undefined });

  // A new page shows its own search text (the results page) or none, with the popup closed.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setValue(urlQuery);
    setOpen(false);
  }

  const text = value.trim();
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  const close = useCallback(() => setOpen(false), []);
  const focusInput = useCallback(() => inputRef.current?.focus(), []);
  const onPick = useCallback(
    (href: string, query: string | null) => {
      const typed = inputRef.current?.value.trim() ?? '';
      if (query) setValue(query);
      if (query || typed) addRecentSearch(query ?? typed);
      setOpen(false);
      inputRef.current?.blur();
      navigate(href);
    },
    [navigate],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (keysRef.current?.(event)) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      } else if (value) {
        event.preventDefault();
        setValue('');
      }
    }
  };

  const expanded = open && aria.expanded;

  return (
    <div
      ref={rootRef}
      className={cx('relative', className)}
      onPointerEnter={() => void loadSuggestions()}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <Form
        method="get"
        action="/search"
        role="search"
        onSubmit={(event) => {
          if (!text) {
            event.preventDefault();
            inputRef.current?.focus();
            return;
          }
          addRecentSearch(text);
          close();
          inputRef.current?.blur();
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t('header.search_label')}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="q"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            show();
          }}
          onFocus={show}
          onClick={show}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? aria.activeId : undefined}
          placeholder={t('header.search_placeholder')}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          className="h-11 w-full rounded-full border border-neutral-300 bg-neutral-100 pl-11 pr-4 text-sm placeholder:text-neutral-500 focus:border-black focus:bg-white"
          data-testid="search-input"
        />
        {locale.countrySource === 'query' ? <input type="hidden" name="country_code" value={locale.country} /> : null}
        {locale.language !== defaultLanguage(locale.country) ? <input type="hidden" name="language" value={locale.language} /> : null}
        <button
          type="submit"
          className="absolute left-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-neutral-700 hover:text-black"
          aria-label={t('header.search_submit')}
        >
          <UiIcon name="search" size={20} />
        </button>
      </Form>

      {wanted ? (
        <Suspense fallback={null}>
          <LayoutSearchSuggestions
            id={id}
            listboxId={listboxId}
            value={value}
            open={open}
            onPick={onPick}
            keysRef={keysRef}
            onAria={setAria}
            focusInput={focusInput}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
