/**
 * The alert button as the product page renders it: its code (and the member's alerts query) is a
 * chunk of its own, fetched while the page hydrates instead of being first-load JavaScript (the
 * product page's budget). The server renders the real button; on a client-side visit, until the
 * chunk is there, the same button holds its place.
 */
import { Suspense, lazy } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { ALERT_BUTTON_TEXT, alertButtonClass } from './alert-button.ts';
import type { WaitlistButtonProps } from './WaitlistButton.tsx';

const load = () => import('./WaitlistButton.tsx');
const preloaded = typeof window === 'undefined' ? null : load();
const WaitlistButton = lazy(() => (preloaded ?? load()).then((m) => ({ default: m.WaitlistButton })));

function Placeholder({ availability }: Pick<WaitlistButtonProps, 'availability'>) {
  const { t } = useTranslation();
  return (
    <button type="button" aria-pressed={false} aria-busy className={alertButtonClass(false)} data-testid="buy-button" data-availability={availability}>
      {t(ALERT_BUTTON_TEXT[availability].idle)}
    </button>
  );
}

export function WaitlistButtonLazy(props: WaitlistButtonProps) {
  return (
    <Suspense fallback={<Placeholder availability={props.availability} />}>
      <WaitlistButton {...props} />
    </Suspense>
  );
}
