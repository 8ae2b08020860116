/**
 * `/account/beauty-profile`: skin type, tone and undertone, hair type and eye colour as radio
 * groups (one answer, or "prefer not to say"), skin and hair concerns as checkboxes; saved with
 * `PATCH /user`. Each group is a fieldset with its legend, its hint and its error. On the form kit
 * (`useAccountForm`): nothing to check before sending; the API's answer goes to the group it names
 * or the error summary.
 */
import { useState } from 'react';
import { BEAUTY_PROFILE_OPTIONS, type BeautyProfileField } from '@blush/shared/account';
import type { BeautyProfile } from '@blush/shared/account-contracts';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountApi, updateCachedUser } from '../hooks/use-account.ts';
import { useAccountContext } from '../hooks/use-account-context.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { FormFieldError, describedByIds, errorIdOf, hintIdOf } from '../../../components/form/FormControls.tsx';
import { FormErrorSummary, FormSubmit, FormSuccess } from '../../../components/form/FormMessages.tsx';
import { AccountPageHeader } from './AccountPageHeader.tsx';
import { Radio } from '../../../components/form/Radio.tsx';

const SINGLE = ['skin_type', 'skin_tone', 'skin_undertone', 'hair_type', 'eye_colour'] as const satisfies readonly BeautyProfileField[];
type Single = (typeof SINGLE)[number];
type Multiple = 'skin_concerns' | 'hair_concerns';

/** The order on the page: skin first, then hair, then eyes. */
const ORDER: ReadonlyArray<Single | Multiple> = ['skin_type', 'skin_tone', 'skin_undertone', 'skin_concerns', 'hair_type', 'hair_concerns', 'eye_colour'];

const isSingle = (field: Single | Multiple): field is Single => (SINGLE as readonly string[]).includes(field);

const OPTION_CLASS =
  'flex cursor-pointer items-center gap-2 border border-neutral-300 px-3 py-2.5 text-sm has-[:checked]:border-black has-[:checked]:bg-neutral-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-black';

/** Every answer is a valid one (a choice or "prefer not to say"): nothing to check before sending. */
const NOTHING_TO_CHECK = () => ({});

export function AccountBeautyProfileForm() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const { account } = useAccountContext();
  const form = useAccountForm<BeautyProfile>({
    initialValues: account.user.beauty_profile,
    check: NOTHING_TO_CHECK,
    fields: ORDER,
    labels: Object.fromEntries(ORDER.map((field) => [field, t(`account.beauty_profile.field.${field}`)])),
  });
  const profile = form.values;
  const uid = form.summaryId;
  const [saved, setSaved] = useState(false);
  const notify = useNotify();

  const change = <K extends Single | Multiple>(field: K, value: BeautyProfile[K]) => {
    form.set(field, value);
    setSaved(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user } = await api.updateUser({ beauty_profile: values });
      await updateCachedUser(user);
      form.release();
      setSaved(true);
      form.focus(`${uid}-saved`);
      // Also the site's notification; quiet, as the focused message above is read.
      notify(t('account.beauty_profile.saved'), { type: 'success', group: 'account', id: 'account-saved', announce: false });
    } catch (error) {
      // The API's words on a field it names (`beauty_profile.skin_type`), else the summary.
      form.failWith(error);
    }
  });

  /** The "choose any" hint of a group of checkboxes describes its fieldset. */
  const hintOf = (field: Single | Multiple) => (isSingle(field) ? undefined : hintIdOf(form.idFor(field)));
  const label = (field: BeautyProfileField, value: string) => t(`account.beauty_profile.option.${field}.${value}`);

  return (
    <>
      <AccountPageHeader title={t('account.beauty_profile.title')} intro={t('account.beauty_profile.intro')} />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-8" aria-label={t('account.beauty_profile.title')}>
        <FormErrorSummary {...form.summaryProps} />
        {ORDER.map((field) => (
          <fieldset key={field} aria-describedby={describedByIds(hintOf(field), form.errors[field] ? errorIdOf(form.idFor(field)) : undefined)} className="space-y-3">
            <legend className="mb-3 text-base font-semibold">{t(`account.beauty_profile.field.${field}`)}</legend>
            <FormFieldError id={errorIdOf(form.idFor(field))} message={form.errors[field]} />
            {isSingle(field) ? (
              <div id={form.idFor(field)} tabIndex={-1} className="grid grid-cols-2 gap-2 outline-none sm:grid-cols-3 lg:grid-cols-4">
                {[...BEAUTY_PROFILE_OPTIONS[field], null].map((value) => (
                  <label key={value ?? 'none'} className={OPTION_CLASS}>
                    <Radio
                      name={`${uid}-${field}`}
                      value={value ?? ''}
                      checked={profile[field] === value}
                      onCheck={() => change(field, value)}
                      className="size-4 accent-black"
                    />
                    {value === null ? <span className="text-neutral-700">{t('account.beauty_profile.not_set')}</span> : label(field, value)}
                  </label>
                ))}
              </div>
            ) : (
              <>
                <p id={hintOf(field)} className="-mt-2 text-sm text-neutral-700">
                  {t('account.beauty_profile.choose_any')}
                </p>
                <div id={form.idFor(field)} tabIndex={-1} className="grid grid-cols-2 gap-2 outline-none sm:grid-cols-3 lg:grid-cols-4">
                  {BEAUTY_PROFILE_OPTIONS[field].map((value) => {
                    const chosen = (profile[field] as readonly string[]).includes(value);
                    return (
                      <label key={value} className={OPTION_CLASS}>
                        <input
                          type="checkbox"
                          name={`${uid}-${field}`}
                          value={value}
                          checked={chosen}
                          onChange={() => change(field, (chosen ? profile[field].filter((v) => v !== value) : [...profile[field], value]) as BeautyProfile[typeof field])}
                          className="size-4 accent-black"
                        />
                        {label(field, value)}
                      </label>
                    );
                  })}
                </div>
              </>
            )}
          </fieldset>
        ))}
        <div className="space-y-4 border-t border-neutral-200 pt-6">
          {saved ? <FormSuccess id={`${uid}-saved`} title={t('account.beauty_profile.saved')} /> : null}
          <FormSubmit label={t('account.beauty_profile.save')} pendingLabel={t('account.form.saving')} pending={form.pending} />
        </div>
      </form>
    </>
  );
}
