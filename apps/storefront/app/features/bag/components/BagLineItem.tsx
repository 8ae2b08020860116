/**
 * One line of the bag: image, brand, name, shade or size, unit price (the regular one struck through
 * on sale), quantity (1 to the most it can hold), line subtotal, "Remove" and "Move to wishlist".
 * A line that is out of stock or not sold here any more says so with the catalogue's message and
 * cannot change quantity: it has to go before checkout (product guide §8). A line priced in a bundle
 * says which ("Bundle: …"); removing it asks first (`BagBundleDialog`).
 */
import { useId } from 'react';
import type { BagLine } from '@blush/shared/bag-contracts';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { UiPrice } from '../../../components/ui/UiPrice.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';

export type { BagLine };
export type LineBusy = 'updating' | 'removing' | 'moving';

export interface BagLineItemProps {
  line: BagLine;
  /** The blocker's message for this line ("Out of stock. Please remove it…"), if any. */
  blocker: string | undefined;
  busy: LineBusy | undefined;
  /** The quantity asked for while the change is on its way. */
  pendingQuantity: number | undefined;
  error: string | undefined;
  onQuantity: (line: BagLine, quantity: number) => void;
  onRemove: (line: BagLine) => void;
  onMoveToWishlist: (line: BagLine) => void;
  /** The name link, focused when a neighbouring line is removed. */
  focusRef?: (element: HTMLAnchorElement | null) => void;
}

export function productHref(line: BagLine): string {
  const key = line.variant.type === 'shade' ? 'shade' : line.variant.type === 'size' ? 'size' : null;
  return `/products/${line.product.slug}${key ? `?${key}=${encodeURIComponent(line.variant.sku)}` : ''}`;
}

export function lineName(line: BagLine): string {
  return `${line.brand.name} ${line.product.name}`;
}

export function BagLineItem({ line, blocker, busy, pendingQuantity, error, onQuantity, onRemove, onMoveToWishlist, focusRef }: BagLineItemProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const id = useId();
  const flagged = line.outOfStock || line.unavailable;
  const product = line.kind === 'product';
  const most = Math.max(line.quantity, line.maxQuantity, 1);
  const href = productHref(line);
  const variantText = line.variant.shade ? t('cart.shade', { shade: line.variant.shade }) : line.variant.size ? t('cart.size', { size: line.variant.size }) : null;

  return (
    <li className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 border-b border-neutral-200 py-5 sm:grid-cols-[7rem_minmax(0,1fr)_auto]" aria-labelledby={`${id}-name`} aria-busy={busy !== undefined} data-testid="bag-line" data-line-id={line.id}>
      <UiLink to={href} tabIndex={-1} aria-hidden="true" className={cx('row-span-2 block aspect-square bg-neutral-50 sm:row-span-1', flagged && 'opacity-50')}>
        {line.variant.imageUrl ? <img src={line.variant.imageUrl} alt="" width={112} height={112} loading="lazy" decoding="async" className="size-full object-contain p-2" /> : null}
      </UiLink>

      <div className="min-w-0">
        <p className="text-xs font-bold uppercase tracking-[0.08em]">{line.brand.name}</p>
        <h3 id={`${id}-name`} className="text-sm leading-5">
          <UiLink ref={focusRef} to={href} className="hover:underline" data-testid="line-name">
            <span className="sr-only">{line.brand.name} </span>
            {line.product.name}
          </UiLink>
        </h3>
        {variantText ? <p className="mt-0.5 text-sm text-neutral-600">{variantText}</p> : null}
        {!product ? <p className="mt-1 inline-block bg-blush-100 px-2 py-0.5 text-xs font-semibold text-blush-900">{t(`cart.kind.${line.kind}`)}</p> : null}
        {line.bundle ? (
          <p className="mt-1 inline-block bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-800" data-testid="line-bundle">
            {t('cart.bundle.badge', { title: line.bundle.title })}
          </p>
        ) : null}
        <div className="mt-1 text-sm" data-testid="line-price">
          <UiPrice price={line.regularPrice} salePrice={line.price.amount < line.regularPrice.amount ? line.price : null} className="text-sm" />
        </div>
        {line.discount.amount > 0 ? <p className="text-xs text-blush-700">{t('cart.line_discount', { amount: format(line.discount) })}</p> : null}
        {line.clickAndCollectOnly ? <p className="mt-1 text-xs text-neutral-600">{t('cart.click_and_collect_only')}</p> : null}
        {line.nonDiscountable ? <p className="mt-1 text-xs text-neutral-600">{t('cart.non_discountable')}</p> : null}
        {flagged ? (
          <p className="mt-2 flex items-start gap-1.5 text-sm font-semibold text-blush-700" data-testid="line-blocker">
            <UiIcon name="info" size={18} className="shrink-0" />
            {blocker ?? t(line.unavailable ? 'cart.unavailable' : 'cart.out_of_stock')}
          </p>
        ) : null}
      </div>

      <div className="col-start-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:col-start-3 sm:row-start-1 sm:flex-col sm:items-end sm:justify-start">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-qty`} className="text-sm text-neutral-600">
            {t('cart.quantity')}
          </label>
          <select
            id={`${id}-qty`}
            aria-label={`${t('cart.quantity')}, ${lineName(line)}`}
            value={pendingQuantity ?? line.quantity}
            // Never disabled while a change is on its way: the keyboard focus would be lost.
            disabled={!product || flagged}
            aria-describedby={busy === 'updating' ? `${id}-updating` : undefined}
            onChange={(event) => {
              if (busy === undefined) onQuantity(line, Number(event.target.value));
            }}
            className="h-10 min-w-16 border border-neutral-400 bg-white px-2 text-base hover:border-black disabled:border-neutral-200 disabled:text-neutral-500"
            data-testid="line-quantity"
          >
            {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n} disabled={n > line.maxQuantity && n !== line.quantity}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm font-semibold tabular-nums" data-testid="line-subtotal">
          <span className="sr-only">{t('cart.line_subtotal')} </span>
          {format(line.subtotal)}
        </p>
      </div>

      <div className="col-span-2 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm sm:col-span-2 sm:col-start-2">
        {busy === 'updating' ? (
          <span id={`${id}-updating`} className="text-neutral-600" data-testid="line-updating">
            {t('cart.updating')}
          </span>
        ) : null}
        <button
          type="button"
          onClick={() => onRemove(line)}
          aria-busy={busy === 'removing'}
          aria-disabled={busy !== undefined}
          className="inline-flex min-h-10 items-center underline underline-offset-4 hover:no-underline aria-disabled:cursor-default aria-disabled:text-neutral-500"
          aria-label={`${busy === 'removing' ? t('cart.removing') : t('cart.remove')}: ${lineName(line)}`}
          data-testid="line-remove"
        >
          {busy === 'removing' ? t('cart.removing') : t('cart.remove')}
        </button>
        {product ? (
          <button
            type="button"
            onClick={() => onMoveToWishlist(line)}
            aria-disabled={busy !== undefined}
            className="inline-flex min-h-10 items-center gap-1.5 underline underline-offset-4 hover:no-underline aria-disabled:cursor-default aria-disabled:text-neutral-500"
            aria-label={`${busy === 'moving' ? t('cart.moving') : t('cart.move_to_wishlist')}: ${lineName(line)}`}
            data-testid="line-move"
          >
            <UiIcon name="heart" size={16} />
            {busy === 'moving' ? t('cart.moving') : t('cart.move_to_wishlist')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="col-span-2 border-l-4 border-blush-700 bg-blush-50 px-3 py-2 text-sm text-blush-900 sm:col-span-3" data-testid="line-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
