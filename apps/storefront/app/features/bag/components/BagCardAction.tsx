/**
 * A product card's bag action: a quick "Add to bag" (one unit) for an in-stock product with one
 * variant, a link to choose a shade or size on its page for one with several, nothing for one that
 * cannot be bought on the web (sold out, coming soon, sold only in the app: the card says so). The quick add says "Adding…", then
 * "Added" for a moment with a polite notice and the header count updated; a refusal (limits, out of
 * stock) is an error notice in the API's words. Nothing of the bag's code loads before a sign of
 * interest. `BagQuickAdd` also serves a known variant (`variantId`), as on the wishlist.
 */
import { useEffect, useState } from 'react';
import { APP_ONLY_BADGE } from '@blush/shared/catalog';
import type { ProductCard } from '@blush/shared/contracts';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSessionSubject } from '../../../lib/session.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { loadBagActions, preloadBagActions } from '../bag-client.ts';

const BUTTON = 'relative z-10 inline-flex h-10 w-full items-center justify-center gap-1.5 border px-3 text-xs font-bold uppercase tracking-[0.08em]';

export interface BagQuickAddProps {
  /** "NARS Velvet Lip": the accessible name's object and the notice's subject. */
  name: string;
  slug: string;
  /** The variant to add, when known; else the product's one variant. */
  variantId?: number;
}

export function BagQuickAdd({ name, slug, variantId }: BagQuickAddProps) {
  const { t } = useTranslation();
  const { country, language } = useSiteLocale();
  const subject = useSessionSubject();
  const notify = useNotify();
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');

  useEffect(() => {
    if (state !== 'added') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  const label = t(state === 'adding' ? 'bag.adding' : state === 'added' ? 'bag.added' : 'bag.add_to_bag');

  const add = async () => {
    if (state === 'adding') return;
    setState('adding');
    const result = await loadBagActions().then(
      (actions) => actions.quickAdd({ locale: { country, language }, subject }, { slug, variantId, name }, t),
      () => ({ ok: false, text: t('bag.add_failed') }),
    );
    setState(result.ok ? 'added' : 'idle');
    notify(result.text, result.ok ? { type: 'success', title: t('bag.added_title'), group: 'bag' } : { type: 'error', title: name, group: 'bag' });
  };

  return (
    <button
      type="button"
      onClick={() => void add()}
      onPointerEnter={preloadBagActions}
      onFocus={preloadBagActions}
      aria-busy={state === 'adding'}
      aria-disabled={state === 'adding'}
      className={cx(BUTTON, state === 'added' ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-black bg-white hover:bg-black hover:text-white')}
      data-testid="quick-add"
      data-state={state}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </button>
  );
}

export function BagCardAction({ product }: { product: ProductCard }) {
  const { t } = useTranslation();
  // Sold out, coming soon or sold only in the app: the card says so, and offers no bag.
  if (!product.inStock || product.badges.includes('coming_soon') || product.badges.includes(APP_ONLY_BADGE)) return null;
  const name = `${product.brand.name} ${product.name}`;
  if (product.variantCount <= 1) return <BagQuickAdd name={name} slug={product.slug} />;
  const label = t(product.swatches.length ? 'bag.choose_shade' : 'bag.choose_size');
  return (
    <UiLink to={`/products/${product.slug}`} className={cx(BUTTON, 'border-neutral-300 bg-white hover:border-black')} aria-label={`${label}: ${name}`} data-testid="choose-variant">
      {label}
    </UiLink>
  );
}
