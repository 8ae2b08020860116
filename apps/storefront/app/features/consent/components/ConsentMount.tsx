/**
 * Where the consent banner lives (root layout): shown while the visitor has not chosen, or when
 * the footer's "Cookie settings" asks.
 *
 * The server renders it for a visitor without a choice (the root loader reads the consent cookie,
 * which is part of the page cache's key), so it paints with the page: drawn after hydration it
 * was the largest thing painted last on a phone, the Lighthouse LCP element (issue 20). Its code
 * stays a chunk of its own (consent-part.tsx). Until it has hydrated, the banner is a plain form
 * posting to `/consent`, so a tap is never lost; Settings there comes back as `?consent=settings`,
 * which opens the settings on the server and on hydration alike.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { CONSENT_OPEN_EVENT, CONSENT_SETTINGS_ATTRIBUTE, readConsent, settingsRequested, subscribeConsent } from '../consent.ts';
import { consentPart, serverBannerInPage } from './consent-part.tsx';

const ConsentBanner = consentPart(() => import('./ConsentBanner.tsx').then((m) => m.ConsentBanner), serverBannerInPage);

/** Undecided as the browser sees it; on the server and while hydrating, as the request said (the markup must match). */
function useUndecided(serverUndecided: boolean): boolean {
  return useSyncExternalStore(subscribeConsent, () => readConsent() === null, () => serverUndecided);
}

export interface ConsentMountProps {
  /** The request carried no valid consent cookie (root loader): the server renders the banner. */
  serverUndecided?: boolean;
}

export function ConsentMount({ serverUndecided = false }: ConsentMountProps) {
  const undecided = useUndecided(serverUndecided);
  const { search } = useLocation();
  // Read once: the view the page was opened with (the server's), not one a later navigation asks for.
  const [initialView] = useState<'banner' | 'settings'>(() => (settingsRequested(search) ? 'settings' : 'banner'));
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
  // Stable: the banner is memoised, and a new prop while it waits for its code drops the server's HTML.
  const close = useCallback(() => setClosedAt(reopened), [reopened]);
  const settingsOpen = reopened > closedAt;
  if (!settingsOpen && !undecided) return null;
  return (
    <ConsentBanner
      key={settingsOpen ? reopened : 0}
      view={settingsOpen ? 'settings' : initialView}
      focusOnOpen={settingsOpen}
      onClose={close}
    />
  );
}
