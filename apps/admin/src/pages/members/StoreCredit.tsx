import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { type AdminStoreCredit, adminStoreCreditChangeSchema, adminStoreCreditSchema } from '@blush/shared/admin-giftcard-contracts';
import { COUNTRY_CODES, type CountryCode, MARKETS, isCountryCode } from '@blush/shared/markets';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Button, ModalDialog, SelectField } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { dateTime, money } from '../../lib/format.ts';
import { type MessageKey, useI18n } from '../../lib/i18n.tsx';
import { useCan } from '../../lib/session.ts';
import { AdjustmentFields, signedMinor } from '../giftcards/GiftCardDialogs.tsx';
import { DialogButtons } from '../orders/OrderDialogs.tsx';

/** A member's store credit per country with its entries, and an adjustment with a reason (for roles with credit.manage). */
export function StoreCredit({ memberId, country, onNotice }: { memberId: string; country: string; onNotice: (text: string) => void }) {
  const can = useCan();
  if (!can('credit.manage')) return null;
  return <StoreCreditSection memberId={memberId} country={isCountryCode(country) ? country : 'SG'} onNotice={onNotice} />;
}

function StoreCreditSection({ memberId, country, onNotice }: { memberId: string; country: CountryCode; onNotice: (text: string) => void }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const [adjusting, setAdjusting] = useState(false);
  const credit = useQuery({ queryKey: ['store-credit', memberId], queryFn: ({ signal }) => apiRequest('/store-credit', adminStoreCreditSchema, { query: { member: memberId }, signal }) });
  const adjust = useMutation({
    mutationFn: ({ body, key }: { body: Record<string, unknown>; key: string }) => apiRequest('/store-credit/adjustments', adminStoreCreditChangeSchema, { method: 'POST', body, headers: { 'idempotency-key': key } }),
    onSuccess: (answer, { body }) => {
      queryClient.setQueryData(['store-credit', memberId], answer.credit);
      setAdjusting(false);
      const account = answer.credit.accounts.find((a) => a.country === body.country);
      onNotice(t('credit.adjusted', { balance: account ? money(account.balance, language) : '' }));
    },
  });
  return (
    <section aria-labelledby="store-credit-title" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="store-credit-title" className="text-lg font-semibold">{t('credit.title')}</h2>
        <Button variant="secondary" onPress={() => { adjust.reset(); setAdjusting(true); }}>{t('credit.adjust')}</Button>
      </div>
      <ErrorAlert error={credit.error} />
      {credit.data ? <Accounts credit={credit.data} /> : null}
      {adjusting ? <CreditDialog memberId={memberId} country={country} busy={adjust.isPending} error={adjust.error} onClose={() => setAdjusting(false)} onSubmit={(s) => adjust.mutate(s)} /> : null}
    </section>
  );
}

function Accounts({ credit }: { credit: AdminStoreCredit }) {
  const { t, language } = useI18n();
  if (credit.accounts.length === 0) return <p className="text-stone-600">{t('credit.none')}</p>;
  return (
    <ul className="space-y-3">
      {credit.accounts.map((account) => (
        <li key={account.country}>
          <p className="font-medium">{t('credit.balance', { country: account.country, balance: money(account.balance, language) })}</p>
          <ul className="divide-y divide-stone-100 text-sm">
            {account.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-1">
                <span>
                  {t(`credit.kind.${entry.kind}` as MessageKey)}
                  {entry.order_number ? ` · ${entry.order_number}` : ''}
                  {entry.note ? ` — ${entry.note}` : ''}
                </span>
                <span className="tabular-nums">{money({ amount: entry.amount, currency: account.balance.currency }, language)} · {dateTime(entry.created_at, language)}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Mounted only while open: each opening has its own Idempotency-Key. */
function CreditDialog({ memberId, country: initial, busy, error, onClose, onSubmit }: { memberId: string; country: CountryCode; busy: boolean; error: unknown; onClose: () => void; onSubmit: (s: { body: Record<string, unknown>; key: string }) => void }) {
  const { t } = useI18n();
  const [key] = useState(() => crypto.randomUUID());
  const [country, setCountry] = useState<CountryCode>(initial);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const currency = MARKETS[country].currency;
  return (
    <ModalDialog isOpen onOpenChange={(o) => !o && onClose()} title={t('credit.adjust_title')}>
      <Form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const minor = signedMinor(amount, currency);
          if (minor !== undefined) onSubmit({ body: { member_id: memberId, country, amount: minor, reason: reason.trim() }, key });
        }}
      >
        <ErrorAlert error={error} />
        <SelectField label={t('credit.country')} name="country" value={country} onChange={(v) => setCountry(v as CountryCode)} options={COUNTRY_CODES.map((c) => ({ value: c, label: `${c} (${MARKETS[c].currency})` }))} />
        <AdjustmentFields currency={currency} amount={amount} onAmount={setAmount} reason={reason} onReason={setReason} />
        <DialogButtons busy={busy} confirm={t('credit.adjust')} keep={t('actions.close')} onClose={onClose} />
      </Form>
    </ModalDialog>
  );
}
