/**
 * The app's smart link on phones: a "Get the app" banner above the header, except on the paths the
 * layout config exempts (`smartLinkExemptedPaths`, product guide §3 — the spec does not say what the
 * smart link is; here it is this banner). Nothing of it is first-load JavaScript: after hydration,
 * on a narrow screen and unless closed in the last 30 days, the bar (`AppBannerBar`) loads.
 */
import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import type { SmartLinkExemption } from '@blush/shared/content';

const AppBannerBar = lazy(() => import('./AppBannerBar.tsx'));

const CLOSED_KEY = 'blush.app-banner.closed';
const CLOSED_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/** After hydration (the server offers nothing): not closed lately, and a narrow screen. */
function offered(): boolean {
  try {
    const closed = Number(localStorage.getItem(CLOSED_KEY));
    if (closed && Date.now() - closed < CLOSED_FOR_MS) return false;
  } catch {
    return false;
  }
  return window.matchMedia?.('(max-width: 767px)').matches ?? false;
}
const noSubscription = () => () => undefined;

export function AppBanner({ exemptions }: { exemptions: readonly SmartLinkExemption[] }) {
  const offer = useSyncExternalStore(noSubscription, offered, () => false);
  const [closed, setClosed] = useState(false);
  if (!offer || closed) return null;
  const close = () => {
    try {
      localStorage.setItem(CLOSED_KEY, String(Date.now()));
    } catch {
      // Storage refused: closed for this page only.
    }
    setClosed(true);
  };
  return (
    <Suspense fallback={null}>
      <AppBannerBar exemptions={exemptions} onClose={close} />
    </Suspense>
  );
}
