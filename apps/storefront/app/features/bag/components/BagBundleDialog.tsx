/**
 * "Remove {name}?" for a line priced in a bundle (product guide §4): removing it breaks the bundle, and
 * the other products in it go back to their original prices. "Keep" (focused first) or "Remove".
 * A bottom sheet on a phone.
 */
import { useRef } from 'react';
import { UiDialog } from '../../../components/ui/UiDialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { type BagLine, lineName } from './BagLineItem.tsx';

export interface BagBundleDialogProps {
  line: BagLine | null;
  onConfirm: (line: BagLine) => void;
  onClose: () => void;
}

export function BagBundleDialog({ line, onConfirm, onClose }: BagBundleDialogProps) {
  const { t } = useTranslation();
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <UiDialog
      open={line !== null}
      onClose={onClose}
      title={t('cart.bundle.remove_title', { name: line ? lineName(line) : '' })}
      description={t('cart.bundle.remove_body', { bundle: line?.bundle?.title ?? '' })}
      initialFocusRef={keepRef}
      className="max-w-md max-sm:mb-0 max-sm:mt-auto max-sm:w-full max-sm:max-w-none"
    >
      <div className="flex flex-col-reverse gap-2 px-5 py-5 sm:flex-row sm:justify-end sm:px-6" data-testid="bundle-dialog">
        <button
          ref={keepRef}
          type="button"
          onClick={onClose}
          className="inline-flex h-11 items-center justify-center border border-neutral-400 px-5 text-sm font-semibold hover:border-black"
          data-testid="bundle-keep"
        >
          {t('cart.bundle.keep')}
        </button>
        <button
          type="button"
          onClick={() => line && onConfirm(line)}
          className="inline-flex h-11 items-center justify-center bg-black px-5 text-sm font-semibold text-white hover:bg-neutral-800"
          data-testid="bundle-confirm"
        >
          {t('cart.remove')}
        </button>
      </div>
    </UiDialog>
  );
}
