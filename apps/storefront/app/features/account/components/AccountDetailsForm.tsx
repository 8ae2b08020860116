/**
 * `/account/details`, first half: names, mobile number, preferred language (the languages of the
 * member's country) and marketing consent, saved with `PATCH /user`. The e-mail is shown, not
 * edited here.
 */
import { type FormEvent, useId, useState } from 'react';
import { type Language, MARKETS } from '@blush/shared/markets';
import { LANGUAGE_NAMES } from '@blush/shared/site';
import { useTranslation } from '../../../lib/i18n.ts';
import { updateCachedUser, useAccountApi } from '../hooks/use-account.ts';
import { useAccountContext } from '../hooks/use-account-context.ts';
import { useFocusRequest } from '../hooks/use-focus-request.ts';
import { useServerErrors } from '../hooks/use-server-errors.ts';
import { checkMobileNumber, checkName, compact, firstInvalid } from '../validation.ts';
import { FormCheckbox, FormField, FormSelect } from '../../../components/form/FormControls.tsx';
import { FormAlert, FormSubmit, FormSuccess } from '../../../components/form/FormMessages.tsx';
import { AccountMobileFields } from './AccountFields.tsx';

const FIELDS = ['first_name', 'last_name', 'calling_code', 'mobile_number', 'language', 'marketing_consent'];

export function AccountDetailsForm() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const focus = useFocusRequest();
  const toFormErrors = useServerErrors();
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const { account } = useAccountContext();
  const user = account.user;
  const [values, setValues] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    calling_code: user.mobile.calling_code,
    mobile_number: user.mobile.number,
    language: user.language,
    marketing_consent: user.marketing_consent,
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);

  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setSaved(false);
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const client = compact({ first_name: checkName(values.first_name), last_name: checkName(values.last_name), mobile_number: checkMobileNumber(values.mobile_number) });
    if (Object.keys(client).length > 0) {
      setErrors(Object.fromEntries(Object.entries(client).map(([field, key]) => [field, t(`account.form.error.${key}`)])));
      setFormError(undefined);
      focus(id(firstInvalid(FIELDS, client)!));
      return;
    }
    setErrors({});
    setFormError(undefined);
    setPending(true);
    try {
      const { user: updated } = await api.updateUser({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        mobile: { calling_code: values.calling_code, number: values.mobile_number.replace(/[\s-]/g, '') },
        language: values.language as Language,
        marketing_consent: values.marketing_consent,
      });
      await updateCachedUser(updated);
      setSaved(true);
      focus(id('saved'));
    } catch (error) {
      const server = toFormErrors(error);
      setErrors(server.fields);
      setFormError(server.message);
      const first = firstInvalid(FIELDS, server.fields);
      focus(first ? id(first) : id('alert'));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={id('title')}>
      <h2 id={id('title')} className="text-xl font-semibold">
        {t('account.details.personal_title')}
      </h2>
      <form noValidate onSubmit={onSubmit} aria-labelledby={id('title')} className="mt-6 space-y-5">
        <FormAlert id={id('alert')} message={formError} />
        <FormField id={id('email')} label={t('account.form.email')} type="email" value={user.email} readOnly hint={t('account.details.email_note')} className="[&_input]:bg-neutral-50" />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={id('first_name')} label={t('account.form.first_name')} autoComplete="given-name" value={values.first_name} onChange={(e) => set('first_name', e.target.value)} error={errors.first_name} maxLength={50} />
          <FormField id={id('last_name')} label={t('account.form.last_name')} autoComplete="family-name" value={values.last_name} onChange={(e) => set('last_name', e.target.value)} error={errors.last_name} maxLength={50} />
        </div>
        <AccountMobileFields
          idFor={id}
          callingCode={values.calling_code}
          number={values.mobile_number}
          errors={errors}
          onCallingCode={(value) => set('calling_code', value)}
          onNumber={(value) => set('mobile_number', value)}
        />
        <FormSelect
          id={id('language')}
          preset
          label={t('account.form.language')}
          value={values.language}
          onChange={(e) => set('language', e.target.value as Language)}
          error={errors.language}
          options={MARKETS[user.country].languages.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        />
        <FormCheckbox
          id={id('marketing_consent')}
          label={t('account.consents.marketing')}
          checked={values.marketing_consent}
          onChange={(e) => set('marketing_consent', e.target.checked)}
          error={errors.marketing_consent}
        />
        {saved ? <FormSuccess id={id('saved')} title={t('account.details.saved')} /> : null}
        <FormSubmit label={t('account.details.save')} pendingLabel={t('account.form.saving')} pending={pending} />
      </form>
    </section>
  );
}
