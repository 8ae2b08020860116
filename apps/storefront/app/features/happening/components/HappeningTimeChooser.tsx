/**
 * Day, time and (for a service) artist at a chosen store: the calendar of the days with free
 * places, that day's times with the places left, then the artists free at that time or any
 * available artist. Used to book and to move a booking.
 */
import { useId } from 'react';
import type { SlotDto } from '@blush/shared/booking-contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { addDays, localDateIn } from '../../../lib/zoned-time.ts';
import type { useSlots } from '../hooks/use-slots.ts';
import { HappeningArtistPicker } from './HappeningArtistPicker.tsx';
import { HappeningCalendar } from './HappeningCalendar.tsx';
import { HappeningSlotPicker } from './HappeningSlotPicker.tsx';

export interface HappeningTimeChooserProps {
  state: ReturnType<typeof useSlots>;
  isService: boolean;
  slot: SlotDto | null;
  onSlot: (slot: SlotDto | null) => void;
  artist: number | null;
  onArtist: (artist: number | null) => void;
  /** Heading level of the parts (h2 on the activity page, h3 under a booking). */
  level?: 2 | 3;
  /** Ids of the day and time headings (focus moves to the times after a place was just taken). */
  timesHeadingId?: string;
}

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="text-sm text-neutral-700">
      {label}
    </p>
  );
}

export function HappeningTimeChooser({ state, isService, slot, onSlot, artist, onArtist, level = 2, timesHeadingId }: HappeningTimeChooserProps) {
  const { t } = useTranslation();
  const uid = useId();
  const H = level === 2 ? 'h2' : 'h3';
  const dayId = `${uid}-day`;
  const timeId = timesHeadingId ?? `${uid}-time`;
  const artistId = `${uid}-artist`;
  const heading = 'text-base font-semibold outline-none';
  const { days, date, slots } = state;
  return (
    <>
      <section aria-labelledby={dayId} className="space-y-3">
        <H id={dayId} className={heading}>
          {t('happening.book.day')}
        </H>
        <Pending status={days.status} onRetry={state.reload} />
        {days.status === 'ready' ? (
          days.data.capacity.size === 0 ? (
            <div role="status" className="border-l-4 border-neutral-400 bg-neutral-100 px-4 py-3" data-testid="days-empty">
              <p className="font-semibold">{t('happening.slots.empty_title')}</p>
              <p className="mt-1 text-sm text-neutral-700">{t('happening.slots.none_ahead')}</p>
            </div>
          ) : (
            <HappeningCalendar
              first={localDateIn(new Date(), days.data.timeZone)}
              last={addDays(localDateIn(new Date(), days.data.timeZone), 60)}
              capacity={days.data.capacity}
              selected={date}
              onSelect={(next) => {
                onSlot(null);
                state.chooseDate(next);
              }}
              labelledBy={dayId}
            />
          )
        ) : null}
      </section>
      {date ? (
        <section aria-labelledby={timeId} className="space-y-3">
          <H id={timeId} tabIndex={-1} className={heading}>
            {t('happening.book.time')}
          </H>
          <Pending status={slots.status} onRetry={state.reload} />
          {slots.status === 'ready' ? (
            <HappeningSlotPicker
              name={`${uid}-slot`}
              date={slots.data.date}
              timeZone={slots.data.timeZone}
              slots={slots.data.slots}
              selected={slot?.startsAt ?? null}
              onSelect={(next) => {
                onSlot(next);
                if (artist !== null && !next.artists.some((a) => a.id === artist)) onArtist(null);
              }}
            />
          ) : null}
        </section>
      ) : null}
      {isService && slot ? (
        <section className="space-y-3">
          <H id={artistId} className={heading}>
            {t('happening.book.artist')}
          </H>
          <HappeningArtistPicker name={`${uid}-artist-choice`} legendId={artistId} artists={slot.artists} selected={artist} onSelect={onArtist} />
        </section>
      ) : null}
    </>
  );
}

/** While a list loads: the loading line; when it failed: why, and Try again. */
function Pending({ status, onRetry }: { status: string; onRetry: () => void }) {
  const { t } = useTranslation();
  if (status === 'loading' || status === 'idle') return <Loading label={t('happening.loading')} />;
  if (status !== 'error') return null;
  return (
    <p role="alert" className="text-sm">
      {t('happening.load_failed')}{' '}
      <button type="button" className="underline" onClick={onRetry}>
        {t('happening.retry')}
      </button>
    </p>
  );
}
