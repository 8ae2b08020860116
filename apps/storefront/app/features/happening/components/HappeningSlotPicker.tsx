/**
 * A day's free times (product guide §3 "slot with capacity"): native radios, so arrow keys move
 * between them, each with its local start time and the places left. No time free: "Time slots
 * empty" (product guide §8).
 */
import type { SlotDto } from '@blush/shared/booking-contracts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSite } from '../../../lib/site.ts';
import { formatLocalDate, zonedParts } from '../../../lib/zoned-time.ts';

export interface HappeningSlotPickerProps {
  date: string;
  timeZone: string;
  slots: SlotDto[];
  selected: string | null;
  onSelect: (slot: SlotDto) => void;
  name: string;
}

export function HappeningSlotPicker({ date, timeZone, slots, selected, onSelect, name }: HappeningSlotPickerProps) {
  const { t } = useTranslation();
  const { tag } = useSite();
  if (slots.length === 0) {
    return (
      <div role="status" className="border-l-4 border-neutral-400 bg-neutral-100 px-4 py-3" data-testid="slots-empty">
        <p className="font-semibold">{t('happening.slots.empty_title')}</p>
        <p className="mt-1 text-sm text-neutral-700">{t('happening.slots.empty_body', { date: formatLocalDate(date, tag) })}</p>
      </div>
    );
  }
  return (
    <fieldset data-testid="slot-picker">
      <legend className="text-sm text-neutral-700">{t('happening.slots.legend', { date: formatLocalDate(date, tag) })}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {slots.map((slot) => {
          const checked = slot.startsAt === selected;
          const time = zonedParts(slot.startsAt, timeZone, tag).time;
          return (
            <label
              key={slot.startsAt}
              className={cx(
                'flex cursor-pointer flex-col rounded-md border px-3 py-2 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-black',
                checked ? 'border-black bg-black text-white' : 'border-neutral-400 hover:border-black',
              )}
              data-testid="slot"
            >
              <input type="radio" name={name} value={slot.startsAt} checked={checked} onChange={() => onSelect(slot)} className="sr-only" />
              <span className="font-semibold tabular-nums">{time}</span>
              <span className={cx('text-xs', checked ? 'text-white' : 'text-neutral-700')}>{t('happening.slots.places', { count: slot.capacity })}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
