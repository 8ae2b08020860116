/**
 * A store's page (`/store-locations/{slug}`): whether it is open now, the address with directions,
 * the phone, the week's hours on the store's clock (today marked), what it offers, and the map.
 */
import type { StoreLocationDto } from '@blush/shared/store-contracts';
import { WEEKDAYS } from '@blush/shared/stores';
import { UiBreadcrumbs } from '../../../components/ui/UiBreadcrumbs.tsx';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNow } from '../hooks/use-now.ts';
import { storeClock } from '../store-hours.ts';
import { StoresMap } from './StoresMap.tsx';
import { StoresOffers } from './StoresOffers.tsx';
import { StoresOpenStatus } from './StoresOpenStatus.tsx';

export interface StoresDetailProps {
  store: StoreLocationDto;
  /** The country's stores (this one included), in the locator's order: the map shows them around this one. */
  stores: ReadonlyArray<Pick<StoreLocationDto, 'slug' | 'name' | 'latitude' | 'longitude'>>;
  now: number;
  directions: string;
  tileUrl: string | null;
  attribution: string;
}

/** Monday first, as shoppers read a week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

export function StoresDetail({ store, stores, now: initialNow, directions, tileUrl, attribution }: StoresDetailProps) {
  const { t, i18n } = useTranslation();
  const km = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  // A closure's days are the store's local dates: shown as such, whatever the visitor's zone.
  const day = (date: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const around = stores.some((s) => s.slug === store.slug) ? stores : [store, ...stores];
  const now = useNow(initialNow);
  const today = storeClock(store.timeZone, now).day;
  const heading = 'text-lg font-semibold';
  return (
    <article className="mx-auto max-w-screen-2xl px-4 py-6 sm:px-6 sm:py-8" aria-labelledby="store-title" data-testid="store-page">
      <UiBreadcrumbs items={[{ label: t('stores.title'), to: '/store-locations' }, { label: store.name }]} />
      <h1 id="store-title" className="mt-4 text-3xl font-black tracking-tight sm:text-4xl">
        {store.name}
      </h1>
      <StoresOpenStatus store={store} now={now} className="mt-3 text-base" />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div className="space-y-8">
          <section aria-labelledby="store-address">
            <h2 id="store-address" className={heading}>{t('stores.detail.address')}</h2>
            <address className="mt-2 not-italic text-neutral-800" data-testid="store-address">
              {store.street}
              <br />
              {[store.city, store.postcode].filter(Boolean).join(' ')}
            </address>
            <div className="mt-4 flex flex-wrap gap-3">
              <UiLink to={directions} target="_blank" rel="noopener noreferrer" className="inline-flex h-11 items-center gap-2 bg-black px-5 text-sm font-semibold text-white hover:bg-neutral-800" data-testid="store-directions">
                <UiIcon name="pin" size={18} />
                {t('stores.detail.directions')}
                <span className="sr-only"> {t('stores.detail.new_window')}</span>
              </UiLink>
              <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} className="inline-flex h-11 items-center gap-2 border border-black px-5 text-sm font-semibold hover:bg-neutral-100" data-testid="store-phone">
                <span className="sr-only">{t('stores.phone')}: </span>
                {store.phone}
              </a>
            </div>
          </section>
          <section aria-labelledby="store-hours">
            <h2 id="store-hours" className={heading}>{t('stores.detail.hours')}</h2>
            <table className="mt-3 w-full max-w-sm text-sm" data-testid="store-hours">
              <caption className="sr-only">{t('stores.detail.hours')}</caption>
              <tbody>
                {WEEK.map((day) => {
                  const hours = store.weeklyHours[day];
                  const isToday = day === today;
                  return (
                    <tr key={day} className={cx('border-b border-neutral-200', isToday && 'font-semibold')} data-today={isToday || undefined}>
                      <th scope="row" className="py-2 pr-4 text-left font-[inherit]">
                        {t(`stores.days.${WEEKDAYS[day]}`)}
                        {isToday ? <span className="ml-2 bg-blush-100 px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide text-blush-900">{t('stores.detail.today')}</span> : null}
                      </th>
                      <td className="py-2 text-right tabular-nums">
                        {/* A day that closes after midnight (10:00–01:00) says that its close is the next day's. */}
                        {hours ? (hours.closes <= hours.opens ? t('stores.detail.hours_past_midnight', { opens: hours.opens, closes: hours.closes }) : `${hours.opens}–${hours.closes}`) : t('stores.detail.closed')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p className="mt-2 text-xs text-neutral-600">{t('stores.detail.local_time')}</p>
            {store.closures?.length ? (
              <>
                <h3 className="mt-4 text-sm font-semibold">{t('stores.detail.closures')}</h3>
                <ul className="mt-1 text-sm" data-testid="store-closures">
                  {store.closures.map((c) => (
                    <li key={c.startsOn}>
                      {t('stores.detail.closure', { days: c.startsOn === c.endsOn ? day(c.startsOn) : `${day(c.startsOn)} – ${day(c.endsOn)}` })}
                      {c.reason ? ` · ${c.reason}` : ''}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          <section aria-labelledby="store-offers">
            <h2 id="store-offers" className={heading}>{t('stores.offers.title')}</h2>
            <StoresOffers store={store} />
          </section>
        </div>
        <section aria-labelledby="store-map" className="lg:sticky lg:top-4">
          <h2 id="store-map" className="sr-only">{t('stores.map.title')}</h2>
          <StoresMap
            markers={around.map((s, index) =>
              s.slug === store.slug
                ? { id: s.slug, name: s.name, label: s.name, number: index + 1, latitude: s.latitude, longitude: s.longitude }
                : { id: s.slug, name: s.name, label: `${index + 1}. ${s.name}`, number: index + 1, latitude: s.latitude, longitude: s.longitude, href: `/store-locations/${s.slug}` },
            )}
            activeId={store.slug}
            focusId={store.slug}
            label={t('stores.map.store_label', { name: store.name })}
            scaleLabel={(d) => t('stores.map.scale', { distance: km.format(d) })}
            tileUrl={tileUrl}
            attribution={attribution}
          />
          <p className="mt-4">
            <UiLink to="/store-locations" className="text-sm font-medium underline underline-offset-4">
              {t('stores.detail.all_stores')}
            </UiLink>
          </p>
        </section>
      </div>
    </article>
  );
}
