/** The bag page's loading placeholder and its checkout button (a link, or disabled with the reason tied to it). */
import type { BagDto } from '@blush/shared/bag-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { CHECKOUT_HREF } from '../checkout.ts';

export function BagLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]" data-testid="bag-loading">
      <p role="status" className="sr-only">
        {t('cart.loading')}
      </p>
      <div className="space-y-4">
        {[0, 1].map((i) => (
          <div key={i} className="h-32 animate-pulse bg-neutral-100" />
        ))}
      </div>
      <div className="h-64 animate-pulse bg-neutral-100" />
    </div>
  );
}

export function BagCheckoutButton({ bag, noteId }: { bag: BagDto; noteId: string }) {
  const { t } = useTranslation();
  if (bag.canCheckout) {
    return (
      <UiLink to={CHECKOUT_HREF} className="inline-flex h-12 w-full items-center justify-center bg-black px-6 text-sm font-bold uppercase tracking-[0.08em] text-white hover:bg-neutral-800" data-testid="checkout">
        {t('cart.checkout')}
      </UiLink>
    );
  }
  return (
    <button type="button" disabled aria-describedby={noteId} className="inline-flex h-12 w-full cursor-not-allowed items-center justify-center bg-neutral-300 px-6 text-sm font-bold uppercase tracking-[0.08em] text-neutral-600" data-testid="checkout">
      {t('cart.checkout')}
    </button>
  );
}
