/**
 * The address fields of the site's country (`ADDRESS_FORMATS`): in its order, with its own labels
 * in the shopper's language (postal code, ZIP code, province, kelurahan …), the region as a select
 * of the country's list (names in the language where the country has them), the postcode with
 * its number of digits, and the country itself read-only: a site ships only to its own country.
 * Hong Kong chooses a district (grouped by area) and its area.
 */
import { ADDRESS_FORMATS, type AddressField, type Region, addressFieldLabel, findRegion, regionName } from '@blush/shared/address';
import type { CountryCode, Language } from '@blush/shared/markets';
import { countryName } from '@blush/shared/site';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';
import type { AddressValues } from '../checkout-form.ts';
import { FormField, FormSelect } from '../../../components/form/FormControls.tsx';

export interface CheckoutAddressFieldsProps {
  country: CountryCode;
  /** `shipping` or `billing`: the autofill section and the field keys. */
  section: 'shipping' | 'billing';
  values: AddressValues;
  errors: Partial<Record<string, string>>;
  idFor: (key: string) => string;
  onChange: (field: AddressField, value: string) => void;
  onBlur: (field: AddressField) => void;
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  line1: 'address-line1',
  line2: 'address-line2',
  district: 'address-level3',
  city: 'address-level2',
  region: 'address-level1',
  postcode: 'postal-code',
};

const byName = (language: Language) => (a: Region, b: Region) => regionName(a, language).localeCompare(regionName(b, language), language);

export function CheckoutAddressFields({ country, section, values, errors, idFor, onChange, onBlur }: CheckoutAddressFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const format = ADDRESS_FORMATS[country];
  const key = (field: AddressField) => `${section}.${field}`;
  const text = useMessage();
  const label = (field: AddressField | 'country') => addressFieldLabel(country, field, text);
  const regions = format.regions ?? [];
  const area = country === 'HK' && values.region ? findRegion(regions, values.region) : undefined;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        id={idFor(`${section}.country`)}
        label={label('country')}
        value={countryName(country, text)}
        readOnly
        hint={t('checkout.address.ships_only', { country: countryName(country, text) })}
        className="sm:col-span-2"
      />
      {format.fields.map(({ field, required }) => {
        const common = {
          id: idFor(key(field)),
          label: label(field),
          error: errors[key(field)],
          optional: !required,
          autoComplete: `${section} ${AUTOCOMPLETE[field]}`,
          onBlur: () => onBlur(field),
        };
        const wide = field === 'line1' || field === 'line2';
        if (field === 'region' && format.regions) {
          return (
            <FormSelect
              key={field}
              {...common}
              placeholder={t('checkout.address.choose')}
              options={[...regions].sort(country === 'HK' ? () => 0 : byName(language)).map((region) => ({ value: region.code, label: regionName(region, language) }))}
              value={values.region}
              onChange={(e) => {
                onChange('region', e.target.value);
                // Hong Kong: a district of another area no longer fits.
                if (country === 'HK' && values.district) {
                  const chosen = findRegion(regions, e.target.value);
                  if (chosen && !findRegion(chosen.districts ?? [], values.district)) onChange('district', '');
                }
              }}
            />
          );
        }
        if (field === 'district' && country === 'HK') {
          const areas = area ? [area] : regions;
          return (
            <FormSelect
              key={field}
              {...common}
              autoComplete={`${section} address-level2`}
              placeholder={t('checkout.address.choose')}
              options={[]}
              groups={areas.map((a) => ({ label: regionName(a, language), options: (a.districts ?? []).map((d) => ({ value: d.code, label: regionName(d, language) })) }))}
              value={values.district}
              onChange={(e) => {
                onChange('district', e.target.value);
                // The district tells the area.
                const owner = regions.find((a) => findRegion(a.districts ?? [], e.target.value));
                if (owner && !area) onChange('region', owner.code);
              }}
            />
          );
        }
        if (field === 'postcode' && format.postcode) {
          const rule = format.postcode;
          return (
            <FormField
              key={field}
              {...common}
              inputMode="numeric"
              maxLength={rule.digits + 2}
              hint={t('checkout.address.postcode_hint', { digits: rule.digits, example: rule.example })}
              value={values.postcode}
              onChange={(e) => onChange('postcode', e.target.value)}
            />
          );
        }
        return (
          <FormField
            key={field}
            {...common}
            className={wide ? 'sm:col-span-2' : undefined}
            maxLength={wide ? 100 : 50}
            value={values[field]}
            onChange={(e) => onChange(field, e.target.value)}
          />
        );
      })}
    </div>
  );
}
