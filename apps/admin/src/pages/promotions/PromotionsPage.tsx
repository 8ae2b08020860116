import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_PROMOTION_STATUSES, type AdminPromotion, type AdminPromotionStatus, adminPromotionListSchema, adminPromotionSchema } from '@blush/shared/admin-promotion-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button, FIELD_INPUT } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useCan } from '../../lib/session.ts';
import { PromotionStatusBadge, summaryOf } from './PromotionSummary.tsx';
import { CELL, DataTable } from '../../components/DataTable.tsx';

const LINK = 'inline-flex min-h-11 items-center rounded-md bg-blush-700 px-4 text-sm font-medium text-white hover:bg-blush-800';

/** Promo codes with their status, searched by code or title and filtered by status; each paused or resumed here. */
export function PromotionsPage() {
  const { t } = useI18n();
  return (
    <Allowed action="promotions.read" title={t('promotions.title')}>
      <PromotionList />
    </Allowed>
  );
}

function PromotionList() {
  const { t, language } = useI18n();
  const can = useCan();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = (params.get('status') ?? '') as AdminPromotionStatus | '';
  const list = useQuery({
    queryKey: ['promotions', 'list', q, status],
    queryFn: ({ signal }) => apiRequest('/promotions', adminPromotionListSchema, { query: { q: q || undefined, status: status || undefined }, signal }),
  });
  const toggle = useMutation({
    mutationFn: (p: AdminPromotion) => apiRequest(`/promotions/${p.id}/${p.status === 'paused' ? 'resume' : 'pause'}`, adminPromotionSchema, { method: 'POST', body: {} }),
    onSuccess: (saved) => setNotice(t(saved.status === 'paused' ? 'promotions.paused_notice' : 'promotions.resumed_notice', { code: saved.code })),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['promotions'] });
    },
  });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['q', 'status']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const writer = can('promotions.write');

  return (
    <>
      <PageHeading>{t('promotions.title')}</PageHeading>
      <p className="text-stone-700">{t('promotions.intro')}</p>
      {writer ? <Link to="/promotions/new" className={LINK}>{t('promotions.new')}</Link> : null}
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3" key={`${q}|${status}`}>
        <div className="min-w-48">
          <label htmlFor="promotions-q" className="block text-sm font-medium text-stone-800">{t('promotions.search')}</label>
          <input id="promotions-q" name="q" type="search" defaultValue={q} maxLength={120} className={FIELD_INPUT} />
        </div>
        <div className="min-w-40">
          <label htmlFor="promotions-status" className="block text-sm font-medium text-stone-800">{t('promotions.status_label')}</label>
          <select id="promotions-status" name="status" defaultValue={status} className={FIELD_INPUT}>
            <option value="">{t('promotions.any_status')}</option>
            {ADMIN_PROMOTION_STATUSES.map((s) => <option key={s} value={s}>{t(`promotions.status.${s}`)}</option>)}
          </select>
        </div>
        <Button type="submit">{t('promotions.filter')}</Button>
      </form>
      <ErrorAlert error={list.error ?? toggle.error} />
      <StatusMessage message={notice} />
      {list.data ? (
        list.data.promotions.length === 0 ? (
          <p className="rounded-lg border border-stone-200 bg-white px-3 py-6 text-center text-stone-600">{t('promotions.none')}</p>
        ) : (
          <DataTable
            caption={t('promotions.list')}
            minWidth="min-w-[44rem]"
            busy={list.isFetching}
            columns={[
              t('promotions.code'),
              t('promotions.offer'),
              t('promotions.status_label'),
              t('promotions.window'),
              t('promotions.uses'),
              writer ? t('promotions.actions') : null,
            ]}
          >
            <tbody>
              {list.data.promotions.map((p) => (
                <tr key={p.id} className="border-t border-stone-200 hover:bg-stone-50">
                  <th scope="row" className={`${CELL} font-mono font-medium`}>
                    <Link to={`/promotions/${p.id}`} aria-label={t('promotions.open_named', { code: p.code })} className="text-blush-800 underline underline-offset-2 hover:text-blush-900">{p.code}</Link>
                  </th>
                  <td className={CELL}>{summaryOf(p, t, language)}</td>
                  <td className={CELL}><PromotionStatusBadge status={p.status} /></td>
                  <td className={CELL}>
                    {p.starts_at ? dateTime(p.starts_at, language) : t('promotions.now')} – {p.ends_at ? dateTime(p.ends_at, language) : t('promotions.no_end')}
                  </td>
                  <td className={CELL}>{p.usage_limit === null ? p.uses : t('promotions.uses_of', { uses: p.uses, limit: p.usage_limit })}</td>
                  {writer ? (
                    <td className={CELL}>
                      <Button variant="secondary" isDisabled={toggle.isPending} aria-label={t(p.status === 'paused' ? 'promotions.resume_named' : 'promotions.pause_named', { code: p.code })} onPress={() => { setNotice(''); toggle.mutate(p); }}>
                        {t(p.status === 'paused' ? 'promotions.resume' : 'promotions.pause')}
                      </Button>
                    </td>
                  ) : null}
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
