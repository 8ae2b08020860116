/**
 * Welcome screen: choose a country site. Its wording depends on the chosen country and on whether
 * the current site ships there (`MARKETS[site].shipsTo`).
 */
import { intlLanguage } from '@blush/shared/locale';
import { COUNTRY_CODES, MARKETS, type CountryCode, type Language } from '@blush/shared/markets';
import { countryName, languageName } from '@blush/shared/site';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';
import { useErrorMessage, useSite } from '../../../lib/site.ts';
import type { SiteTitles } from '../site-titles.server.ts';

export interface SiteWelcomeProps {
  chosen: CountryCode | null;
  suggested: CountryCode | null;
  /** Each site's title in the page language and in its own languages (the loader's `siteTitles`). */
  siteTitles: SiteTitles;
}

function currencyName(code: string, language: Language): string {
  return new Intl.DisplayNames([intlLanguage(language)], { type: 'currency' }).of(code) ?? code;
}

export function SiteWelcome({ chosen, suggested, siteTitles }: SiteWelcomeProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const { locale, siteTitle: currentSite } = useSite();
  const errorMessage = useErrorMessage();
  const { country, language } = locale;
  const ships = chosen ? MARKETS[country].shipsTo.includes(chosen) : false;

  return (
    <div className="mx-auto max-w-screen-lg px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-xs font-semibold uppercase tracking-[0.24em] text-blush-800">{t('welcome.eyebrow')}</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">{t('welcome.title')}</h1>
      <p className="mt-4 max-w-2xl text-neutral-700">{t('welcome.intro', { site: currentSite })}</p>

      {chosen ? (
        <section
          aria-live="polite"
          aria-labelledby="welcome-result"
          className={cx('mt-8 border p-6', ships ? 'border-emerald-700/30 bg-emerald-50' : 'border-blush-300 bg-blush-50')}
          data-testid="welcome-result"
        >
          {ships ? (
            <>
              <h2 id="welcome-result" className="flex items-center gap-2 text-lg font-semibold">
                <UiIcon name="check" size={20} />
                {t('welcome.ships_title', { country: countryName(chosen, text) })}
              </h2>
              <p className="mt-2 text-neutral-700">
                {t('welcome.ships_body', {
                  site: currentSite,
                  country: countryName(chosen, text),
                  currency: currencyName(MARKETS[country].currency, language),
                })}
              </p>
              <UiLink to="/" className="mt-5 inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800">
                {t('welcome.continue')}
              </UiLink>
            </>
          ) : (
            <>
              <h2 id="welcome-result" className="text-lg font-semibold">
                {errorMessage('does_not_ship_to_country')}
              </h2>
              <p className="mt-2 text-neutral-700">
                {t('welcome.no_ship_body', {
                  site: currentSite,
                  country: countryName(chosen, text),
                  target: siteTitles[chosen][language],
                  currency: currencyName(MARKETS[chosen].currency, language),
                })}
              </p>
              <form method="post" action="/locale" className="mt-5 flex flex-wrap items-center gap-3">
                <input type="hidden" name="return_to" value="/" />
                <input type="hidden" name="country" value={chosen} />
                {MARKETS[chosen].languages.map((lng, index) => (
                  <button
                    key={lng}
                    type="submit"
                    name="language"
                    value={lng}
                    className={cx(
                      'inline-flex h-11 items-center px-6 text-sm font-semibold',
                      index === 0 ? 'bg-black text-white hover:bg-neutral-800' : 'border border-black hover:bg-white',
                    )}
                  >
                    {t('welcome.go_to', { site: siteTitles[chosen][lng] })}
                    {MARKETS[chosen].languages.length > 1 ? <span className="ml-1 font-normal" lang={lng}>({languageName(lng, text)})</span> : null}
                  </button>
                ))}
                <UiLink to="/" className="text-sm font-medium underline underline-offset-4">
                  {t('welcome.stay', { site: currentSite })}
                </UiLink>
              </form>
            </>
          )}
        </section>
      ) : null}

      <section aria-labelledby="welcome-sites" className="mt-12">
        <h2 id="welcome-sites" className="text-xl font-semibold tracking-tight">
          {t('welcome.choose_title')}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {COUNTRY_CODES.map((code) => {
            const market = MARKETS[code];
            const isCurrent = code === country;
            const isChosen = code === chosen;
            return (
              <li key={code}>
                <UiLink
                  to={`/welcome?country=${code}`}
                  preventScrollReset
                  aria-current={isChosen ? 'true' : undefined}
                  className={cx(
                    'flex h-full flex-col border p-4 transition-colors hover:border-black',
                    isChosen ? 'border-black ring-1 ring-black' : 'border-neutral-200',
                  )}
                >
                  <span className="flex items-center justify-between">
                    <span className="inline-flex size-9 items-center justify-center rounded-full bg-neutral-100 text-xs font-bold tracking-wider" aria-hidden="true">
                      {code}
                    </span>
                    {isCurrent ? (
                      <span className="bg-black px-2 py-0.5 text-[10px] font-bold uppercase tracking-[0.1em] text-white">{t('welcome.current_site')}</span>
                    ) : code === suggested ? (
                      <span className="bg-blush-100 px-2 py-0.5 text-[10px] font-bold uppercase tracking-[0.1em] text-blush-900">{t('welcome.suggested')}</span>
                    ) : null}
                  </span>
                  <span className="mt-3 font-semibold">{countryName(code, text)}</span>
                  <span className="mt-1 text-xs text-neutral-600">{market.domain}</span>
                  <span className="mt-3 text-xs text-neutral-600">
                    {market.languages.map((lng) => languageName(lng, text)).join(' · ')} — {market.currency}
                  </span>
                </UiLink>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
