import type { AdminBooking, AdminBookingDay } from '@blush/shared/admin-booking-contracts';
import { useI18n } from '../../lib/i18n.tsx';
import { minutesOf } from './booking-query.ts';

/** Height of one minute on the calendar, in pixels (an hour is 96 px: a 30-minute booking shows three lines). */
const PX = 1.6;

const STATE_STYLE: Record<AdminBooking['state'], string> = {
  confirmed: 'border-blush-700 bg-blush-50',
  rescheduled: 'border-amber-700 bg-amber-50',
  cancelled: 'border-stone-400 bg-stone-100 text-stone-600 line-through',
  expired: 'border-stone-400 bg-white text-stone-700',
};

interface Column {
  key: string;
  name: string;
  hours: string | null;
  bookings: AdminBooking[];
}

/** The columns: each artist of the day, then classes and events (bookings without an artist) if any. */
function columnsOf(day: AdminBookingDay, t: ReturnType<typeof useI18n>['t']): Column[] {
  const columns: Column[] = day.artists.map((a) => ({
    key: `artist-${a.id}`,
    name: a.name,
    hours: a.starts && a.ends ? t('bookings.hours', { starts: a.starts, ends: a.ends }) : null,
    bookings: day.bookings.filter((b) => b.artist?.id === a.id),
  }));
  const seats = day.bookings.filter((b) => b.artist === null);
  if (seats.length) columns.push({ key: 'classes', name: t('bookings.classes'), hours: null, bookings: seats });
  return columns;
}

/** The hours the calendar spans: the artists' day and every booking, whole hours. */
function spanOf(day: AdminBookingDay): { from: number; to: number } {
  const starts = [...day.artists.map((a) => a.starts), ...day.bookings.map((b) => b.starts_local)].filter((v): v is string => !!v).map(minutesOf);
  const ends = [...day.artists.map((a) => a.ends), ...day.bookings.map((b) => (b.ends_local < b.starts_local ? '24:00' : b.ends_local))].filter((v): v is string => !!v).map(minutesOf);
  const from = Math.floor(Math.min(...starts, 10 * 60) / 60) * 60;
  const to = Math.ceil(Math.max(...ends, 18 * 60) / 60) * 60;
  return { from, to };
}

/**
 * A store's day: a column per artist, each a labelled list whose bookings are buttons placed by
 * their time (Tab reaches each, in time order; a screen reader hears the column and each booking's
 * time, service, shopper and status). The hour lines are decoration, hidden from assistive technology.
 */
export function DayCalendar({ day, onOpen }: { day: AdminBookingDay; onOpen: (booking: AdminBooking) => void }) {
  const { t } = useI18n();
  const columns = columnsOf(day, t);
  const { from, to } = spanOf(day);
  const height = (to - from) * PX;
  const hours = Array.from({ length: (to - from) / 60 + 1 }, (_, i) => from + i * 60);
  return (
    <section aria-label={t('bookings.calendar', { date: day.date, store: day.store.name })} className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <div className="flex min-w-max">
        <div aria-hidden="true" className="w-14 shrink-0 border-r border-stone-200">
          <div className="h-14 border-b border-stone-200" />
          <div className="relative" style={{ height }}>
            {hours.map((m) => (
              <span key={m} className="absolute right-1 -translate-y-1/2 text-xs text-stone-600" style={{ top: (m - from) * PX }}>
                {`${String(m / 60).padStart(2, '0')}:00`}
              </span>
            ))}
          </div>
        </div>
        {columns.map((column) => (
          <div key={column.key} className="w-48 shrink-0 border-r border-stone-200 last:border-r-0">
            <div className="h-14 border-b border-stone-200 px-2 py-1">
              <h2 id={`col-${column.key}`} className="truncate text-sm font-semibold">
                {column.name}
              </h2>
              {column.hours ? <p className="truncate text-xs text-stone-600">{column.hours}</p> : null}
            </div>
            <div className="relative" style={{ height }}>
              <div aria-hidden="true">
                {hours.map((m) => (
                  <div key={m} className="absolute inset-x-0 border-t border-stone-100" style={{ top: (m - from) * PX }} />
                ))}
              </div>
              <ul aria-label={t('bookings.column', { artist: column.name, count: column.bookings.length })}>
                {column.bookings.map((booking) => {
                  const start = minutesOf(booking.starts_local);
                  const end = Math.max(start + 15, booking.ends_local < booking.starts_local ? 24 * 60 : minutesOf(booking.ends_local));
                  return (
                    <li key={booking.id} className="absolute inset-x-1" style={{ top: (start - from) * PX, height: (end - start) * PX }}>
                      <button
                        type="button"
                        onClick={() => onOpen(booking)}
                        aria-label={t('bookings.block', { start: booking.starts_local, end: booking.ends_local, activity: booking.activity.name, name: booking.customer.name, state: t(`booking_state.${booking.state}`) })}
                        className={`block h-full w-full overflow-hidden rounded border-l-4 px-2 py-0.5 text-left text-xs outline-none focus-visible:ring-2 focus-visible:ring-blush-600 ${STATE_STYLE[booking.state]}`}
                      >
                        {/* The visible words begin the accessible name (which adds the status), as WCAG's label-in-name asks. */}
                        <span className="font-semibold">
                          {booking.starts_local}–{booking.ends_local}
                        </span>{' '}
                        {booking.activity.name}, {booking.customer.name}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
