/**
 * "Open now · closes at 22:00" / "Closed · opens at 10:00", on the store's own clock, closures
 * included ("Closed · opens 5 Jan 2027 at 10:00" after a closure of more than a week).
 */
import type { StoreLocationDto } from '@blush/shared/store-contracts';
import { WEEKDAYS } from '@blush/shared/stores';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { openState } from '../store-hours.ts';

type OpenStatusStore = Pick<StoreLocationDto, 'weeklyHours' | 'timeZone' | 'closures'>;

export function useOpenStatusText(): (store: OpenStatusStore, now: number) => { open: boolean; text: string } {
  const { t, i18n } = useTranslation();
  return (store, now) => {
    const state = openState(store.weeklyHours, store.timeZone, now, store.closures ?? []);
    if (state.open) return { open: true, text: t('stores.status.open', { time: state.closes }) };
    if (state.opens === null) return { open: false, text: t('stores.status.closed') };
    if (state.inDays === 0) return { open: false, text: t('stores.status.opens_today', { time: state.opens }) };
    if (state.inDays === 1) return { open: false, text: t('stores.status.opens_tomorrow', { time: state.opens }) };
    if (state.inDays <= 6) return { open: false, text: t('stores.status.opens_day', { time: state.opens, day: t(`stores.days.${WEEKDAYS[state.day]}`) }) };
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${state.date}T00:00:00Z`));
    return { open: false, text: t('stores.status.opens_date', { time: state.opens, date }) };
  };
}

export function StoresOpenStatus({ store, now, className }: { store: OpenStatusStore; now: number; className?: string }) {
  const status = useOpenStatusText()(store, now);
  return (
    <p className={cx('flex items-center gap-2 text-sm font-medium', status.open ? 'text-green-800' : 'text-neutral-700', className)} data-testid="store-open-status" data-open={status.open}>
      <span aria-hidden="true" className={cx('inline-block size-2 shrink-0 rounded-full', status.open ? 'bg-green-600' : 'bg-neutral-400')} />
      {status.text}
    </p>
  );
}
