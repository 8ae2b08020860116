/**
 * Registration (sign-up, product guide §2, §5): names, e-mail, a password with the live rule checklist,
 * mobile number (calling code of one of the eight markets + number), date of birth (over 14),
 * country and preferred language (that country's languages), the four mandatory consents and the
 * optional marketing one. Checked as the API checks it before sending; the API's answers
 * (`password_rules`, `validation_failed`, `email_taken`, `consent_required`, `too_young`) land on
 * their fields. Signed in on success, then to `return_to` or the account.
 */
import { type FormEvent, useId, useState } from 'react';
import { CONSENT_KINDS, type ConsentKind, MANDATORY_CONSENTS, type PasswordRuleCode, passwordRuleMessage } from '@blush/shared/account';
import { COUNTRY_CODES, type CountryCode, type Language, MARKETS, defaultLanguage, offersLanguage } from '@blush/shared/markets';
import { LANGUAGE_NAMES, countryName } from '@blush/shared/site';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { useAccountApi, useSessionActions } from '../hooks/use-account.ts';
import { useFocusRequest } from '../hooks/use-focus-request.ts';
import { useServerErrors } from '../hooks/use-server-errors.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { destinationAfterSignIn, withReturnTo } from '../return-to.ts';
import { type ClientErrors, REGISTRATION_FIELDS, type RegistrationValues, firstInvalid, latestDateOfBirth, todayIso, validateRegistration } from '../validation.ts';
import { FormCheckbox, FormField, FormSelect } from '../../../components/form/FormControls.tsx';
import { FormAlert, FormSubmit } from '../../../components/form/FormMessages.tsx';
import { AccountEmailField, AccountMobileFields } from './AccountFields.tsx';
import { AccountNewPassword } from './AccountNewPassword.tsx';

export interface AccountRegisterPrefill {
  email?: string | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
  /** A pending Google sign-in to link to the new account. */
  link_token?: string | undefined;
}

export interface AccountRegisterFormProps {
  returnTo: string | null;
  prefill?: AccountRegisterPrefill;
}

const CONSENT_LINKS: Partial<Record<ConsentKind, { href: string; key: string }>> = {
  policy: { href: '/terms?section=Legal+Terms', key: 'account.consents.read_terms' },
  personal_information: { href: '/privacy', key: 'account.consents.read_privacy' },
  third_party_sharing: { href: '/privacy', key: 'account.consents.read_privacy' },
};

const NO_CONSENTS = Object.fromEntries(CONSENT_KINDS.map((kind) => [kind, false])) as Record<ConsentKind, boolean>;

