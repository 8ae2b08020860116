import { COUNTRY_CODES, type CountryCode } from '@blush/shared/markets';
import { useI18n } from '../../lib/i18n.tsx';
import { DateTimeField } from './DateTimeField.tsx';
import { zoneOf } from './offer-window.ts';

export interface OfferWindow { countries: CountryCode[]; startsAt: string; endsAt: string }

/** The countries an offer runs in (every one, or those chosen) and its start and end, in the time zone it names. */
export function OfferWindowFields({ value, onChange, idPrefix }: { value: OfferWindow; onChange: (value: OfferWindow) => void; idPrefix: string }) {
  const { t } = useI18n();
  const [every, setEvery] = [value.countries.length === 0, (on: boolean) => onChange({ ...value, countries: on ? [] : ['SG'] })];
  const { zone, several } = zoneOf(value.countries);
  return (
    <fieldset className="grid gap-3 rounded-md border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-800">{t('offers.where_when')}</legend>
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('offers.countries')}</legend>
        <div className="flex flex-wrap gap-x-4">
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name={`${idPrefix}-where`} checked={every} onChange={() => setEvery(true)} className="size-5" />
            {t('offers.every_country')}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name={`${idPrefix}-where`} checked={!every} onChange={() => setEvery(false)} className="size-5" />
            {t('offers.chosen_countries')}
          </label>
        </div>
        {every ? null : (
          <div role="group" aria-label={t('offers.chosen_countries')} className="flex flex-wrap gap-x-4">
            {COUNTRY_CODES.map((c) => (
              <label key={c} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={value.countries.includes(c)}
                  onChange={(e) => {
                    const next = e.target.checked ? [...value.countries, c] : value.countries.filter((x) => x !== c);
                    onChange({ ...value, countries: COUNTRY_CODES.filter((x) => next.includes(x)) });
                  }}
                  className="size-5"
                />
                {t(`offers.country.${c}`)}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <p className="text-sm font-medium text-stone-800" id={`${idPrefix}-zone`}>
        {several || every ? t('offers.zone_several', { zone }) : t('offers.zone_one', { zone, country: t(`offers.country.${value.countries[0]!}`) })}
      </p>
      <div className="grid gap-3 lg:grid-cols-2">
        <DateTimeField label={t('offers.starts', { zone })} description={t('offers.starts_help')} value={value.startsAt} onChange={(v) => onChange({ ...value, startsAt: v })} />
        <DateTimeField label={t('offers.ends', { zone })} description={t('offers.ends_help')} value={value.endsAt} onChange={(v) => onChange({ ...value, endsAt: v })} />
      </div>
    </fieldset>
  );
}
