/** The promotional pop-over's dialog (see `ContentOverlay`): loaded when it is about to open, not with the page. */
import type { Overlay } from '@blush/shared/content';
import { UiDialog } from '../../../components/ui/UiDialog.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ContentArt } from './ContentArt.tsx';

export function ContentOverlayDialog({ overlay, open, close }: { overlay: Overlay; open: boolean; close: () => void }) {
  const { t } = useTranslation();
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