export function AccountRegisterForm({ returnTo, prefill = {} }: AccountRegisterFormProps) {
  const { t, i18n } = useTranslation();
  const site = useSiteLocale();
  const api = useAccountApi();
  const { completeSignIn } = useSessionActions();
  const focus = useFocusRequest();
  const toFormErrors = useServerErrors();
  const hydrated = useHydrated();
  const uid = useId();
  const alertId = `${uid}-alert`;
  const id = (field: string) => `${uid}-${field}`;
  const [today] = useState(todayIso);

  const [values, setValues] = useState<RegistrationValues>({
    email: prefill.email ?? '',
    password: '',
    password_confirmation: '',
    first_name: prefill.first_name ?? '',
    last_name: prefill.last_name ?? '',
    calling_code: MARKETS[site.country].callingCode,
    mobile_number: '',
    date_of_birth: '',
    country: site.country,
    language: site.language,
    consents: NO_CONSENTS,
  });
  const [callingCodeTouched, setCallingCodeTouched] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [serverRules, setServerRules] = useState<PasswordRuleCode[]>([]);
  const [showRuleErrors, setShowRuleErrors] = useState(false);
  const [formError, setFormError] = useState<{ message: string; code?: string } | undefined>(undefined);
  const [pending, setPending] = useState(false);

  /** Drop a field's error once the shopper changes it; the error summary goes with the last one. */
  const clearError = (field: string) => {
    if (!errors[field]) return;
    const { [field]: _gone, ...rest } = errors;
    setErrors(rest);
    if (Object.keys(rest).length === 0 && !formError?.code) setFormError(undefined);
  };

  const set = <K extends Exclude<keyof RegistrationValues, 'consents'>>(field: K, value: RegistrationValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearError(field);
    if (field === 'password') setServerRules([]);
  };

  const setConsent = (kind: ConsentKind, checked: boolean) => {
    setValues((v) => ({ ...v, consents: { ...v.consents, [kind]: checked } }));
    if (checked) clearError(`consent_${kind}`);
  };

  const onCountry = (country: CountryCode) => {
    setValues((v) => ({
      ...v,
      country,
      language: offersLanguage(country, v.language as Language) ? v.language : defaultLanguage(country),
      calling_code: callingCodeTouched ? v.calling_code : MARKETS[country].callingCode,
    }));
  };

  const errorText = (key: string) =>
    key === 'password_mismatch' ? passwordRuleMessage('AUTH_MS_PV_007', i18n.language) : t(`account.form.error.${key}`);
  const translate = (client: ClientErrors) => Object.fromEntries(Object.entries(client).map(([field, key]) => [field, errorText(key!)]));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const client = validateRegistration(values, today);
    setShowRuleErrors(true);
    if (Object.keys(client).length > 0) {
      setErrors(translate(client));
      setFormError({ message: t('account.form.error.summary', { count: Object.keys(client).length }) });
      focus(id(firstInvalid(REGISTRATION_FIELDS, client)!));
      return;
    }
    setErrors({});
    setFormError(undefined);
    setPending(true);
    try {
      await api.register({
        email: values.email.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        mobile: { calling_code: values.calling_code, number: values.mobile_number.replace(/[\s-]/g, '') },
        date_of_birth: values.date_of_birth,
        country: values.country as CountryCode,
        language: values.language as Language,
        consents: values.consents,
        ...(prefill.link_token ? { social_link_token: prefill.link_token } : {}),
      });
      await completeSignIn(destinationAfterSignIn(returnTo));
    } catch (error) {
      const server = toFormErrors(error);
      setErrors(server.fields);
      setServerRules(server.rules);
      setFormError({ message: server.message, code: server.code });
      const first = firstInvalid(REGISTRATION_FIELDS, server.fields);
      focus(first ? id(first) : alertId);
      setPending(false);
    }
  };

  const languages = MARKETS[values.country as CountryCode]?.languages ?? [];

  return (
    <form noValidate method="post" onSubmit={onSubmit} aria-labelledby="auth-title" className="space-y-6">
      <FormAlert id={alertId} message={formError?.message}>
        {formError?.code === 'email_taken' ? (
          <UiLink to={withReturnTo('/sign_in', returnTo)} className="mt-1 inline-block font-semibold underline underline-offset-2">
            {t('account.sign_up.sign_in')}
          </UiLink>
        ) : null}
      </FormAlert>

      {prefill.link_token ? (
        <p className="border-l-4 border-black bg-neutral-50 px-4 py-3 text-sm">{t('account.sign_up.google_linking')}</p>
      ) : null}

      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">{t('account.sign_up.about_you')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={id('first_name')} label={t('account.form.first_name')} autoComplete="given-name" value={values.first_name} onChange={(e) => set('first_name', e.target.value)} error={errors.first_name} maxLength={50} />
          <FormField id={id('last_name')} label={t('account.form.last_name')} autoComplete="family-name" value={values.last_name} onChange={(e) => set('last_name', e.target.value)} error={errors.last_name} maxLength={50} />
        </div>
        <AccountEmailField
          id={id('email')}
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
        />
        <AccountNewPassword
          idFor={(name) => id(name === 'rules' ? 'password-rules' : name)}
          label={t('account.form.password')}
          password={values.password}
          confirmation={values.password_confirmation}
          onPassword={(value) => set('password', value)}
          onConfirmation={(value) => set('password_confirmation', value)}
          errors={errors}
          email={values.email}
          purpose="register"
          serverFailures={serverRules}
          showErrors={showRuleErrors}
        />
        <AccountMobileFields
          idFor={id}
          callingCode={values.calling_code}
          number={values.mobile_number}
          errors={errors}
          onCallingCode={(value) => {
            setCallingCodeTouched(true);
            set('calling_code', value);
          }}
          onNumber={(value) => set('mobile_number', value)}
        />
        <FormField
          id={id('date_of_birth')}
          label={t('account.form.date_of_birth')}
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={latestDateOfBirth(today)}
          value={values.date_of_birth}
          onChange={(e) => set('date_of_birth', e.target.value)}
          error={errors.date_of_birth}
          hint={t('account.form.date_of_birth_hint')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormSelect
            id={id('country')}
            preset
            label={t('account.form.country')}
            autoComplete="country"
            value={values.country}
            onChange={(e) => onCountry(e.target.value as CountryCode)}
            error={errors.country}
            options={COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, i18n.language) }))}
          />
          <FormSelect
            id={id('language')}
            preset
            label={t('account.form.language')}
            value={values.language}
            onChange={(e) => set('language', e.target.value)}
            error={errors.language}
            options={languages.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold">{t('account.consents.title')}</legend>
        <p className="text-sm text-neutral-700">{t('account.consents.intro')}</p>
        {CONSENT_KINDS.map((kind) => {
          const link = CONSENT_LINKS[kind];
          const mandatory = (MANDATORY_CONSENTS as readonly string[]).includes(kind);
          return (
            <FormCheckbox
              key={kind}
              id={id(`consent_${kind}`)}
              checked={values.consents[kind]}
              onChange={(e) => setConsent(kind, e.target.checked)}
              error={errors[`consent_${kind}`]}
              aria-required={mandatory ? true : undefined}
              label={
                <>
                  {t(`account.consents.${kind}`)}
                  <span className="text-neutral-600"> {mandatory ? t('account.form.required') : t('account.form.optional')}</span>
                </>
              }
              after={
                link ? (
                  <UiLink to={link.href} className="underline underline-offset-2 hover:text-blush-700" target="_blank">
                    {t(link.key)}
                    <span className="sr-only"> {t('account.form.new_tab')}</span>
                  </UiLink>
                ) : undefined
              }
            />
          );
        })}
      </fieldset>

      <FormSubmit label={t('account.sign_up.submit')} pendingLabel={t('account.sign_up.submitting')} pending={pending} disabled={!hydrated} className="sm:w-full" />
      <p className="text-center text-sm">
        {t('account.sign_up.have_account')}{' '}
        <UiLink to={withReturnTo('/sign_in', returnTo)} className="font-semibold underline underline-offset-2">
          {t('account.sign_up.sign_in')}
        </UiLink>
      </p>
    </form>
  );
}
