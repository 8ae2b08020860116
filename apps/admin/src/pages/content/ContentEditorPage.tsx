import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type AdminContentEntry, adminContentEntrySchema, adminContentPreviewLinkSchema } from '@blush/shared/admin-content-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button } from '../../components/ui.tsx';
import { apiRequest, isApiError } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { type ContentForm, documentOf, formOf, isoFromLocal } from './content-form.ts';
import { ContentFields } from './ContentFields.tsx';
import { StatusBadge } from './ContentListPage.tsx';

const LINK = 'inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-medium text-stone-900 hover:bg-stone-100';

/** One content entry: its texts per language, link, countries and segment variant; save, preview, publish now or later. */
export function ContentEditorPage() {
  const { t } = useI18n();
  return (
    <Allowed action="content.write" title={t('content.title')}>
      <ContentEditor />
    </Allowed>
  );
}

const entryPath = (key: string) => `/content/${encodeURIComponent(key)}`;

function ContentEditor() {
  const { t } = useI18n();
  const key = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const entry = useQuery({ queryKey: ['content', 'entry', key], queryFn: ({ signal }) => apiRequest(entryPath(key), adminContentEntrySchema, { signal }) });
  // Kept here: the editor below is remounted with each saved version.
  const [notice, setNotice] = useState('');
  return (
    <>
      <p><Link to="/content" className="text-blush-800 underline underline-offset-2">{t('content.back')}</Link></p>
      <PageHeading>{entry.data ? entry.data.title : t('content.editor', { key })}</PageHeading>
      <ErrorAlert error={entry.error} />
      <StatusMessage message={notice} />
      {entry.data ? <EntryEditor key={`${entry.data.key}:${entry.data.version}`} entry={entry.data} reload={() => entry.refetch()} setNotice={setNotice} /> : entry.isPending ? <p role="status">{t('app.loading')}</p> : null}
    </>
  );
}

type Action = { kind: 'save'; form: ContentForm } | { kind: 'publish'; at?: string } | { kind: 'unschedule' };

function EntryEditor({ entry, reload, setNotice }: { entry: AdminContentEntry; reload: () => void; setNotice: (message: string) => void }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => formOf(entry.draft));
  const [when, setWhen] = useState('');
  const [hint, setHint] = useState('');
  const preview = useQuery({
    queryKey: ['content', 'preview-link', entry.key],
    queryFn: ({ signal }) => apiRequest(`${entryPath(entry.key)}/preview-link`, adminContentPreviewLinkSchema, { signal }),
    staleTime: 60 * 60_000,
  });
  const act = useMutation({
    mutationFn: (action: Action) =>
      action.kind === 'save'
        ? apiRequest(`${entryPath(entry.key)}/draft`, adminContentEntrySchema, { method: 'PUT', body: { document: documentOf(entry.draft, action.form), version: entry.version } })
        : apiRequest(`${entryPath(entry.key)}/${action.kind}`, adminContentEntrySchema, { method: 'POST', body: action.kind === 'publish' && action.at ? { at: action.at } : {} }),
    onSuccess: (saved, action) => {
      const message =
        action.kind === 'save' ? t('content.saved')
        : action.kind === 'unschedule' ? t('content.unscheduled')
        : saved.publish_at ? t('content.scheduled', { at: dateTime(saved.publish_at, language) })
        : t('content.published');
      setNotice(message);
      queryClient.setQueryData(['content', 'entry', entry.key], saved);
      void queryClient.invalidateQueries({ queryKey: ['content', 'list'] });
    },
  });
  const unsaved = JSON.stringify(documentOf(entry.draft, form)) !== JSON.stringify(documentOf(entry.draft, formOf(entry.draft)));
  const conflict = isApiError(act.error, 'edit_conflict');
  const run = (action: Action) => {
    setNotice('');
    setHint('');
    act.mutate(action);
  };
  const schedule = () => {
    const at = isoFromLocal(when);
    if (!at || new Date(at).getTime() <= Date.now()) {
      setHint(t('content.schedule_needed'));
      return;
    }
    run({ kind: 'publish', at });
  };

  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <span className="font-mono">{entry.key}</span> · {t(`content.types.${entry.type}`)} · <StatusBadge entry={entry} /> ·{' '}
        {entry.published_at ? t('content.live_since', { at: dateTime(entry.published_at, language) }) : t('content.never_published')}
      </p>
      <ErrorAlert error={act.error} message={conflict ? t('content.conflict') : undefined} />
      {conflict ? <Button variant="secondary" onPress={reload}>{t('content.reload')}</Button> : null}
      <form
        aria-label={t('content.editor', { key: entry.key })}
        onSubmit={(event) => {
          event.preventDefault();
          run({ kind: 'save', form });
        }}
        className="space-y-4"
      >
        <ContentFields form={form} onChange={setForm} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isDisabled={act.isPending}>{t('content.save')}</Button>
          {preview.data ? (
            <a href={preview.data.url} target="_blank" rel="noopener noreferrer" className={LINK}>{t('content.preview')}</a>
          ) : null}
        </div>
      </form>
      <section aria-labelledby="publish-heading" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
        <h2 id="publish-heading" className="text-lg font-semibold">{t('content.publish_now')} / {t('content.schedule')}</h2>
        {unsaved ? <p className="text-sm text-amber-900">{t('content.unsaved_first')}</p> : null}
        <div className="flex flex-wrap items-end gap-3">
          <Button isDisabled={act.isPending || unsaved} onPress={() => run({ kind: 'publish' })}>{t('content.publish_now')}</Button>
          <div>
            <label htmlFor="publish-at" className="block text-sm font-medium text-stone-800">{t('content.schedule_at')}</label>
            <input id="publish-at" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} className="mt-1 block min-h-11 rounded-md border border-stone-300 bg-white px-3" />
          </div>
          <Button variant="secondary" isDisabled={act.isPending || unsaved} onPress={schedule}>{t('content.schedule')}</Button>
          {entry.publish_at ? <Button variant="secondary" isDisabled={act.isPending} onPress={() => run({ kind: 'unschedule' })}>{t('content.unschedule')}</Button> : null}
        </div>
        {hint ? <p className="text-sm text-red-800">{hint}</p> : null}
      </section>
    </div>
  );
}
