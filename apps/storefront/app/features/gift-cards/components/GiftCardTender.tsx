/**
 * Paying with gift cards and store credit, in the bag and at checkout: the cards applied (masked
 * number, what each pays, "Remove"), a number + PIN form to apply one more, and the member's store
 * credit ("Use store credit", what it pays, "Remove"). Credit and a promo code do not combine
 * (product guide §5): while a code is on the bag the credit says so instead of offering itself,
 * and the API's refusal either way round is shown as it words it. Every change answers the bag
 * (`onChange` puts it on the page) and is announced.
 */
import { useCallback, useId, useState } from 'react';
import type { BagDto } from '@blush/shared/bag-contracts';
import { emptyTender } from '@blush/shared/giftcard-contracts';
import { FormErrorSummary } from '../../../components/form/FormMessages.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { isApiError } from '../../../lib/api-core.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormatMoney } from '../../../lib/site.ts';
import { type CardCredentials, checkCredentials, credentialsBody } from '../credentials.ts';
import type { GiftCardApi, GiftCardCall } from '../gift-card-api.ts';
import { GiftCardCredentialFields } from './GiftCardCredentialFields.tsx';

export interface GiftCardTenderProps {
  bag: BagDto;
  /** Run a call that answers the bag and show that bag (the bag page's cache, or the checkout reloaded). */
  onChange: (call: GiftCardCall) => Promise<BagDto>;
  /** Say a change politely (the page's live region). */
  announce: (text: string) => void;
}

const apiText = (error: unknown, fallback: string) => (isApiError(error) && error.status < 500 && !error.message.startsWith('HTTP ') ? error.message : fallback);

const linkButton = 'inline-flex min-h-11 shrink-0 items-center text-sm underline underline-offset-4 hover:no-underline aria-disabled:cursor-default aria-disabled:text-neutral-500';

