import { useState } from 'react';
import { Checkbox } from 'react-aria-components';
import type { AdminWeek } from '@blush/shared/admin-store-contracts';
import { Button, FIELD_INPUT } from '../../components/ui.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/** Monday first, as staff read a week; the API's weeks are Sunday first. */
const ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * A week of hours (a store's opening or an artist's work): per day open or not, from and to. With
 * `pastMidnight` (a store's opening) a day may close after midnight: a closing time earlier than the
 * opening time is the next day's, and the row says so.
 */
export function WeekEditor({
  label,
  week,
  onSave,
  saving,
  saveLabel,
  pastMidnight = false,
}: {
  label: string;
  week: AdminWeek;
  onSave: (week: AdminWeek) => void;
  saving: boolean;
  saveLabel: string;
  pastMidnight?: boolean;
}) {
  const [draft, setDraft] = useState<AdminWeek>(week);
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <WeekFields label={label} week={draft} initial={week} onChange={setDraft} pastMidnight={pastMidnight} />
      <Button type="submit" isDisabled={saving} className="mt-3">
        {saveLabel}
      </Button>
    </form>
  );
}

/**
 * The days of a week as fields, without a form of their own (a form that holds more, such as
 * opening a store, saves them with the rest). `initial` gives a day ticked open again its hours;
 * `errors` are the API's messages for the week (`hours`) or one day (`hours.<day>`), shown under it.
 */
export function WeekFields({
  label,
  week,
  initial = week,
  onChange,
  pastMidnight = false,
  errors = {},
}: {
  label: string;
  week: AdminWeek;
  initial?: AdminWeek;
  onChange: (week: AdminWeek) => void;
  pastMidnight?: boolean;
  errors?: Readonly<Record<string, string>>;
}) {
  const { t } = useI18n();
  const set = (day: number, value: AdminWeek[number]) => onChange(week.map((h, i) => (i === day ? value : h)));
  return (
    <fieldset className="grid gap-2" aria-describedby={errors.hours ? 'week-error' : undefined}>
      <legend className="mb-2 font-medium text-stone-900">{label}</legend>
      {ORDER.map((day) => {
        const hours = week[day] ?? null;
        const name = t(`stores.day.${DAY_KEYS[day]}`);
        const error = errors[`hours.${day}`];
        return (
          <div key={day} className="flex flex-wrap items-center gap-3">
            <Checkbox
              isSelected={hours !== null}
              onChange={(open) => set(day, open ? (initial[day] ?? { opens: '10:00', closes: '22:00' }) : null)}
              className="flex min-h-11 w-40 items-center gap-2 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-blush-600"
            >
              {({ isSelected }) => (
                <>
                  <span aria-hidden className={`flex size-5 items-center justify-center rounded border ${isSelected ? 'border-blush-700 bg-blush-700 text-white' : 'border-stone-400 bg-white'}`}>
                    {isSelected ? '✓' : ''}
                  </span>
                  {t('stores.open_on', { day: name })}
                </>
              )}
            </Checkbox>
            {hours ? (
              <>
                <label className="text-sm">
                  {t('stores.opens_on', { day: name })}
                  <input type="time" required value={hours.opens} onChange={(e) => set(day, { ...hours, opens: e.target.value })} aria-invalid={error ? true : undefined} className={`${FIELD_INPUT} w-32`} />
                </label>
                <label className="text-sm">
                  {t('stores.closes_on', { day: name })}
                  <input
                    type="time"
                    required
                    value={hours.closes}
                    onChange={(e) => set(day, { ...hours, closes: e.target.value })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[pastMidnight && hours.closes < hours.opens ? `next-day-${day}` : '', error ? `day-error-${day}` : ''].join(' ').trim() || undefined}
                    className={`${FIELD_INPUT} w-32`}
                  />
                </label>
                {pastMidnight && hours.closes < hours.opens ? (
                  <span id={`next-day-${day}`} className="text-sm text-stone-700">
                    {t('stores.closes_next_day', { day: name })}
                  </span>
                ) : null}
              </>
            ) : (
              <span className="text-sm text-stone-700">{t('stores.closed')}</span>
            )}
            {error ? (
              <span id={`day-error-${day}`} className="basis-full text-sm text-red-800">
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
      {errors.hours ? (
        <span id="week-error" className="text-sm text-red-800">
          {errors.hours}
        </span>
      ) : null}
    </fieldset>
  );
}
