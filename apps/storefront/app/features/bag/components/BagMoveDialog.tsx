/**
 * "Move to wishlist?" (product guide §4): the line is saved to the wishlist and leaves the bag once
 * confirmed. The wishlist is a member's: a guest (or a session that turns out to be over) is asked
 * to sign in instead, and comes back to the bag, whose lines are kept through sign-in. A line
 * priced in a bundle says that moving it breaks the bundle (the others go back to their prices).
 */
import { useRef } from 'react';
import { UiDialog } from '../../../components/ui/UiDialog.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { signInHref } from '../../../lib/session.ts';
import { type BagLine, lineName } from './BagLineItem.tsx';

export interface BagMoveDialogProps {
  line: BagLine | null;
  /** Ask to sign in rather than to confirm. */
  signIn: boolean;
  moving: boolean;
  error: string | undefined;
  onConfirm: (line: BagLine) => void;
  onClose: () => void;
}

export function BagMoveDialog({ line, signIn, moving, error, onConfirm, onClose }: BagMoveDialogProps) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLElement>(null);
  const name = line ? lineName(line) : '';
  return (
    <UiDialog
      open={line !== null}
      onClose={onClose}
      title={signIn ? t('cart.move.sign_in_title') : t('cart.move.title')}
      description={signIn ? t('cart.move.sign_in_body') : t('cart.move.body', { name })}
      initialFocusRef={confirmRef}
      className="max-w-md max-sm:mb-0 max-sm:mt-auto max-sm:w-full max-sm:max-w-none"
    >
      <div className="flex flex-col gap-4 px-5 py-5 sm:px-6" data-testid="move-dialog">
        {!signIn && line?.bundle ? (
          <p className="flex items-start gap-1.5 border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="move-bundle-note">
            {t('cart.bundle.remove_body', { bundle: line.bundle.title })}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-3 py-2 text-sm text-blush-900">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className="inline-flex h-11 items-center justify-center border border-neutral-400 px-5 text-sm font-semibold hover:border-black">
            {t('cart.move.cancel')}
          </button>
          {signIn ? (
            <UiLink
              ref={confirmRef as React.RefObject<HTMLAnchorElement>}
              to={signInHref('/cart')}
              className="inline-flex h-11 items-center justify-center bg-black px-5 text-sm font-semibold text-white hover:bg-neutral-800"
            >
              {t('cart.move.sign_in')}
            </UiLink>
          ) : (
            <button
              ref={confirmRef as React.RefObject<HTMLButtonElement>}
              type="button"
              onClick={() => line && !moving && onConfirm(line)}
              aria-busy={moving}
              aria-disabled={moving}
              className="inline-flex h-11 items-center justify-center bg-black px-5 text-sm font-semibold text-white hover:bg-neutral-800 aria-busy:bg-neutral-700"
              data-testid="move-confirm"
            >
              {moving ? t('cart.moving') : t('cart.move.confirm')}
            </button>
          )}
        </div>
      </div>
    </UiDialog>
  );
}
