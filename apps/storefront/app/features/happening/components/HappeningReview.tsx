/** The booking before it is made (product guide §2 "confirm"): what, where, when, who, and the contact details; confirm or go back. */
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/form/FormMessages.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { BookingValues } from '../booking-form.ts';
import { type BookingFacts, HappeningFacts } from './HappeningFacts.tsx';

export interface HappeningReviewProps {
  facts: BookingFacts;
  values: BookingValues;
  pending: boolean;
  error: string | undefined;
  errorId: string;
  onConfirm: () => void;
  onEdit: () => void;
  children?: ReactNode;
}

export function HappeningReview({ facts, values, pending, error, errorId, onConfirm, onEdit }: HappeningReviewProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5" data-testid="booking-review-panel">
      <HappeningFacts facts={facts} />
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-neutral-600">{t('happening.form.full_name')}</dt>
          <dd className="mt-0.5 break-words font-semibold">{values.fullName.trim()}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-neutral-600">{t('happening.form.email')}</dt>
          <dd className="mt-0.5 break-words font-semibold">{values.email.trim()}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-neutral-600">{t('happening.form.phone')}</dt>
          <dd className="mt-0.5 font-semibold">{`${values.callingCode} ${values.phone.trim()}`}</dd>
        </div>
      </dl>
      <FormAlert id={errorId} message={error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className="inline-flex h-12 items-center justify-center gap-2 bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800 disabled:bg-neutral-500"
          data-testid="booking-confirm"
        >
          {pending ? t('happening.book.confirming') : t('happening.book.confirm')}
        </button>
        <button type="button" onClick={onEdit} disabled={pending} className="inline-flex h-12 items-center justify-center border border-black px-8 text-sm font-semibold hover:bg-neutral-100">
          {t('happening.book.edit')}
        </button>
      </div>
    </div>
  );
}
