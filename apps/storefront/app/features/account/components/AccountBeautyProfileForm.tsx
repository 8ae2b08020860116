/**
 * `/account/beauty-profile`: skin type, tone and undertone, hair type and eye colour as radio
 * groups (one answer, or "prefer not to say"), skin and hair concerns as checkboxes; saved with
 * `PATCH /user`. Each group is a fieldset with its legend.
 */
import { type FormEvent, useId, useState } from 'react';
import { BEAUTY_PROFILE_OPTIONS, type BeautyProfileField } from '@blush/shared/account';
import type { BeautyProfile } from '@blush/shared/account-contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountApi, updateCachedUser } from '../hooks/use-account.ts';
import { useAccountContext } from '../hooks/use-account-context.ts';
import { useFocusRequest } from '../hooks/use-focus-request.ts';
import { useServerErrors } from '../hooks/use-server-errors.ts';
import { FormAlert, FormSubmit, FormSuccess } from '../../../components/form/FormMessages.tsx';
import { AccountPageHeader } from './AccountPageHeader.tsx';

const SINGLE = ['skin_type', 'skin_tone', 'skin_undertone', 'hair_type', 'eye_colour'] as const satisfies readonly BeautyProfileField[];
type Single = (typeof SINGLE)[number];
type Multiple = 'skin_concerns' | 'hair_concerns';

/** The order on the page: skin first, then hair, then eyes. */
const ORDER: ReadonlyArray<Single | Multiple> = ['skin_type', 'skin_tone', 'skin_undertone', 'skin_concerns', 'hair_type', 'hair_concerns', 'eye_colour'];

const isSingle = (field: Single | Multiple): field is Single => (SINGLE as readonly string[]).includes(field);

const OPTION_CLASS =
  'flex cursor-pointer items-center gap-2 border border-neutral-300 px-3 py-2.5 text-sm has-[:checked]:border-black has-[:checked]:bg-neutral-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-black';

export function AccountBeautyProfileForm() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const focus = useFocusRequest();
  const toFormErrors = useServerErrors();
  const uid = useId();
  const { account } = useAccountContext();
  const [profile, setProfile] = useState<BeautyProfile>(account.user.beauty_profile);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | undefined>(undefined);

  const change = (next: BeautyProfile) => {
    setProfile(next);
    setSaved(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFormError(undefined);
    try {
      const { user } = await api.updateUser({ beauty_profile: profile });
      await updateCachedUser(user);
      setSaved(true);
      focus(`${uid}-saved`);
    } catch (error) {
      setFormError(toFormErrors(error).message);
      focus(`${uid}-alert`);
    } finally {
      setPending(false);
    }
  };

  const label = (field: BeautyProfileField, value: string) => t(`account.beauty_profile.option.${field}.${value}`);

  return (
    <>
      <AccountPageHeader title={t('account.beauty_profile.title')} intro={t('account.beauty_profile.intro')} />
      <form noValidate onSubmit={onSubmit} className="space-y-8" aria-label={t('account.beauty_profile.title')}>
        <FormAlert id={`${uid}-alert`} message={formError} />
        {ORDER.map((field) => (
          <fieldset key={field} className="space-y-3">
            <legend className="mb-3 text-base font-semibold">{t(`account.beauty_profile.field.${field}`)}</legend>
            {isSingle(field) ? (
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
                {[...BEAUTY_PROFILE_OPTIONS[field], null].map((value) => (
                  <label key={value ?? 'none'} className={OPTION_CLASS}>
                    <input
                      type="radio"
                      name={`${uid}-${field}`}
                      value={value ?? ''}
                      checked={profile[field] === value}
                      onChange={() => change({ ...profile, [field]: value })}
                      className="size-4 accent-black"
                    />
                    {value === null ? <span className="text-neutral-700">{t('account.beauty_profile.not_set')}</span> : label(field, value)}
                  </label>
                ))}
              </div>
            ) : (
              <>
                <p className="-mt-2 text-sm text-neutral-700">{t('account.beauty_profile.choose_any')}</p>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
                  {BEAUTY_PROFILE_OPTIONS[field].map((value) => {
                    const chosen = (profile[field] as readonly string[]).includes(value);
                    return (
                      <label key={value} className={OPTION_CLASS}>
                        <input
                          type="checkbox"
                          name={`${uid}-${field}`}
                          value={value}
                          checked={chosen}
                          onChange={() =>
                            change({
                              ...profile,
                              [field]: chosen ? (profile[field] as string[]).filter((v) => v !== value) : [...(profile[field] as string[]), value],
                            })
                          }
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
          <FormSubmit label={t('account.beauty_profile.save')} pendingLabel={t('account.form.saving')} pending={pending} />
        </div>
      </form>
    </>
  );
}
