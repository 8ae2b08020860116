/**
 * A booking's facts as a description list (product guide §3): confirmation number, service,
 * duration, price ("Free"), store, local date and time (the store's time zone), artist.
 */
import type { BookingDto } from '@blush/shared/booking-contracts';
import type { Money } from '@blush/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSite } from '../../../lib/site.ts';
import { formatZoned } from '../../../lib/zoned-time.ts';
import { usePriceText } from './HappeningCard.tsx';

export interface BookingFacts {
  number?: string;
  name: string;
  durationMinutes: number;
  price: Money;
  store: string;
  startsAt: string;
  timeZone: string;
  /** A service's artist: a name, or null for any available artist; undefined for a class or event. */
  artist?: string | null;
}

export function HappeningFacts({ facts }: { facts: BookingFacts }) {
  const { t } = useTranslation();
  const { tag } = useSite();
  const price = usePriceText();
  const rows: Array<[string, string, string]> = [
    ...(facts.number ? [['number', t('happening.field.number'), facts.number] as [string, string, string]] : []),
    ['service', t('happening.field.service'), facts.name],
    ['duration', t('happening.field.duration'), t('happening.minutes', { count: facts.durationMinutes })],
    ['price', t('happening.field.price'), price(facts.price)],
    ['store', t('happening.field.store'), facts.store],
    ['time', t('happening.field.time'), formatZoned(facts.startsAt, facts.timeZone, tag)],
    ...(facts.artist !== undefined ? [['artist', t('happening.field.artist'), facts.artist ?? t('happening.artist.any')] as [string, string, string]] : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2" data-testid="booking-facts">
      {rows.map(([key, label, value]) => (
        <div key={key} className="min-w-0">
          <dt className="text-neutral-600">{label}</dt>
          <dd className="mt-0.5 break-words font-semibold" data-testid={`fact-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What a booking's facts show: number, activity, duration, price, store, local time and (a service's) artist. */
export const bookingFacts = (booking: BookingDto) => ({
  number: booking.number,
  name: booking.activity.name,
  durationMinutes: booking.activity.durationMinutes,
  price: booking.activity.price,
  store: booking.store.name,
  startsAt: booking.startsAt,
  timeZone: booking.store.timeZone,
  ...(booking.activity.kind === 'service' ? { artist: booking.artist?.name ?? null } : {}),
});
