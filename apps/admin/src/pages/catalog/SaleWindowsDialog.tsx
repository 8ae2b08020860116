import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Form } from 'react-aria-components';
import type { AdminVariant, AdminVariantMarket } from '@blush/shared/admin-catalog-contracts';
import { type AdminSaleWindow, adminSaleWindowListSchema, adminSaleWindowSchema, utcToZoned } from '@blush/shared/admin-sale-contracts';
import type { CurrencyCode } from '@blush/shared/markets';
import { CURRENCY_EXPONENT, formatMoney } from '@blush/shared/money';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { Button, Field, ModalDialog } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { minorUnits } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { DialogButtons } from '../orders/OrderDialogs.tsx';

/** A local date and time as people read it: `2026-12-01 00:00`. */
const shown = (local: string) => local.replace('T', ' ');

/**
 * A variant's sales in one country: the ones scheduled or running (cancel one before it starts,
 * end a running one now) and a form to schedule another, its start and end in the country's local
 * time (the time zone is shown). The API applies a sale whose start has come at once.
 */
export function SaleWindowsDialog({ variant, market, onClose }: { variant: AdminVariant; market: AdminVariantMarket; onClose: () => void }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const captionId = useId();
  const path = `/catalog/variants/${encodeURIComponent(variant.sku)}/markets/${market.country}/sales`;
  const exponent = CURRENCY_EXPONENT[market.currency as CurrencyCode] ?? 2;
  const money = (amount: number) => formatMoney({ amount, currency: market.currency as CurrencyCode }, language, market.country);
  const list = useQuery({ queryKey: ['sale-windows', variant.sku, market.country], queryFn: ({ signal }) => apiRequest(path, adminSaleWindowListSchema, { signal }) });
  const zone = list.data?.time_zone;
  const [sale, setSale] = useState('');
  const [starts, setStarts] = useState('');
  const [ends, setEnds] = useState('');
  const [invalid, setInvalid] = useState('');
  /** The window being changed (null: the form schedules a new one). */
  const [editing, setEditing] = useState<AdminSaleWindow | null>(null);
  const [done, setDone] = useState('');

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['sale-windows', variant.sku, market.country] });
    await queryClient.invalidateQueries({ queryKey: ['catalog-variants'] });
  };
  const create = useMutation({
    mutationFn: (body: { sale_price: number; starts_at: string; ends_at: string }) => apiRequest(path, adminSaleWindowSchema, { method: 'POST', body }),
    onSuccess: async (w) => {
      setSale('');
      setStarts('');
      setEnds('');
      setDone(t(w.status === 'active' ? 'sales.started' : 'sales.scheduled', { sale: money(w.sale_price), starts: shown(w.starts_local), ends: shown(w.ends_local) }));
      await refresh();
    },
  });
  const change = useMutation({
    mutationFn: (body: { id: number; sale_price: number; starts_at: string; ends_at: string; version: number }) => apiRequest(`/catalog/sales/${body.id}`, adminSaleWindowSchema, { method: 'PATCH', body: { sale_price: body.sale_price, starts_at: body.starts_at, ends_at: body.ends_at, version: body.version } }),
    onSuccess: async (w) => {
      stopEditing();
      setDone(t('sales.changed', { sale: money(w.sale_price), starts: shown(w.starts_local), ends: shown(w.ends_local) }));
      await refresh();
    },
    onError: () => refresh(),
  });
  const startEditing = (w: AdminSaleWindow) => {
    setDone('');
    setInvalid('');
    create.reset();
    change.reset();
    setEditing(w);
    setSale((w.sale_price / 10 ** exponent).toFixed(exponent));
    setStarts(w.starts_local);
    setEnds(w.ends_local);
  };
  const stopEditing = () => {
    setEditing(null);
    setSale('');
    setStarts('');
    setEnds('');
  };
  const step = useMutation({
    mutationFn: (s: { id: number; kind: 'cancel' | 'end' }) => apiRequest(`/catalog/sales/${s.id}/${s.kind}`, adminSaleWindowSchema, { method: 'POST' }),
    onSuccess: async (w) => {
      setDone(t(w.status === 'cancelled' ? 'sales.cancelled' : 'sales.ended', { sale: money(w.sale_price) }));
      await refresh();
    },
  });

  const submit = () => {
    setInvalid('');
    setDone('');
    const amount = minorUnits(sale, exponent);
    if (amount === undefined || amount <= 0 || (amount >= market.price && editing?.status !== 'active')) return setInvalid(t('sales.invalid_price'));
    if (!starts || !ends || ends <= starts) return setInvalid(t('sales.invalid_times'));
    if (editing) change.mutate({ id: editing.id, sale_price: amount, starts_at: starts, ends_at: ends, version: editing.version });
    else create.mutate({ sale_price: amount, starts_at: starts, ends_at: ends });
  };

  const status = (w: AdminSaleWindow) => t(w.status === 'active' ? 'sales.status_active' : 'sales.status_scheduled');

  return (
    <ModalDialog isOpen onOpenChange={(o) => !o && onClose()} title={t('sales.title', { sku: variant.sku, country: market.country })}>
      <div className="max-h-[75vh] space-y-4 overflow-y-auto">
        <p className="text-sm text-stone-700">
          {variant.brand} · {variant.product.name} · {t('sales.price_now', { price: money(market.price) })}
        </p>
        {zone ? <p className="text-sm font-medium text-stone-800">{t('sales.time_zone', { zone, now: shown(utcToZoned(new Date(), zone)) })}</p> : null}
        <StatusMessage message={done} />
        <ErrorAlert error={list.error ?? step.error} />
        {list.data ? (
          list.data.windows.length === 0 ? (
            <p className="text-sm text-stone-600">{t('sales.none')}</p>
          ) : (
            <table className="w-full border-collapse text-sm" aria-labelledby={captionId}>
              <caption id={captionId} className="py-1 text-left font-medium text-stone-700">{t('sales.caption')}</caption>
              <thead className="bg-stone-100 text-stone-700">
                <tr>
                  <th scope="col" className="px-2 py-1 text-left">{t('sales.sale_price')}</th>
                  <th scope="col" className="px-2 py-1 text-left">{t('sales.when')}</th>
                  <th scope="col" className="px-2 py-1 text-left">{t('sales.status')}</th>
                  <th scope="col" className="px-2 py-1"><span className="sr-only">{t('sales.actions')}</span></th>
                </tr>
              </thead>
              <tbody>
                {list.data.windows.map((w) => (
                  <tr key={w.id} className="border-t border-stone-200">
                    <td className="px-2 py-1 tabular-nums">{money(w.sale_price)}</td>
                    <td className="px-2 py-1 tabular-nums">{t('sales.from_to', { starts: shown(w.starts_local), ends: shown(w.ends_local) })}</td>
                    <td className="px-2 py-1">{status(w)}</td>
                    <td className="flex flex-wrap justify-end gap-2 px-2 py-1">
                      <Button variant="secondary" isDisabled={step.isPending || change.isPending} onPress={() => startEditing(w)}>
                        {t(w.status === 'active' ? 'sales.change_end' : 'sales.change', { sale: money(w.sale_price) })}
                      </Button>
                      <Button variant="secondary" isDisabled={step.isPending} onPress={() => step.mutate({ id: w.id, kind: w.status === 'active' ? 'end' : 'cancel' })}>
                        {t(w.status === 'active' ? 'sales.end_now' : 'sales.cancel', { sale: money(w.sale_price) })}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : null}
        <Form
          className="space-y-3 border-t border-stone-200 pt-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h3 className="font-medium">{editing ? t(editing.status === 'active' ? 'sales.changing_end' : 'sales.changing', { sale: money(editing.sale_price) }) : t('sales.schedule')}</h3>
          {editing?.status === 'active' ? <p className="text-sm text-stone-700">{t('sales.running_hint')}</p> : null}
          <ErrorAlert error={editing ? change.error : create.error} message={invalid || undefined} />
          <Field label={t('sales.sale_price_in', { currency: market.currency })} name="sale_price" inputMode="decimal" value={sale} onChange={setSale} isReadOnly={editing?.status === 'active'} />
          <Field label={t('sales.starts', { zone: zone ?? '' })} name="starts_at" value={starts} onChange={setStarts} isReadOnly={editing?.status === 'active'} inputProps={{ type: 'datetime-local' }} />
          <Field label={t('sales.ends', { zone: zone ?? '' })} name="ends_at" value={ends} onChange={setEnds} inputProps={{ type: 'datetime-local' }} />
          {editing ? (
            <div className="flex flex-wrap gap-2">
              <Button type="submit" isDisabled={change.isPending}>{t('sales.save_change')}</Button>
              <Button variant="secondary" onPress={stopEditing}>{t('sales.stop_changing')}</Button>
            </div>
          ) : (
            <DialogButtons busy={create.isPending} confirm={t('sales.schedule_button')} keep={t('actions.close')} onClose={onClose} />
          )}
        </Form>
      </div>
    </ModalDialog>
  );
}
