import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { type AdminGiftCardDetail, adminGiftCardChangeSchema, adminGiftCardDetailSchema, adminGiftCardListSchema } from '@blush/shared/admin-giftcard-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert, StatusMessage } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { Button } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { dateTime, money } from '../../lib/format.ts';
import { type MessageKey, useI18n } from '../../lib/i18n.tsx';
import { AdjustDialog, type DialogSubmit, IssueDialog, VoidDialog } from './GiftCardDialogs.tsx';

const LINK = 'text-blush-800 underline underline-offset-2 hover:text-blush-900';

/** Gift cards: find one by number, last 4 digits or recipient e-mail; issue one. */
export function GiftCardsPage() {
  const { t } = useI18n();
  return (
    <Allowed action="giftcards.manage" title={t('giftcards.title')}>
      <GiftCardSearch />
    </Allowed>
  );
}

function GiftCardSearch() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [issuing, setIssuing] = useState(false);
  const list = useQuery({
    queryKey: ['gift-cards', q],
    enabled: q.length >= 4,
    queryFn: ({ signal }) => apiRequest('/gift-cards', adminGiftCardListSchema, { query: { q }, signal }),
  });
  const issue = useMutation({
    mutationFn: ({ body, key }: DialogSubmit) => apiRequest('/gift-cards', adminGiftCardChangeSchema, { method: 'POST', body, headers: { 'idempotency-key': key } }),
    onSuccess: async (answer) => {
      setIssuing(false);
      await navigate(`/gift-cards/${answer.card.id}`, { state: { notice: t('giftcards.issued', { last4: answer.card.last4 }) } });
    },
  });
  return (
    <>
      <PageHeading>{t('giftcards.title')}</PageHeading>
      <div>
        <Button onPress={() => { issue.reset(); setIssuing(true); }}>{t('giftcards.issue_title')}</Button>
      </div>
      <SearchForm key={q} name={t('giftcards.title')} label={t('giftcards.search')} description={t('giftcards.search_help')} button={t('giftcards.search_button')} maxLength={254} initial={q} onSearch={(v) => setParams(v ? { q: v } : {})} />
      <ErrorAlert error={list.error} />
      {list.data ? (
        list.data.cards.length === 0 ? (
          <p className="rounded-lg border border-stone-200 bg-white px-3 py-6 text-center text-stone-600">{t('giftcards.none')}</p>
        ) : (
          <table className="w-full rounded-lg border border-stone-200 bg-white text-left text-sm">
            <caption className="sr-only">{t('giftcards.results')}</caption>
            <thead>
              <tr className="border-b border-stone-200">
                <th scope="col" className="p-3">{t('giftcards.number')}</th>
                <th scope="col" className="p-3">{t('giftcards.recipient')}</th>
                <th scope="col" className="p-3">{t('giftcards.balance')}</th>
                <th scope="col" className="p-3">{t('giftcards.status_label')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.cards.map((card) => (
                <tr key={card.id} className="border-b border-stone-100">
                  <td className="p-3">
                    <Link to={`/gift-cards/${card.id}`} className={LINK}>{card.masked_number}</Link>
                  </td>
                  <td className="p-3">{card.recipient_name} · {card.recipient_email}</td>
                  <td className="p-3">{money(card.balance, language)}</td>
                  <td className="p-3">{t(`giftcards.status.${card.status}` as MessageKey)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      {issuing ? <IssueDialog busy={issue.isPending} error={issue.error} onClose={() => setIssuing(false)} onSubmit={(s) => issue.mutate(s)} /> : null}
    </>
  );
}

/** One gift card: balance, status and ledger; adjust or void it. */
export function GiftCardPage() {
  const { t } = useI18n();
  return (
    <Allowed action="giftcards.manage" title={t('giftcards.title')}>
      <GiftCardDetailView />
    </Allowed>
  );
}

function GiftCardDetailView() {
  const { t, language } = useI18n();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'adjust' | 'void' | null>(null);
  const location = useLocation() as { state?: { notice?: string } | null };
  const [notice, setNotice] = useState(location.state?.notice ?? '');
  const detail = useQuery({ queryKey: ['gift-card', id], queryFn: ({ signal }) => apiRequest(`/gift-cards/${id}`, adminGiftCardDetailSchema, { signal }) });
  const change = useMutation({
    mutationFn: ({ path, body, key }: DialogSubmit & { path: 'adjustments' | 'void' }) => apiRequest(`/gift-cards/${id}/${path}`, adminGiftCardChangeSchema, { method: 'POST', body, headers: { 'idempotency-key': key } }),
    onSuccess: (answer, { path }) => {
      queryClient.setQueryData(['gift-card', id], answer.card);
      setDialog(null);
      setNotice(path === 'void' ? t('giftcards.voided') : t('giftcards.adjusted', { balance: money(answer.card.balance, language) }));
    },
  });
  const open = (which: 'adjust' | 'void') => {
    change.reset();
    setNotice('');
    setDialog(which);
  };
  const card = detail.data;
  return (
    <>
      <PageHeading>{card ? t('giftcards.card_title', { last4: card.last4 }) : t('giftcards.title')}</PageHeading>
      <Link to="/gift-cards" className={LINK}>{t('giftcards.back')}</Link>
      <ErrorAlert error={detail.error} />
      <StatusMessage message={notice} />
      {card ? (
        <>
          <CardFacts card={card} />
          {card.status !== 'voided' ? (
            <div className="flex flex-wrap gap-3">
              <Button onPress={() => open('adjust')}>{t('giftcards.adjust')}</Button>
              <Button variant="danger" onPress={() => open('void')}>{t('giftcards.void')}</Button>
            </div>
          ) : null}
          <section aria-labelledby="gc-ledger" className="space-y-2">
            <h2 id="gc-ledger" className="text-lg font-semibold">{t('giftcards.ledger')}</h2>
            <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white">
              {card.ledger.map((entry) => (
                <li key={entry.id} className="flex flex-wrap justify-between gap-2 p-3">
                  <span>
                    <span className="font-medium">{t(`giftcards.kind.${entry.kind}` as MessageKey)}</span>
                    {entry.note ? <span className="text-stone-700"> — {entry.note}</span> : null}
                  </span>
                  <span>{money({ amount: entry.amount, currency: card.balance.currency }, language)} · {dateTime(entry.at, language)}</span>
                </li>
              ))}
            </ul>
          </section>
          {dialog === 'adjust' ? (
            <AdjustDialog title={t('giftcards.adjust_title', { last4: card.last4 })} currency={card.balance.currency} busy={change.isPending} error={change.error} onClose={() => setDialog(null)} onSubmit={(s) => change.mutate({ ...s, path: 'adjustments' })} />
          ) : null}
          {dialog === 'void' ? <VoidDialog last4={card.last4} busy={change.isPending} error={change.error} onClose={() => setDialog(null)} onSubmit={(s) => change.mutate({ ...s, path: 'void' })} /> : null}
        </>
      ) : null}
    </>
  );
}

function CardFacts({ card }: { card: AdminGiftCardDetail }) {
  const { t, language } = useI18n();
  const facts: Array<[string, string]> = [
    [t('giftcards.number'), card.masked_number],
    [t('giftcards.status_label'), t(`giftcards.status.${card.status}` as MessageKey)],
    [t('giftcards.balance'), `${money(card.balance, language)} / ${money(card.initial_amount, language)}`],
    [t('giftcards.recipient'), `${card.recipient_name} · ${card.recipient_email}`],
    [t('giftcards.country'), card.country],
    [t('giftcards.expires'), dateTime(card.expires_at, language)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-stone-700">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
