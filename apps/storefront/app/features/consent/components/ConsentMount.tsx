/**
 * Where the consent banner lives (root layout): after hydration, if the visitor has not chosen
 * yet, or when the footer's "Cookie settings" asks, the banner's chunk is loaded and shown. The
 * server renders nothing here, so the first paint and hydration are the same for everybody and
 * the banner costs no first-load JavaScript.
 */
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { CONSENT_OPEN_EVENT, CONSENT_SETTINGS_ATTRIBUTE, readConsent, subscribeConsent } from '../consent.ts';

const ConsentBanner = lazy(() => import('./ConsentBanner.tsx').then((m) => ({ default: m.ConsentBanner })));

/** Undecided as the browser sees it; false on the server and while hydrating (the markup must match). */
function useUndecided(): boolean {
  return useSyncExternalStore(subscribeConsent, () => readConsent() === null, () => false);
}

export function ConsentMount() {
  const undecided = useUndecided();
  // How often the settings were reopened: a new banner (and focus) each time; 0 = not reopened.
  const [reopened, setReopened] = useState(0);

  useEffect(() => {
    const onOpen = () => setReopened((n) => n + 1);
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`[${CONSENT_SETTINGS_ATTRIBUTE}]`)) onOpen();
    };
    window.addEventListener(CONSENT_OPEN_EVENT, onOpen);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener(CONSENT_OPEN_EVENT, onOpen);
      document.removeEventListener('click', onClick);
    };
  }, []);

  const [closedAt, setClosedAt] = useState(0);
  const settingsOpen = reopened > closedAt;
  if (!settingsOpen && !undecided) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        key={settingsOpen ? reopened : 0}
        view={settingsOpen ? 'settings' : 'banner'}
        focusOnOpen={settingsOpen}
        onClose={() => setClosedAt(reopened)}
      />
    </Suspense>
  );
}
