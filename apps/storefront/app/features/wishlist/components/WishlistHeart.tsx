/**
 * The heart: a toggle button (`aria-pressed`) that saves a product to the wishlist or takes it
 * off. Its accessible name stays "Save to wishlist" whichever the state (a toggle's name must not
 * change with its state); the tooltip and the notice say "Add to wishlist" / "Remove from
 * wishlist". A guest is sent to sign in and back here. Pressed state comes from the member's
 * wishlist (asked for only when signed in); the change shows at once and is undone on failure.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { useSafeNavigate } from '../../../components/ui/UiLink.tsx';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { isUnauthorized, signInHref } from '../../../lib/session.ts';
import { useWishlist } from '../hooks/use-wishlist.ts';

export interface WishlistHeartProps {
  productId: number;
  slug: string;
  /** "NARS Velvet Lip": named in the button on cards, where many hearts share a page. */
  name: string;
  /** The chosen variant (product page); a card's heart stands for the whole product. */
  variantId?: number;
  variant?: 'card' | 'page';
  className?: string;
}

export function WishlistHeart({ productId, slug, name, variantId, variant = 'card', className }: WishlistHeartProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useSafeNavigate();
  const { pathname, search } = useLocation();
  const wishlist = useWishlist();
  const [pending, setPending] = useState<boolean | null>(null);
  const saved = wishlist.data?.some((item) => (variantId === undefined ? item.product.id === productId : item.variantId === variantId)) ?? false;
  const pressed = pending ?? saved;
  const toSignIn = () => navigate(signInHref(`${pathname}${search}`));

  const toggle = async () => {
    if (pending !== null) return;
    if (!wishlist.signedIn || isUnauthorized(wishlist.error)) return toSignIn();
    const adding = !saved;
    setPending(adding);
    try {
      const actions = await import('../wishlist-actions.ts');
      const target = variantId === undefined ? { productId, slug } : { variantId };
      if (adding) await actions.addToWishlist(wishlist.context, target);
      else await actions.removeFromWishlist(wishlist.context, target, wishlist.data ?? []);
      notify(adding ? t('wishlist.added', { name }) : t('wishlist.removed', { name }), { type: 'success', group: 'wishlist' });
    } catch (error) {
      if (isUnauthorized(error)) return toSignIn();
      notify((error as { status?: number })?.status === 422 ? (error as Error).message : t('wishlist.failed'), { type: 'error', group: 'wishlist' });
    } finally {
      setPending(null);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={pressed}
      aria-busy={pending !== null}
      title={pressed ? t('wishlist.remove') : t('wishlist.add')}
      aria-label={variant === 'card' ? t('wishlist.save_named', { name }) : t('wishlist.save')}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full text-black hover:text-blush-700',
        variant === 'card' ? 'relative z-10 size-9 bg-white/90 shadow-sm ring-1 ring-black/5' : 'size-12 border border-neutral-300 hover:border-black',
        pressed && 'text-blush-700',
        className,
      )}
      data-testid="wishlist-heart"
    >
      <UiIcon name="heart" size={variant === 'card' ? 20 : 24} fill={pressed ? 'currentColor' : 'none'} />
    </button>
  );
}
