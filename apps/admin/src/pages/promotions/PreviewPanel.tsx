import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { adminPromotionPreviewResultSchema } from '@blush/shared/admin-promotion-contracts';
import { COUNTRY_CODES, type CountryCode } from '@blush/shared/markets';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Button, FIELD_INPUT } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { money } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { type PromotionForm, rulesOf } from './promotion-form.ts';

const CELL = 'px-3 py-2 text-left align-top';
const ROWS = 3;

/**
 * Try the rules as they are in the form (saved or not) on a sample bag: a country and a few SKUs
 * with quantities; the server's promotions engine answers the discount, or why it does not apply.
 */
export function PreviewPanel({ form }: { form: PromotionForm }) {
  const { t, language } = useI18n();
  const headingId = useId();
  const [country, setCountry] = useState<CountryCode>('SG');
  const [lines, setLines] = useState(() => Array.from({ length: ROWS }, () => ({ sku: '', quantity: '1' })));
  const [firstOrder, setFirstOrder] = useState(true);
  const preview = useMutation({
    mutationFn: () => {
      const { rules } = rulesOf(form);
      const bag = lines.filter((l) => l.sku.trim()).map((l) => ({ sku: l.sku.trim(), quantity: Math.max(1, Number(l.quantity) || 1) }));
      return apiRequest('/promotions/preview', adminPromotionPreviewResultSchema, { method: 'POST', body: { rules: { ...rules, code: undefined, title: undefined }, country, bag, shopper_orders: firstOrder ? 0 : 1 } });
    },
  });
  const result = preview.data;
  const amount = (n: number) => (result ? money({ amount: n, currency: result.currency }, language) : '');
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold">{t('promotions.preview.title')}</h2>
      <p className="text-sm text-stone-700">{t('promotions.preview.intro')}</p>
      <div className="max-w-48">
        <label htmlFor="preview-country" className="block text-sm font-medium text-stone-800">{t('promotions.preview.country')}</label>
        <select id="preview-country" value={country} onChange={(e) => setCountry(e.target.value as CountryCode)} className={FIELD_INPUT}>
          {COUNTRY_CODES.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      </div>
      {lines.map((line, i) => (
        <div key={i} className="flex flex-wrap gap-3">
          <div className="min-w-48">
            <label htmlFor={`preview-sku-${i}`} className="block text-sm font-medium text-stone-800">{t('promotions.preview.sku', { n: i + 1 })}</label>
            <input id={`preview-sku-${i}`} value={line.sku} onChange={(e) => setLines(lines.map((l, j) => (j === i ? { ...l, sku: e.target.value } : l)))} className={FIELD_INPUT} />
          </div>
          <div className="w-28">
            <label htmlFor={`preview-qty-${i}`} className="block text-sm font-medium text-stone-800">{t('promotions.preview.quantity', { n: i + 1 })}</label>
            <input id={`preview-qty-${i}`} type="number" min={1} max={99} value={line.quantity} onChange={(e) => setLines(lines.map((l, j) => (j === i ? { ...l, quantity: e.target.value } : l)))} className={FIELD_INPUT} />
          </div>
        </div>
      ))}
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" checked={firstOrder} onChange={(e) => setFirstOrder(e.target.checked)} className="size-5" />
        {t('promotions.preview.first_order')}
      </label>
      <Button variant="secondary" isDisabled={preview.isPending || !lines.some((l) => l.sku.trim())} onPress={() => preview.mutate()}>{t('promotions.preview.run')}</Button>
      <ErrorAlert error={preview.error} />
      {result ? (
        <div role="status" className="space-y-2">
          <p className="font-medium">
            {result.applies ? t('promotions.preview.applies', { discount: amount(result.discount), total: amount(result.total) }) : t(`promotions.preview.reasons.${result.reason ?? 'unknown'}`, { missing: amount(result.missing ?? 0) })}
            {result.free_shipping ? ` ${t('promotions.preview.free_shipping')}` : ''}
          </p>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('promotions.preview.lines')}</caption>
            <thead className="bg-stone-100"><tr><th scope="col" className={CELL}>SKU</th><th scope="col" className={CELL}>{t('promotions.preview.product')}</th><th scope="col" className={CELL}>{t('promotions.preview.quantity_short')}</th><th scope="col" className={CELL}>{t('promotions.preview.price')}</th><th scope="col" className={CELL}>{t('promotions.preview.discount')}</th></tr></thead>
            <tbody>
              {result.lines.map((l, i) => (
                <tr key={i} className="border-t border-stone-200">
                  <th scope="row" className={`${CELL} font-mono`}>{l.sku}</th>
                  <td className={CELL}>{l.found ? (l.name ?? '') : t('promotions.preview.unknown_sku')}{l.found && !l.payable ? ` (${t('promotions.preview.not_sold')})` : ''}</td>
                  <td className={CELL}>{l.quantity}</td>
                  <td className={CELL}>{amount(l.unit_price * l.quantity)}</td>
                  <td className={CELL}>{l.discount ? `−${amount(l.discount)}` : '—'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot><tr className="border-t border-stone-300 font-medium"><th scope="row" colSpan={3} className={CELL}>{t('promotions.preview.subtotal')}</th><td className={CELL}>{amount(result.subtotal)}</td><td className={CELL}>{result.discount ? `−${amount(result.discount)}` : '—'}</td></tr></tfoot>
          </table>
        </div>
      ) : null}
    </section>
  );
}