export function GiftCardTender({ bag, onChange, announce }: GiftCardTenderProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const uid = useId();
  const tender = bag.tender ?? emptyTender;
  const credit = tender.credit;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const validate = useCallback((values: CardCredentials) => checkCredentials(values, t), [t]);
  const form = useSchemaForm<CardCredentials>({ initialValues: { number: '', pin: '' }, validate, fieldOrder: () => ['number', 'pin'], showOnBlur: false, focusOnInvalid: 'field' });

  const call = (api: (g: GiftCardApi) => Promise<{ bag: BagDto }>) => onChange(api);
  const total = (updated: BagDto) => format(updated.summary.total);

  const apply = form.handleSubmit(async (values) => {
    const body = credentialsBody(values);
    try {
      const updated = await call((api) => api.applyCard(body.number, body.pin));
      form.release();
      form.restart(() => ({ number: '', pin: '' }));
      const card = updated.tender?.giftCards.at(-1);
      announce(t('gift_cards.tender.applied', { card: card?.maskedNumber ?? '', amount: card ? format(card.amountUsed) : '', total: total(updated) }));
    } catch (failure) {
      form.fail({ message: apiText(failure, t('gift_cards.tender.failed')) });
    }
  });

  const run = async (key: string, task: () => Promise<BagDto>, said: (updated: BagDto) => string, focusAfter?: string) => {
    if (busy) return;
    setBusy(key);
    setError(null);
    try {
      const updated = await task();
      announce(said(updated));
      if (focusAfter) document.getElementById(focusAfter)?.focus();
    } catch (failure) {
      setError(apiText(failure, t('gift_cards.tender.failed')));
    } finally {
      setBusy(null);
    }
  };

  const creditUsable = credit !== null && (credit.applied || credit.available.amount > 0);
  return (
    <section aria-labelledby={`${uid}-title`} className="border border-neutral-200 p-5 sm:p-6" data-testid="gift-card-tender">
      <h2 id={`${uid}-title`} className="text-lg font-semibold tracking-tight">
        {credit ? t('gift_cards.tender.title_credit') : t('gift_cards.tender.title')}
      </h2>

      {tender.giftCards.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-label={t('gift_cards.tender.applied_label')} data-testid="tender-cards">
          {tender.giftCards.map((card) => (
            <li key={card.id} className="flex items-center justify-between gap-3 border border-neutral-300 bg-white px-3 py-2 text-sm" data-testid="tender-card">
              <span className="min-w-0">
                <span className="block font-mono">{card.maskedNumber}</span>
                <span className="block text-neutral-700">{t('gift_cards.tender.pays', { amount: format(card.amountUsed), balance: format(card.balance) })}</span>
              </span>
              <button
                type="button"
                aria-disabled={busy !== null}
                aria-label={t('gift_cards.tender.remove_label', { card: card.maskedNumber })}
                onClick={() => void run(`card-${card.id}`, () => call((api) => api.removeCard(card.id)), (updated) => t('gift_cards.tender.removed', { card: card.maskedNumber, total: total(updated) }), form.idFor('number'))}
                className={linkButton}
              >
                {busy === `card-${card.id}` ? t('gift_cards.tender.removing') : t('gift_cards.tender.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {open ? (
        <form noValidate onSubmit={(event) => void apply(event)} aria-label={t('gift_cards.tender.form_label')} className="mt-4 space-y-3">
          <FormErrorSummary id={form.summaryId} title={form.formError} testId="tender-error" />
          <GiftCardCredentialFields form={form} compact />
          <button
            type="submit"
            aria-disabled={form.pending}
            className="inline-flex h-11 items-center justify-center bg-black px-5 text-sm font-semibold text-white hover:bg-neutral-800 aria-disabled:cursor-default aria-disabled:bg-neutral-600"
            data-testid="tender-apply"
          >
            {form.pending ? t('gift_cards.tender.applying') : t('gift_cards.tender.apply')}
          </button>
        </form>
      ) : (
        <button type="button" onClick={() => {
          setOpen(true);
          form.focus(form.idFor('number'));
        }} className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold underline underline-offset-4 hover:no-underline" data-testid="tender-open">
          {t('gift_cards.tender.open')}
        </button>
      )}

      {credit && creditUsable ? (
        <div className="mt-5 border-t border-neutral-200 pt-4 text-sm" data-testid="tender-credit">
          <p className="font-semibold">{t('gift_cards.tender.credit_title')}</p>
          {credit.applied ? (
            <div className="mt-2 flex items-center justify-between gap-3">
              <p>{t('gift_cards.tender.credit_used', { amount: format(credit.used), available: format(credit.available) })}</p>
              <button
                type="button"
                aria-disabled={busy !== null}
                onClick={() => void run('credit', () => call((api) => api.removeCredit()), (updated) => t('gift_cards.tender.credit_removed', { total: total(updated) }))}
                className={linkButton}
                data-testid="tender-credit-remove"
              >
                {busy === 'credit' ? t('gift_cards.tender.removing') : t('gift_cards.tender.credit_remove')}
              </button>
            </div>
          ) : (
            <>
              <p className="mt-1">{t('gift_cards.tender.credit_available', { amount: format(credit.available) })}</p>
              {credit.canApply ? (
                <button
                  type="button"
                  aria-disabled={busy !== null}
                  onClick={() => void run('credit', () => call((api) => api.applyCredit()), (updated) => t('gift_cards.tender.credit_applied', { amount: format(updated.tender?.credit?.used ?? credit.available), total: total(updated) }))}
                  className="mt-2 inline-flex h-11 items-center justify-center border border-black px-5 font-semibold hover:bg-neutral-100 aria-disabled:cursor-default aria-disabled:text-neutral-500"
                  data-testid="tender-credit-apply"
                >
                  {busy === 'credit' ? t('gift_cards.tender.applying') : t('gift_cards.tender.credit_apply')}
                </button>
              ) : (
                <p className="mt-2 flex items-start gap-1.5 border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-amber-900" data-testid="tender-credit-blocked">
                  <UiIcon name="info" size={18} className="mt-px shrink-0" />
                  <span>{t('gift_cards.tender.credit_with_code', { code: bag.promotion?.code ?? '' })}</span>
                </p>
              )}
            </>
          )}
        </div>
      ) : null}

      {error ? (
        <p role="alert" className="mt-3 border-l-4 border-blush-700 bg-blush-50 px-3 py-2 text-sm text-blush-900" data-testid="tender-change-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
