/**
 * The Beauty Pass card: tier, card number, points and member-since, coloured by tier, with a slim
 * line of progress towards the next tier. The balance and tier come from the Beauty Pass summary
 * once it has answered (the account's own figures until then).
 */
import type { AccountDto } from '@blush/shared/account-contracts';
import type { Tier } from '@blush/shared/account';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { groupCardNumber, useFormat } from '../hooks/use-format.ts';
import { useLoyaltySummary } from '../hooks/use-loyalty.ts';
import { AccountTierProgress } from './AccountTierStatus.tsx';

const CARD_STYLE: Record<Tier, string> = {
  pink: 'bg-gradient-to-br from-blush-200 to-blush-400 text-black',
  white: 'bg-gradient-to-br from-white to-neutral-200 text-black ring-1 ring-neutral-300',
  black: 'bg-gradient-to-br from-neutral-800 to-black text-white',
  gold: 'bg-gradient-to-br from-amber-200 via-amber-400 to-amber-600 text-black',
};

export function AccountBeautyPassCard({ account }: { account: AccountDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  const pass = account.beauty_pass;
  const summary = useLoyaltySummary().data;
  const tier = summary?.tier ?? pass.tier;
  const balance = summary?.balance ?? pass.points_balance;
  return (
    <section aria-labelledby="beauty-pass-title" className={cx('relative w-full max-w-md overflow-hidden rounded-2xl p-6 shadow-sm', CARD_STYLE[tier])}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="beauty-pass-title" className="text-sm font-semibold uppercase tracking-widest">
            {t('account.beauty_pass.title')}
          </h2>
          <p className="mt-1 text-2xl font-semibold" data-testid="tier">
            {t(`account.tier.${tier}`)}
          </p>
        </div>
        <span aria-hidden="true" className="text-3xl font-semibold tracking-tight opacity-80">
          Blush
        </span>
      </div>
      <dl className="mt-8 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div className="col-span-2">
          <dt className="text-xs uppercase tracking-wider opacity-80">{t('account.beauty_pass.card_number')}</dt>
          <dd className="mt-0.5 font-mono text-lg tracking-wider">{groupCardNumber(pass.card_number)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wider opacity-80">{t('account.beauty_pass.points')}</dt>
          <dd className="mt-0.5 text-lg font-semibold" data-testid="points">
            {format.number(balance)}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wider opacity-80">{t('account.beauty_pass.member_since')}</dt>
          <dd className="mt-0.5">{format.date(pass.member_since)}</dd>
        </div>
      </dl>
      <div className="mt-5 min-h-9" data-testid="card-progress">
        {summary ? (
          summary.status.next ? (
            <AccountTierProgress summary={summary} tone="card" />
          ) : (
            <p className="text-sm opacity-90">{t('account.tier_status.highest')}</p>
          )
        ) : null}
      </div>
    </section>
  );
}
