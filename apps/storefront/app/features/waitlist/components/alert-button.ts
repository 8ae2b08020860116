/** The look and words of the alert buttons, shared by the button and the place it holds while it loads. */
import { cx } from '../../../lib/cx.ts';

export type AlertAvailability = 'waitlist' | 'coming_soon';

export const ALERT_BUTTON_TEXT = {
  waitlist: { idle: 'product.waitlist_me', set: 'product.waitlisted', added: 'alerts.added_restock', removed: 'alerts.removed_restock' },
  coming_soon: { idle: 'product.remind_me', set: 'product.reminder_set', added: 'alerts.added_launch', removed: 'alerts.removed_launch' },
} as const;

export const alertButtonClass = (pressed: boolean) =>
  cx(
    'inline-flex h-12 w-full items-center justify-center gap-2 border-2 border-black px-6 text-sm font-bold uppercase tracking-[0.08em]',
    pressed ? 'bg-black text-white hover:bg-neutral-800' : 'bg-white text-black hover:bg-neutral-100',
  );
