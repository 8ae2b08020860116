/**
 * The "Write a review" form of the product page, for a signed-in member (loaded only when opened).
 * A rating (five radio buttons), a title and the review; the review waits for moderation, so the
 * thank-you message says it appears once checked and links to the member's reviews. Errors are
 * tied to their fields and the first one takes focus; the API's translated message shows as is.
 */
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { createBrowserApi } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-core.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { signInHref } from '../../../lib/session.ts';
import { Radio } from '../../../components/form/Radio.tsx';

export interface ProductReviewFormProps {
  slug: string;
  productName: string;
  onCancel: () => void;
}

type Field = 'rating' | 'title' | 'body';
const BODY_MIN = 10;

export default function ProductReviewForm({ slug, productName, onCancel }: ProductReviewFormProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const api = useMemo(() => createBrowserApi(locale), [locale]);
  const id = useId();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'signed_out'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLDivElement>(null);

  const validate = (): Partial<Record<Field, string>> => ({
    ...(rating < 1 ? { rating: t('product.reviews.write.rating_required') } : {}),
    ...(title.trim() === '' ? { title: t('product.reviews.write.title_required') } : {}),
    ...(body.trim().length < BODY_MIN ? { body: t('product.reviews.write.body_too_short', { min: BODY_MIN }) } : {}),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validate();
    setErrors(found);
    setFailure(null);
    const first = (['rating', 'title', 'body'] as const).find((f) => found[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await api.send('POST', `/products/${encodeURIComponent(slug)}/reviews`, { rating, title: title.trim(), body: body.trim() });
      setStatus('sent');
      requestAnimationFrame(() => thanks.current?.focus());
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        setStatus('signed_out');
        return;
      }
      setStatus('idle');
      setFailure(isApiError(error) ? error.message : t('errors.title'));
    }
  };

  if (status === 'sent' || status === 'signed_out') {
    return (
      <div ref={thanks} tabIndex={-1} role="status" className="mt-6 border border-neutral-200 bg-neutral-50 p-6 outline-offset-4" data-testid="review-form-done">
        {status === 'sent' ? (
          <>
            <p className="font-semibold">{t('product.reviews.write.thanks_title')}</p>
            <p className="mt-1 text-sm text-neutral-700">{t('product.reviews.write.thanks_body')}</p>
            <Link to="/account/reviews" className="mt-3 inline-block text-sm font-semibold underline underline-offset-4">
              {t('product.reviews.write.see_mine')}
            </Link>
          </>
        ) : (
          <Link to={signInHref(`/products/${slug}#reviews`)} className="text-sm font-semibold underline underline-offset-4">
            {t('product.reviews.write.sign_in')}
          </Link>
        )}
      </div>
    );
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-blush-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate className="mt-6 max-w-2xl border border-neutral-200 p-6" aria-labelledby={`${id}-title`} data-testid="review-form">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('product.reviews.write.form_title', { name: productName })}
      </h3>
      <fieldset className="mt-4" aria-describedby={describedBy('rating')}>
        <legend className="text-sm font-semibold">{t('product.reviews.write.rating')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="relative cursor-pointer">
              <Radio
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onCheck={() => setRating(value)}
                className="peer sr-only"
                {...(value === 1 ? { 'data-field': 'rating' } : {})}
              />
              <span className="sr-only">{t('product.reviews.stars', { rating: value })}</span>
              <span
                aria-hidden="true"
                className={`flex size-11 items-center justify-center border text-lg peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${value <= rating ? 'border-black bg-black text-white' : 'border-neutral-300 text-neutral-500'}`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
        {errorText('rating')}
      </fieldset>
      <div className="mt-4">
        <label htmlFor={`${id}-title-input`} className="text-sm font-semibold">
          {t('product.reviews.write.title_label')}
        </label>
        <input
          id={`${id}-title-input`}
          data-field="title"
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('title')}
          className="mt-1 block h-11 w-full border border-neutral-400 px-3"
        />
        {errorText('title')}
      </div>
      <div className="mt-4">
        <label htmlFor={`${id}-body`} className="text-sm font-semibold">
          {t('product.reviews.write.body_label')}
        </label>
        <textarea
          id={`${id}-body`}
          data-field="body"
          value={body}
          rows={5}
          maxLength={5000}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={[describedBy('body'), `${id}-body-hint`].filter(Boolean).join(' ')}
          className="mt-1 block w-full border border-neutral-400 px-3 py-2"
        />
        <p id={`${id}-body-hint`} className="mt-1 text-xs text-neutral-600">
          {t('product.reviews.write.body_hint', { min: BODY_MIN })}
        </p>
        {errorText('body')}
      </div>
      {failure ? (
        <p role="alert" className="mt-4 text-sm text-blush-700">
          {failure}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" aria-busy={status === 'sending'} className="inline-flex h-11 items-center justify-center bg-black px-8 text-sm font-semibold text-white">
          {status === 'sending' ? t('product.reviews.write.submitting') : t('product.reviews.write.submit')}
        </button>
        <button type="button" onClick={onCancel} className="inline-flex h-11 items-center justify-center border border-black px-8 text-sm font-semibold">
          {t('product.reviews.write.cancel')}
        </button>
      </div>
    </form>
  );
}
