/**
 * `/account/details`, first half: names, mobile number, preferred language (the languages of the
 * member's country) and marketing consent, saved with `PATCH /user`. The e-mail is shown, not
 * edited here. On the form kit (`useAccountForm`).
 */
import { useId, useState } from 'react';
import { type Language, MARKETS } from '@blush/shared/markets';
import { languageName } from '@blush/shared/site';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';
import { updateCachedUser, useAccountApi } from '../hooks/use-account.ts';
import { useAccountContext } from '../hooks/use-account-context.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { type ClientErrors, checkMobileNumber, checkName, compact } from '../validation.ts';
import { FormCheckbox, FormField, FormSelect } from '../../../components/form/FormControls.tsx';
import { FormErrorSummary, FormSubmit, FormSuccess } from '../../../components/form/FormMessages.tsx';
import { AccountMobileFields } from './AccountFields.tsx';

const FIELDS = ['first_name', 'last_name', 'calling_code', 'mobile_number', 'language', 'marketing_consent'] as const;

interface DetailsValues {
  first_name: string;
  last_name: string;
  calling_code: string;
  mobile_number: string;
  language: Language;
  marketing_consent: boolean;
}

const check = (values: DetailsValues): ClientErrors =>
  compact({ first_name: checkName(values.first_name), last_name: checkName(values.last_name), mobile_number: checkMobileNumber(values.mobile_number) });

export function AccountDetailsForm() {
  const { t } = useTranslation();
  const text = useMessage();
  const api = useAccountApi();
  const uid = useId();
  const id = (part: string) => `${uid}-${part}`;
  const { account } = useAccountContext();
  const user = account.user;
  const form = useAccountForm<DetailsValues>({
    initialValues: () => ({
      first_name: user.first_name,
      last_name: user.last_name,
      calling_code: user.mobile.calling_code,
      mobile_number: user.mobile.number,
      language: user.language,
      marketing_consent: user.marketing_consent,
    }),
    check,
    fields: FIELDS,
    labels: {
      first_name: t('account.form.first_name'),
      last_name: t('account.form.last_name'),
      calling_code: t('account.form.calling_code'),
      mobile_number: t('account.form.mobile_number'),
      language: t('account.form.language'),
      marketing_consent: t('account.consents.marketing'),
    },
  });
  const { values, errors } = form;
  const [saved, setSaved] = useState(false);
  const notify = useNotify();

  const set = <K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) => {
    form.set(field, value);
    setSaved(false);
  };

  const onSubmit = form.handleSubmit(async (submitted) => {
    try {
      const { user: updated } = await api.updateUser({
        first_name: submitted.first_name.trim(),
        last_name: submitted.last_name.trim(),
        mobile: { calling_code: submitted.calling_code, number: submitted.mobile_number.replace(/[\s-]/g, '') },
        language: submitted.language,
        marketing_consent: submitted.marketing_consent,
      });
      await updateCachedUser(updated);
      form.release();
      setSaved(true);
      form.focus(id('saved'));
      // Also the site's notification; quiet, as the focused message above is read.
      notify(t('account.details.saved'), { type: 'success', group: 'account', id: 'account-saved', announce: false });
    } catch (error) {
      form.failWith(error);
    }
  });

  return (
    <section aria-labelledby={id('title')}>
      <h2 id={id('title')} className="text-xl font-semibold">
        {t('account.details.personal_title')}
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={id('title')} className="mt-6 space-y-5">
        <FormErrorSummary {...form.summaryProps} />
        <FormField id={id('email')} label={t('account.form.email')} type="email" value={user.email} readOnly hint={t('account.details.email_note')} className="[&_input]:bg-neutral-50" />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...form.field('first_name')} label={t('account.form.first_name')} autoComplete="given-name" value={values.first_name} onChange={(e) => set('first_name', e.target.value)} maxLength={50} />
          <FormField {...form.field('last_name')} label={t('account.form.last_name')} autoComplete="family-name" value={values.last_name} onChange={(e) => set('last_name', e.target.value)} maxLength={50} />
        </div>
        <AccountMobileFields
          idFor={form.idFor}
          callingCode={values.calling_code}
          number={values.mobile_number}
          errors={errors}
          onCallingCode={(value) => set('calling_code', value)}
          onNumber={(value) => set('mobile_number', value)}
        />
        <FormSelect
          {...form.field('language')}
          preset
          label={t('account.form.language')}
          value={values.language}
          onChange={(e) => set('language', e.target.value as Language)}
          options={MARKETS[user.country].languages.map((language) => ({ value: language, label: languageName(language, text) }))}
        />
        <FormCheckbox
          {...form.field('marketing_consent')}
          label={t('account.consents.marketing')}
          checked={values.marketing_consent}
          onChange={(e) => set('marketing_consent', e.target.checked)}
        />
        {saved ? <FormSuccess id={id('saved')} title={t('account.details.saved')} /> : null}
        <FormSubmit label={t('account.details.save')} pendingLabel={t('account.form.saving')} pending={form.pending} />
      </form>
    </section>
  );
}
