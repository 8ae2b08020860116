import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type AdminPromotion, adminPromotionSchema } from '@blush/shared/admin-promotion-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button } from '../../components/ui.tsx';
import { apiRequest, isApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useCan } from '../../lib/session.ts';
import { EMPTY_FORM, type FormProblem, formOf, rulesOf } from './promotion-form.ts';
import { PromotionFields } from './PromotionFields.tsx';
import { PreviewPanel } from './PreviewPanel.tsx';
import { PromotionStatusBadge } from './PromotionSummary.tsx';

/** A promo code's rules: created (/promotions/new) or edited against the version read; paused or resumed; previewed on a sample bag. */
export function PromotionEditorPage() {
  const { t } = useI18n();
  return (
    <Allowed action="promotions.read" title={t('promotions.title')}>
      <PromotionEditor />
    </Allowed>
  );
}

const KEY = (id: string) => ['promotions', 'one', id];

function PromotionEditor() {
  const { t } = useI18n();
  const id = useParams()['id'] ?? 'new';
  const isNew = id === 'new';
  const one = useQuery({ queryKey: KEY(id), enabled: !isNew, queryFn: ({ signal }) => apiRequest(`/promotions/${id}`, adminPromotionSchema, { signal }) });
  const [notice, setNotice] = useState('');
  return (
    <>
      <p><Link to="/promotions" className="text-blush-800 underline underline-offset-2">{t('promotions.back')}</Link></p>
      <PageHeading>{isNew ? t('promotions.new') : one.data ? t('promotions.editing', { code: one.data.code }) : t('promotions.title')}</PageHeading>
      <ErrorAlert error={one.error} />
      <StatusMessage message={notice} />
      {isNew ? (
        <Editor setNotice={setNotice} />
      ) : one.data ? (
        <Editor key={`${one.data.id}:${one.data.version}`} promotion={one.data} reload={() => one.refetch()} setNotice={setNotice} />
      ) : one.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : null}
    </>
  );
}

function Editor({ promotion, reload, setNotice }: { promotion?: AdminPromotion; reload?: () => void; setNotice: (message: string) => void }) {
  const { t } = useI18n();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => (promotion ? formOf(promotion) : EMPTY_FORM));
  const [problems, setProblems] = useState<Partial<Record<string, FormProblem>>>({});
  const save = useMutation({
    mutationFn: (body: object) =>
      promotion
        ? apiRequest(`/promotions/${promotion.id}`, adminPromotionSchema, { method: 'PATCH', body: { ...body, version: promotion.version } })
        : apiRequest('/promotions', adminPromotionSchema, { method: 'POST', body }),
    onSuccess: async (saved) => {
      setNotice(t(promotion ? 'promotions.saved' : 'promotions.created', { code: saved.code }));
      queryClient.setQueryData(KEY(String(saved.id)), saved);
      await queryClient.invalidateQueries({ queryKey: ['promotions', 'list'] });
      if (!promotion) await navigate(`/promotions/${saved.id}`);
    },
  });
  const toggle = useMutation({
    mutationFn: (p: AdminPromotion) => apiRequest(`/promotions/${p.id}/${p.status === 'paused' ? 'resume' : 'pause'}`, adminPromotionSchema, { method: 'POST', body: {} }),
    onSuccess: async (saved) => {
      setNotice(t(saved.status === 'paused' ? 'promotions.paused_notice' : 'promotions.resumed_notice', { code: saved.code }));
      queryClient.setQueryData(KEY(String(saved.id)), saved);
      await queryClient.invalidateQueries({ queryKey: ['promotions', 'list'] });
    },
  });
  const writer = can('promotions.write');
  const conflict = isApiError(save.error, 'edit_conflict');
  const submit = () => {
    setNotice('');
    const { rules, problems: found } = rulesOf(form);
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate(rules);
  };

  return (
    <div className="space-y-4">
      {promotion ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <PromotionStatusBadge status={promotion.status} />
          <span>{promotion.usage_limit === null ? t('promotions.used', { uses: promotion.uses }) : t('promotions.uses_of', { uses: promotion.uses, limit: promotion.usage_limit })}</span>
          {writer ? (
            <Button variant="secondary" isDisabled={toggle.isPending} onPress={() => { setNotice(''); toggle.mutate(promotion); }}>
              {t(promotion.status === 'paused' ? 'promotions.resume' : 'promotions.pause')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ErrorAlert error={save.error ?? toggle.error} message={conflict ? t('promotions.conflict') : undefined} />
      {conflict && reload ? <Button variant="secondary" onPress={reload}>{t('promotions.reload')}</Button> : null}
      <form
        aria-label={promotion ? t('promotions.editing', { code: promotion.code }) : t('promotions.new')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        <fieldset disabled={!writer} className="space-y-4">
          <PromotionFields form={form} onChange={setForm} problems={problems} isNew={!promotion} />
        </fieldset>
        {writer ? <Button type="submit" isDisabled={save.isPending}>{t(promotion ? 'promotions.save' : 'promotions.create')}</Button> : null}
      </form>
      <PreviewPanel form={form} />
    </div>
  );
}
