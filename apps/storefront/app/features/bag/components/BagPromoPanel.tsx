/**
 * The promo panel of the bag (product guide §3, §4, §5): a promo code field with "Apply" ("Applying…"
 * while the API checks it), the API's reason when a code fails ("Sorry, the promotion is invalid."
 * and its hint), and the applied code as a chip with its title and "Remove" (a gift promo whose gift
 * is not added asks first: go back to choose it, or remove the promo). A code kept on the bag
 * that does not apply any more says what to do (spend more, add an eligible product). One promo per
 * order: applying another code replaces it. Codes are case sensitive, sent exactly as typed.
 * "View offers" opens the offers the shopper can use.
 */
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import type { BagDto } from '@blush/shared/bag-contracts';
import { PROMO_CODE_MAX_LENGTH } from '@blush/shared/promotion';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { bagErrorMessage, promoErrorText } from '../bag-actions.ts';

export interface BagPromoPanelProps {
  promotion: BagDto['promotion'];
  /** Apply a code; throws the API's error when it fails. */
  onApply: (code: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  /** When given, "Remove" asks first instead (a gift promo whose gift is not added: product guide §4). */
  onAskBeforeRemove?: (() => void) | undefined;
  onViewOffers: () => void;
  /** A sign of interest in the offers (hover, focus): load their code. */
  onPreloadOffers?: () => void;
  /** The code field, for the page to put the focus back on. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

export function BagPromoPanel({ promotion, onApply, onRemove, onAskBeforeRemove, onViewOffers, onPreloadOffers, inputRef: givenInputRef }: BagPromoPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<{ message: string; hint: string | null } | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const ownInputRef = useRef<HTMLInputElement>(null);
  const inputRef = givenInputRef ?? ownInputRef;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (applying) return;
    // Only surrounding spaces go (a paste often brings them); the case is the shopper's.
    const typed = code.trim();
    if (!typed) {
      setError({ message: t('cart.promo.required'), hint: null });
      inputRef.current?.focus();
      return;
    }
    setApplying(true);
    setError(null);
    try {
      await onApply(typed);
      setCode('');
    } catch (failure) {
      setError(promoErrorText(failure, t('cart.promo.failed')));
    } finally {
      setApplying(false);
    }
  };

  const remove = async () => {
    if (removing) return;
    if (onAskBeforeRemove) {
      onAskBeforeRemove();
      return;
    }
    setRemoving(true);
    setRemoveError(null);
    try {
      await onRemove();
      // The chip (and its button) is gone: the field is where the shopper goes on.
      inputRef.current?.focus();
    } catch (failure) {
      setRemoveError(bagErrorMessage(failure, t('cart.update_failed')));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="border border-neutral-200 p-5 sm:p-6" data-testid="promo-panel">
      <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
        {t('cart.promo.title')}
      </h2>

      {promotion ? (
        <div className="mt-4 border border-neutral-300 bg-white p-3" data-testid="promo-applied">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 text-sm">
              <span className="sr-only">{t('cart.promo.applied_label')} </span>
              <span className="inline-flex items-center gap-1 bg-black px-2 py-0.5 font-mono text-xs font-semibold text-white" data-testid="promo-code">
                <UiIcon name="check" size={14} />
                {promotion.code}
              </span>
              <span className="mt-1 block" data-testid="promo-title">
                {promotion.title}
              </span>
            </p>
            <button
              type="button"
              onClick={() => void remove()}
              aria-busy={removing}
              aria-disabled={removing}
              aria-label={removing ? t('cart.removing') : t('cart.promo.remove_label', { code: promotion.code })}
              className="-my-1 inline-flex min-h-11 shrink-0 items-center text-sm underline underline-offset-4 hover:no-underline aria-disabled:cursor-default aria-disabled:text-neutral-500"
              data-testid="promo-remove"
            >
              {removing ? t('cart.removing') : t('cart.remove')}
            </button>
          </div>
          {!promotion.applicable ? (
            <p className="mt-2 flex items-start gap-1.5 border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="promo-hint">
              <UiIcon name="info" size={18} className="mt-px shrink-0" />
              <span>
                {t('cart.promo.not_applicable')}
                {promotion.hint ? ` ${promotion.hint}` : ''}
              </span>
            </p>
          ) : null}
          {removeError ? (
            <p role="alert" className="mt-2 border-l-4 border-blush-700 bg-blush-50 px-3 py-2 text-sm text-blush-900">
              {removeError}
            </p>
          ) : null}
        </div>
      ) : null}

      <form onSubmit={(event) => void apply(event)} noValidate className="mt-4">
        <label htmlFor={`${id}-code`} className="block text-sm font-semibold">
          {t('cart.promo.label')}
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            ref={inputRef}
            id={`${id}-code`}
            type="text"
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={PROMO_CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${noteId}` : noteId}
            className="h-11 min-w-0 flex-1 border border-neutral-400 bg-white px-3 text-base hover:border-black aria-invalid:border-blush-700"
            data-testid="promo-input"
          />
          <button
            type="submit"
            aria-disabled={applying}
            aria-busy={applying}
            className="inline-flex h-11 shrink-0 items-center justify-center bg-black px-5 text-sm font-semibold text-white hover:bg-neutral-800 aria-disabled:cursor-default aria-disabled:bg-neutral-600"
            data-testid="promo-apply"
          >
            {applying ? t('cart.promo.applying') : t('cart.promo.apply')}
          </button>
        </div>
        {error ? (
          <div id={errorId} role="alert" className="mt-2 border-l-4 border-blush-700 bg-blush-50 px-3 py-2 text-sm text-blush-900" data-testid="promo-error">
            <p className="font-semibold">{error.message}</p>
            {error.hint ? <p data-testid="promo-error-hint">{error.hint}</p> : null}
          </div>
        ) : null}
        <p id={noteId} className="mt-2 text-xs text-neutral-600" data-testid="promo-note">
          {promotion ? t('cart.promo.replaces_note', { code: promotion.code }) : t('cart.promo.one_per_order')}
        </p>
      </form>

      <button
        type="button"
        onClick={onViewOffers}
        onPointerEnter={onPreloadOffers}
        onFocus={onPreloadOffers}
        aria-haspopup="dialog"
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold underline underline-offset-4 hover:no-underline"
        data-testid="view-offers"
      >
        <UiIcon name="sparkle" size={16} />
        {t('cart.promo.view_offers')}
      </button>
    </section>
  );
}
