/**
 * The bag page (`/cart`): the lines, the cost summary, and the way to checkout. Drawn from the bag
 * the route's loader read with the shopper's cookies (`initial`); fetched in the browser after
 * hydration only without one. Shown again from the back/forward cache, it asks for the bag anew.
 * Each line changes on its own ("Updating…", "Removing…"); every change is announced politely, and
 * after a line leaves, focus goes to the next line (or the one before, or the empty bag's heading).
 * Checkout is blocked while a line is out of stock or not sold here (`canCheckout`, `blockers`).
 * On a phone the summary comes after the lines and a bar with the total and checkout stays at the
 * bottom of the screen.
 *
 * Promotions (product guide §3, §4): the promo panel above the summary ("Applying…"; "View offers"), the
 * gift-selection modal (opened right after a code that comes with a gift to choose, and from
 * "Choose your gift"), what comes free under the lines, and the samples and Beauty Pass rewards
 * tabs below them. A line priced in a bundle asks before it goes. The offers, the gift modal and
 * the tabs' panels are chunks of their own, loaded when wanted.
 *
 * Gift cards (issue 18) come through the route's `slots`: the cards being bought under the lines
 * (a bag of only gift cards is not empty), paying with cards and store credit above the summary.
 */
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { BagDto, OfferDto } from '@blush/shared/bag-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { isUnauthorized, signInHref } from '../../../lib/session.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { useBag } from '../hooks/use-bag.ts';
import { bagDialogReducer } from '../bag-dialogs.ts';
import type { BagPageProps, BagSlot } from '../bag-slots.ts';
import { addBundle, applyPromo, bagErrorMessage, giftPending, moveToWishlist, promoGiftMissing, removeLine, removePromo, removeReward, samplesKey, updateLine } from '../bag-actions.ts';
import { BagBundleDialog } from './BagBundleDialog.tsx';
import { BagComplimentary } from './BagComplimentary.tsx';
import { BagEmpty } from './BagEmpty.tsx';
import { type ExtrasTab, BagExtrasTabs } from './BagExtrasTabs.tsx';
import { type BagLine, BagLineItem, type LineBusy, lineName } from './BagLineItem.tsx';
import { BagMoveDialog } from './BagMoveDialog.tsx';
import { BagCheckoutButton as CheckoutButton, BagLoading } from './BagPageParts.tsx';
import { BagPromoPanel } from './BagPromoPanel.tsx';
import { BagSummary } from './BagSummary.tsx';

const loadOffers = () => import('./BagOffersDialog.tsx');
const loadGiftModal = () => import('./BagGiftModal.tsx');
const BagOffersDialog = lazy(loadOffers);
const BagGiftModal = lazy(loadGiftModal);
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
const preloadOffers = preload(loadOffers);
const preloadGiftModal = preload(loadGiftModal);

interface LineState {
  busy?: LineBusy;
  quantity?: number;
  error?: string;
}

