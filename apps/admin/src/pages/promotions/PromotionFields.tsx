import type { ReactNode } from 'react';
import { ADMIN_PROMO_CODE_KINDS } from '@blush/shared/admin-promotion-contracts';
import { COUNTRY_CODES, type CountryCode, LANGUAGES, MARKETS } from '@blush/shared/markets';
import { FIELD_INPUT } from '../../components/ui.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { FormProblem, PromotionForm } from './promotion-form.ts';

const LANGUAGE_NAMES = { en: 'English', id: 'Bahasa Indonesia', th: 'ไทย', zh: '中文（繁體）' } as const;

function Input({ id, label, value, onChange, type = 'text', problem, ...rest }: { id: string; label: string; value: string; onChange: (value: string) => void; type?: string; problem?: string | undefined; required?: boolean; inputMode?: 'decimal' | 'numeric'; lang?: string; maxLength?: number }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">{label}</label>
      <input id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} className={FIELD_INPUT} {...rest} />
      {problem ? <p id={`${id}-problem`} className="mt-1 text-sm text-red-800">{problem}</p> : null}
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The promotion's rules as form fields; money per country in that country's currency. */
export function PromotionFields({ form, onChange, problems, isNew }: { form: PromotionForm; onChange: (form: PromotionForm) => void; problems: Partial<Record<string, FormProblem>>; isNew: boolean }) {
  const { t } = useI18n();
  const set = <K extends keyof PromotionForm>(key: K, value: PromotionForm[K]) => onChange({ ...form, [key]: value });
  const problem = (name: string) => (problems[name] ? t(`promotions.problems.${problems[name]}`) : undefined);
  const perCountry = (key: 'amounts' | 'minSpend', name: string) => (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {COUNTRY_CODES.map((c: CountryCode) => (
        <Input key={c} id={`${name}-${c}`} label={t('promotions.in_country', { country: c, currency: MARKETS[c].currency })} inputMode="decimal" value={form[key][c] ?? ''} onChange={(v) => set(key, { ...form[key], [c]: v })} problem={problem(`${name}.${c}`)} />
      ))}
    </div>
  );
  return (
    <div className="space-y-4">
      <Group legend={t('promotions.offer')}>
        <Input id="promo-code" label={t('promotions.code')} value={form.code} onChange={(v) => set('code', v)} required maxLength={40} />
        {isNew ? null : <p className="text-sm text-stone-600">{t('promotions.code_hint')}</p>}
        <div>
          <label htmlFor="promo-kind" className="block text-sm font-medium text-stone-800">{t('promotions.kind')}</label>
          <select id="promo-kind" value={form.kind} onChange={(e) => set('kind', e.target.value as PromotionForm['kind'])} className={FIELD_INPUT}>
            {ADMIN_PROMO_CODE_KINDS.map((k) => <option key={k} value={k}>{t(`promotions.kinds.${k}`)}</option>)}
          </select>
        </div>
        {form.kind === 'percentage' ? <Input id="promo-percent" label={t('promotions.percent')} inputMode="numeric" value={form.percent} onChange={(v) => set('percent', v)} problem={problem('percent')} /> : null}
        {form.kind === 'fixed' ? <><p className="text-sm font-medium text-stone-800">{t('promotions.amounts')}</p>{perCountry('amounts', 'amounts')}</> : null}
        {LANGUAGES.map((l) => (
          <Input key={l} id={`promo-title-${l}`} lang={l === 'zh' ? 'zh-Hant' : l} label={t('promotions.title_in', { language: LANGUAGE_NAMES[l] })} value={form.title[l]} onChange={(v) => set('title', { ...form.title, [l]: v })} required={l === 'en'} maxLength={200} />
        ))}
      </Group>
      <Group legend={t('promotions.conditions')}>
        <p className="text-sm font-medium text-stone-800">{t('promotions.min_spend')}</p>
        {perCountry('minSpend', 'min_spend')}
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={form.firstOrderOnly} onChange={(e) => set('firstOrderOnly', e.target.checked)} className="size-5" />
          {t('promotions.first_order_only')}
        </label>
        <Input id="promo-products" label={t('promotions.product_ids')} value={form.productIds} onChange={(v) => set('productIds', v)} problem={problem('product_ids')} />
        <Input id="promo-brands" label={t('promotions.brand_ids')} value={form.brandIds} onChange={(v) => set('brandIds', v)} problem={problem('brand_ids')} />
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t('promotions.countries')}</legend>
          <div className="flex flex-wrap gap-x-4">
            {COUNTRY_CODES.map((c) => (
              <label key={c} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" checked={form.countries.includes(c)} onChange={(e) => set('countries', e.target.checked ? [...form.countries, c] : form.countries.filter((x) => x !== c))} className="size-5" />
                {c}
              </label>
            ))}
          </div>
        </fieldset>
      </Group>
      <Group legend={t('promotions.window_and_limits')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Input id="promo-starts" type="datetime-local" label={t('promotions.starts_at')} value={form.startsAt} onChange={(v) => set('startsAt', v)} />
          <Input id="promo-ends" type="datetime-local" label={t('promotions.ends_at')} value={form.endsAt} onChange={(v) => set('endsAt', v)} />
          <Input id="promo-usage" label={t('promotions.usage_limit')} inputMode="numeric" value={form.usageLimit} onChange={(v) => set('usageLimit', v)} problem={problem('usage_limit')} />
          <Input id="promo-per-customer" label={t('promotions.per_customer_limit')} inputMode="numeric" value={form.perCustomerLimit} onChange={(v) => set('perCustomerLimit', v)} problem={problem('per_customer_limit')} />
        </div>
      </Group>
    </div>
  );
}
