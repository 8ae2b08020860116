/**
 * "Add to bag" of a product page in the states of product guide §4: a quantity (1 to 6, or fewer when
 * few are left) and the button; "Adding…" (aria-busy) while the API answers; then a confirmation
 * announced politely (the item, the bag subtotal, "View bag" and "Checkout") and the header count
 * updated, or the API's message (quantity limit, purchase limits, not sold here, out of stock) next
 * to the button. The code that talks to the API loads on the first sign of interest, not with the page.
 * An addition also shows the site's notification ("Added to your bag", the item and the subtotal);
 * it is quiet for screen readers, which hear the confirmation here.
 */
import { Suspense, lazy, useId, useState } from 'react';
import type { BagDto } from '@blush/shared/bag-contracts';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSessionSubject } from '../../../lib/session.ts';
import { useFormatMoney, useSiteLocale } from '../../../lib/site.ts';
import { loadBagActions } from '../bag-client.ts';

const BagAddedPanel = lazy(() => import('./BagAddedPanel.tsx'));

export interface BagItemSummary {
  brand: string;
  name: string;
  /** Shade name or size of the variant, if it has one. */
  variantLabel: string | null;
  imageUrl: string | null;
}

export interface BagAddToBagProps {
  variantId: number;
  item: BagItemSummary;
  /**
   * The most that can be chosen: `MAX_QUANTITY_PER_ITEM` (6), or the units left when fewer. The
   * route's loader sends the constant, so `@blush/shared/bag` stays out of the first load.
   */
  maxQuantity: number;
}

type State = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added'; bag: BagDto; quantity: number } | { kind: 'error'; message: string };

const preload = () => {
  void loadBagActions().catch(() => undefined);
  void import('./BagAddedPanel.tsx').catch(() => undefined);
};

export function BagAddToBag({ variantId, item, maxQuantity }: BagAddToBagProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const subject = useSessionSubject();
  const notify = useNotify();
  const format = useFormatMoney();
  const id = useId();
  const [quantity, setQuantity] = useState(1);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const max = Math.max(1, maxQuantity);
  const adding = state.kind === 'adding';

  const add = async () => {
    if (adding) return;
    setState({ kind: 'adding' });
    const actions = await loadBagActions().catch(() => null);
    try {
      if (!actions) throw new Error('The bag could not load');
      const bag = await actions.addToBag({ locale: { country: locale.country, language: locale.language }, subject }, variantId, quantity);
      setState({ kind: 'added', bag, quantity });
      notify(t('bag.added_notice', { name: `${item.brand} ${item.name}`, subtotal: format(bag.summary.subtotal) }), {
        type: 'success',
        title: t('bag.added_title'),
        group: 'bag',
        id: 'bag-added',
        announce: false,
        data: { variantId, quantity },
      });
    } catch (error) {
      setState({ kind: 'error', message: actions ? actions.bagErrorMessage(error, t('bag.add_failed')) : t('bag.add_failed') });
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="add-to-bag">
      <div className="flex gap-3">
        <div className="flex shrink-0 flex-col">
          <label htmlFor={`${id}-qty`} className="sr-only">
            {t('bag.quantity')}
          </label>
          <select
            id={`${id}-qty`}
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
            onFocus={preload}
            className="h-12 w-20 border border-neutral-400 bg-white px-3 text-base hover:border-black"
            data-testid="add-quantity"
          >
            {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => void add()}
          onPointerEnter={preload}
          onFocus={preload}
          aria-busy={adding}
          aria-disabled={adding}
          {...(state.kind === 'error' ? { 'aria-describedby': `${id}-error` } : {})}
          className="inline-flex h-12 flex-1 items-center justify-center gap-2 bg-black px-6 text-sm font-bold uppercase tracking-[0.08em] text-white hover:bg-neutral-800 aria-busy:cursor-progress aria-busy:bg-neutral-700"
          data-testid="buy-button"
          data-availability="in_stock"
          data-state={state.kind}
        >
          {adding ? (
            <>
              <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
              {t('bag.adding')}
            </>
          ) : (
            t('bag.add_to_bag')
          )}
        </button>
      </div>
      {state.kind === 'error' ? (
        <p id={`${id}-error`} role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-3 py-2 text-sm text-blush-900" data-testid="add-to-bag-error">
          {state.message}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {state.kind === 'added' ? (
          <Suspense fallback={<p className="text-sm font-semibold">{t('bag.added_title')}</p>}>
            <BagAddedPanel bag={state.bag} item={item} quantity={state.quantity} onClose={() => setState({ kind: 'idle' })} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
