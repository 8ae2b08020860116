/**
 * "Write a review" on the product page: a signed-in member opens the form (its code loads on
 * demand); a guest gets a link to sign in that comes back to the reviews.
 */
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { signInHref, useSessionCookie } from '../../../lib/session.ts';

const ProductReviewForm = lazy(() => import('./ProductReviewForm.tsx'));

export function ProductReviewWrite({ slug, productName }: { slug: string; productName: string }) {
  const { t } = useTranslation();
  const cookie = useSessionCookie();
  const [open, setOpen] = useState(false);
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
      <button type="button" onClick={() => setOpen(true)} aria-expanded={false} className={buttonClass} data-testid="review-write">
        {t('product.reviews.write.open')}
      </button>
    );
  }
  return (
    <Suspense fallback={<p className="mt-6 text-sm text-neutral-600">{t('product.reviews.loading')}</p>}>
      <ProductReviewForm slug={slug} productName={productName} onCancel={() => setOpen(false)} />
    </Suspense>
  );
}
