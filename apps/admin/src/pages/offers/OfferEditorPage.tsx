import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type AdminOffer, type AdminOfferProduct, adminOfferPreviewResultSchema, adminOfferSchema } from '@blush/shared/admin-offer-contracts';
import { COUNTRY_CODES, type CountryCode, MARKETS } from '@blush/shared/markets';
import { CURRENCY_EXPONENT } from '@blush/shared/money';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button, Field } from '../../components/ui.tsx';
import { apiRequest, isApiError } from '../../lib/api.ts';
import { minorUnits, money } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useCan } from '../../lib/session.ts';
import { OfferWindowFields } from './OfferWindowFields.tsx';
import { ProductPicker } from './ProductPicker.tsx';
import { instantOf, localOf, zoneOf } from './offer-window.ts';

const LANGS = ['en', 'id', 'th', 'zh'] as const;
type Text4 = Record<(typeof LANGS)[number], string>;
type GiftRow = { id?: number; sku: string; label: Text4; stock: string };
interface OfferForm { kind: 'gift' | 'bundle'; title: Text4; minSpend: Partial<Record<CountryCode, string>>; giftMax: string; gifts: GiftRow[]; products: AdminOfferProduct[]; percent: string; countries: CountryCode[]; startsAt: string; endsAt: string }
const EMPTY_TEXT: Text4 = { en: '', id: '', th: '', zh: '' };
const EMPTY: OfferForm = { kind: 'gift', title: EMPTY_TEXT, minSpend: {}, giftMax: '1', gifts: [{ sku: '', label: EMPTY_TEXT, stock: '0' }], products: [], percent: '', countries: [], startsAt: '', endsAt: '' };
const exponentOf = (c: CountryCode) => CURRENCY_EXPONENT[MARKETS[c].currency];

function formOf(o: AdminOffer): OfferForm {
  const countries = COUNTRY_CODES.filter((c) => o.countries?.includes(c));
  const { zone } = zoneOf(countries);
  return {
    kind: o.kind, title: o.title, giftMax: String(o.gift_max ?? 1), percent: o.percent ? String(o.percent) : '', products: o.products,
    countries, startsAt: localOf(o.starts_at, zone), endsAt: localOf(o.ends_at, zone),
    minSpend: Object.fromEntries(Object.entries(o.min_spend ?? {}).map(([c, n]) => [c, String(n / 10 ** exponentOf(c as CountryCode))])),
    gifts: o.gifts.map((g) => ({ id: g.id, sku: g.sku, label: g.label, stock: String(g.stock) })),
  };
}
function bodyOf(f: OfferForm) {
  const minSpend = Object.fromEntries(Object.entries(f.minSpend).flatMap(([c, v]) => { const n = minorUnits(v ?? '', exponentOf(c as CountryCode)); return n ? [[c, n]] : []; }));
  const { zone } = zoneOf(f.countries);
  return {
    kind: f.kind, title: f.title, min_spend: Object.keys(minSpend).length ? minSpend : null,
    countries: f.countries.length ? f.countries : null, starts_at: instantOf(f.startsAt, zone), ends_at: instantOf(f.endsAt, zone),
    gift_max: f.kind === 'gift' ? Number(f.giftMax) || null : null,
    gifts: f.kind === 'gift' ? f.gifts.filter((g) => g.sku.trim()).map((g) => ({ ...(g.id ? { id: g.id } : {}), sku: g.sku.trim(), label: g.label, stock: Number(g.stock) || 0 })) : [],
    product_ids: f.kind === 'bundle' ? f.products.map((p) => p.id) : null,
    percent: f.kind === 'bundle' ? Number(f.percent) || null : null,
  };
}

/** A gift with purchase (its gift set, min spend, how many to choose) or a bundle (its products, percent): created, edited against the version read, previewed. */
export function OfferEditorPage() {
  const { t } = useI18n();
  return (
    <Allowed action="promotions.read" title={t('offers.title')}>
      <OfferEditor />
    </Allowed>
  );
}

function OfferEditor() {
  const { t } = useI18n();
  const id = useParams()['id'] ?? 'new';
  const one = useQuery({ queryKey: ['offers', 'one', id], enabled: id !== 'new', queryFn: ({ signal }) => apiRequest(`/offers/${id}`, adminOfferSchema, { signal }) });
  const [notice, setNotice] = useState('');
  return (
    <>
      <p><Link to="/offers" className="text-blush-800 underline underline-offset-2">{t('offers.back')}</Link></p>
      <PageHeading>{id === 'new' ? t('offers.new') : (one.data?.title.en ?? t('offers.title'))}</PageHeading>
      <ErrorAlert error={one.error} />
      <StatusMessage message={notice} />
      {id === 'new' ? <Editor setNotice={setNotice} /> : one.data ? <Editor key={`${one.data.id}:${one.data.version}`} offer={one.data} reload={() => one.refetch()} setNotice={setNotice} /> : null}
    </>
  );
}

