import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';
import type { AdminStoreCreate, AdminWeek } from '@blush/shared/admin-store-contracts';
import { COUNTRY_CODES, type CountryCode, MARKETS } from '@blush/shared/markets';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Button, Field, ModalDialog, SelectField } from '../../components/ui.tsx';
import { isApiError } from '../../lib/api.ts';
import { countryName } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { WeekFields } from './WeekEditor.tsx';
import { useOpenStore } from './store-query.ts';

const TEXT_FIELDS = ['slug', 'name.en', 'name.id', 'name.th', 'name.zh', 'address', 'city', 'postcode', 'latitude', 'longitude', 'phone', 'time_zone'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
const REQUIRED = ['name.en', 'address', 'city', 'latitude', 'longitude'] as const;
const NEW_WEEK: AdminWeek = Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '22:00' }));

/** The API's field list of a 400 (`body.name.en` …) as messages by field name (`name.en`), several joined. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error, 'validation_failed')) return {};
  const fields = (error.details as { fields?: Array<{ field?: unknown; message?: unknown }> } | undefined)?.fields ?? [];
  const byName: Record<string, string> = {};
  for (const { field, message } of fields) {
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field.replace(/^body\./, '') || 'body';
    byName[name] = byName[name] ? `${byName[name]} ${message}` : message;
  }
  return byName;
}

/** Numbers typed with a comma or a point; an empty field is sent as null so the API names it. */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/**
 * "Open a store" (`stores.create`): the store's web address, country, names in the four
 * languages, address, map position, phone, time zone, weekly hours and click-and-collect, sent
 * in one request; the API's messages shown by their fields; on success the new store's page.
 */
export function StoreOpenDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [country, setCountry] = useState<CountryCode>('SG');
  const [text, setText] = useState<Record<TextFieldName, string>>(() => Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextFieldName, string>);
  const [hours, setHours] = useState<AdminWeek>(NEW_WEEK);
  const [collect, setCollect] = useState(true);
  const open = useOpenStore((store) => {
    onOpenChange(false);
    void navigate(`/stores/${encodeURIComponent(store.id)}`);
  });
  // The API's messages, except where a shop's own words say it better than the validator's (a pattern, a type name).
  const sent = fieldErrors(open.error);
  const errors: Record<string, string> = { ...sent };
  if (sent.slug) errors.slug = text.slug.trim() ? t('stores.new.slug_invalid') : t('errors.required');
  if (sent.phone) errors.phone = text.phone.trim() ? t('stores.new.phone_invalid') : t('errors.required');
  for (const name of REQUIRED) if (sent[name] && text[name].trim() === '') errors[name] = t('errors.required');
  const textErrors = Object.fromEntries(TEXT_FIELDS.filter((f) => errors[f]).map((f) => [f, errors[f]!]));
  const field = (name: TextFieldName, label: string, extra: { description?: string; inputMode?: 'decimal' | 'tel'; required?: boolean } = {}) => (
    <Field
      name={name}
      label={label}
      value={text[name]}
      onChange={(value) => setText((current) => ({ ...current, [name]: value }))}
      isRequired={extra.required}
      {...(extra.description ? { description: extra.description } : {})}
      {...(extra.inputMode ? { inputProps: { inputMode: extra.inputMode } } : {})}
    />
  );
  const submit = () => {
    const body: AdminStoreCreate = {
      slug: text.slug.trim(),
      country,
      name: { en: text['name.en'], id: text['name.id'], th: text['name.th'], zh: text['name.zh'] },
      address: text.address,
      city: text.city,
      postcode: text.postcode.trim() || null,
      latitude: numberOf(text.latitude) as number,
      longitude: numberOf(text.longitude) as number,
      phone: text.phone,
      time_zone: text.time_zone.trim() || null,
      hours,
      click_and_collect: collect,
    };
    open.mutate(body);
  };
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('stores.new.title')} wide>
      <p className="mb-4 text-sm text-stone-700">{t('stores.new.intro')}</p>
      <ErrorAlert error={open.error} />
      <Form
        aria-label={t('stores.new.title')}
        validationBehavior="aria"
        validationErrors={textErrors}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="mt-4 grid gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {field('slug', t('stores.new.slug'), { description: t('stores.new.slug_help'), required: true })}
          <div>
            <SelectField label={t('stores.new.country')} name="country" value={country} onChange={(value) => setCountry(value as CountryCode)} options={COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) }))} />
            {errors.country ? <span className="mt-1 block text-sm text-red-800">{errors.country}</span> : null}
          </div>
          {field('name.en', t('stores.new.name_en'), { required: true })}
          {field('name.id', t('stores.new.name_id'), { description: t('stores.new.name_help') })}
          {field('name.th', t('stores.new.name_th'), { description: t('stores.new.name_help') })}
          {field('name.zh', t('stores.new.name_zh'), { description: t('stores.new.name_help') })}
          {field('address', t('stores.new.address'), { required: true })}
          {field('city', t('stores.new.city'), { required: true })}
          {field('postcode', t('stores.new.postcode'))}
          {field('phone', t('stores.new.phone'), { inputMode: 'tel', required: true })}
          {field('latitude', t('stores.new.latitude'), { inputMode: 'decimal', required: true })}
          {field('longitude', t('stores.new.longitude'), { inputMode: 'decimal', required: true })}
          {field('time_zone', t('stores.new.time_zone'), { description: t('stores.new.time_zone_help', { zone: MARKETS[country].timeZone }) })}
        </div>
        <WeekFields label={t('stores.weekly_hours')} week={hours} initial={NEW_WEEK} onChange={setHours} pastMidnight errors={errors} />
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" checked={collect} onChange={(event) => setCollect(event.target.checked)} className="size-5 accent-blush-700" />
          {t('stores.click_and_collect')}
        </label>
        {errors.click_and_collect ? <span className="text-sm text-red-800">{errors.click_and_collect}</span> : null}
        <div className="flex gap-3">
          <Button type="submit" isDisabled={open.isPending}>
            {t('stores.new.submit')}
          </Button>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('stores.new.cancel')}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
