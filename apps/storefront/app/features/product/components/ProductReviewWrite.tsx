/**
 * "Write a review" on the product page: a signed-in member opens the form (its code loads on
 * demand); a guest gets a link to sign in that comes back to the reviews.
 */
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { signInHref, useSessionCookie } from '../../../lib/session.ts';

const ProductReviewForm = lazy(() => import('./ProductReviewForm.tsx'));

export function ProductReviewWrite({ slug, productName }: { slug: string; productName: string }) {
  const { t } = useTranslation();
  const cookie = useSessionCookie();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Cancelling the form puts focus back on the button that opened it.
  useEffect(() => {
    if (!open && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [open]);
  const buttonClass = 'inline-flex h-11 items-center justify-center border border-black px-6 text-sm font-semibold hover:bg-black hover:text-white';

  if (cookie === null) {
    return (
      <Link to={signInHref(`/products/${slug}#reviews`)} className={buttonClass} data-testid="review-sign-in">
        {t('product.reviews.write.sign_in')}
      </Link>
    );
  }
  if (!open) {
    return (
      <button ref={button} type="button" onClick={() => setOpen(true)} aria-expanded={false} className={buttonClass} data-testid="review-write">
        {t('product.reviews.write.open')}
      </button>
    );
  }
  // Full width: in the reviews header row the open form wraps onto a line of its own.
  return (
    <div className="basis-full">
      <Suspense fallback={<p className="mt-6 text-sm text-neutral-600">{t('product.reviews.loading')}</p>}>
        <ProductReviewForm slug={slug} productName={productName} onCancel={() => {
            refocus.current = true;
            setOpen(false);
          }} />
      </Suspense>
    </div>
  );
}
