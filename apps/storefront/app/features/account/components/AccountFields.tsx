/**
 * The account pages' own fields, built from the form kit (components/form): the e-mail address,
 * the password with its show/hide toggle, and the mobile number (calling code, then number).
 */
import { useState } from 'react';
import { COUNTRY_CODES, MARKETS } from '@blush/shared/markets';
import { countryName } from '@blush/shared/site';
import { FormField, type FormFieldProps, FormSelect } from '../../../components/form/FormControls.tsx';
import { cx } from '../../../lib/cx.ts';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';

export interface AccountPasswordFieldProps extends Omit<FormFieldProps, 'type' | 'trailing'> {
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A password input with a show/hide button. Its name is the word it shows, a space, and what it
 * acts on ("Show password", "แสดง รหัสผ่าน"): the visible word is always the first whole word of
 * the name, in every language, so speech input finds it by what it says (WCAG 2.5.3). The name
 * changes with the state, so no `aria-pressed`.
 */
export function AccountPasswordField(props: AccountPasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const word = visible ? t('account.form.hide') : t('account.form.show');
  return (
    <FormField
      {...props}
      // Room for the longest word of the button ("Sembunyikan"), so typing never runs under it.
      className={cx(props.className, '[&_input]:pr-28')}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          aria-controls={props.id}
          aria-label={`${word} ${t('account.form.password_word')}`}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex min-w-14 items-center justify-center px-2 text-xs font-semibold underline underline-offset-2 hover:text-blush-700"
          data-testid="password-toggle"
        >
          {word}
        </button>
      }
    />
  );
}

export interface AccountMobileFieldsProps {
  /** The DOM id of a field by name (`calling_code`, `mobile_number`). */
  idFor: (name: 'calling_code' | 'mobile_number') => string;
  callingCode: string;
  number: string;
  errors: { calling_code?: string | undefined; mobile_number?: string | undefined };
  onCallingCode: (value: string) => void;
  onNumber: (value: string) => void;
}

/** Mobile number: the calling code of one of the eight markets, then the number. */
export function AccountMobileFields({ idFor, callingCode, number, errors, onCallingCode, onNumber }: AccountMobileFieldsProps) {
  const { t } = useTranslation();
  const text = useMessage();
  return (
    <div className="grid grid-cols-[minmax(0,10.5rem)_minmax(0,1fr)] gap-3 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
      <FormSelect
        id={idFor('calling_code')}
        label={t('account.form.calling_code')}
        autoComplete="tel-country-code"
        preset
        value={callingCode}
        onChange={(e) => onCallingCode(e.target.value)}
        error={errors.calling_code}
        options={COUNTRY_CODES.map((code) => ({ value: MARKETS[code].callingCode, label: `${MARKETS[code].callingCode} ${countryName(code, text)}` }))}
      />
      <FormField
        id={idFor('mobile_number')}
        label={t('account.form.mobile_number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={number}
        onChange={(e) => onNumber(e.target.value)}
        error={errors.mobile_number}
      />
    </div>
  );
}

/** An e-mail address field, set up for phones' keyboards and password managers. */
export function AccountEmailField(props: Omit<FormFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation();
  return <FormField label={t('account.form.email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
