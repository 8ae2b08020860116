import { useState } from 'react';
import { Checkbox } from 'react-aria-components';
import type { AdminWeek } from '@blush/shared/admin-store-contracts';
import { Button, FIELD_INPUT } from '../../components/ui.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/** Monday first, as staff read a week; the API's weeks are Sunday first. */
const ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** A week of hours (a store's opening or an artist's work): per day open or not, from and to. */
export function WeekEditor({ label, week, onSave, saving, saveLabel }: { label: string; week: AdminWeek; onSave: (week: AdminWeek) => void; saving: boolean; saveLabel: string }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<AdminWeek>(week);
  const set = (day: number, value: AdminWeek[number]) => setDraft((d) => d.map((h, i) => (i === day ? value : h)));
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-stone-900">{label}</legend>
        {ORDER.map((day) => {
          const hours = draft[day] ?? null;
          const name = t(`stores.day.${DAY_KEYS[day]}`);
          return (
            <div key={day} className="flex flex-wrap items-center gap-3">
              <Checkbox
                isSelected={hours !== null}
                onChange={(open) => set(day, open ? (week[day] ?? { opens: '10:00', closes: '22:00' }) : null)}
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
                    <input type="time" required value={hours.opens} onChange={(e) => set(day, { ...hours, opens: e.target.value })} className={`${FIELD_INPUT} w-32`} />
                  </label>
                  <label className="text-sm">
                    {t('stores.closes_on', { day: name })}
                    <input type="time" required value={hours.closes} onChange={(e) => set(day, { ...hours, closes: e.target.value })} className={`${FIELD_INPUT} w-32`} />
                  </label>
                </>
              ) : (
                <span className="text-sm text-stone-700">{t('stores.closed')}</span>
              )}
            </div>
          );
        })}
      </fieldset>
      <Button type="submit" isDisabled={saving} className="mt-3">
        {saveLabel}
      </Button>
    </form>
  );
}
