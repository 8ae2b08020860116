import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type AdminCatalogImportResponse, type CatalogImportChange, adminCatalogImportResponseSchema, catalogImportRowErrorSchema } from '@blush/shared/admin-catalog-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button, FIELD_INPUT } from '../../components/ui.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { formatMoney } from '@blush/shared/money';
import type { CurrencyCode } from '@blush/shared/markets';
import { useI18n } from '../../lib/i18n.tsx';
import { LINK_BUTTON } from './CatalogPage.tsx';
import { CELL, DataTable } from '../../components/DataTable.tsx';

/** Import prices from CSV: paste or choose a file, check it (a dry run: what would change, what is wrong), then apply exactly what was checked. */
export function ImportPricesPage() {
  const { t } = useI18n();
  return (
    <Allowed action="prices.write" title={t('catalog.import_title')}>
      <ImportPrices />
    </Allowed>
  );
}

function ImportPrices() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const textId = useId();
  const fileId = useId();
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<{ csv: string; result: AdminCatalogImportResponse } | null>(null);
  const [applied, setApplied] = useState('');
  const send = (dryRun: boolean) => apiRequest('/catalog/prices/import', adminCatalogImportResponseSchema, { method: 'POST', body: { csv, dry_run: dryRun } });
  const check = useMutation({
    mutationFn: () => send(true),
    onSuccess: (result, _v) => {
      setApplied('');
      setChecked({ csv, result });
    },
  });
  const apply = useMutation({
    mutationFn: () => send(false),
    onSuccess: async (result) => {
      setChecked(null);
      setApplied(t('catalog.applied', { count: result.changed }));
      await queryClient.invalidateQueries({ queryKey: ['catalog-variants'] });
    },
  });
  const result = checked?.csv === csv ? checked.result : null;
  const clean = result !== null && result.errors.length === 0 && result.rows > 0;
  // A real run refused (a colleague's change made a line wrong since the check): its lines are in the error's details.
  const refusedLines = apply.error instanceof ApiError ? catalogImportRowErrorSchema.array().safeParse((apply.error.details as { errors?: unknown } | undefined)?.errors) : null;

  return (
    <>
      <PageHeading>{t('catalog.import_title')}</PageHeading>
      <p className="text-sm text-stone-700">{t('catalog.import_help')}</p>
      <div className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
        <div>
          <label htmlFor={textId} className="block text-sm font-medium text-stone-800">{t('catalog.csv_text')}</label>
          <textarea
            id={textId}
            value={csv}
            onChange={(event) => setCsv(event.target.value)}
            rows={8}
            spellCheck={false}
            className={`${FIELD_INPUT} py-2 font-mono text-sm`}
            placeholder="sku,country,price,sale_price"
          />
        </div>
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-stone-800">{t('catalog.csv_file')}</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block min-h-11 text-sm"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (file) setCsv(await file.text());
            }}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" isDisabled={csv.trim() === '' || check.isPending} onPress={() => check.mutate()}>{t('catalog.check')}</Button>
          <Button isDisabled={!clean || apply.isPending} onPress={() => apply.mutate()}>{t('catalog.apply')}</Button>
          <Link to="/catalog" className={LINK_BUTTON}>{t('catalog.back')}</Link>
        </div>
        {!clean && result ? <p className="text-sm text-stone-700">{t('catalog.apply_needs_clean')}</p> : null}
      </div>
      <ErrorAlert error={check.error ?? apply.error} />
      <StatusMessage message={applied} />
      {refusedLines?.success ? <ErrorsTable errors={refusedLines.data} /> : null}
      {result ? <CheckResult result={result} /> : null}
    </>
  );
}

function CheckResult({ result }: { result: AdminCatalogImportResponse }) {
  const { t } = useI18n();
  return (
    <section aria-label={t('catalog.check_result')} className="space-y-4">
      <p role="status" className="font-medium">
        {t('catalog.check_summary', { rows: result.rows, changed: result.changed, errors: result.errors.length })}
      </p>
      {result.errors.length > 0 ? <ErrorsTable errors={result.errors} /> : null}
      {result.changes.some((c) => c.changed) ? <ChangesTable changes={result.changes.filter((c) => c.changed)} /> : null}
    </section>
  );
}

function ChangesTable({ changes }: { changes: CatalogImportChange[] }) {
  const { t, language } = useI18n();
  const show = (value: CatalogImportChange['before'], change: CatalogImportChange) => {
    if (!('price' in value)) return String(value.quantity);
    const format = (amount: number) => formatMoney({ amount, currency: (change.currency ?? 'SGD') as CurrencyCode }, language, change.country);
    return value.sale_price === null ? format(value.price) : t('catalog.price_with_sale', { price: format(value.price), sale: format(value.sale_price) });
  };
  return (
    <DataTable
      caption={t('catalog.changes_caption')}
      minWidth="min-w-[40rem]"
      columns={[t('catalog.line'), t('catalog.sku'), t('catalog.country'), t('catalog.before'), t('catalog.after')]}
    >
      <tbody>
        {changes.map((c) => (
          <tr key={c.line} className="border-t border-stone-200">
            <td className={`${CELL} tabular-nums`}>{c.line}</td>
            <th scope="row" className={`${CELL} font-mono`}>{c.sku}</th>
            <td className={CELL}>{c.country}</td>
            <td className={`${CELL} tabular-nums`}>{show(c.before, c)}</td>
            <td className={`${CELL} tabular-nums font-medium`}>
              {show(c.after, c)}
              {c.sale_window ? (
                <span className="block font-normal text-stone-700">
                  {t('catalog.sale_window_line', { sale: show({ price: c.sale_window.sale_price, sale_price: null }, c), starts: c.sale_window.starts_local.replace('T', ' '), ends: c.sale_window.ends_local.replace('T', ' '), zone: c.sale_window.time_zone })}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function ErrorsTable({ errors }: { errors: AdminCatalogImportResponse['errors'] }) {
  const { t } = useI18n();
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-lg border border-red-300 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption id={captionId} className="px-3 py-2 text-left font-medium text-red-900">{t('catalog.errors_caption')}</caption>
        <thead className="bg-red-50 text-red-900">
          <tr>
            <th scope="col" className={CELL}>{t('catalog.line')}</th>
            <th scope="col" className={CELL}>{t('catalog.sku')}</th>
            <th scope="col" className={CELL}>{t('catalog.problem')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e) => (
            <tr key={`${e.line}-${e.code}`} className="border-t border-stone-200">
              <td className={`${CELL} tabular-nums`}>{e.line}</td>
              <th scope="row" className={`${CELL} font-mono`}>{e.sku ?? '—'}</th>
              <td className={CELL}>{t(`catalog.import_errors.${e.code}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
