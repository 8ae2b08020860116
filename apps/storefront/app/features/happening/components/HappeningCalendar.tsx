/**
 * A month calendar to choose a day (product guide §2 "find slot"): a grid of the month's days,
 * Monday first; days without free places are there but disabled (`aria-disabled`, said as "no free
 * times"). One day at a time is in the tab order; arrow keys move by a day or a week, Home and End
 * to the week's ends, Page Up and Page Down by a month (the APG date picker's keys). Dates are the
 * store's local days.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSite } from '../../../lib/site.ts';
import { addDays, formatLocalDate } from '../../../lib/zoned-time.ts';

export interface HappeningCalendarProps {
  /** The first and last day that may be chosen (the store's today and the booking horizon). */
  first: string;
  last: string;
  /** Places left by day; a day not here has none. */
  capacity: ReadonlyMap<string, number>;
  selected: string | null;
  onSelect: (date: string) => void;
  /** The heading's id the grid is named by ("Choose a day"). */
  labelledBy: string;
}

const monthOf = (date: string) => date.slice(0, 7);
const weekday = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
const addMonths = (month: string, n: number) => {
  const at = new Date(`${month}-01T12:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + n);
  return at.toISOString().slice(0, 7);
};
const clamp = (date: string, first: string, last: string) => (date < first ? first : date > last ? last : date);

/** The weeks of a month as rows of dates (null outside the month). */
function weeksOf(month: string): Array<Array<string | null>> {
  const start = `${month}-01`;
  const days: Array<string | null> = Array.from({ length: weekday(start) }, () => null);
  for (let date = start; monthOf(date) === month; date = addDays(date, 1)) days.push(date);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

export function HappeningCalendar({ first, last, capacity, selected, onSelect, labelledBy }: HappeningCalendarProps) {
  const { t } = useTranslation();
  const { tag } = useSite();
  const firstAvailable = [...capacity.keys()].sort()[0];
  const [focusDay, setFocusDay] = useState<string>(() => selected ?? firstAvailable ?? first);
  const [month, setMonth] = useState(() => monthOf(focusDay));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDay}"]`)?.focus();
  }, [focusDay, month]);

  const moveTo = (date: string) => {
    const next = clamp(date, first, last);
    moved.current = true;
    setFocusDay(next);
    setMonth(monthOf(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday(date)),
      End: () => addDays(date, 6 - weekday(date)),
      PageUp: () => `${addMonths(monthOf(date), -1)}-${date.slice(8)}`.replace(/-(29|30|31)$/, '-28'),
      PageDown: () => `${addMonths(monthOf(date), 1)}-${date.slice(8)}`.replace(/-(29|30|31)$/, '-28'),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step());
  };

  const showMonth = (n: number) => {
    const next = addMonths(month, n);
    setMonth(next);
    const inMonth = [...capacity.keys()].sort().find((d) => monthOf(d) === next);
    setFocusDay(clamp(inMonth ?? `${next}-01`, first, last));
  };

  const monthTitle = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${month}-01T12:00:00Z`));
  const weekdayNames = Array.from({ length: 7 }, (_, i) => addDays('2026-11-23', i)); // a Monday
  const titleId = `${labelledBy}-month`;
  const navButton = 'inline-flex size-11 items-center justify-center rounded-full border border-neutral-400 text-lg hover:border-black disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div className="max-w-sm" data-testid="booking-calendar">
      <div className="flex items-center justify-between gap-2">
        <button type="button" className={navButton} onClick={() => showMonth(-1)} disabled={month <= monthOf(first)} aria-label={t('happening.calendar.previous')}>
          <span aria-hidden="true">‹</span>
        </button>
        <p id={titleId} className="font-semibold" aria-live="polite">
          {monthTitle}
        </p>
        <button type="button" className={navButton} onClick={() => showMonth(1)} disabled={month >= monthOf(last)} aria-label={t('happening.calendar.next')}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={`${labelledBy} ${titleId}`} className="mt-3 w-full table-fixed border-collapse text-center text-sm">
        <thead>
          <tr>
            {weekdayNames.map((d) => (
              <th key={d} scope="col" abbr={new Intl.DateTimeFormat(tag, { timeZone: 'UTC', weekday: 'long' }).format(new Date(`${d}T12:00:00Z`))} className="pb-2 font-normal text-neutral-600">
                {new Intl.DateTimeFormat(tag, { timeZone: 'UTC', weekday: 'narrow' }).format(new Date(`${d}T12:00:00Z`))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, row) => (
            <tr key={row}>
              {week.map((date, col) => {
                if (!date) return <td key={col} role="gridcell" />;
                const places = capacity.get(date) ?? 0;
                const open = places > 0 && date >= first && date <= last;
                const isSelected = date === selected;
                return (
                  <td key={date} role="gridcell" aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focusDay ? 0 : -1}
                      aria-disabled={open ? undefined : true}
                      aria-label={`${formatLocalDate(date, tag)}, ${open ? t('happening.calendar.free', { count: places }) : t('happening.calendar.none')}`}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onFocus={() => setFocusDay(date)}
                      onClick={() => open && onSelect(date)}
                      className={cx(
                        'h-11 w-full rounded-full tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-black',
                        isSelected ? 'bg-black font-semibold text-white' : open ? 'font-semibold hover:bg-neutral-200' : 'cursor-not-allowed text-neutral-500 line-through',
                      )}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-neutral-600">{t('happening.calendar.hint')}</p>
    </div>
  );
}
