/**
 * The gift-selection modal (`multiple-gwps`, product guide §3, §4): every gift set open to the bag, its
 * gifts as checkboxes ("Fully Redeemed" ones disabled), "n selected of max" said as it changes, no
 * more than `max` (the other boxes are disabled once it is reached), and "Save" ("Updating…": one
 * `PUT multiple-gwps/:promotionId` per set changed). Closing it while a promo code's gift is still
 * not added asks to go back to choose it or remove the promo (product guide §4); an automatic gift set
 * (no code) just closes. The promo panel's "Remove" of such a code opens it on that question: Go back
 * shows the gifts, closing keeps the promo. Full screen on a phone. Loaded lazily, when it opens.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { BagDto } from '@blush/shared/bag-contracts';
import { UiDialog } from '../../../components/ui/UiDialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { type BagContext, bagErrorMessage, chooseGifts, fetchGiftSets } from '../bag-actions.ts';
import { useBagResource } from '../hooks/use-bag-resource.ts';
import { BagChoiceCard } from './BagChoiceCard.tsx';

type GiftSet = Awaited<ReturnType<typeof fetchGiftSets>>[number];

export interface BagGiftModalProps {
  bag: BagDto;
  context: BagContext;
  /** Run a change of the bag and show the bag it answers (`BagPage`). */
  change: (action: () => Promise<BagDto>) => Promise<BagDto>;
  /** Remove the promo code (and announce it); throws the API's error. */
  onRemovePromo: () => Promise<unknown>;
  announce: (text: string) => void;
  /** Opened by the promo panel's "Remove": the question first; closing it keeps the promo. */
  askRemove?: boolean;
  onClose: () => void;
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

