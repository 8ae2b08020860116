/**
 * Country and language switcher: a button showing the current site and language that opens a
 * dialog listing the eight country sites with their languages. Choosing one posts to `/locale`
 * (cookies `locale` and `lng_<country>`, then back to this page), so it works without JavaScript.
 */
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, MARKETS, type CountryCode, type Language } from '@blush/shared/markets';
import { LANGUAGE_NAMES, countryName } from '@blush/shared/site';
import { useSiteLocale } from '../../lib/site.ts';
import { cx } from '../../lib/cx.ts';
import { UiDialog } from '../ui/UiDialog.tsx';
import { UiIcon } from '../ui/UiIcon.tsx';

export interface LayoutCountrySwitcherProps {
  /** `compact`: codes only (header); `full`: names (footer, drawer). */
  variant?: 'compact' | 'full';
  tone?: 'light' | 'dark';
  className?: string;
}

export function siteValue(country: CountryCode, language: Language): string {
  return `${country}-${language}`;
}

export function LayoutCountrySwitcher({ variant = 'full', tone = 'light', className }: LayoutCountrySwitcherProps) {
  const { t } = useTranslation();
  const { country, language } = useSiteLocale();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const currentRef = useRef<HTMLButtonElement>(null);
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  const currentCountry = countryName(country, language);
  const currentLanguage = LANGUAGE_NAMES[language];

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={cx(
          'inline-flex items-center gap-2 rounded-full text-sm',
          tone === 'dark' ? 'text-white hover:text-blush-200' : 'text-black hover:text-neutral-600',
          variant === 'compact' ? 'h-10 px-2' : 'min-h-10 px-0 py-2',
          className,
        )}
        data-testid="country-switcher"
      >
        <UiIcon name="globe" size={20} />
        <span className="sr-only">{t('switcher.button_label', { country: currentCountry, language: currentLanguage })}</span>
        {variant === 'compact' ? (
          <span className="font-medium uppercase tracking-wide" aria-hidden="true">
            {country}
            <span className="px-1 text-neutral-400">|</span>
            {language}
          </span>
        ) : (
          <span aria-hidden="true">
            {currentCountry} <span className="px-1 opacity-60">·</span> {currentLanguage}
          </span>
        )}
      </button>
      <UiDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('switcher.title')}
        description={t('switcher.description')}
        initialFocusRef={currentRef}
        className="sm:max-w-3xl"
      >
        <form method="post" action="/locale" className="px-5 py-4 sm:px-6">
          <input type="hidden" name="return_to" value={returnTo} />
          <ul className="grid gap-x-6 sm:grid-cols-2">
            {COUNTRY_CODES.map((code) => {
              const name = countryName(code, language);
              const isCurrentCountry = code === country;
              return (
                <li key={code} className="flex items-center justify-between gap-3 border-b border-neutral-100 py-3">
                  <span className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className={cx(
                        'inline-flex size-8 items-center justify-center rounded-full text-[11px] font-bold tracking-wider',
                        isCurrentCountry ? 'bg-black text-white' : 'bg-neutral-100 text-neutral-700',
                      )}
                    >
                      {code}
                    </span>
                    <span className={cx('text-sm', isCurrentCountry && 'font-semibold')} id={`switcher-${code}`}>
                      {name}
                    </span>
                  </span>
                  <span className="flex shrink-0 justify-end gap-1.5" role="group" aria-labelledby={`switcher-${code}`}>
                    {MARKETS[code].languages.map((lng) => {
                      const current = isCurrentCountry && lng === language;
                      return (
                        <button
                          key={lng}
                          ref={current ? currentRef : undefined}
                          type="submit"
                          name="site"
                          value={siteValue(code, lng)}
                          aria-current={current ? 'true' : undefined}
                          aria-label={`${name}, ${LANGUAGE_NAMES[lng]}`}
                          className={cx(
                            'inline-flex min-h-9 items-center gap-1 whitespace-nowrap rounded-full border px-3 text-xs font-medium',
                            current ? 'border-black bg-black text-white' : 'border-neutral-300 hover:border-black',
                          )}
                        >
                          {current ? <UiIcon name="check" size={14} /> : null}
                          <span lang={lng}>{LANGUAGE_NAMES[lng]}</span>
                        </button>
                      );
                    })}
                  </span>
                </li>
              );
            })}
          </ul>
        </form>
      </UiDialog>
    </>
  );
}