export function BagPage({ slots, initial }: BagPageProps = {}) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const ids = useId();
  const query = useBag(initial);
  // The bag a change answered, shown at once (the cache tells its observers a moment later); once
  // the cache has moved on from the data it was based on, the cache's bag is the newer one.
  const [latest, setLatest] = useState<{ bag: BagDto; base: BagDto | undefined } | null>(null);
  const bag = latest && latest.base === query.data ? latest.bag : query.data;
  const [lines, setLines] = useState<Record<number, LineState>>({});
  const [announcement, setAnnouncement] = useState('');
  /** The one dialog open (bag-dialogs.ts). */
  const [dialog, dispatch] = useReducer(bagDialogReducer, null);
  const offersOpen = dialog?.kind === 'offers';
  const giftsOpen = dialog?.kind === 'gifts';
  const setOffersOpen = (open: boolean) => dispatch(open ? { type: 'open', dialog: { kind: 'offers' } } : { type: 'close', kind: 'offers' });
  const setGiftsOpen = (open: boolean) => dispatch(open ? { type: 'open', dialog: { kind: 'gifts' } } : { type: 'close', kind: 'gifts' });
  const [extrasTab, setExtrasTab] = useState<ExtrasTab>('samples');
  const [rewardState, setRewardState] = useState<{ removing: boolean; error?: string }>({ removing: false });
  const extrasTabs = useRef<Partial<Record<ExtrasTab, HTMLButtonElement | null>>>({});
  const complimentaryHeading = useRef<HTMLHeadingElement>(null);
  const promoInput = useRef<HTMLInputElement>(null);
  /** The gift modal closed: if the control that opened it went away meanwhile, focus lands nearby. */
  const giftsClosed = useRef(false);
  const nameLinks = useRef(new Map<number, HTMLAnchorElement>());
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  /** After a line leaves: the position whose line gets the focus once the new bag shows. */
  const focusIndex = useRef<number | null>(null);

  // A layout effect: focus moves in the same commit that removes the line, so nothing (a screen
  // reader, a test) ever sees the bag updated with focus lost on the removed button.
  useLayoutEffect(() => {
    if (!bag || focusIndex.current === null) return;
    const index = focusIndex.current;
    focusIndex.current = null;
    const next = bag.lines[Math.min(index, bag.lines.length - 1)];
    const target = next ? nameLinks.current.get(next.id) : emptyHeading.current;
    target?.focus();
  }, [bag]);

  useEffect(() => {
    if (giftsOpen || !giftsClosed.current) return;
    giftsClosed.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    (complimentaryHeading.current ?? promoInput.current)?.focus();
  }, [giftsOpen]);

  const closeGifts = () => {
    giftsClosed.current = true;
    setGiftsOpen(false);
  };

  const setLine = (id: number, state: LineState | null) =>
    setLines((all) => {
      const copy = { ...all };
      if (state) copy[id] = state;
      else delete copy[id];
      return copy;
    });

  const announce = (text: string) => setAnnouncement(text);
  const notify = useNotify();
  /**
   * A change the shopper asked for (remove, promo, move, bundle): shown in a notification too, one
   * at a time (the next replaces it); quiet, as the announcer below already reads the same words.
   */
  const tell = (text: string) => {
    announce(text);
    notify(text, { type: 'success', group: 'bag', id: 'bag-change', announce: false });
  };

  const changeQuantity = async (line: BagLine, quantity: number) => {
    const base = query.data;
    setLine(line.id, { busy: 'updating', quantity });
    try {
      const updated = await updateLine(query.context, line.id, quantity);
      setLatest({ bag: updated, base });
      setLine(line.id, null);
      const now = updated.lines.find((l) => l.id === line.id);
      announce(t('cart.quantity_changed', { name: lineName(line), quantity: now?.quantity ?? quantity, total: format(updated.summary.total) }));
    } catch (error) {
      setLine(line.id, { error: bagErrorMessage(error, t('cart.update_failed')) });
    }
  };

  const remove = async (line: BagLine) => {
    if (lines[line.id]?.busy) return;
    const index = bag?.lines.findIndex((l) => l.id === line.id) ?? 0;
    const base = query.data;
    setLine(line.id, { busy: 'removing' });
    try {
      focusIndex.current = index;
      setLatest({ bag: await removeLine(query.context, line.id), base });
      setLine(line.id, null);
      tell(t('cart.removed', { name: lineName(line) }));
    } catch (error) {
      focusIndex.current = null;
      setLine(line.id, { error: bagErrorMessage(error, t('cart.update_failed')) });
    }
  };

  /** A line priced in a bundle asks first: the others go back to their original prices. */
  const requestRemove = (line: BagLine) => {
    if (lines[line.id]?.busy) return;
    if (line.bundle) dispatch({ type: 'open', dialog: { kind: 'bundle', line } });
    else void remove(line);
  };

  /** Run a change of the bag and show the bag it answers at once (see `latest`). */
  const change = async (action: () => Promise<BagDto>): Promise<BagDto> => {
    const base = query.data;
    const updated = await action();
    setLatest({ bag: updated, base });
    return updated;
  };

  const slotOf = (current: BagDto): BagSlot => ({ bag: current, context: query.context, change, announce });

  /**
   * Apply a promo code (throws the API's error); a gift to choose opens the gift modal. `before`
   * closes the dialog it was applied from in the same render, so one dialog gives way to the other.
   */
  const applyCode = async (code: string, before?: () => void) => {
    preloadGiftModal();
    const previous = bag;
    const updated = await change(() => applyPromo(query.context, code));
    tell(t('cart.promo.applied', { code: updated.promotion?.code ?? code, total: format(updated.summary.total) }));
    before?.();
    if (giftPending(updated, previous)) setGiftsOpen(true);
    return updated;
  };

  const removeCode = async () => {
    const code = bag?.promotion?.code ?? '';
    const updated = await change(() => removePromo(query.context));
    tell(t('cart.promo.removed', { code, total: format(updated.summary.total) }));
    return updated;
  };

  /** "Remove" of a code whose gift is not added: the gift modal asks first (product guide §4). */
  const askRemovePromo = () => dispatch({ type: 'open', dialog: { kind: 'gifts', askRemove: true } });

  const addOfferBundle = async (offer: OfferDto) => {
    const updated = await change(() => addBundle(query.context, offer.id));
    tell(t('cart.offers.bundle_added', { title: offer.title, total: format(updated.summary.total) }));
    return updated;
  };

  const dropReward = async () => {
    const reward = bag?.reward;
    if (!reward || rewardState.removing) return;
    setRewardState({ removing: true });
    try {
      await change(() => removeReward(query.context, reward.redemptionId));
      setRewardState({ removing: false });
      tell(t('cart.removed', { name: reward.name }));
      // Its row is gone: on to the rewards, where another can be chosen.
      extrasTabs.current.rewards?.focus();
    } catch (error) {
      setRewardState({ removing: false, error: bagErrorMessage(error, t('cart.update_failed')) });
    }
  };

  const showSamples = () => {
    setExtrasTab('samples');
    const tab = extrasTabs.current.samples;
    tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest' });
  };

  const openMove = (line: BagLine) => {
    if (lines[line.id]?.busy) return;
    dispatch({ type: 'open', dialog: { kind: 'move', line, moving: false, signIn: query.context.subject === null } });
  };

  const confirmMove = async (line: BagLine) => {
    const index = bag?.lines.findIndex((l) => l.id === line.id) ?? 0;
    const base = query.data;
    dispatch({ type: 'move', moving: true, signIn: false });
    setLine(line.id, { busy: 'moving' });
    try {
      focusIndex.current = index;
      setLatest({ bag: await moveToWishlist(query.context, line.id), base });
      setLine(line.id, null);
      dispatch({ type: 'close', kind: 'move' });
      tell(t('cart.moved', { name: lineName(line) }));
    } catch (error) {
      focusIndex.current = null;
      setLine(line.id, null);
      if (isUnauthorized(error)) dispatch({ type: 'move', moving: false, signIn: true });
      else dispatch({ type: 'move', moving: false, signIn: false, error: bagErrorMessage(error, t('cart.update_failed')) });
    }
  };

  const count = bag?.itemsCount ?? 0;
  const blockerOf = (line: BagLine) => bag?.blockers.find((b) => b.lineId === line.id)?.message;
  const noteId = `${ids}-checkout-note`;

  return (
    <section className="mx-auto w-full max-w-screen-xl px-4 pt-8 sm:px-6 sm:pt-12" aria-labelledby={`${ids}-title`} data-testid="bag-page">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h1 id={`${ids}-title`} className="text-3xl font-semibold tracking-tight">
          {t('cart.title')}
        </h1>
        {bag && count > 0 ? (
          <p className="text-neutral-600" data-testid="bag-count">
            {t('cart.items', { count })}
          </p>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="bag-announcer">
        {announcement}
      </p>

      {!bag ? (
        query.isError ? (
          <div role="alert" className="mt-8 space-y-3 border border-neutral-200 p-5">
            <p>{bagErrorMessage(query.error, t('cart.load_failed'))}</p>
            <button type="button" onClick={() => void query.refetch()} className="inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800">
              {t('cart.retry')}
            </button>
          </div>
        ) : (
          <BagLoading />
        )
      ) : bag.lines.length === 0 && !bag.giftCardLines?.length ? (
        <div className="pb-16">
          <BagEmpty headingRef={emptyHeading} />
        </div>
      ) : (
        <>
          <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 pb-8 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12 lg:pb-16">
            <div>
              {!bag.canCheckout && bag.blockers.length ? (
                <div className="mb-4 border border-blush-700 bg-blush-50 p-4 text-sm text-blush-900" data-testid="bag-blockers">
                  <p className="font-semibold">{t('cart.blocked_title')}</p>
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    {bag.blockers.map((blocker) => {
                      const line = bag.lines.find((l) => l.id === blocker.lineId);
                      return <li key={`${blocker.lineId}-${blocker.code}`}>{line ? `${lineName(line)}: ${blocker.message}` : blocker.message}</li>;
                    })}
                  </ul>
                </div>
              ) : null}
              <h2 className="sr-only">{t('cart.lines_label')}</h2>
              <ul className="border-t border-neutral-200" aria-label={t('cart.lines_label')} data-testid="bag-lines">
                {bag.lines.map((line) => (
                  <BagLineItem
                    key={line.id}
                    line={line}
                    blocker={blockerOf(line)}
                    busy={lines[line.id]?.busy}
                    pendingQuantity={lines[line.id]?.quantity}
                    error={lines[line.id]?.error}
                    onQuantity={(l, quantity) => void changeQuantity(l, quantity)}
                    onRemove={requestRemove}
                    onMoveToWishlist={openMove}
                    focusRef={(element) => {
                      if (element) nameLinks.current.set(line.id, element);
                      else nameLinks.current.delete(line.id);
                    }}
                  />
                ))}
              </ul>
              {slots?.lines?.(slotOf(bag))}
              {query.context.subject === null ? (
                <p className="mt-4 text-sm text-neutral-700">
                  {t('cart.guest_note')}{' '}
                  <UiLink to={signInHref('/cart')} className="font-semibold underline underline-offset-4 hover:no-underline">
                    {t('cart.sign_in')}
                  </UiLink>
                </p>
              ) : null}
              <BagComplimentary
                bag={bag}
                onChooseGifts={() => setGiftsOpen(true)}
                onChangeSamples={showSamples}
                onRemoveReward={() => void dropReward()}
                rewardRemoving={rewardState.removing}
                rewardError={rewardState.error}
                headingRef={complimentaryHeading}
              />
              <BagExtrasTabs
                bag={bag}
                context={query.context}
                change={change}
                announce={announce}
                tab={extrasTab}
                onTab={setExtrasTab}
                tabRefs={extrasTabs}
                initialSamples={initial?.samples ? { key: samplesKey(initial.bag), data: initial.samples } : null}
              />
            </div>

            <aside aria-labelledby={`${ids}-summary`} className="space-y-4 lg:sticky lg:top-6 lg:self-start">
              <BagPromoPanel promotion={bag.promotion} onApply={(code) => applyCode(code)} onRemove={removeCode} onAskBeforeRemove={promoGiftMissing(bag) ? askRemovePromo : undefined} onViewOffers={() => setOffersOpen(true)} onPreloadOffers={preloadOffers} inputRef={promoInput} />
              {slots?.payment?.(slotOf(bag))}
              <div className="border border-neutral-200 bg-neutral-50 p-5 sm:p-6">
                <BagSummary
                  summary={bag.summary}
                  itemsCount={count}
                  headingId={`${ids}-summary`}
                  guest={query.context.subject === null}
                  freeShipping={bag.promotion?.freeShipping === true && bag.promotion.applicable}
                />
                <div className="mt-5 hidden lg:block">
                  <CheckoutButton bag={bag} noteId={`${noteId}-desktop`} />
                  {bag.canCheckout ? null : (
                    <p id={`${noteId}-desktop`} className="mt-2 text-center text-sm text-neutral-600" data-testid="checkout-note">
                      {t('cart.checkout_blocked')}
                    </p>
                  )}
                </div>
              </div>
            </aside>
          </div>

          {/* Phone and tablet: the total and checkout stay in reach at the bottom of the screen. */}
          <div className="sticky bottom-0 z-20 -mx-4 border-t border-neutral-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] sm:-mx-6 sm:px-6 lg:hidden" data-testid="bag-checkout-bar">
            <div className="flex items-center gap-4">
              <p className="shrink-0 text-sm">
                <span className="block text-neutral-600">{t('cart.summary.total')}</span>
                <span className="text-lg font-semibold tabular-nums" data-testid="bar-total">
                  {format(bag.summary.total)}
                </span>
              </p>
              <div className="flex-1">
                <CheckoutButton bag={bag} noteId={`${noteId}-phone`} />
              </div>
            </div>
            {bag.canCheckout ? null : (
              <p id={`${noteId}-phone`} className="mt-1 text-center text-xs text-neutral-600">
                {t('cart.checkout_blocked')}
              </p>
            )}
          </div>
        </>
      )}

      <BagBundleDialog
        line={dialog?.kind === 'bundle' ? dialog.line : null}
        onConfirm={(line) => {
          dispatch({ type: 'close', kind: 'bundle' });
          void remove(line);
        }}
        onClose={() => dispatch({ type: 'close', kind: 'bundle' })}
      />
      {bag && offersOpen ? (
        <Suspense fallback={null}>
          <BagOffersDialog
            bag={bag}
            context={query.context}
            onApply={(code) => applyCode(code, () => setOffersOpen(false))}
            onAddBundle={async (offer) => {
              await addOfferBundle(offer);
              setOffersOpen(false);
            }}
            onClose={() => setOffersOpen(false)}
          />
        </Suspense>
      ) : null}
      {bag && giftsOpen ? (
        <Suspense fallback={null}>
          <BagGiftModal
            bag={bag}
            context={query.context}
            change={change}
            announce={announce}
            askRemove={dialog?.kind === 'gifts' && dialog.askRemove === true}
            onRemovePromo={async () => {
              await removeCode();
              closeGifts();
            }}
            onClose={closeGifts}
          />
        </Suspense>
      ) : null}
      <BagMoveDialog
        line={dialog?.kind === 'move' ? dialog.line : null}
        signIn={dialog?.kind === 'move' && dialog.signIn}
        moving={dialog?.kind === 'move' && dialog.moving}
        error={dialog?.kind === 'move' ? dialog.error : undefined}
        onConfirm={(line) => void confirmMove(line)}
        onClose={() => {
          if (!(dialog?.kind === 'move' && dialog.moving)) dispatch({ type: 'close', kind: 'move' });
        }}
      />
    </section>
  );
}
