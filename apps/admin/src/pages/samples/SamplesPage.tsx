import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type AdminSample, adminSampleListSchema, adminSampleSchema } from '@blush/shared/admin-offer-contracts';
import { COUNTRY_CODES } from '@blush/shared/markets';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button, Field } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useCan } from '../../lib/session.ts';
import { CELL, DataTable } from '../../components/DataTable.tsx';

const LANGS = ['en', 'id', 'th', 'zh'] as const;

/** Free samples (issue 21 item 4): their stock, added by SKU, restocked, switched on and off, reordered. */
export function SamplesPage() {
  const { t } = useI18n();
  return (
    <Allowed action="promotions.read" title={t('samples.title')}>
      <SampleList />
    </Allowed>
  );
}

function SampleList() {
  const { t } = useI18n();
  const can = useCan();
  const writer = can('promotions.write');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const list = useQuery({ queryKey: ['samples'], queryFn: ({ signal }) => apiRequest('/samples', adminSampleListSchema, { signal }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['samples'] });
  const act = useMutation({
    mutationFn: ({ sample, path, body }: { sample: AdminSample; path: string; body?: unknown; done: string }) =>
      apiRequest(`/samples/${sample.id}/${path}`, path === 'move' ? adminSampleListSchema : adminSampleSchema, { method: 'POST', body: body ?? {} }),
    onMutate: () => setNotice(''),
    onSuccess: (_saved, input) => setNotice(input.done),
    onSettled: refresh,
  });

  return (
    <>
      <PageHeading>{t('samples.title')}</PageHeading>
      <p className="text-stone-700">{t('samples.intro')}</p>
      <ErrorAlert error={list.error ?? act.error} />
      <StatusMessage message={notice} />
      {list.data ? (
        list.data.samples.length === 0 ? (
          <p className="rounded-lg border border-stone-200 bg-white px-3 py-6 text-center text-stone-600">{t('samples.none')}</p>
        ) : (
          <DataTable
            caption={t('samples.list')}
            minWidth="min-w-[48rem]"
            columns={[t('samples.label'), t('samples.sku'), t('samples.countries'), t('samples.stock'), t('samples.state'), writer ? t('samples.actions') : null]}
          >
            <tbody>
              {list.data.samples.map((s, i, all) => (
                <tr key={s.id} className="border-t border-stone-200">
                  <th scope="row" className={`${CELL} font-medium`}>{s.label.en}<span className="block text-stone-600">{s.name}</span></th>
                  <td className={`${CELL} font-mono`}>{s.sku}</td>
                  <td className={CELL}>{s.countries?.join(', ') ?? t('samples.every_country')}</td>
                  <td className={CELL}>{s.stock === 0 ? t('samples.fully_redeemed') : s.stock}</td>
                  <td className={CELL}>{t(s.active ? 'samples.active' : 'samples.inactive')}</td>
                  {writer ? (
                    <td className={`${CELL} flex flex-wrap items-end gap-2`}>
                      <StockForm sample={s} pending={act.isPending} onAdjust={(delta) => act.mutate({ sample: s, path: 'stock', body: { delta }, done: t('samples.stock_notice', { label: s.label.en }) })} />
                      <Button variant="secondary" isDisabled={act.isPending} aria-label={t(s.active ? 'samples.deactivate_named' : 'samples.activate_named', { label: s.label.en })} onPress={() => act.mutate({ sample: s, path: s.active ? 'deactivate' : 'activate', done: t(s.active ? 'samples.deactivated_notice' : 'samples.activated_notice', { label: s.label.en }) })}>
                        {t(s.active ? 'samples.deactivate' : 'samples.activate')}
                      </Button>
                      {i > 0 ? <Button variant="secondary" isDisabled={act.isPending} aria-label={t('samples.up_named', { label: s.label.en })} onPress={() => act.mutate({ sample: s, path: 'move', body: { direction: 'up' }, done: t('samples.moved_notice', { label: s.label.en }) })}>↑</Button> : null}
                      {i < all.length - 1 ? <Button variant="secondary" isDisabled={act.isPending} aria-label={t('samples.down_named', { label: s.label.en })} onPress={() => act.mutate({ sample: s, path: 'move', body: { direction: 'down' }, done: t('samples.moved_notice', { label: s.label.en }) })}>↓</Button> : null}
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
      {writer ? <AddSample onAdded={(label) => { setNotice(t('samples.added_notice', { label })); void refresh(); }} /> : null}
    </>
  );
}

/** Add to or take from the stock (a negative number takes away; below zero is refused by the API). */
function StockForm({ sample, pending, onAdjust }: { sample: AdminSample; pending: boolean; onAdjust: (delta: number) => void }) {
  const { t, language } = useI18n();
  const [delta, setDelta] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const n = Number(delta);
    if (Number.isInteger(n) && n !== 0) {
      onAdjust(n);
      setDelta('');
    }
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <Field label={t('samples.stock_change_named', { label: sample.label[language] || sample.label.en })} value={delta} onChange={setDelta} inputProps={{ inputMode: 'numeric', pattern: '-?[0-9]+', className: 'w-24' }} />
      <Button type="submit" variant="secondary" isDisabled={pending || !delta}>{t('samples.apply')}</Button>
    </form>
  );
}

function AddSample({ onAdded }: { onAdded: (label: string) => void }) {
  const { t } = useI18n();
  const headingId = useId();
  const [sku, setSku] = useState('');
  const [label, setLabel] = useState<Record<(typeof LANGS)[number], string>>({ en: '', id: '', th: '', zh: '' });
  const [countries, setCountries] = useState<string[]>([]);
  const [stock, setStock] = useState('0');
  const add = useMutation({
    mutationFn: () => apiRequest('/samples', adminSampleSchema, { method: 'POST', body: { sku: sku.trim(), label, countries: countries.length ? countries : null, stock: Number(stock) || 0 } }),
    onSuccess: (saved) => {
      setSku('');
      setLabel({ en: '', id: '', th: '', zh: '' });
      setCountries([]);
      setStock('0');
      onAdded(saved.label.en);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">{t('samples.add')}</h2>
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label={t('samples.sku')} value={sku} onChange={setSku} isRequired />
        <Field label={t('samples.first_stock')} value={stock} onChange={setStock} inputProps={{ inputMode: 'numeric', pattern: '[0-9]+' }} />
        {LANGS.map((l) => (
          <Field key={l} label={t(`samples.label_in.${l}`)} value={label[l]} onChange={(v) => setLabel((x) => ({ ...x, [l]: v }))} isRequired={l === 'en'} />
        ))}
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-stone-800">{t('samples.countries_hint')}</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {COUNTRY_CODES.map((c) => (
              <label key={c} className="inline-flex min-h-11 items-center gap-2">
                <input type="checkbox" checked={countries.includes(c)} onChange={(e) => setCountries((x) => (e.target.checked ? [...x, c] : x.filter((y) => y !== c)))} />
                {c}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <ErrorAlert error={add.error} />
          <Button type="submit" isDisabled={add.isPending}>{t('samples.add_button')}</Button>
        </div>
      </form>
    </section>
  );
}
