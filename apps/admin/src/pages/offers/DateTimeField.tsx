import { parseDateTime } from '@internationalized/date';
import { Button as AriaButton, DateInput, DatePicker, DateSegment, Group, Label, Text } from 'react-aria-components';
import { CalendarPopover } from '../../components/CalendarPopover.tsx';
import { FIELD_INPUT } from '../../components/ui.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/** "2026-12-01T09:00" as the picker's value (null when empty or unreadable). */
function valueOf(local: string) {
  if (!local) return null;
  try {
    return parseDateTime(local);
  } catch {
    return null;
  }
}

/**
 * React Aria's date picker to the minute (typed segment by segment, or the day picked on a
 * calendar), for a local date and time in a zone the caller names; hands back "YYYY-MM-DDTHH:mm",
 * or "" once cleared.
 */
export function DateTimeField({ label, description, value, onChange, isDisabled }: { label: string; description?: string; value: string; onChange: (local: string) => void; isDisabled?: boolean }) {
  // The locale (day before month, 24-hour, Gregorian) comes from the app's I18nProvider (lib/i18n.tsx).
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-start gap-2">
        <DatePicker className="block" granularity="minute" hourCycle={24} value={valueOf(value)} isDisabled={isDisabled} onChange={(v) => onChange(v ? v.toString().slice(0, 16) : '')}>
          <Label className="block text-sm font-medium text-stone-800">{label}</Label>
          <Group className={`${FIELD_INPUT} flex w-72 max-w-full items-center justify-between`}>
            <DateInput className="flex flex-wrap">{(segment) => <DateSegment segment={segment} className="rounded px-0.5 tabular-nums outline-none focus:bg-blush-700 focus:text-white data-[placeholder]:text-stone-600" />}</DateInput>
            <AriaButton aria-label={t('offers.open_calendar', { label })} className="min-h-9 min-w-9 rounded outline-none focus-visible:ring-2 focus-visible:ring-blush-600">
              ▾
            </AriaButton>
          </Group>
          {description ? <Text slot="description" className="mt-1 block text-sm text-stone-600">{description}</Text> : null}
          <CalendarPopover label={label} />
        </DatePicker>
        {value && !isDisabled ? (
          <AriaButton onPress={() => onChange('')} aria-label={t('offers.clear_date', { label })} className="mt-6 min-h-11 rounded-md border border-stone-300 px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-blush-600">
            {t('offers.clear')}
          </AriaButton>
        ) : null}
    </div>
  );
}
