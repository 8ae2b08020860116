/**
 * The offers the shopper can use on this bag (`GET cart/offers`), in a dialog (full screen on a
 * phone): each with its title, details, code, minimum spend, "One per order", end date, whether it
 * is applied or what is missing for it to apply, and its terms behind a disclosure. A code offer
 * has "Apply" (the code is applied as if typed); a bundle offer lists its products and has "Add
 * bundle to bag" (`POST cart/bundles`). Loaded lazily, when the shopper asks for the offers.
 */
import { useId, useState } from 'react';
import type { BagDto, OfferDto } from '@blush/shared/bag-contracts';
import { UiDialog } from '../../../components/ui/UiDialog.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney, useSite } from '../../../lib/site.ts';
import { type BagContext, bagErrorMessage, fetchOffers, promoErrorText } from '../bag-actions.ts';
import { useBagResource } from '../hooks/use-bag-resource.ts';

export interface BagOffersDialogProps {
  bag: BagDto;
  context: BagContext;
  /** Apply an offer's code; throws the API's error when it fails. */
  onApply: (code: string) => Promise<unknown>;
  onAddBundle: (offer: OfferDto) => Promise<unknown>;
  onClose: () => void;
}

type Failure = { offerId: number; message: string; hint: string | null };

/** An end date as the shopper reads it; a bare date is a day, not midnight UTC in another zone. */
function useFormatDate(): (value: string) => string {
  const { tag } = useSite();
  return (value) => {
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return value;
    return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', ...(dateOnly ? { timeZone: 'UTC' } : {}) }).format(date);
  };
}

function OfferCard({ offer, busy, failure, onApply, onAddBundle }: { offer: OfferDto; busy: boolean; failure: Failure | null; onApply: () => void; onAddBundle: () => void }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const formatDate = useFormatDate();
  const id = useId();
  const bundle = offer.kind === 'bundle';
  const facts = [
    offer.code ? t('cart.offers.code', { code: offer.code }) : null,
    offer.minSpend && offer.minSpend.amount > 0 ? t('cart.offers.min_spend', { amount: format(offer.minSpend) }) : null,
    offer.limitedToOnePerOrder ? t('cart.offers.one_per_order') : null,
    offer.endsAt ? t('cart.offers.ends', { date: formatDate(offer.endsAt) }) : null,
  ].filter((fact): fact is string => fact !== null);
  const buttonClass =
    'inline-flex min-h-11 items-center justify-center bg-black px-5 text-sm font-semibold text-white hover:bg-neutral-800 aria-disabled:cursor-default aria-disabled:bg-neutral-600';

  return (
    <li className={cx('border p-4', offer.applied ? 'border-black' : 'border-neutral-200')} aria-labelledby={`${id}-title`} data-testid="offer">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {offer.title}
        </h3>
        {offer.applied ? <span className="bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900">{t('cart.offers.applied')}</span> : null}
      </div>
      {offer.details ? <p className="mt-1 text-sm text-neutral-700">{offer.details}</p> : null}
      {facts.length ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-neutral-600">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {bundle && offer.products.length ? (
        <div className="mt-3">
          <p className="text-xs font-semibold uppercase tracking-[0.08em] text-neutral-600">{t('cart.offers.bundle_includes')}</p>
          <ul className="mt-1 space-y-0.5 text-sm">
            {offer.products.map((product) => (
              <li key={product.id} className="flex justify-between gap-3">
                <span className="min-w-0">
                  <span className="font-semibold">{product.brand}</span> {product.name}
                </span>
                {product.price ? <span className="shrink-0 tabular-nums">{format(product.price)}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {!offer.applicable && offer.hint ? (
        <p className="mt-2 border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="offer-hint">
          {offer.hint}
        </p>
      ) : null}
      {offer.terms ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer py-3 font-semibold underline-offset-4 hover:underline">{t('cart.offers.terms')}</summary>
          <p className="whitespace-pre-line pb-1 text-neutral-700">{offer.terms}</p>
        </details>
      ) : null}
      {failure ? (
        <div role="alert" className="mt-2 border-l-4 border-blush-700 bg-blush-50 px-3 py-2 text-sm text-blush-900" data-testid="offer-error">
          <p className="font-semibold">{failure.message}</p>
          {failure.hint ? <p>{failure.hint}</p> : null}
        </div>
      ) : null}
      {!offer.applied && (offer.code || bundle) ? (
        <div className="mt-3">
          {bundle ? (
            <button type="button" onClick={onAddBundle} aria-busy={busy} aria-disabled={busy} aria-label={`${busy ? t('cart.offers.adding') : t('cart.offers.add_bundle')}: ${offer.title}`} className={buttonClass} data-testid="offer-add-bundle">
              {busy ? t('cart.offers.adding') : t('cart.offers.add_bundle')}
            </button>
          ) : (
            <button type="button" onClick={onApply} aria-busy={busy} aria-disabled={busy} aria-label={`${busy ? t('cart.promo.applying') : t('cart.promo.apply')}: ${offer.title}`} className={buttonClass} data-testid="offer-apply">
              {busy ? t('cart.promo.applying') : t('cart.promo.apply')}
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}

export default function BagOffersDialog({ bag, context, onApply, onAddBundle, onClose }: BagOffersDialogProps) {
  const { t } = useTranslation();
  const offers = useBagResource((signal) => fetchOffers(context, signal), `${bag.promotion?.code ?? ''}|${bag.itemsCount}`);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const run = async (offer: OfferDto, action: () => Promise<unknown>, fallback: string, withHint: boolean) => {
    if (busy !== null) return;
    setBusy(offer.id);
    setFailure(null);
    try {
      await action();
      setBusy(null);
    } catch (error) {
      setBusy(null);
      const text = withHint ? promoErrorText(error, fallback) : { message: bagErrorMessage(error, fallback), hint: null };
      setFailure({ offerId: offer.id, ...text });
    }
  };

  const list = offers.data;
  return (
    <UiDialog
      open
      onClose={() => {
        if (busy === null) onClose();
      }}
      title={t('cart.offers.title')}
      description={t('cart.offers.description')}
      className="max-w-xl max-sm:m-0 max-sm:h-full max-sm:max-h-full max-sm:w-full max-sm:max-w-none"
    >
      <div className="px-5 py-5 sm:px-6" data-testid="offers-dialog" aria-busy={offers.loading}>
        {!list ? (
          offers.error ? (
            <div role="alert" className="space-y-3">
              <p>{bagErrorMessage(offers.error, t('cart.offers.load_failed'))}</p>
              <button type="button" onClick={offers.retry} className="inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800">
                {t('cart.retry')}
              </button>
            </div>
          ) : (
            <p role="status" className="text-sm text-neutral-600">
              {t('cart.offers.loading')}
            </p>
          )
        ) : list.length === 0 ? (
          <p className="text-sm text-neutral-700">{t('cart.offers.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {list.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                busy={busy === offer.id}
                failure={failure?.offerId === offer.id ? failure : null}
                onApply={() => offer.code && void run(offer, () => onApply(offer.code!), t('cart.promo.failed'), true)}
                onAddBundle={() => void run(offer, () => onAddBundle(offer), t('cart.update_failed'), false)}
              />
            ))}
          </ul>
        )}
      </div>
    </UiDialog>
  );
}
