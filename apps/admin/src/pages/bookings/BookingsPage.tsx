import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminBookingResponseSchema, type AdminBooking } from '@blush/shared/admin-booking-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button, FIELD_INPUT, SelectField } from '../../components/ui.tsx';
import { apiRequest, isApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useCan } from '../../lib/session.ts';
import { BookingDialog, type BookingChange } from './BookingDialog.tsx';
import { DayCalendar } from './DayCalendar.tsx';
import { isLocalDate, shiftDate, useBookingDay } from './booking-query.ts';

/** Bookings: a store's day on a calendar, per artist; store and day in the URL. */
export function BookingsPage() {
  const { t } = useI18n();
  return (
    <Allowed action="stores.read" title={t('bookings.title')}>
      <BookingsDay />
    </Allowed>
  );
}

function BookingsDay() {
  const { t } = useI18n();
  const can = useCan();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const store = params.get('store') ?? undefined;
  const askedDate = params.get('date');
  const day = useBookingDay(store, isLocalDate(askedDate) ? askedDate : undefined);
  const [open, setOpen] = useState<AdminBooking>();
  const [notice, setNotice] = useState('');
  const data = day.data;
  const date = data?.date ?? (isLocalDate(askedDate) ? askedDate : '');
  const go = (next: { store?: string; date?: string }) => {
    const search = new URLSearchParams(params);
    if (next.store !== undefined) search.set('store', next.store);
    if (next.date !== undefined && isLocalDate(next.date)) search.set('date', next.date);
    setNotice('');
    setParams(search);
  };

  const change = useMutation({
    mutationFn: ({ booking, change }: { booking: AdminBooking; change: BookingChange }) =>
      change.kind === 'move'
        ? apiRequest(`/bookings/${booking.id}/move`, adminBookingResponseSchema, { method: 'POST', body: { starts_at: change.starts_at, ...(change.artist_id ? { artist_id: change.artist_id } : {}), version: booking.version } })
        : apiRequest(`/bookings/${booking.id}/cancel`, adminBookingResponseSchema, { method: 'POST', body: { reason: change.reason, version: booking.version } }),
    onSuccess: ({ booking }, { change }) => {
      setOpen(undefined);
      setNotice(change.kind === 'move' ? t('bookings.moved', { number: booking.number, when: whenLabel(booking, data?.store.time_zone) }) : t('bookings.cancelled', { number: booking.number }));
    },
    onError: async (error, { booking }) => {
      // A colleague (or the shopper) changed it meanwhile: close, reload the day, say so.
      if (isApiError(error, 'edit_conflict') || isApiError(error, 'booking_cancelled') || isApiError(error, 'booking_expired')) {
        setOpen(undefined);
        setNotice('');
      }
      if (isApiError(error, 'slot_unavailable')) await queryClient.invalidateQueries({ queryKey: ['bookings', 'slots', booking.id] });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['bookings', 'day'] });
    },
  });
  const stale = change.error && !open ? (isApiError(change.error, 'edit_conflict') ? t('bookings.conflict') : undefined) : undefined;

  return (
    <>
      <PageHeading>{t('bookings.title')}</PageHeading>
      <p className="text-stone-700">{t('bookings.intro')}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          go({ date: String(form.get('date') ?? '') });
        }}
      >
        {data ? (
          <div className="min-w-64">
            <SelectField label={t('bookings.store')} name="store" value={data.store.id} onChange={(value) => go({ store: value })} options={data.stores.map((s) => ({ value: s.id, label: `${s.name} (${s.country})` }))} />
          </div>
        ) : null}
        <div>
          <label htmlFor="field-date" className="block text-sm font-medium text-stone-800">
            {t('bookings.date')}
          </label>
          <input key={date} id="field-date" name="date" type="date" required defaultValue={date} className={FIELD_INPUT} />
        </div>
        <Button type="submit" variant="secondary">
          {t('bookings.show')}
        </Button>
        {date ? (
          <>
            <Button variant="secondary" onPress={() => go({ date: shiftDate(date, -1) })}>
              {t('bookings.previous_day')}
            </Button>
            <Button variant="secondary" onPress={() => go({ date: shiftDate(date, 1) })}>
              {t('bookings.next_day')}
            </Button>
          </>
        ) : null}
      </form>
      <ErrorAlert error={day.error ?? (open ? undefined : change.error)} message={stale} />
      <StatusMessage message={notice} />
      {data ? (
        <div aria-busy={day.isFetching} className="space-y-3">
          {data.bookings.length === 0 ? <p className="rounded-lg border border-stone-200 bg-white px-3 py-6 text-center text-stone-600">{t('bookings.none')}</p> : null}
          <DayCalendar
            day={data}
            onOpen={(booking) => {
              change.reset();
              setOpen(booking);
            }}
          />
        </div>
      ) : day.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : null}
      {open ? (
        <BookingDialog
          key={open.id}
          booking={open}
          date={date}
          canManage={can('bookings.manage')}
          busy={change.isPending}
          error={change.error}
          onClose={() => setOpen(undefined)}
          onSubmit={(c) => change.mutate({ booking: open, change: c })}
        />
      ) : null}
    </>
  );
}

/** "2026-11-28 14:30": the new local date and time of a moved booking, in the store's time zone. */
function whenLabel(booking: AdminBooking, timeZone: string | undefined): string {
  const date = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(new Date(booking.starts_at));
  return `${date} ${booking.starts_local}`;
}
