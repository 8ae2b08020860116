/**
 * Registration (sign-up, product guide §2, §5): names, e-mail, a password with the live rule checklist,
 * mobile number (calling code of one of the eight markets + number), date of birth (over 14),
 * country and preferred language (that country's languages), the four mandatory consents and the
 * optional marketing one. Checked as the API checks it before sending; the API's answers
 * (`password_rules`, `validation_failed`, `email_taken`, `consent_required`, `too_young`) land on
 * their fields. Signed in on success, then to `return_to` or the account. On the form kit
 * (`useAccountForm`): the error summary lists each field in error, focus goes to the first.
 */
import { useCallback, useState } from 'react';
import { CONSENT_KINDS, type ConsentKind, MANDATORY_CONSENTS, type PasswordRuleCode } from '@blush/shared/account';
import { COUNTRY_CODES, type CountryCode, type Language, MARKETS, defaultLanguage, offersLanguage } from '@blush/shared/markets';
import { countryName, languageName } from '@blush/shared/site';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { useAccountApi, useSessionActions } from '../hooks/use-account.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { destinationAfterSignIn, withReturnTo } from '../return-to.ts';
import { REGISTRATION_FIELDS, type RegistrationValues, latestDateOfBirth, todayIso, validateRegistration } from '../validation.ts';
import { FormCheckbox, FormField, FormSelect } from '../../../components/form/FormControls.tsx';
import { FormErrorSummary, FormSubmit } from '../../../components/form/FormMessages.tsx';
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
  const { t } = useTranslation();
  const text = useMessage();
  const site = useSiteLocale();
  const api = useAccountApi();
  const { completeSignIn } = useSessionActions();
  const hydrated = useHydrated();
  const [today] = useState(todayIso);
  const check = useCallback((values: RegistrationValues) => validateRegistration(values, today), [today]);
  const form = useAccountForm<RegistrationValues>({
    initialValues: () => ({
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
    }),
    check,
    fields: REGISTRATION_FIELDS,
    labels: {
      first_name: t('account.form.first_name'),
      last_name: t('account.form.last_name'),
      email: t('account.form.email'),
      password: t('account.form.password'),
      password_confirmation: t('account.form.password_confirmation'),
      calling_code: t('account.form.calling_code'),
      mobile_number: t('account.form.mobile_number'),
      date_of_birth: t('account.form.date_of_birth'),
      country: t('account.form.country'),
      language: t('account.form.language'),
      ...Object.fromEntries(CONSENT_KINDS.map((kind) => [`consent_${kind}`, t(`account.consents.${kind}`)])),
    },
  });
  const { values, errors } = form;
  const [callingCodeTouched, setCallingCodeTouched] = useState(false);
  const [serverRules, setServerRules] = useState<PasswordRuleCode[]>([]);
  /** The catalogue code of the last failure (an address on record is offered sign-in). */
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const set = <K extends Exclude<keyof RegistrationValues, 'consents'>>(field: K, value: RegistrationValues[K]) => {
    form.set(field, value);
    if (field === 'password') setServerRules([]);
  };

  const setConsent = (kind: ConsentKind, checked: boolean) =>
    form.update((v) => ({ ...v, consents: { ...v.consents, [kind]: checked } }), `consent_${kind}`);

  const onCountry = (country: CountryCode) =>
    form.update(
      (v) => ({
        ...v,
        country,
        language: offersLanguage(country, v.language as Language) ? v.language : defaultLanguage(country),
        calling_code: callingCodeTouched ? v.calling_code : MARKETS[country].callingCode,
      }),
      'country',
    );

  const onSubmit = form.handleSubmit(async (submitted) => {
    setFailure(undefined);
    try {
      await api.register({
        email: submitted.email.trim(),
        password: submitted.password,
        password_confirmation: submitted.password_confirmation,
        first_name: submitted.first_name.trim(),
        last_name: submitted.last_name.trim(),
        mobile: { calling_code: submitted.calling_code, number: submitted.mobile_number.replace(/[\s-]/g, '') },
        date_of_birth: submitted.date_of_birth,
        country: submitted.country as CountryCode,
        language: submitted.language as Language,
        consents: submitted.consents,
        ...(prefill.link_token ? { social_link_token: prefill.link_token } : {}),
      });
      await completeSignIn(destinationAfterSignIn(returnTo));
    } catch (error) {
      const server = form.failWith(error);
      setServerRules(server.rules);
      setFailure(server.code);
    }
  });

  const languages = MARKETS[values.country as CountryCode]?.languages ?? [];

  return (
    <form noValidate method="post" onSubmit={(event) => void onSubmit(event)} aria-labelledby="auth-title" className="space-y-6">
      <FormErrorSummary {...form.summaryProps}>
        {failure === 'email_taken' ? (
          <UiLink to={withReturnTo('/sign_in', returnTo)} className="mt-1 inline-block font-semibold underline underline-offset-2">
            {t('account.sign_up.sign_in')}
          </UiLink>
        ) : null}
      </FormErrorSummary>

      {prefill.link_token ? (
        <p className="border-l-4 border-black bg-neutral-50 px-4 py-3 text-sm">{t('account.sign_up.google_linking')}</p>
      ) : null}

      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">{t('account.sign_up.about_you')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...form.field('first_name')} label={t('account.form.first_name')} autoComplete="given-name" value={values.first_name} onChange={(e) => set('first_name', e.target.value)} maxLength={50} />
          <FormField {...form.field('last_name')} label={t('account.form.last_name')} autoComplete="family-name" value={values.last_name} onChange={(e) => set('last_name', e.target.value)} maxLength={50} />
        </div>
        <AccountEmailField {...form.field('email')} value={values.email} onChange={(e) => set('email', e.target.value)} />
        <AccountNewPassword
          idFor={(name) => form.idFor(name === 'rules' ? 'password-rules' : name)}
          label={t('account.form.password')}
          password={values.password}
          confirmation={values.password_confirmation}
          onPassword={(value) => set('password', value)}
          onConfirmation={(value) => set('password_confirmation', value)}
          errors={errors}
          email={values.email}
          purpose="register"
          serverFailures={serverRules}
          showErrors={form.submitted}
        />
        <AccountMobileFields
          idFor={form.idFor}
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
          {...form.field('date_of_birth')}
          label={t('account.form.date_of_birth')}
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={latestDateOfBirth(today)}
          value={values.date_of_birth}
          onChange={(e) => set('date_of_birth', e.target.value)}
          hint={t('account.form.date_of_birth_hint')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormSelect
            {...form.field('country')}
            preset
            label={t('account.form.country')}
            autoComplete="country"
            value={values.country}
            onChange={(e) => onCountry(e.target.value as CountryCode)}
            options={COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, text) }))}
          />
          <FormSelect
            {...form.field('language')}
            preset
            label={t('account.form.language')}
            value={values.language}
            onChange={(e) => set('language', e.target.value)}
            options={languages.map((language) => ({ value: language, label: languageName(language, text) }))}
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
              {...form.field(`consent_${kind}`)}
              checked={values.consents[kind]}
              onChange={(e) => setConsent(kind, e.target.checked)}
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

      <FormSubmit label={t('account.sign_up.submit')} pendingLabel={t('account.sign_up.submitting')} pending={form.pending} disabled={!hydrated} className="sm:w-full" />
      <p className="text-center text-sm">
        {t('account.sign_up.have_account')}{' '}
        <UiLink to={withReturnTo('/sign_in', returnTo)} className="font-semibold underline underline-offset-2">
          {t('account.sign_up.sign_in')}
        </UiLink>
      </p>
    </form>
  );
}
