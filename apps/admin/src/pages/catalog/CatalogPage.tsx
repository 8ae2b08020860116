import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type AdminVariant, type AdminVariantMarket, adminVariantListResponseSchema } from '@blush/shared/admin-catalog-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button } from '../../components/ui.tsx';
import { apiRequest, apiUrl } from '../../lib/api.ts';
import { formatMoney } from '@blush/shared/money';
import type { CurrencyCode } from '@blush/shared/markets';
import { useI18n } from '../../lib/i18n.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { useCan } from '../../lib/session.ts';
import { EditMarketDialog } from './EditMarketDialog.tsx';
import { SaleWindowsDialog } from './SaleWindowsDialog.tsx';
import { StockLocationsDialog } from './StockLocationsDialog.tsx';
import { useCatalogAccess } from './catalog-access.ts';
import { CELL, DataTable } from '../../components/DataTable.tsx';

export const LINK_BUTTON = 'inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-100';

/** Catalogue: find variants by SKU, product or brand (the search in the URL) with price, sale price and stock per country; edit them. */
export function CatalogPage() {
  const { t } = useI18n();
  return (
    <Allowed action="catalog.read" title={t('catalog.title')}>
      <VariantSearch />
    </Allowed>
  );
}

function VariantSearch() {
  const { t, language } = useI18n();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [editing, setEditing] = useState<{ variant: AdminVariant; market: AdminVariantMarket } | null>(null);
  const [sales, setSales] = useState<{ variant: AdminVariant; market: AdminVariantMarket } | null>(null);
  const [locations, setLocations] = useState<{ variant: AdminVariant; country: string } | null>(null);
  const [done, setDone] = useState('');
  const list = useQuery({
    queryKey: ['catalog-variants', q],
    queryFn: ({ signal }) => apiRequest('/catalog/variants', adminVariantListResponseSchema, { query: { q: q || undefined, limit: 50 }, signal }),
  });
  const access = useCatalogAccess();
  const mayEdit = access.prices || access.stock;
  // Stock by location: a store manager sets their stores' shelves there (decision 0035).
  const byLocation = can('stock.write');

  return (
    <>
      <PageHeading>{t('catalog.title')}</PageHeading>
      <div className="flex flex-wrap gap-3">
        {can('prices.write') ? <Link to="/catalog/import" className={LINK_BUTTON}>{t('catalog.import_prices')}</Link> : null}
        <a href={apiUrl('/catalog/prices/export.csv')} download className={LINK_BUTTON}>{t('catalog.export_prices')}</a>
      </div>
      <SearchForm
        key={q}
        name={t('catalog.title')}
        label={t('catalog.search')}
        description={t('catalog.search_help')}
        button={t('catalog.find')}
        maxLength={100}
        initial={q}
        onSearch={(text) => setParams(text ? { q: text } : {})}
      />
      <StatusMessage message={done} />
      <ErrorAlert error={list.error} />
      {list.data ? (
        <DataTable
          caption={q ? t('catalog.caption_search', { q }) : t('catalog.caption')}
          minWidth="min-w-[44rem]"
          busy={list.isFetching}
          after={list.data.variants.length === 0 ? <p className="px-3 py-6 text-center text-stone-600">{t('catalog.none')}</p> : null}
          head={
            <>
              <th scope="col" className={CELL}>{t('catalog.sku')}</th>
              <th scope="col" className={CELL}>{t('catalog.product')}</th>
              <th scope="col" className={CELL}>{t('catalog.country')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('catalog.price')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('catalog.sale_price')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('catalog.stock')}</th>
              {mayEdit || byLocation ? <th scope="col" className={CELL}><span className="sr-only">{t('catalog.edit_column')}</span></th> : null}
            </>
          }
        >
          <tbody>
            {list.data.variants.flatMap((variant) =>
              variant.markets.map((market, i) => (
                <tr key={`${variant.sku}-${market.country}`} className={`${i === 0 ? 'border-t border-stone-300' : ''} hover:bg-stone-50`}>
                  <th scope="row" className={`${CELL} whitespace-nowrap font-mono font-medium`}>{variant.sku}</th>
                  <td className={CELL}>
                    {i === 0 ? (
                      <>
                        {variant.brand} · {variant.product.name}
                        {variant.label ? <span className="block text-stone-600">{variant.label}</span> : null}
                      </>
                    ) : null}
                  </td>
                  <td className={CELL}>{market.country}</td>
                  <td className={`${CELL} text-right tabular-nums`}>{formatMoney({ amount: market.price, currency: market.currency as CurrencyCode }, language, market.country)}</td>
                  <td className={`${CELL} text-right tabular-nums`}>{market.sale_price === null ? '—' : formatMoney({ amount: market.sale_price, currency: market.currency as CurrencyCode }, language, market.country)}</td>
                  <td className={`${CELL} text-right tabular-nums`}>{market.stock}</td>
                  {mayEdit || byLocation ? (
                    <td className={CELL}>
                      <div className="flex flex-wrap gap-2">
                        {mayEdit ? (
                          <Button variant="secondary" aria-label={t('catalog.edit', { sku: variant.sku, country: market.country })} onPress={() => { setDone(''); setEditing({ variant, market }); }}>
                            {t('catalog.edit_column')}
                          </Button>
                        ) : null}
                        {byLocation ? (
                          <Button variant="secondary" className="whitespace-nowrap" aria-label={t('catalog.locations', { sku: variant.sku, country: market.country })} onPress={() => { setDone(''); setLocations({ variant, country: market.country }); }}>
                            {t('catalog.locations_short')}
                          </Button>
                        ) : null}
                        {access.prices ? (
                          <Button variant="secondary" aria-label={t('catalog.sales', { sku: variant.sku, country: market.country })} onPress={() => { setDone(''); setSales({ variant, market }); }}>
                            {t('catalog.sales_short')}
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  ) : null}
                </tr>
              )),
            )}
          </tbody>
        </DataTable>
      ) : list.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : null}
      {editing ? (
        <EditMarketDialog
          variant={editing.variant}
          market={editing.market}
          onClose={() => setEditing(null)}
          onSaved={(message) => { setEditing(null); setDone(message); }}
        />
      ) : null}
      {sales ? <SaleWindowsDialog variant={sales.variant} market={sales.market} onClose={() => setSales(null)} /> : null}
      {locations ? <StockLocationsDialog variant={locations.variant} country={locations.country} onClose={() => setLocations(null)} /> : null}
    </>
  );
}

