import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Switch } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { type AdminExperimentOverview, adminExperimentOverviewSchema, adminFlagSwitchResponseSchema } from '@blush/shared/admin-experiment-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { SelectField } from '../../components/ui.tsx';
import { apiRequest, isApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ExperimentResults } from './ExperimentResults.tsx';

const ENVIRONMENTS = ['production', 'staging', 'development'] as const;

/** Feature flags with switches per environment, and each experiment's results from the first-party collector (ExperimentResults). */
export function ExperimentsPage() {
  const { t } = useI18n();
  return (
    <Allowed action="experiments.manage" title={t('experiments.title')}>
      <Experiments />
    </Allowed>
  );
}

function Experiments() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const environment = params.get('environment') ?? 'production';
  const [notice, setNotice] = useState('');
  const overview = useQuery({ queryKey: ['experiments', environment], queryFn: ({ signal }) => apiRequest('/experiments', adminExperimentOverviewSchema, { query: { environment }, signal }) });
  const flip = useMutation({
    mutationFn: ({ key, enabled, data }: { key: string; enabled: boolean; data: AdminExperimentOverview }) =>
      apiRequest(`/experiments/flags/${encodeURIComponent(key)}`, adminFlagSwitchResponseSchema, { method: 'POST', body: { site: data.site, environment, enabled, version: data.version } }),
    onSuccess: (answer, { data }) => {
      const flag = data.flags.find((f) => f.feature_key === answer.feature_key);
      setNotice(t(answer.enabled ? 'experiments.switched_on' : 'experiments.switched_off', { name: flag?.name ?? answer.feature_key }));
    },
    onSettled: async () => {
      // A conflict reloads the list as it is now, so the staff member sees what the colleague did.
      await queryClient.invalidateQueries({ queryKey: ['experiments'] });
    },
  });
  const data = overview.data;
  return (
    <>
      <PageHeading>{t('experiments.title')}</PageHeading>
      <p className="text-stone-700">{t('experiments.intro')}</p>
      <div className="max-w-xs">
        <SelectField label={t('experiments.environment')} name="environment" value={environment} onChange={(v) => setParams({ environment: v })} options={ENVIRONMENTS.map((e) => ({ value: e, label: e }))} />
      </div>
      <ErrorAlert error={overview.error ?? flip.error} message={isApiError(flip.error, 'edit_conflict') ? t('experiments.conflict') : undefined} />
      <StatusMessage message={notice} />
      {data ? (
        <>
          <section aria-labelledby="flags-title" className="space-y-2">
            <h2 id="flags-title" className="text-lg font-semibold">
              {t('experiments.flags')}
            </h2>
            <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white">
              {data.flags.map((flag) => (
                <li key={flag.feature_key} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <span>
                    <span className="font-medium">{flag.name}</span> <code className="text-sm text-stone-600">{flag.feature_key}</code>
                  </span>
                  <Switch
                    isSelected={flag.enabled}
                    isDisabled={flip.isPending}
                    aria-label={flag.name}
                    onChange={(enabled) => {
                      setNotice('');
                      flip.mutate({ key: flag.feature_key, enabled, data });
                    }}
                    className="group flex min-h-11 items-center gap-2"
                  >
                    <span aria-hidden className="flex h-6 w-11 items-center rounded-full bg-stone-300 px-0.5 group-data-[selected]:bg-blush-700 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-blush-600">
                      <span className="h-5 w-5 rounded-full bg-white transition-transform group-data-[selected]:translate-x-5" />
                    </span>
                    <span aria-hidden>{flag.enabled ? t('experiments.on') : t('experiments.off')}</span>
                  </Switch>
                </li>
              ))}
            </ul>
          </section>
          <ExperimentResults data={data} />
        </>
      ) : null}
    </>
  );
}
