/**
 * What the reschedule and cancel pages share (product guide §2, §4): the heading, the booking
 * being loaded, refused (the API's message, e.g. owner mismatch) or shown with its state and facts;
 * an expired booking says "Booking expired" and offers nothing (product guide §4, §8), a cancelled
 * one says so. The page's own part comes below, only while the booking may be changed.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { BookingDto } from '@blush/shared/booking-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { signInHref, useSessionSubject } from '../../../lib/session.ts';
import type { BookingLoad } from '../hooks/use-booking.ts';
import { HappeningFacts, bookingFacts } from './HappeningFacts.tsx';

const STATE_STYLE: Record<BookingDto['state'], string> = {
  confirmed: 'bg-emerald-100 text-emerald-900',
  rescheduled: 'bg-blush-100 text-blush-900',
  cancelled: 'bg-neutral-200 text-neutral-800',
  expired: 'bg-amber-100 text-amber-900',
};

export function HappeningStateBadge({ state }: { state: BookingDto['state'] }) {
  const { t } = useTranslation();
  return (
    <span className={cx('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', STATE_STYLE[state])} data-testid="booking-state" data-state={state}>
      {t(`happening.state.${state}`)}
    </span>
  );
}


export interface HappeningManageFrameProps {
  title: string;
  load: BookingLoad;
  onRetry: () => void;
  /** Above the facts: a success message after a change. */
  notice?: ReactNode;
  children: (booking: BookingDto) => ReactNode;
}

export function HappeningManageFrame({ title, load, onRetry, notice, children }: HappeningManageFrameProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useSessionSubject() !== null;
  return (
    <div className="max-w-2xl" data-testid="booking-manage">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {load.status === 'loading' ? (
        <p role="status" className="mt-6 text-neutral-700">
          {t('happening.loading')}
        </p>
      ) : null}
      {load.status === 'error' ? (
        <div role="alert" className="mt-6 border-l-4 border-blush-700 bg-blush-50 px-4 py-3" data-testid="manage-error">
          <p>{load.message ?? t('happening.load_failed')}</p>
          {load.code === 'owner_mismatch' && !signedIn ? (
            <UiLink to={signInHref(`${location.pathname}${location.search}`)} className="mt-2 inline-block text-sm underline underline-offset-2">
              {t('happening.manage.sign_in')}
            </UiLink>
          ) : null}
          {load.message ? null : (
            <button type="button" className="mt-2 text-sm underline" onClick={onRetry}>
              {t('happening.retry')}
            </button>
          )}
        </div>
      ) : null}
      {load.status === 'ready' ? (
        <>
          {notice}
          <section aria-labelledby="manage-booking-title" className="mt-6 border border-neutral-200 p-4 sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="manage-booking-title" className="text-lg font-semibold">
                {t('happening.manage.your_booking')}
              </h2>
              <HappeningStateBadge state={load.booking.state} />
            </div>
            <div className="mt-4">
              <HappeningFacts facts={bookingFacts(load.booking)} />
            </div>
            {load.booking.cancelReason ? (
              <p className="mt-3 text-sm text-neutral-700">
                {t('happening.manage.reason_was')} {load.booking.cancelReason}
              </p>
            ) : null}
          </section>
          {load.booking.state === 'expired' ? (
            <div role="status" className="mt-6 border-l-4 border-amber-600 bg-amber-50 px-4 py-3" data-testid="booking-expired">
              <p className="font-semibold">{t('happening.manage.expired_title')}</p>
              <p className="mt-1 text-sm">{t('happening.manage.expired_body')}</p>
            </div>
          ) : null}
          {load.booking.state === 'cancelled' && !notice ? (
            <p role="status" className="mt-6 border-l-4 border-neutral-400 bg-neutral-100 px-4 py-3" data-testid="booking-cancelled">
              {t('happening.manage.cancelled_body')}
            </p>
          ) : null}
          {load.booking.manageable ? children(load.booking) : null}
        </>
      ) : null}
    </div>
  );
}
