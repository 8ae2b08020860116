/**
 * `/account/credit`: the member's store credit in this country (`GET /store-credit`): the balance,
 * what it is for (spent at checkout like a gift card, not with a promo code), and its entries
 * newest first: date, what it was (goodwill, refund, spent on or given back from an order, with the
 * operator's note) and the amount with its sign (the colour only repeats it).
 */
import { useMemo } from 'react';
import { MARKETS } from '@blush/shared/markets';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLazyQuery } from '../../../lib/query.ts';
import { useSessionSubject } from '../../../lib/session.ts';
import { useFormatMoney, useSite, useSiteLocale } from '../../../lib/site.ts';
import { cx } from '../../../lib/cx.ts';
import { giftCardApi } from '../gift-card-api.ts';
import { UiLoadError, UiLoading } from '../../../components/ui/UiLoadState.tsx';

export const storeCreditKey = (country: string, subject: string | null) => ['member', 'store-credit', country, subject ?? 'guest'] as const;

/** The page's body under the account page's heading (the route puts them together). */
export function StoreCreditPage() {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const subject = useSessionSubject();
  const money = useFormatMoney();
  const { tag } = useSite();
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: MARKETS[locale.country].timeZone });
  const api = useMemo(() => giftCardApi(locale), [locale]);
  const query = useLazyQuery({ queryKey: storeCreditKey(locale.country, subject), queryFn: ({ signal }) => api.storeCredit(signal) });
  const credit = query.data;

  return (
    <>
      {!credit ? (
        query.isError ? (
          <UiLoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <UiLoading blocks={['h-28', 'h-48']} />
        )
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="credit-balance" className="border border-neutral-200 bg-neutral-50 p-5 sm:p-6" data-testid="credit-balance">
            <h2 id="credit-balance" className="text-sm font-semibold uppercase tracking-[0.08em] text-neutral-700">
              {t('account.credit.balance')}
            </h2>
            <p className="mt-2 text-3xl font-semibold tabular-nums" data-testid="credit-balance-amount">
              {money(credit.balance)}
            </p>
            <p className="mt-2 text-sm text-neutral-700">{t('account.credit.how_to_use')}</p>
          </section>
          <section aria-labelledby="credit-entries">
            <h2 id="credit-entries" className="text-xl font-semibold tracking-tight">
              {t('account.credit.entries')}
            </h2>
            {credit.entries.length === 0 ? (
              <p className="mt-4 border border-neutral-200 px-4 py-6 text-neutral-700" data-testid="credit-empty">
                {t('account.credit.empty')}
              </p>
            ) : (
              <table className="mt-4 w-full text-left text-sm" data-testid="credit-entries">
                <caption className="sr-only">{t('account.credit.entries')}</caption>
                <thead>
                  <tr className="border-b border-neutral-300 text-xs uppercase tracking-[0.08em] text-neutral-600">
                    <th scope="col" className="py-2 pr-3 font-semibold">{t('account.credit.date')}</th>
                    <th scope="col" className="py-2 pr-3 font-semibold">{t('account.credit.description')}</th>
                    <th scope="col" className="py-2 text-right font-semibold">{t('account.credit.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {credit.entries.map((entry) => (
                    <tr key={entry.id} className="border-b border-neutral-200 align-top" data-testid="credit-entry">
                      <td className="whitespace-nowrap py-3 pr-3 text-neutral-700">{day.format(new Date(entry.createdAt))}</td>
                      <td className="py-3 pr-3">
                        <span className="font-medium">{t(`account.credit.kind.${entry.kind}`)}</span>
                        {entry.orderNumber ? <span className="block text-neutral-700">{t('account.credit.order', { number: entry.orderNumber })}</span> : null}
                        {entry.note ? <span className="block text-neutral-700">{entry.note}</span> : null}
                      </td>
                      <td className={cx('whitespace-nowrap py-3 text-right font-semibold tabular-nums', entry.amount.amount > 0 ? 'text-emerald-800' : 'text-neutral-900')}>
                        {entry.amount.amount > 0 ? '+' : '−'}
                        {money({ ...entry.amount, amount: Math.abs(entry.amount.amount) })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      )}
    </>
  );
}
