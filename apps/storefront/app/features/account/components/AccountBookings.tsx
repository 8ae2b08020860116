/**
 * `/account/bookings`: the member's bookings of services, classes and events, soonest first
 * (product guide §1, §4): each with its confirmation number, what, where, when (the store's local
 * time), its state, and the links to move (services) or cancel it while it may still change.
 */
import type { BookingDto } from '@blush/shared/booking-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSite } from '../../../lib/site.ts';
import { formatZoned } from '../../../lib/zoned-time.ts';
import { useMemberBookings } from '../hooks/use-member-bookings.ts';
import { AccountEmptyState } from './AccountEmptyState.tsx';
import { UiLoadError, UiLoading } from '../../../components/ui/UiLoadState.tsx';
import { AccountPageHeader } from './AccountPageHeader.tsx';

const KIND_PATH = { service: 'services', class: 'classes', event: 'events' } as const;
const STATE_STYLE: Record<BookingDto['state'], string> = {
  confirmed: 'bg-emerald-100 text-emerald-900',
  rescheduled: 'bg-blush-100 text-blush-900',
  cancelled: 'bg-neutral-200 text-neutral-800',
  expired: 'bg-amber-100 text-amber-900',
};

function BookingItem({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation();
  const { tag } = useSite();
  const titleId = `account-booking-${booking.id}`;
  const link = 'inline-flex h-11 items-center border border-black px-5 text-sm font-semibold hover:bg-black hover:text-white';
  return (
    <li aria-labelledby={titleId} className="border border-neutral-200 p-4 sm:p-5" data-testid="account-booking">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          {booking.activity.name}
        </h2>
        <span className={cx('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', STATE_STYLE[booking.state])} data-testid="account-booking-state" data-state={booking.state}>
          {t(`account.bookings.state.${booking.state}`)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-neutral-600">{t('account.bookings.field.number')}</dt>
          <dd className="mt-0.5 break-all">{booking.number}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-neutral-600">{t('account.bookings.field.time')}</dt>
          <dd className="mt-0.5">
            <time dateTime={booking.startsAt}>{formatZoned(booking.startsAt, booking.store.timeZone, tag)}</time>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-neutral-600">{t('account.bookings.field.store')}</dt>
          <dd className="mt-0.5">{booking.store.name}</dd>
        </div>
        {booking.artist ? (
          <div className="min-w-0">
            <dt className="text-neutral-600">{t('account.bookings.field.artist')}</dt>
            <dd className="mt-0.5">{booking.artist.name}</dd>
          </div>
        ) : null}
      </dl>
      {booking.manageable ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {booking.activity.kind === 'service' ? (
            <UiLink to={`/happening/services/reschedule/${booking.id}`} className={link} aria-label={t('account.bookings.reschedule_label', { number: booking.number })}>
              {t('account.bookings.reschedule')}
            </UiLink>
          ) : null}
          <UiLink to={`/happening/${KIND_PATH[booking.activity.kind]}/cancel/${booking.id}`} className={link} aria-label={t('account.bookings.cancel_label', { number: booking.number })}>
            {t('account.bookings.cancel')}
          </UiLink>
        </div>
      ) : null}
    </li>
  );
}

export function AccountBookings() {
  const { t } = useTranslation();
  const bookings = useMemberBookings();
  const list = bookings.data;
  return (
    <>
      <AccountPageHeader title={t('account.bookings.title')} />
      {list === undefined ? (
        bookings.isError ? (
          <UiLoadError error={bookings.error} onRetry={() => void bookings.refetch()} />
        ) : (
          <UiLoading blocks={['h-32', 'h-32']} label={t('account.bookings.loading')} />
        )
      ) : list.length === 0 ? (
        <AccountEmptyState icon="sparkle" title={t('account.bookings.empty_title')} body={t('account.bookings.empty_body')} action={{ label: t('account.bookings.browse'), href: '/happening/services' }} />
      ) : (
        <ul className="space-y-4">
          {list.map((booking) => (
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </>
  );
}
