/**
 * The buy button's alert states (product guide §4): "Waitlist me" on a sold-out variant that will
 * come back, "Remind me" on a coming-soon product. A member's press sets the alert at once and the
 * button turns to "Waitlisted" / "Reminder set" (a toggle: `aria-pressed`); pressed again it undoes
 * it; a notice says which. Whether it is set comes from the member's alerts, asked for after
 * hydration (the server-rendered page is the same for everybody). A guest gets a dialog asking for
 * the e-mail address (a confirmation link is sent first). The dialog and the calls load on a press.
 */
import { Suspense, lazy, useState } from 'react';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { isUnauthorized } from '../../../lib/session.ts';
import { liveAlert, useAlerts } from '../hooks/use-alerts.ts';
import { ALERT_BUTTON_TEXT, type AlertAvailability, alertButtonClass } from './alert-button.ts';

const WaitlistGuestDialog = lazy(() => import('./WaitlistGuestDialog.tsx').then((m) => ({ default: m.WaitlistGuestDialog })));

export type { AlertAvailability };

export interface WaitlistButtonProps {
  availability: AlertAvailability;
  variantId: number;
  /** "NARS Velvet Lip, Ruby": what the notices and the dialog name. */
  name: string;
}

export function WaitlistButton({ availability, variantId, name }: WaitlistButtonProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const alerts = useAlerts();
  const [pending, setPending] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);
  const text = ALERT_BUTTON_TEXT[availability];
  const set = liveAlert(alerts.data, variantId) !== undefined;
  const pressed = pending ?? set;

  const toggle = async () => {
    if (pending !== null) return;
    if (!alerts.signedIn || isUnauthorized(alerts.error)) return setAsking(true);
    const adding = !set;
    setPending(adding);
    try {
      const { updateAlert } = await import('../alerts-actions.ts');
      await updateAlert(alerts.context, variantId, adding ? 'add' : 'remove');
      notify(t(adding ? text.added : text.removed, { name }), { type: 'success', group: 'waitlist' });
    } catch (error) {
      if (isUnauthorized(error)) return setAsking(true);
      const status = (error as { status?: number })?.status;
      notify(status === 422 || status === 404 ? (error as Error).message : t('alerts.failed'), { type: 'error', group: 'waitlist' });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void toggle()}
        aria-pressed={pressed}
        aria-busy={pending !== null}
        className={alertButtonClass(pressed)}
        data-testid="buy-button"
        data-availability={availability}
      >
        {pressed ? <UiIcon name="check" size={18} /> : null}
        {t(pressed ? text.set : text.idle)}
      </button>
      {asking ? (
        <Suspense fallback={null}>
          <WaitlistGuestDialog kind={availability === 'waitlist' ? 'restock' : 'launch'} variantId={variantId} name={name} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
