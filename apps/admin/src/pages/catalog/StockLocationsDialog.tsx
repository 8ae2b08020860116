import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button as AriaButton, Group, Input, Label, NumberField } from 'react-aria-components';
import type { AdminVariant } from '@blush/shared/admin-catalog-contracts';
import { CATALOG_STOCK_MAX } from '@blush/shared/admin-catalog-contracts';
import { type VariantLocationStock, adminLocationStockAnswerSchema, variantStockResponseSchema } from '@blush/shared/admin-stock-contracts';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { CELL, DataTable } from '../../components/DataTable.tsx';
import { Button, ModalDialog } from '../../components/ui.tsx';
import { apiRequest, isApiError } from '../../lib/api.ts';
import { countryName } from '../../lib/format.ts';
import { type I18n, useI18n } from '../../lib/i18n.tsx';

const STEP = 'flex min-h-11 min-w-11 items-center justify-center border-stone-300 bg-stone-50 text-lg outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-blush-600 disabled:opacity-50';

/**
 * A variant's stock at each location of one country (decision 0035): the warehouses that ship online
 * and the stores' shelves, each with its units and, where the staff member may change it (a store
 * manager: their stores), a quantity to save with the version seen. The country's online total —
 * the sum at its warehouses — is shown and follows each save; a colleague's change meanwhile is
 * told (409) and the rows reload.
 */
export function StockLocationsDialog({ variant, country, onClose }: { variant: AdminVariant; country: string; onClose: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const queryClient = useQueryClient();
  const key = ['variant-stock', variant.sku, country];
  const stock = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest(`/catalog/variants/${encodeURIComponent(variant.sku)}/stock`, variantStockResponseSchema, { query: { country }, signal }),
  });
  const [done, setDone] = useState('');
  const total = stock.data?.countries.find((c) => c.country === country)?.stock;

  const save = useMutation({
    mutationFn: (row: { location: VariantLocationStock; quantity: number }) =>
      apiRequest(`/catalog/variants/${encodeURIComponent(variant.sku)}/stock/${encodeURIComponent(row.location.code)}`, adminLocationStockAnswerSchema, {
        method: 'PUT',
        body: { version: row.location.version, quantity: row.quantity },
      }),
    onMutate: () => setDone(''),
    onSuccess: async (answer, row) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: ['catalog-variants'] })]);
      setDone(t('catalog.location_saved', { name: locationLabel(row.location, i18n), quantity: answer.quantity, country, stock: answer.country_stock }));
    },
    onError: async (error) => {
      if (isApiError(error, 'edit_conflict')) await queryClient.invalidateQueries({ queryKey: key });
    },
  });

  return (
    <ModalDialog wide isOpen onOpenChange={(o) => !o && onClose()} title={t('catalog.locations_title', { sku: variant.sku, country })}>
      <div className="space-y-4">
        <p className="text-sm text-stone-700">{variant.brand} · {variant.product.name}{variant.label ? ` · ${variant.label}` : ''}</p>
        {total !== undefined ? <p className="font-medium" data-testid="online-total">{t('catalog.online_total', { country, stock: total })}</p> : null}
        <StatusMessage message={done} />
        <ErrorAlert error={save.error ?? stock.error} />
        {stock.data ? (
          <DataTable
            caption={t('catalog.locations_caption', { country })}
            minWidth="min-w-[36rem]"
            busy={stock.isFetching}
            columns={[t('catalog.location'), t('catalog.kind'), t('catalog.units'), t('catalog.new_units')]}
            after={stock.data.locations.length === 0 ? <p className="px-3 py-6 text-center text-stone-600">{t('catalog.locations_none')}</p> : null}
          >
            <tbody>
              {stock.data.locations.map((location) => (
                <LocationRow
                  // A new version (saved, or changed by someone else) starts the field from what is there now.
                  key={`${location.code}-${location.version}`}
                  location={location}
                  busy={save.isPending}
                  onSave={(quantity) => save.mutate({ location, quantity })}
                />
              ))}
            </tbody>
          </DataTable>
        ) : stock.isPending ? (
          <p role="status">{t('app.loading')}</p>
        ) : null}
        <div className="flex justify-end">
          <Button variant="secondary" onPress={onClose}>{t('actions.close')}</Button>
        </div>
      </div>
    </ModalDialog>
  );
}

/**
 * A location as staff read it: a store by its name (a proper noun); a country's warehouse, named
 * "SG warehouse" when the migration made it, as "Singapore warehouse" in the staff member's
 * language; a warehouse the retailer named otherwise by that name.
 */
export function locationLabel(location: VariantLocationStock, { t, language }: I18n): string {
  return location.kind === 'warehouse' && location.name === `${location.country} warehouse` ? t('catalog.warehouse_of', { country: countryName(location.country, language) }) : location.name;
}

function LocationRow({ location, busy, onSave }: { location: VariantLocationStock; busy: boolean; onSave: (quantity: number) => void }) {
  const i18n = useI18n();
  const { t, language } = i18n;
  const name = locationLabel(location, i18n);
  const [value, setValue] = useState(location.quantity);
  const valid = Number.isInteger(value) && value >= 0;
  return (
    <tr className="border-t border-stone-200">
      <th scope="row" className={`${CELL} font-medium`}>
        {name}
        <span className="block font-mono text-xs font-normal text-stone-600">{location.code}</span>
      </th>
      <td className={CELL}>{t(location.kind === 'warehouse' ? 'catalog.kind_warehouse' : 'catalog.kind_store')}</td>
      <td className={`${CELL} text-right tabular-nums`}>{location.quantity}</td>
      <td className={CELL}>
        {location.editable ? (
          <div className="flex flex-wrap items-center gap-2">
            <NumberField value={value} onChange={setValue} minValue={0} maxValue={CATALOG_STOCK_MAX} step={1} formatOptions={{ maximumFractionDigits: 0, useGrouping: false }} className="w-36">
              <Label className="sr-only">{t('catalog.units_at', { name })}</Label>
              <Group className="flex rounded-md border border-stone-400 focus-within:ring-2 focus-within:ring-blush-600">
                <AriaButton slot="decrement" className={`${STEP} rounded-l-md border-r`}>−</AriaButton>
                <Input lang={language} className="w-full min-w-0 px-2 text-right tabular-nums outline-none" />
                <AriaButton slot="increment" className={`${STEP} rounded-r-md border-l`}>+</AriaButton>
              </Group>
            </NumberField>
            <Button variant="secondary" aria-label={t('catalog.save_location', { name })} isDisabled={busy || !valid || value === location.quantity} onPress={() => onSave(value)}>
              {t('catalog.save')}
            </Button>
          </div>
        ) : (
          <span className="text-stone-600">{t('catalog.view_only')}</span>
        )}
      </td>
    </tr>
  );
}
