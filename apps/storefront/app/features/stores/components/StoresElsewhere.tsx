/**
 * A store of another country's site, opened on this one (a shared link, a search result): a 404,
 * since this site has no such store, that says where the store is and offers that site (the
 * country switch, which keeps the path) or this country's stores. Switching is the shopper's
 * choice (the shopper's language is kept where that site offers it): it changes their prices, bag and delivery, so it never happens by itself.
 */
import type { CountryCode } from '@blush/shared/markets';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';

export function StoresElsewhere({ country, path }: { country: CountryCode; path: string }) {
  const { t } = useTranslation();
  const { country: here, language } = useSiteLocale();
  const there = t(`stores.countries.${country.toLowerCase()}`);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center" aria-labelledby="store-elsewhere" data-testid="store-elsewhere">
      <h1 id="store-elsewhere" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {t('stores.elsewhere.title', { country: there })}
      </h1>
      <p className="mt-3 text-neutral-700">{t('stores.elsewhere.body', { country: there, here: t(`stores.countries.${here.toLowerCase()}`) })}</p>
      <form method="post" action="/locale" className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <input type="hidden" name="country" value={country} />
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name="return_to" value={path} />
        <button type="submit" className="inline-flex h-12 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800" data-testid="store-elsewhere-switch">
          {t('stores.elsewhere.switch', { country: there })}
        </button>
        <UiLink to="/store-locations" className="text-sm font-medium underline underline-offset-4">
          {t('stores.elsewhere.local', { country: t(`stores.countries.${here.toLowerCase()}`) })}
        </UiLink>
      </form>
    </section>
  );
}
