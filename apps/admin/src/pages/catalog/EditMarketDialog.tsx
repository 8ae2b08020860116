import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { z } from 'zod';
import type { AdminVariant, AdminVariantMarket } from '@blush/shared/admin-catalog-contracts';
import type { CurrencyCode } from '@blush/shared/markets';
import { CURRENCY_EXPONENT } from '@blush/shared/money';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Field, ModalDialog } from '../../components/ui.tsx';
import { apiRequest, isApiError } from '../../lib/api.ts';
import { minorUnits } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { DialogButtons } from '../orders/OrderDialogs.tsx';
import { useCatalogAccess } from './catalog-access.ts';

const answerSchema = z.object({ price: z.number(), sale_price: z.number().nullable(), stock: z.number(), version: z.number() });

const major = (minor: number, exponent: number) => (exponent === 0 ? String(minor) : (minor / 10 ** exponent).toFixed(exponent));

/**
 * Edit one variant's price, sale price and stock in one country, carrying the version shown: when a
 * colleague changed it meanwhile the API says so (409) and the list reloads; nothing is lost.
 */
export function EditMarketDialog({ variant, market, onClose, onSaved }: { variant: AdminVariant; market: AdminVariantMarket; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useI18n();
  const access = useCatalogAccess();
  const queryClient = useQueryClient();
  const exponent = CURRENCY_EXPONENT[market.currency as CurrencyCode] ?? 2;
  const [price, setPrice] = useState(major(market.price, exponent));
  const [sale, setSale] = useState(market.sale_price === null ? '' : major(market.sale_price, exponent));
  const [stock, setStock] = useState(String(market.stock));
  const [invalid, setInvalid] = useState('');
  const path = `/catalog/variants/${encodeURIComponent(variant.sku)}/markets/${market.country}`;

  const save = useMutation({
    mutationFn: async (change: { price?: { price: number; sale_price: number | null }; stock?: number }) => {
      let version = market.version;
      if (change.price) version = (await apiRequest(`${path}/price`, answerSchema, { method: 'PATCH', body: { version, ...change.price } })).version;
      if (change.stock !== undefined) await apiRequest(`${path}/stock`, answerSchema, { method: 'PATCH', body: { version, stock: change.stock } });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['catalog-variants'] });
      onSaved(t('catalog.saved', { sku: variant.sku, country: market.country }));
    },
    onError: async (error) => {
      if (isApiError(error, 'edit_conflict')) await queryClient.invalidateQueries({ queryKey: ['catalog-variants'] });
    },
  });

  const submit = () => {
    setInvalid('');
    const change: { price?: { price: number; sale_price: number | null }; stock?: number } = {};
    if (access.prices) {
      const p = minorUnits(price, exponent);
      const s = sale.trim() === '' ? null : minorUnits(sale, exponent);
      if (p === undefined || p <= 0) return setInvalid(t('catalog.invalid_price'));
      if (s === undefined || (s !== null && s >= p)) return setInvalid(t('catalog.invalid_sale_price'));
      if (p !== market.price || s !== market.sale_price) change.price = { price: p, sale_price: s };
    }
    if (access.stock) {
      if (!/^\d{1,7}$/.test(stock.trim())) return setInvalid(t('catalog.invalid_stock'));
      if (Number(stock) !== market.stock) change.stock = Number(stock);
    }
    if (!change.price && change.stock === undefined) return onClose();
    save.mutate(change);
  };

  return (
    <ModalDialog isOpen onOpenChange={(o) => !o && onClose()} title={t('catalog.edit_title', { sku: variant.sku, country: market.country })}>
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="text-sm text-stone-700">{variant.brand} · {variant.product.name}{variant.label ? ` · ${variant.label}` : ''}</p>
        <ErrorAlert error={save.error} message={invalid || undefined} />
        <Field label={t('catalog.price_in', { currency: market.currency })} name="price" inputMode="decimal" value={price} onChange={setPrice} isDisabled={!access.prices} autoFocus />
        <Field label={t('catalog.sale_price_in', { currency: market.currency })} description={t('catalog.sale_price_help')} name="sale_price" inputMode="decimal" value={sale} onChange={setSale} isDisabled={!access.prices} />
        <Field label={t('catalog.stock')} name="stock" inputMode="numeric" value={stock} onChange={setStock} isDisabled={!access.stock} />
        <DialogButtons busy={save.isPending} confirm={t('catalog.save')} keep={t('actions.close')} onClose={onClose} />
      </Form>
    </ModalDialog>
  );
}
