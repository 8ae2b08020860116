import { useQuery } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminContentListResponseSchema, type AdminContentSummary } from '@blush/shared/admin-content-contracts';
import { CONTENT_ENTRY_TYPES, type ContentEntryType } from '@blush/shared/content';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button, FIELD_INPUT } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { CELL, DataTable } from '../../components/DataTable.tsx';

/** Content entries with their status; the filters live in the URL (`?type=&q=`). */
export function ContentListPage() {
  const { t } = useI18n();
  return (
    <Allowed action="content.write" title={t('content.title')}>
      <ContentList />
    </Allowed>
  );
}

export function StatusBadge({ entry }: { entry: Pick<AdminContentSummary, 'status' | 'publish_at'> }) {
  const { t, language } = useI18n();
  const tone = entry.status === 'published' ? 'bg-emerald-100 text-emerald-900' : entry.status === 'scheduled' || entry.status === 'changed' ? 'bg-amber-100 text-amber-900' : 'bg-stone-200 text-stone-900';
  const text = entry.status === 'scheduled' && entry.publish_at ? t('content.status.scheduled', { at: dateTime(entry.publish_at, language) }) : t(`content.status.${entry.status === 'scheduled' ? 'scheduled_short' : entry.status}`);
  return <span className={`inline-block rounded px-2 py-0.5 text-sm font-medium ${tone}`}>{text}</span>;
}

function ContentList() {
  const { t, language } = useI18n();
  const [params, setParams] = useSearchParams();
  const type = (params.get('type') ?? '') as ContentEntryType | '';
  const q = params.get('q') ?? '';
  const list = useQuery({
    queryKey: ['content', 'list', type, q],
    queryFn: ({ signal }) => apiRequest('/content', adminContentListResponseSchema, { query: { type: type || undefined, q: q || undefined }, signal }),
  });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['type', 'q']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };

  return (
    <>
      <PageHeading>{t('content.title')}</PageHeading>
      <p className="text-stone-700">{t('content.intro')}</p>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3" key={`${type}|${q}`}>
        <div className="min-w-48">
          <label htmlFor="content-q" className="block text-sm font-medium text-stone-800">{t('content.search')}</label>
          <input id="content-q" name="q" type="search" defaultValue={q} className={FIELD_INPUT} />
        </div>
        <SelectTypeField initial={type} />
        <Button type="submit">{t('content.filter')}</Button>
      </form>
      <ErrorAlert error={list.error} />
      {list.data ? (
        list.data.entries.length === 0 ? (
          <p className="rounded-lg border border-stone-200 bg-white px-3 py-6 text-center text-stone-600">{t('content.none')}</p>
        ) : (
          <DataTable
            caption={t('content.entries')}
            minWidth="min-w-[40rem]"
            busy={list.isFetching}
            columns={[
              t('content.entry_title'),
              t('content.key'),
              t('content.type'),
              t('content.status_label'),
              t('content.countries'),
              t('content.languages'),
              t('content.updated'),
            ]}
          >
            <tbody>
              {list.data.entries.map((entry) => (
                <tr key={entry.key} className="border-t border-stone-200 hover:bg-stone-50">
                  <th scope="row" className={`${CELL} font-medium`}>
                    <Link to={`/content/${entry.key}`} aria-label={t('content.edit_named', { title: entry.title })} className="text-blush-800 underline underline-offset-2 hover:text-blush-900">
                      {entry.title}
                    </Link>
                  </th>
                  <td className={`${CELL} font-mono`}>{entry.key}</td>
                  <td className={CELL}>{t(`content.types.${entry.type}`)}</td>
                  <td className={CELL}><StatusBadge entry={entry} /></td>
                  <td className={CELL}>{entry.countries ? entry.countries.join(', ') : t('content.all_countries')}</td>
                  <td className={CELL}>{entry.languages.map((l) => l.toUpperCase()).join(' ')}</td>
                  <td className={CELL}>{dateTime(entry.updated_at, language)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )
      ) : list.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : null}
    </>
  );
}

/** The type filter: a native select, submitted with the search form. */
function SelectTypeField({ initial }: { initial: string }) {
  const { t } = useI18n();
  return (
    <div className="min-w-40">
      <SelectFieldUncontrolled label={t('content.type')} name="type" initial={initial} anyLabel={t('content.any_type')} options={CONTENT_ENTRY_TYPES.map((value) => ({ value, label: t(`content.types.${value}`) }))} />
    </div>
  );
}

function SelectFieldUncontrolled({ label, name, initial, anyLabel, options }: { label: string; name: string; initial: string; anyLabel: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const id = `field-${name}`;
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">{label}</label>
      <select id={id} name={name} defaultValue={initial} className={FIELD_INPUT}>
        <option value="">{anyLabel}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </>
  );
}
