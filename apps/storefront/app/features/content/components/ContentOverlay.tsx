/**
 * The promotional pop-over (SPEC.md §7 overlays): a dialog shown a moment after the page is ready,
 * never on the bag or order pages, and not again for its `dismissDays` once closed (per overlay
 * version, so a republished campaign shows again). Automated browsers (crawlers, test robots) do
 * not get it. In preview it opens at once and remembers nothing.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Overlay } from '@blush/shared/content';
import { UiDialog } from '../../../components/ui/UiDialog.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { overlayDismissed, rememberOverlayDismissal } from '../overlay-memory.ts';
import { ContentArt } from './ContentArt.tsx';

const QUIET_PATHS = ['/cart', '/orders', '/sign_in', '/preview', '/sandbox', '/swagger'];

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
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const quiet = !preview && QUIET_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  const key = overlay?.key;
  const version = overlay?.version;
  const delay = overlay?.delaySeconds ?? 0;

  useEffect(() => {
    if (!key || !version || quiet) return;
    if (!preview && (navigator.webdriver || overlayDismissed(storage(), { key, version }))) return;
    const timer = window.setTimeout(() => setOpen(true), preview ? 0 : delay * 1000);
    return () => window.clearTimeout(timer);
  }, [key, version, delay, quiet, preview, showCount]);

  if (!overlay) return null;
  const close = () => {
    setOpen(false);
    if (!preview) rememberOverlayDismissal(storage(), overlay);
  };
  return (
    <UiDialog open={open} onClose={close} title={overlay.title} className="max-w-md">
      <div data-testid="content-overlay">
        <div className="h-36 sm:h-44">
          <ContentArt art={overlay.art} />
        </div>
        <div className="px-5 pb-6 pt-5 sm:px-6">
          <p className="leading-relaxed text-neutral-700">{overlay.body}</p>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            {overlay.cta ? (
              <UiLink to={overlay.cta.href} onClick={close} className="inline-flex min-h-12 w-full items-center justify-center bg-black py-2 px-6 text-sm font-semibold text-white hover:bg-neutral-800">
                {overlay.cta.label}
              </UiLink>
            ) : null}
            <button type="button" onClick={close} className="inline-flex min-h-12 w-full items-center justify-center border border-black px-6 text-sm font-semibold hover:bg-neutral-50">
              {t('content.overlay_dismiss')}
            </button>
          </div>
        </div>
      </div>
    </UiDialog>
  );
}
