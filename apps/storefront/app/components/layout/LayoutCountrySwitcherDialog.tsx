/**
 * The country and language switcher's dialog (see `LayoutCountrySwitcher`): the eight country sites
 * with their languages in a `POST /locale` form. Loaded when it is first wanted, not with the page.
 */
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { COUNTRY_CODES, MARKETS, type CountryCode, type Language } from '@blush/shared/markets';
import { countryName, languageName } from '@blush/shared/site';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { useSiteLocale } from '../../lib/site.ts';
import { cx } from '../../lib/cx.ts';
import { UiDialog } from '../ui/UiDialog.tsx';
import { UiIcon } from '../ui/UiIcon.tsx';

export function siteValue(country: CountryCode, language: Language): string {
  return `${country}-${language}`;
}

export function LayoutCountrySwitcherDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useMessage();
  const { country, language } = useSiteLocale();
  const location = useLocation();
  const currentRef = useRef<HTMLButtonElement>(null);
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  return (
    <UiDialog
      open={open}
      onClose={onClose}
      title={t('switcher.title')}
      description={t('switcher.description')}
      initialFocusRef={currentRef}
      className="sm:max-w-3xl"
    >
      <form method="post" action="/locale" className="px-5 py-4 sm:px-6">
        <input type="hidden" name="return_to" value={returnTo} />
        <ul className="grid gap-x-6 sm:grid-cols-2">
          {COUNTRY_CODES.map((code) => {
            const name = countryName(code, text);
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
                        aria-label={`${name}, ${languageName(lng, text)}`}
                        className={cx(
                          'inline-flex min-h-9 items-center gap-1 whitespace-nowrap rounded-full border px-3 text-xs font-medium',
                          current ? 'border-black bg-black text-white' : 'border-neutral-300 hover:border-black',
                        )}
                      >
                        {current ? <UiIcon name="check" size={14} /> : null}
                        <span lang={lng}>{languageName(lng, text)}</span>
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
  );
}
