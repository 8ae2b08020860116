import { useState } from 'react';
import { Form } from 'react-aria-components';
import { ORDER_FULFILMENTS } from '@blush/shared/admin-order-contracts';
import { COUNTRY_CODES } from '@blush/shared/markets';
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS } from '@blush/shared/order-contracts';
import { Button, FIELD_INPUT, Field, SelectField } from '../../components/ui.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { FilterKey, Filters } from './order-query.ts';

const HTML_REGION_LANGUAGE = { en: 'en', id: 'id', th: 'th', zh: 'zh-Hant-HK' } as const;

/** The search box and the filters; applying them puts them in the URL (first page). */
export function OrderFilters({ initial, onApply }: { initial: Filters; onApply: (filters: Filters) => void }) {
  const { t, language } = useI18n();
  const [filters, setFilters] = useState<Filters>(initial);
  const set = (key: FilterKey) => (value: string) => setFilters((current) => ({ ...current, [key]: value }));
  const regions = new Intl.DisplayNames([HTML_REGION_LANGUAGE[language]], { type: 'region' });
  const dateField = (key: 'from' | 'to', label: string) => (
    <div>
      <label htmlFor={`field-${key}`} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input id={`field-${key}`} type="date" name={key} value={filters[key] ?? ''} onChange={(event) => set(key)(event.target.value)} className={FIELD_INPUT} />
    </div>
  );

  return (
    <Form
      role="search"
      aria-label={t('orders.filters')}
      className="space-y-4 rounded-lg border border-stone-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(filters);
      }}
    >
      <Field label={t('orders.search')} description={t('orders.search_help')} name="q" type="search" value={filters.q ?? ''} onChange={set('q')} maxLength={254} />
      <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-4">
        <SelectField label={t('orders.status')} name="status" value={filters.status ?? ''} onChange={set('status')} anyLabel={t('orders.any')} options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
        <SelectField label={t('orders.fulfilment')} name="fulfilment" value={filters.fulfilment ?? ''} onChange={set('fulfilment')} anyLabel={t('orders.any')} options={ORDER_FULFILMENTS.map((s) => ({ value: s, label: t(`fulfilment.${s}`) }))} />
        <SelectField label={t('orders.country')} name="country" value={filters.country ?? ''} onChange={set('country')} anyLabel={t('orders.any')} options={COUNTRY_CODES.map((c) => ({ value: c, label: regions.of(c) ?? c }))} />
        <SelectField label={t('orders.payment_method')} name="payment_method" value={filters.payment_method ?? ''} onChange={set('payment_method')} anyLabel={t('orders.any')} options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment.${m}`) }))} />
        <SelectField label={t('orders.delivery')} name="delivery_option" value={filters.delivery_option ?? ''} onChange={set('delivery_option')} anyLabel={t('orders.any')} options={DELIVERY_METHODS.map((d) => ({ value: d, label: t(`delivery.${d}`) }))} />
        {dateField('from', t('orders.from'))}
        {dateField('to', t('orders.to'))}
      </div>
      <div className="flex gap-3">
        <Button type="submit">{t('orders.apply')}</Button>
        <Button
          variant="secondary"
          onPress={() => {
            setFilters({});
            onApply({});
          }}
        >
          {t('orders.clear')}
        </Button>
      </div>
    </Form>
  );
}
