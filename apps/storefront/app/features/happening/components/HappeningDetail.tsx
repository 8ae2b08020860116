/**
 * `/happening/{services|classes|events}/{id}`: an activity's page (product guide §2, §3): what it
 * is, how long, what it costs ("Free"), what to expect and the stores that hold it; then the
 * booking flow where the web may book, or the hand-over to an external booking provider (decision
 * 0026), else the app prompt with the app listing's QR code (product guide §6).
 */
import type { ActivityDto, AppListingDto } from '@blush/shared/booking-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { HappeningAppPrompt } from './HappeningAppPrompt.tsx';
import { HappeningBooking } from './HappeningBooking.tsx';
import { HappeningProviderHandoff } from './HappeningProviderHandoff.tsx';
import { usePriceText } from './HappeningCard.tsx';

const TAB_OF = { service: 'services', class: 'classes', event: 'events' } as const;

/** `appListing`: where booking is app-exclusive, the app listing and its QR code for the prompt. */
export function HappeningDetail({ activity, appListing = null }: { activity: ActivityDto; appListing?: AppListingDto | null }) {
  const { t } = useTranslation();
  const price = usePriceText();
  const back = TAB_OF[activity.kind] === 'services' ? '/happening/services' : `/happening/services?tab=${TAB_OF[activity.kind]}`;
  return (
    <article data-testid="activity-page" data-kind={activity.kind}>
      <UiLink to={back} className="text-sm underline underline-offset-4 hover:no-underline">
        {t(`happening.detail.back.${activity.kind}`)}
      </UiLink>
      {activity.group ? <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-blush-800">{activity.group.name}</p> : null}
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{activity.name}</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">{activity.summary}</p>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm text-neutral-600">{t('happening.field.duration')}</dt>
          <dd className="font-semibold">{t('happening.minutes', { count: activity.durationMinutes })}</dd>
        </div>
        <div>
          <dt className="text-sm text-neutral-600">{t('happening.field.price')}</dt>
          <dd className="font-semibold" data-testid="activity-price">
            {price(activity.price)}
          </dd>
        </div>
      </dl>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
        <section aria-labelledby="expect-title">
          <h2 id="expect-title" className="text-lg font-semibold">
            {t('happening.detail.expect')}
          </h2>
          <p className="mt-2 text-neutral-800">{activity.description}</p>
        </section>
        <section aria-labelledby="where-title">
          <h2 id="where-title" className="text-lg font-semibold">
            {t('happening.detail.where')}
          </h2>
          <ul className="mt-2 space-y-2 text-sm">
            {activity.stores.map((store) => (
              <li key={store.id}>
                <UiLink to={`/store-locations/${encodeURIComponent(store.id)}`} className="font-semibold underline underline-offset-2 hover:no-underline">
                  {store.name}
                </UiLink>
                <span className="block text-neutral-700">{store.city}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="mt-10">
        {!activity.bookableOnWeb ? (
          <HappeningAppPrompt name={activity.name} listing={appListing} />
        ) : activity.bookingProvider === 'external' ? (
          <HappeningProviderHandoff activity={activity} />
        ) : (
          <HappeningBooking activity={activity} />
        )}
      </div>
    </article>
  );
}
