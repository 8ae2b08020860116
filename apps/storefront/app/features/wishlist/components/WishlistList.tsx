/**
 * The member's saved products (`/account/wishlist`): image, brand, name, shade or size, price in this
 * country, whether it is in stock, "Remove" ("Removing…", then focus to the next item) and, from the
 * route, "Add to bag" for what can be bought on the web ("In the app only" for a product sold only
 * in the Blush app). Newest first, as the API sends them. A removal, or its failure, is told in a
 * notification (the site's toasts, which screen readers hear too).
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { UiPrice } from '../../../components/ui/UiPrice.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useWishlist } from '../hooks/use-wishlist.ts';
import type { WishlistItem } from '../wishlist-api.ts';
import { UiLoadError, UiLoading } from '../../../components/ui/UiLoadState.tsx';

export type { WishlistItem };

export interface WishlistListProps {
  /** "Add to bag" for an item in stock (the bag feature, composed by the route). */
  addToBag?: (item: WishlistItem) => ReactNode;
  /** What an empty wishlist shows. */
  empty: ReactNode;
}

export function WishlistList({ addToBag, empty }: WishlistListProps) {
  const { t } = useTranslation();
  const ids = useId();
  const wishlist = useWishlist();
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const notify = useNotify();
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const focusIndex = useRef<number | null>(null);
  const items = wishlist.data;

  useEffect(() => {
    if (!items || focusIndex.current === null) return;
    const next = items[Math.min(focusIndex.current, items.length - 1)];
    focusIndex.current = null;
    (next ? links.current.get(next.variantId) : document.getElementById(`${ids}-heading`))?.focus();
  }, [items, ids]);

  const remove = async (item: WishlistItem) => {
    if (removing.has(item.variantId)) return;
    setRemoving((set) => new Set(set).add(item.variantId));
    const name = `${item.brand.name} ${item.product.name}`;
    try {
      const actions = await import('../wishlist-actions.ts');
      focusIndex.current = items?.findIndex((i) => i.variantId === item.variantId) ?? 0;
      await actions.removeFromWishlist(wishlist.context, { variantId: item.variantId }, items ?? []);
      notify(t('account.wishlist.removed', { name }), { type: 'success', group: 'wishlist' });
    } catch {
      focusIndex.current = null;
      notify(t('wishlist.failed'), { type: 'error', group: 'wishlist' });
    } finally {
      setRemoving((set) => {
        const copy = new Set(set);
        copy.delete(item.variantId);
        return copy;
      });
    }
  };

  if (!items) {
    if (wishlist.isError) return <UiLoadError error={wishlist.error as Error | null} onRetry={() => void wishlist.refetch()} />;
    return <UiLoading blocks={['h-32', 'h-32']} />;
  }

  if (items.length === 0) {
    return (
      <>
        {/* Focused (and so read) when the last item leaves. */}
        <div id={`${ids}-heading`} tabIndex={-1} className="outline-none">
          {empty}
        </div>
      </>
    );
  }

  return (
    <div data-testid="wishlist">
      <h2 id={`${ids}-heading`} tabIndex={-1} className="text-sm text-neutral-600 outline-none" data-testid="wishlist-count">
        {t('account.wishlist.items', { count: items.length })}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-labelledby={`${ids}-heading`}>
        {items.map((item) => {
          const name = `${item.brand.name} ${item.product.name}`;
          const href = `/products/${item.product.slug}`;
          const busy = removing.has(item.variantId);
          // Sold only in the Blush app: no "Add to bag" here, as on its card and its page.
          const buyable = item.inStock && item.price !== null && !item.appExclusive;
          return (
            <li key={item.variantId} className="flex gap-4 border border-neutral-200 p-4" aria-busy={busy} data-testid="wishlist-item">
              <div className="size-24 shrink-0 bg-neutral-50">
                {item.imageUrl ? <img src={item.imageUrl} alt="" width={96} height={96} loading="lazy" decoding="async" className="size-full object-contain p-2" /> : null}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                <p className="text-xs font-bold uppercase tracking-[0.08em]">{item.brand.name}</p>
                <h3>
                  <UiLink
                    to={href}
                    ref={(element) => {
                      if (element) links.current.set(item.variantId, element);
                      else links.current.delete(item.variantId);
                    }}
                    className="hover:underline"
                  >
                    <span className="sr-only">{item.brand.name} </span>
                    {item.product.name}
                  </UiLink>
                </h3>
                {item.shade ? <p className="text-neutral-600">{t('account.wishlist.shade', { shade: item.shade })}</p> : null}
                {item.size ? <p className="text-neutral-600">{t('account.wishlist.size', { size: item.size })}</p> : null}
                {item.price ? <UiPrice price={item.price} salePrice={item.salePrice} className="text-sm" /> : <p className="text-neutral-600">{t('product.not_sold_here')}</p>}
                <p className={item.inStock ? 'text-emerald-800' : 'text-blush-700'} data-testid="wishlist-stock">
                  {item.inStock ? t('account.wishlist.in_stock') : t('product.out_of_stock')}
                </p>
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
                  {buyable && addToBag ? <div className="w-full sm:w-auto sm:min-w-36">{addToBag(item)}</div> : null}
                  {item.appExclusive ? (
                    <p className="w-full text-sm font-semibold text-blush-800" data-testid="wishlist-app-only">
                      {t('product.app_only_card')}
                    </p>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => void remove(item)}
                    aria-busy={busy}
                    aria-disabled={busy}
                    className="inline-flex min-h-10 items-center underline underline-offset-4 hover:no-underline aria-disabled:text-neutral-500"
                    aria-label={`${busy ? t('account.wishlist.removing') : t('account.wishlist.remove')}: ${name}`}
                    data-testid="wishlist-remove"
                  >
                    {busy ? t('account.wishlist.removing') : t('account.wishlist.remove')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
