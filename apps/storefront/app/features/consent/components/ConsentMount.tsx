/**
 * Where the consent banner lives (root layout): shown while the visitor has not chosen, or when
 * the footer's "Cookie settings" asks. The server renders it for a visitor without a choice (the
 * consent cookie is in the request, and in the page cache's key), so it paints with the page,
 * not after hydration: arriving late, it was the largest thing painted last on a phone (the
 * Lighthouse LCP element of the home page and the bag, issue 20). Its code stays a chunk of its
 * own, not first-load JavaScript: until it is there React leaves the server's markup in place.
 */
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { CONSENT_OPEN_EVENT, CONSENT_SETTINGS_ATTRIBUTE, readConsent, subscribeConsent } from '../consent.ts';

const ConsentBanner = lazy(() => import('./ConsentBanner.tsx').then((m) => ({ default: m.ConsentBanner })));

/** Undecided as the browser sees it; on the server and while hydrating, as the request said (the markup must match). */
function useUndecided(serverUndecided: boolean): boolean {
  return useSyncExternalStore(subscribeConsent, () => readConsent() === null, () => serverUndecided);
}

export interface ConsentMountProps {
  /** The request had no consent cookie (root loader): the server renders the banner. */
  serverUndecided?: boolean;
}

export function ConsentMount({ serverUndecided = false }: ConsentMountProps) {
  const undecided = useUndecided(serverUndecided);
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
