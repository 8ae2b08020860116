import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router';
import { auditResponseSchema } from '@blush/shared/staff-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button, FIELD_INPUT, Field } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { CELL, DataTable } from '../../components/DataTable.tsx';

const KEYS = ['action', 'target_type', 'target_id', 'from', 'to'] as const;
type Key = (typeof KEYS)[number];

/** Midnight starting a YYYY-MM-DD day in the browser's zone, plus days. */
function day(value: string | null, plus = 0): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plus).toISOString();
}

/** The audit trail (administrators): who changed what and when, before and after; filters in the URL, keyset pages. */
export function AuditPage() {
  const { t } = useI18n();
  return (
    <Allowed action="audit.read" title={t('audit.title')}>
      <AuditTrail />
    </Allowed>
  );
}

function AuditTrail() {
  const { t, language } = useI18n();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<Partial<Record<Key, string>>>(() => Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])));
  const query = {
    action: params.get('action') ?? undefined,
    target_type: params.get('target_type') ?? undefined,
    target_id: params.get('target_id') ?? undefined,
    from: day(params.get('from')),
    to: day(params.get('to'), 1),
    before: params.get('before') ?? undefined,
  };
  const audit = useQuery({ queryKey: ['audit', query], queryFn: ({ signal }) => apiRequest('/audit', auditResponseSchema, { query, signal }), placeholderData: keepPreviousData });
  const next = new URLSearchParams(params);
  if (audit.data?.next_cursor) next.set('before', String(audit.data.next_cursor));
  const set = (key: Key) => (value: string) => setFilters((current) => ({ ...current, [key]: value }));

  return (
    <>
      <PageHeading>{t('audit.title')}</PageHeading>
      <Form
        role="search"
        aria-label={t('orders.filters')}
        className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          const search = new URLSearchParams();
          for (const key of KEYS) if (filters[key]?.trim()) search.set(key, filters[key].trim());
          setParams(search);
        }}
      >
        <Field label={t('audit.action')} name="action" value={filters.action ?? ''} onChange={set('action')} maxLength={64} />
        <Field label={t('audit.target_type')} name="target_type" value={filters.target_type ?? ''} onChange={set('target_type')} maxLength={64} />
        <Field label={t('audit.target_id')} name="target_id" value={filters.target_id ?? ''} onChange={set('target_id')} maxLength={128} />
        {(['from', 'to'] as const).map((key) => (
          <div key={key}>
            <label htmlFor={`audit-${key}`} className="block text-sm font-medium text-stone-800">
              {t(key === 'from' ? 'audit.from' : 'audit.until')}
            </label>
            <input id={`audit-${key}`} type="date" value={filters[key] ?? ''} onChange={(event) => set(key)(event.target.value)} className={FIELD_INPUT} />
          </div>
        ))}
        <div className="flex items-end">
          <Button type="submit">{t('orders.apply')}</Button>
        </div>
      </Form>
      <ErrorAlert error={audit.error} />
      {audit.data ? (
        <DataTable
          caption={t('audit.caption')}
          minWidth="min-w-[44rem]"
          after={audit.data.entries.length === 0 ? <p className="px-3 py-6 text-center text-stone-600">{t('audit.none')}</p> : null}
          columns={[t('audit.when'), t('audit.who'), t('audit.action'), t('audit.target'), t('audit.change')]}
        >
          <tbody>
            {audit.data.entries.map((entry) => (
              <tr key={entry.id} className="border-t border-stone-200">
                <td className={`${CELL} whitespace-nowrap`}>{dateTime(entry.at, language)}</td>
                <td className={CELL}>{entry.staff ? `${entry.staff.name} (${entry.staff.email})` : t('audit.system')}</td>
                <th scope="row" className={`${CELL} font-mono text-xs font-normal`}>{entry.action}</th>
                <td className={`${CELL} break-all font-mono text-xs`}>{entry.target_type} {entry.target_id}</td>
                <td className={CELL}>
                  <details>
                    <summary className="cursor-pointer text-blush-800">{t('audit.change')}</summary>
                    <p className="mt-1 text-xs font-semibold">{t('audit.before')}</p>
                    <pre className="max-w-md overflow-x-auto whitespace-pre-wrap break-all text-xs">{JSON.stringify(entry.before, null, 1)}</pre>
                    <p className="mt-1 text-xs font-semibold">{t('audit.after')}</p>
                    <pre className="max-w-md overflow-x-auto whitespace-pre-wrap break-all text-xs">{JSON.stringify(entry.after, null, 1)}</pre>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : audit.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : null}
      {audit.data?.next_cursor ? (
        <Link to={{ search: next.toString() }} className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-100">
          {t('orders.next_page')}
        </Link>
      ) : null}
    </>
  );
}
