/**
 * The balance check (`/gift-cards/balance`): the card's number and PIN, then its balance and
 * expiry (`POST /gift-cards/balance`). The API's refusal is said as it words it, translated: a
 * wrong number or PIN (without saying which), too many tries (throttled: wait), an expired card or
 * one of another country. The answer takes focus and is announced.
 */
import { useCallback, useId, useState } from 'react';
import type { GiftCardBalanceDto } from '@blush/shared/giftcard-contracts';
import { MARKETS } from '@blush/shared/markets';
import { formatMoney } from '@blush/shared/money';
import { FormErrorSummary, FormSubmit, FormSuccess } from '../../../components/form/FormMessages.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { isApiError } from '../../../lib/api-core.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSite, useSiteLocale } from '../../../lib/site.ts';
import { type CardCredentials, checkCredentials, credentialsBody } from '../credentials.ts';
import { giftCardApi } from '../gift-card-api.ts';
import { GiftCardCredentialFields } from './GiftCardCredentialFields.tsx';

export function GiftCardBalanceForm() {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const uid = useId();
  const validate = useCallback((values: CardCredentials) => checkCredentials(values, t), [t]);
  const form = useSchemaForm<CardCredentials>({ initialValues: { number: '', pin: '' }, validate, fieldOrder: () => ['number', 'pin'], showOnBlur: false });
  const [result, setResult] = useState<GiftCardBalanceDto | null>(null);
  const { tag } = useSite();
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: MARKETS[locale.country].timeZone });

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const body = credentialsBody(values);
      const answer = await giftCardApi(locale).balance(body.number, body.pin);
      form.release();
      setResult(answer);
      form.restart((v) => ({ ...v, pin: '' }));
      form.focus(`${uid}-result`);
    } catch (error) {
      const message = isApiError(error) && error.status < 500 && !error.message.startsWith('HTTP ') ? error.message : t('gift_cards.balance.failed');
      form.fail({ message });
    }
  });

  return (
    <div className="max-w-xl space-y-6">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${uid}-title`} className="space-y-5" data-testid="gift-card-balance-form">
        <h2 id={`${uid}-title`} className="text-lg font-semibold">
          {t('gift_cards.balance.form_title')}
        </h2>
        <FormErrorSummary id={form.summaryId} title={form.summaryOpen ? (form.formError ?? t('gift_cards.form.errors_title', { count: form.summary.length })) : undefined} errors={form.summary} onGoTo={form.goTo} />
        <GiftCardCredentialFields form={form} />
        <FormSubmit label={t('gift_cards.balance.check')} pendingLabel={t('gift_cards.balance.checking')} pending={form.pending} testId="gift-card-balance-check" />
      </form>
      {result ? (
        <FormSuccess id={`${uid}-result`} title={t('gift_cards.balance.result', { amount: formatMoney(result.balance, locale.language, locale.country) })}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="gift-card-balance-result">
            <dt>{t('gift_cards.balance.card')}</dt>
            <dd className="font-mono">{result.maskedNumber}</dd>
            <dt>{t('gift_cards.balance.expires')}</dt>
            <dd>{date.format(new Date(result.expiresAt))}</dd>
          </dl>
        </FormSuccess>
      ) : null}
    </div>
  );
}