function Editor({ offer, reload, setNotice }: { offer?: AdminOffer; reload?: () => void; setNotice: (m: string) => void }) {
  const { t, language } = useI18n();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const [f, setF] = useState<OfferForm>(() => (offer ? formOf(offer) : EMPTY));
  const set = <K extends keyof OfferForm>(key: K, value: OfferForm[K]) => setF((x) => ({ ...x, [key]: value }));
  const setGift = (i: number, patch: Partial<GiftRow>) => set('gifts', f.gifts.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  const save = useMutation({
    mutationFn: () => (offer ? apiRequest(`/offers/${offer.id}`, adminOfferSchema, { method: 'PATCH', body: { ...bodyOf(f), version: offer.version } }) : apiRequest('/offers', adminOfferSchema, { method: 'POST', body: bodyOf(f) })),
    onMutate: () => setNotice(''),
    onSuccess: async (saved) => {
      setNotice(t(offer ? 'offers.saved' : 'offers.created', { title: saved.title.en }));
      queryClient.setQueryData(['offers', 'one', String(saved.id)], saved);
      await queryClient.invalidateQueries({ queryKey: ['offers', 'list'] });
      if (!offer) await navigate(`/offers/${saved.id}`);
    },
  });
  const [sku, setSku] = useState('');
  const [country, setCountry] = useState<CountryCode>('SG');
  const preview = useMutation({ mutationFn: () => apiRequest('/offers/preview', adminOfferPreviewResultSchema, { method: 'POST', body: { rules: bodyOf(f), country, bag: sku.split(/[\s,]+/).filter(Boolean).map((s) => ({ sku: s, quantity: 1 })) } }) });
  const writer = can('promotions.write');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <>
      <form aria-labelledby={`${formId}-h`} onSubmit={submit} className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4">
        <h2 id={`${formId}-h`} className="text-lg font-semibold">{offer ? t('offers.edit') : t('offers.new')}</h2>
        <div>
          <label htmlFor={`${formId}-kind`} className="block text-sm font-medium text-stone-800">{t('offers.kind_label')}</label>
          <select id={`${formId}-kind`} value={f.kind} disabled={!!offer} onChange={(e) => set('kind', e.target.value as OfferForm['kind'])} className="mt-1 block min-h-11 rounded-md border border-stone-300 px-3">
            <option value="gift">{t('offers.kind.gift')}</option>
            <option value="bundle">{t('offers.kind.bundle')}</option>
          </select>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {LANGS.map((l) => <Field key={l} label={t(`offers.title_in.${l}`)} value={f.title[l]} isRequired={l === 'en'} onChange={(v) => set('title', { ...f.title, [l]: v })} />)}
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t('offers.min_spend')}</legend>
          <div className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {COUNTRY_CODES.map((c) => <Field key={c} label={`${c} (${MARKETS[c].currency})`} value={f.minSpend[c] ?? ''} onChange={(v) => set('minSpend', { ...f.minSpend, [c]: v })} inputProps={{ inputMode: 'decimal' }} />)}
          </div>
        </fieldset>
        <OfferWindowFields idPrefix={formId} value={{ countries: f.countries, startsAt: f.startsAt, endsAt: f.endsAt }} onChange={(w) => setF((x) => ({ ...x, ...w }))} />
        {f.kind === 'gift' ? (
          <fieldset className="grid gap-3">
            <legend className="text-sm font-medium text-stone-800">{t('offers.gift_set')}</legend>
            <Field label={t('offers.gift_max')} value={f.giftMax} onChange={(v) => set('giftMax', v)} inputProps={{ inputMode: 'numeric' }} />
            {f.gifts.map((g, i) => (
              <div key={g.id ?? `new-${i}`} role="group" aria-label={t('offers.gift_n', { n: i + 1 })} className="grid gap-2 rounded-md border border-stone-200 p-3 sm:grid-cols-3">
                <Field label={t('offers.gift_sku', { n: i + 1 })} value={g.sku} onChange={(v) => setGift(i, { sku: v })} />
                {g.id && offer ? <GiftStock offerId={offer.id} giftId={g.id} n={i + 1} stock={g.stock} writer={writer} onDone={(saved) => { setNotice(t('offers.stock_notice', { n: i + 1 })); queryClient.setQueryData(['offers', 'one', String(saved.id)], saved); }} /> : <Field label={t('offers.gift_stock', { n: i + 1 })} value={g.stock} onChange={(v) => setGift(i, { stock: v })} inputProps={{ inputMode: 'numeric' }} />}
                <Button variant="secondary" onPress={() => set('gifts', f.gifts.filter((_, j) => j !== i))}>{t('offers.remove_gift', { n: i + 1 })}</Button>
                {LANGS.map((l) => <Field key={l} label={t(`offers.gift_label_in.${l}`, { n: i + 1 })} value={g.label[l]} onChange={(v) => setGift(i, { label: { ...g.label, [l]: v } })} />)}
              </div>
            ))}
            <Button variant="secondary" onPress={() => set('gifts', [...f.gifts, { sku: '', label: EMPTY_TEXT, stock: '0' }])}>{t('offers.add_gift')}</Button>
          </fieldset>
        ) : (
          <div className="grid gap-3">
            <ProductPicker products={f.products} onChange={(products) => set('products', products)} />
            <Field label={t('offers.percent')} value={f.percent} onChange={(v) => set('percent', v)} inputProps={{ inputMode: 'numeric' }} />
          </div>
        )}
        <ErrorAlert error={save.error} />
        {isApiError(save.error, 'edit_conflict') && reload ? <Button variant="secondary" onPress={reload}>{t('offers.reload')}</Button> : null}
        {writer ? <div><Button type="submit" isDisabled={save.isPending}>{offer ? t('offers.save') : t('offers.create')}</Button></div> : null}
      </form>
      <section aria-labelledby={`${formId}-p`} className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4">
        <h2 id={`${formId}-p`} className="text-lg font-semibold">{t('offers.preview')}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('offers.preview_skus')} value={sku} onChange={setSku} />
          <div>
            <label htmlFor={`${formId}-c`} className="block text-sm font-medium text-stone-800">{t('offers.preview_country')}</label>
            <select id={`${formId}-c`} value={country} onChange={(e) => setCountry(e.target.value as CountryCode)} className="mt-1 block min-h-11 rounded-md border border-stone-300 px-3">
              {COUNTRY_CODES.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </div>
        </div>
        <div><Button variant="secondary" isDisabled={!sku.trim() || preview.isPending} onPress={() => preview.mutate()}>{t('offers.preview_button')}</Button></div>
        <ErrorAlert error={preview.error} />
        <div role="status">
          {preview.data?.gift_choice ? (preview.data.gift_choice.opens ? t('offers.preview_gift_opens', { max: preview.data.gift_choice.max, gifts: preview.data.gift_choice.gifts.map((g) => g.label).join(', ') }) : t('offers.preview_gift_closed', { missing: money({ amount: preview.data.gift_choice.missing ?? 0, currency: preview.data.currency }, language) })) : null}
          {preview.data?.bundle ? t('offers.preview_bundle', { sets: preview.data.bundle.sets, discount: money({ amount: preview.data.bundle.discount, currency: preview.data.currency }, language) }) : null}
        </div>
      </section>
    </>
  );
}

/** A kept gift's stock, moved by a delta (a negative number takes away; below zero is refused by the API). */
function GiftStock({ offerId, giftId, n, stock, writer, onDone }: { offerId: number; giftId: number; n: number; stock: string; writer: boolean; onDone: (saved: AdminOffer) => void }) {
  const { t } = useI18n();
  const [delta, setDelta] = useState('');
  const move = useMutation({
    mutationFn: () => apiRequest(`/offers/${offerId}/gifts/${giftId}/stock`, adminOfferSchema, { method: 'POST', body: { delta: Number(delta) } }),
    onSuccess: onDone,
  });
  return (
    <div className="grid gap-1">
      <p className="text-sm text-stone-700">{t('offers.gift_stock_kept', { stock })}</p>
      {writer ? (
        <div className="flex items-end gap-2">
          <Field label={t('offers.gift_stock_change', { n })} value={delta} onChange={setDelta} inputProps={{ inputMode: 'numeric' }} />
          <Button variant="secondary" isDisabled={!/^-?[0-9]+$/.test(delta) || delta === '0' || move.isPending} onPress={() => move.mutate()}>{t('offers.apply')}</Button>
        </div>
      ) : null}
      <ErrorAlert error={move.error} />
    </div>
  );
}