function GiftSetFields({ set, chosen, onToggle }: { set: GiftSet; chosen: number[]; onToggle: (giftId: number, checked: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const full = chosen.length >= set.max;
  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-count`} data-testid="gift-set">
      <legend className="text-base font-semibold">{set.title}</legend>
      {set.details ? <p className="mt-1 text-sm text-neutral-700">{set.details}</p> : null}
      <p id={`${id}-count`} aria-live="polite" className="mt-2 text-sm font-semibold" data-testid="gift-counter">
        {t('cart.extras.selected_of', { selected: chosen.length, max: set.max })}
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {set.gifts.map((gift) => {
          const checked = chosen.includes(gift.id);
          return (
            <BagChoiceCard
              key={gift.id}
              item={gift}
              checked={checked}
              disabled={!checked && (gift.fullyRedeemed || full)}
              onChange={(next) => onToggle(gift.id, next)}
              testId="gift-option"
            />
          );
        })}
      </ul>
    </fieldset>
  );
}

export default function BagGiftModal({ bag, context, change, onRemovePromo, announce, askRemove = false, onClose }: BagGiftModalProps) {
  const { t } = useTranslation();
  const sets = useBagResource((signal) => fetchGiftSets(context, signal), 'gift-sets');
  const [drafts, setDrafts] = useState<Record<number, number[]>>({});
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(askRemove);
  /** Still the question "Remove" asked (nothing chosen since): closing it closes the modal. */
  const [removeAsked, setRemoveAsked] = useState(askRemove);
  const id = useId();
  const goBackRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);

  // The question takes the focus; going back puts it on the first gift to choose.
  useEffect(() => {
    if (confirming) goBackRef.current?.focus();
    else if (wasConfirming.current) bodyRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const list = sets.data ?? [];
  const saved = (set: GiftSet) => set.gifts.filter((gift) => gift.selected).map((gift) => gift.id);
  const chosen = (set: GiftSet) => drafts[set.promotionId] ?? saved(set);
  const savedCount = (set: GiftSet) => bag.giftChoices.find((choice) => choice.promotionId === set.promotionId)?.selected ?? set.selected;
  /** A promo code's gift that can still be chosen and is not added (`counts`: what is added of each set). */
  const codeGiftMissing = (counts: (set: GiftSet) => number) => list.some((set) => set.code !== null && counts(set) === 0 && set.gifts.some((gift) => !gift.fullyRedeemed));

  const toggle = (set: GiftSet, giftId: number, checked: boolean) => {
    const current = chosen(set);
    if (checked && current.length >= set.max) return;
    const next = checked ? [...current, giftId] : current.filter((id) => id !== giftId);
    setDrafts((all) => ({ ...all, [set.promotionId]: next }));
  };

  const requestClose = () => {
    if (saving || removing) return;
    if (confirming) {
      if (removeAsked) onClose();
      else setConfirming(false);
      return;
    }
    setError(null);
    if (codeGiftMissing(savedCount)) setConfirming(true);
    else onClose();
  };

  const save = async () => {
    if (saving) return;
    const changed = list.filter((set) => drafts[set.promotionId] && !sameIds(drafts[set.promotionId]!, saved(set)));
    setSaving(true);
    setError(null);
    try {
      for (const set of changed) await change(() => chooseGifts(context, set.promotionId, chosen(set)));
      if (changed.length) announce(t('cart.gifts.saved'));
      setSaving(false);
      if (codeGiftMissing((set) => chosen(set).length)) setConfirming(true);
      else onClose();
    } catch (failure) {
      setSaving(false);
      setError(bagErrorMessage(failure, t('cart.update_failed')));
    }
  };

  const removePromo = async () => {
    if (removing) return;
    setRemoving(true);
    setError(null);
    try {
      await onRemovePromo();
    } catch (failure) {
      setRemoving(false);
      setError(bagErrorMessage(failure, t('cart.update_failed')));
    }
  };

  const errorNote = error ? (
    <p role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-3 py-2 text-sm text-blush-900" data-testid="gift-error">
      {error}
    </p>
  ) : null;

  return (
    <UiDialog
      open
      onClose={requestClose}
      title={confirming ? t('cart.gifts.confirm_title') : t('cart.gifts.title')}
      description={confirming ? undefined : t('cart.gifts.description')}
      className={confirming ? 'max-w-md max-sm:mb-0 max-sm:mt-auto max-sm:w-full max-sm:max-w-none' : 'max-w-2xl max-sm:m-0 max-sm:h-full max-sm:max-h-full max-sm:w-full max-sm:max-w-none'}
    >
      {confirming ? (
        <div className="flex flex-col gap-4 px-5 py-5 sm:px-6" data-testid="gift-confirm">
          <p id={`${id}-question`}>{t('cart.gifts.confirm_body')}</p>
          {errorNote}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => void removePromo()}
              aria-busy={removing}
              aria-disabled={removing}
              className="inline-flex h-11 items-center justify-center border border-neutral-400 px-5 text-sm font-semibold hover:border-black aria-disabled:cursor-default"
              data-testid="gift-remove-promo"
            >
              {removing ? t('cart.removing') : t('cart.gifts.remove_promo')}
            </button>
            <button
              ref={goBackRef}
              type="button"
              aria-describedby={`${id}-question`}
              onClick={() => {
                setRemoveAsked(false);
                setConfirming(false);
              }}
              className="inline-flex h-11 items-center justify-center bg-black px-5 text-sm font-semibold text-white hover:bg-neutral-800"
              data-testid="gift-go-back"
            >
              {t('cart.gifts.go_back')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex min-h-full flex-col" data-testid="gift-modal">
          <div ref={bodyRef} className="flex-1 space-y-6 px-5 py-5 sm:px-6" aria-busy={sets.loading}>
            {!sets.data ? (
              sets.error ? (
                <div role="alert" className="space-y-3">
                  <p>{bagErrorMessage(sets.error, t('cart.gifts.load_failed'))}</p>
                  <button type="button" onClick={sets.retry} className="inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800">
                    {t('cart.retry')}
                  </button>
                </div>
              ) : (
                <p role="status" className="text-sm text-neutral-600">
                  {t('cart.gifts.loading')}
                </p>
              )
            ) : list.length === 0 ? (
              <p className="text-sm text-neutral-700">{t('cart.gifts.empty')}</p>
            ) : (
              list.map((set) => <GiftSetFields key={set.promotionId} set={set} chosen={chosen(set)} onToggle={(giftId, checked) => toggle(set, giftId, checked)} />)
            )}
            {errorNote}
          </div>
          {list.length ? (
            <div className="sticky bottom-0 border-t border-neutral-200 bg-white px-5 py-3 sm:px-6">
              <button
                type="button"
                onClick={() => void save()}
                aria-busy={saving}
                aria-disabled={saving}
                className="inline-flex h-12 w-full items-center justify-center bg-black px-6 text-sm font-bold uppercase tracking-[0.08em] text-white hover:bg-neutral-800 aria-disabled:cursor-default aria-disabled:bg-neutral-600 sm:w-auto sm:min-w-40"
                data-testid="gift-save"
              >
                {saving ? t('cart.updating') : t('cart.gifts.save')}
              </button>
            </div>
          ) : null}
        </div>
      )}
    </UiDialog>
  );
}
