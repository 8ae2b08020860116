import { Button as AriaButton, Calendar, CalendarCell, CalendarGrid, Dialog, Heading, Popover } from 'react-aria-components';
import { useI18n } from '../lib/i18n.tsx';

const STEP = 'min-h-11 min-w-11 rounded outline-none focus-visible:ring-2 focus-visible:ring-blush-600';

/**
 * The month calendar a React Aria date picker opens (inside its `DatePicker`): previous and next
 * month, the month's name and its days, in the staff member's locale (lib/i18n.tsx).
 */
export function CalendarPopover({ label }: { label: string }) {
  const { t } = useI18n();
  return (
    <Popover className="rounded-md border border-stone-300 bg-white p-3 shadow-lg">
      <Dialog aria-label={label}>
        <Calendar>
          <header className="mb-2 flex items-center justify-between gap-2">
            <AriaButton slot="previous" aria-label={t('stores.previous_month')} className={STEP}>
              ‹
            </AriaButton>
            <Heading className="font-medium" />
            <AriaButton slot="next" aria-label={t('stores.next_month')} className={STEP}>
              ›
            </AriaButton>
          </header>
          <CalendarGrid>{(date) => <CalendarCell date={date} className="flex size-10 items-center justify-center rounded outline-none data-[outside-month]:text-stone-400 data-[selected]:bg-blush-700 data-[selected]:text-white data-[focus-visible]:ring-2 data-[focus-visible]:ring-blush-600" />}</CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}
