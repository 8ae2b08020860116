/**
 * A promotion's form as the staff member types it (amounts in major units per country, dates as
 * local date-times, ids as comma-separated lists) and the rules the API takes.
 */
import type { AdminPromotion, AdminPromotionRulesInput } from '@blush/shared/admin-promotion-contracts';
import { COUNTRY_CODES, type CountryCode, type Language, MARKETS } from '@blush/shared/markets';
import { CURRENCY_EXPONENT } from '@blush/shared/money';
import { minorUnits } from '../../lib/format.ts';

export interface PromotionForm {
  code: string;
  kind: 'percentage' | 'fixed' | 'free_shipping';
  /** The title shoppers read, per language (an empty one reads as English). */
  title: Record<Language, string>;
  percent: string;
  amounts: Partial<Record<CountryCode, string>>;
  minSpend: Partial<Record<CountryCode, string>>;
  firstOrderOnly: boolean;
  productIds: string;
  brandIds: string;
  countries: CountryCode[];
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
}

export const EMPTY_FORM: PromotionForm = { code: '', kind: 'percentage', title: { en: '', id: '', th: '', zh: '' }, percent: '', amounts: {}, minSpend: {}, firstOrderOnly: false, productIds: '', brandIds: '', countries: [], startsAt: '', endsAt: '', usageLimit: '', perCustomerLimit: '' };

const exponentOf = (c: CountryCode) => CURRENCY_EXPONENT[MARKETS[c].currency];
const major = (amount: number, c: CountryCode) => String(amount / 10 ** exponentOf(c));
/** "2026-12-01T09:00" in the browser's time zone, for a datetime-local input. */
const local = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function formOf(p: AdminPromotion): PromotionForm {
  const perCountry = (values: Record<string, number> | null) =>
    Object.fromEntries(Object.entries(values ?? {}).map(([c, n]) => [c, major(n, c as CountryCode)])) as PromotionForm['amounts'];
  return {
    code: p.code,
    kind: p.kind,
    title: { ...p.title },
    percent: p.percent === null ? '' : String(p.percent),
    amounts: perCountry(p.amounts),
    minSpend: perCountry(p.min_spend),
    firstOrderOnly: p.first_order_only,
    productIds: (p.product_ids ?? []).join(', '),
    brandIds: (p.brand_ids ?? []).join(', '),
    countries: (p.countries ?? []) as CountryCode[],
    startsAt: local(p.starts_at),
    endsAt: local(p.ends_at),
    usageLimit: p.usage_limit === null ? '' : String(p.usage_limit),
    perCustomerLimit: p.per_customer_limit === null ? '' : String(p.per_customer_limit),
  };
}

/** A field the staff member must fix, by its form name. */
export type FormProblem = 'amount' | 'ids' | 'number';

const whole = (text: string): number | null | 'bad' => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : 'bad');

/** The rules, or the fields that do not read as amounts, ids or numbers. */
export function rulesOf(form: PromotionForm): { rules: AdminPromotionRulesInput; problems: Partial<Record<string, FormProblem>> } {
  const problems: Partial<Record<string, FormProblem>> = {};
  const money = (values: PromotionForm['amounts'], name: string) => {
    const out: Partial<Record<CountryCode, number>> = {};
    for (const c of COUNTRY_CODES) {
      const text = values[c]?.trim();
      if (!text) continue;
      const n = minorUnits(text, exponentOf(c));
      if (n === undefined) problems[`${name}.${c}`] = 'amount';
      else out[c] = n;
    }
    return Object.keys(out).length ? out : null;
  };
  const ids = (text: string, name: string) => {
    const parts = text.split(',').map((s) => s.trim()).filter(Boolean);
    if (parts.some((s) => !/^\d+$/.test(s))) problems[name] = 'ids';
    return parts.length ? parts.map(Number) : null;
  };
  const count = (text: string, name: string) => {
    const n = whole(text);
    if (n === 'bad') problems[name] = 'number';
    return n === 'bad' ? null : n;
  };
  const iso = (text: string) => (text ? new Date(text).toISOString() : null);
  const rules: AdminPromotionRulesInput = {
    code: form.code.trim(),
    kind: form.kind,
    title: { en: form.title.en.trim(), id: form.title.id.trim(), th: form.title.th.trim(), zh: form.title.zh.trim() },
    percent: form.kind === 'percentage' ? count(form.percent, 'percent') : null,
    amounts: form.kind === 'fixed' ? money(form.amounts, 'amounts') : null,
    min_spend: money(form.minSpend, 'min_spend'),
    first_order_only: form.firstOrderOnly,
    product_ids: ids(form.productIds, 'product_ids'),
    brand_ids: ids(form.brandIds, 'brand_ids'),
    countries: form.countries.length ? form.countries : null,
    starts_at: iso(form.startsAt),
    ends_at: iso(form.endsAt),
    usage_limit: count(form.usageLimit, 'usage_limit'),
    per_customer_limit: count(form.perCustomerLimit, 'per_customer_limit'),
  };
  return { rules, problems };
}
