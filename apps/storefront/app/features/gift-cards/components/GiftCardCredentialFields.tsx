/** The number and PIN fields of a gift card (balance check, paying with a card), on the form kit. */
import { FormField } from '../../../components/form/FormControls.tsx';
import type { SchemaForm } from '../../../components/form/use-schema-form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type CardCredentials, groupCardNumber } from '../credentials.ts';

export function GiftCardCredentialFields({ form, compact = false }: { form: SchemaForm<CardCredentials>; compact?: boolean }) {
  const { t } = useTranslation();
  const { values, update, field } = form;
  return (
    <div className={compact ? 'grid grid-cols-[minmax(0,1fr)_7rem] gap-3' : 'grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]'}>
      <FormField
        {...field('number')}
        label={t('gift_cards.credentials.number')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={19}
        value={values.number}
        onChange={(e) => update((v) => ({ ...v, number: groupCardNumber(e.target.value) }), 'number')}
        hint={compact ? undefined : t('gift_cards.credentials.number_hint')}
      />
      <FormField
        {...field('pin')}
        label={t('gift_cards.credentials.pin')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={values.pin}
        onChange={(e) => update((v) => ({ ...v, pin: e.target.value.replace(/\D/g, '') }), 'pin')}
      />
    </div>
  );
}
