import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AdminOffer, adminOfferListSchema, adminOfferSchema } from '@blush/shared/admin-offer-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useCan } from '../../lib/session.ts';
import { localOf, zoneOf } from './offer-window.ts';
import type { CountryCode } from '@blush/shared/markets';
import { CELL, DataTable } from '../../components/DataTable.tsx';

/** When an offer runs, in the zone the editor shows its times in. */
function windowText(o: AdminOffer, t: ReturnType<typeof useI18n>['t']): string {
  const { zone } = zoneOf((o.countries ?? []) as CountryCode[]);
  const starts = localOf(o.starts_at, zone).replace('T', ' ');
  const ends = localOf(o.ends_at, zone).replace('T', ' ');
  if (starts && ends) return t('offers.window_from_to', { starts, ends, zone });
  if (starts) return t('offers.window_from', { starts, zone });
  if (ends) return t('offers.window_until', { ends, zone });
  return t('offers.window_always');
}

const LINK = 'inline-flex min-h-11 items-center rounded-md bg-blush-700 px-4 text-sm font-medium text-white hover:bg-blush-800';

/** Gifts with purchase and bundles (automatic promotions, no code): their status, gift stock, paused or resumed here. */
export function OffersPage() {
  const { t } = useI18n();
  return (
    <Allowed action="promotions.read" title={t('offers.title')}>
      <OfferList />
    </Allowed>
  );
}

function OfferList() {
  const { t } = useI18n();
  const can = useCan();
  const writer = can('promotions.write');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const list = useQuery({ queryKey: ['offers', 'list'], queryFn: ({ signal }) => apiRequest('/offers', adminOfferListSchema, { signal }) });
  const toggle = useMutation({
    mutationFn: (o: AdminOffer) => apiRequest(`/offers/${o.id}/${o.status === 'paused' ? 'resume' : 'pause'}`, adminOfferSchema, { method: 'POST', body: {} }),
    onMutate: () => setNotice(''),
    onSuccess: (saved) => setNotice(t(saved.status === 'paused' ? 'offers.paused_notice' : 'offers.resumed_notice', { title: saved.title.en })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['offers'] }),
  });
  return (
    <>
      <PageHeading>{t('offers.title')}</PageHeading>
      <p className="text-stone-700">{t('offers.intro')}</p>
      {writer ? <Link to="/offers/new" className={LINK}>{t('offers.new')}</Link> : null}
      <ErrorAlert error={list.error ?? toggle.error} />
      <StatusMessage message={notice} />
      {list.data ? (
        list.data.offers.length === 0 ? (
          <p className="rounded-lg border border-stone-200 bg-white px-3 py-6 text-center text-stone-600">{t('offers.none')}</p>
        ) : (
          <DataTable
            caption={t('offers.list')}
            minWidth="min-w-[60rem]"
            columns={[t('offers.offer'), t('offers.kind_label'), t('offers.details'), t('offers.countries'), t('offers.when'), t('offers.status_label'), writer ? t('offers.actions') : null]}
          >
            <tbody>
              {list.data.offers.map((o) => (
                <tr key={o.id} className="border-t border-stone-200">
                  <th scope="row" className={`${CELL} font-medium`}>
                    <Link to={`/offers/${o.id}`} className="text-blush-800 underline underline-offset-2">{o.title.en}</Link>
                  </th>
                  <td className={CELL}>{t(`offers.kind.${o.kind}`)}</td>
                  <td className={CELL}>
                    {o.kind === 'gift'
                      ? t('offers.gift_summary', { max: o.gift_max ?? 1, gifts: o.gifts.map((g) => `${g.label.en} (${g.stock})`).join(', ') })
                      : t('offers.bundle_summary', { percent: o.percent ?? 0, count: o.product_ids?.length ?? 0 })}
                  </td>
                  <td className={CELL}>{o.countries?.length ? o.countries.join(', ') : t('offers.every_country')}</td>
                  <td className={`${CELL} tabular-nums`}>{windowText(o, t)}</td>
                  <td className={CELL}>{t(`offers.status.${o.status}`)}</td>
                  {writer ? (
                    <td className={CELL}>
                      <Button variant="secondary" isDisabled={toggle.isPending} aria-label={t(o.status === 'paused' ? 'offers.resume_named' : 'offers.pause_named', { title: o.title.en })} onPress={() => toggle.mutate(o)}>
                        {t(o.status === 'paused' ? 'offers.resume' : 'offers.pause')}
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
