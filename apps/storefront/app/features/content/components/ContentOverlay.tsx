/**
 * The promotional pop-over (product guide §7 overlays): a dialog shown a moment after the page is ready,
 * never on the bag or order pages, and not again for its `dismissDays` once closed (per overlay
 * version, so a republished campaign shows again). Automated browsers (crawlers, test robots) do
 * not get it. In preview it opens at once and remembers nothing. The dialog itself
 * (`ContentOverlayDialog`) loads when the overlay is going to show, not with the page.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Overlay } from '@blush/shared/content';
import { overlayDismissed, rememberOverlayDismissal } from '../overlay-memory.ts';

const loadDialog = () => import('./ContentOverlayDialog.tsx');
const ContentOverlayDialog = lazy(() => loadDialog().then((m) => ({ default: m.ContentOverlayDialog })));

const QUIET_PATHS = ['/cart', '/orders', '/sign_in', '/sign_up', '/users', '/account', '/dev', '/preview', '/sandbox', '/swagger'];

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface ContentOverlayProps {
  overlay: Overlay | null;
  /** Preview: open straight away, remember nothing. */
  preview?: boolean;
  /** Preview: bumping it opens the overlay again. */
  showCount?: number;
}

export function ContentOverlay({ overlay, preview = false, showCount = 0 }: ContentOverlayProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const quiet = !preview && QUIET_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  const key = overlay?.key;
  const version = overlay?.version;
  const delay = overlay?.delaySeconds ?? 0;

  useEffect(() => {
    if (!key || !version || quiet) return;
    if (!preview && (navigator.webdriver || overlayDismissed(storage(), { key, version }))) return;
    // Fetch the dialog's code meanwhile, so it opens on time.
    void loadDialog();
    const timer = window.setTimeout(() => setOpen(true), preview ? 0 : delay * 1000);
    return () => window.clearTimeout(timer);
  }, [key, version, delay, quiet, preview, showCount]);

  // Nothing while closed (as the dialog itself renders nothing closed, nor on the server); closing
  // unmounts it, which gives focus back as the dialog's own closing does.
  if (!overlay || !open) return null;
  const close = () => {
    setOpen(false);
    if (!preview) rememberOverlayDismissal(storage(), overlay);
  };
  return (
    <Suspense fallback={null}>
      <ContentOverlayDialog overlay={overlay} open={open} close={close} />
    </Suspense>
  );
}
