/** "Open now · closes at 22:00" / "Closed · opens at 10:00", on the store's own clock. */
import type { StoreLocationDto } from '@blush/shared/store-contracts';
import { WEEKDAYS } from '@blush/shared/stores';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { openState } from '../store-hours.ts';

export function useOpenStatusText(): (store: Pick<StoreLocationDto, 'weeklyHours' | 'timeZone'>, now: number) => { open: boolean; text: string } {
  const { t } = useTranslation();
  return (store, now) => {
    const state = openState(store.weeklyHours, store.timeZone, now);
    if (state.open) return { open: true, text: t('stores.status.open', { time: state.closes }) };
    if (state.opens === null) return { open: false, text: t('stores.status.closed') };
    if (state.inDays === 0) return { open: false, text: t('stores.status.opens_today', { time: state.opens }) };
    if (state.inDays === 1) return { open: false, text: t('stores.status.opens_tomorrow', { time: state.opens }) };
    return { open: false, text: t('stores.status.opens_day', { time: state.opens, day: t(`stores.days.${WEEKDAYS[state.day]}`) }) };
  };
}

export function StoresOpenStatus({ store, now, className }: { store: Pick<StoreLocationDto, 'weeklyHours' | 'timeZone'>; now: number; className?: string }) {
  const status = useOpenStatusText()(store, now);
  return (
    <p className={cx('flex items-center gap-2 text-sm font-medium', status.open ? 'text-green-800' : 'text-neutral-700', className)} data-testid="store-open-status" data-open={status.open}>
      <span aria-hidden="true" className={cx('inline-block size-2 shrink-0 rounded-full', status.open ? 'bg-green-600' : 'bg-neutral-400')} />
      {status.text}
    </p>
  );
}
