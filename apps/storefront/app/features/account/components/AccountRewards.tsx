/**
 * `/account/rewards`: the Beauty Pass rewards catalogue (product guide §3, §9), grouped "Under 500
 * points" and "500 points and above", each reward with its points, its stock ("Only 3 left", the
 * catalogue's "Fully Redeemed" at 0) and whether the member's balance reaches it. Redemption
 * happens in the bag at checkout (one reward per transaction), so there is no redeem button here.
 * The catalogue is public: for a guest (`signed_in: false`) it asks to sign in or register instead.
 */
import { REWARD_GROUPS } from '@blush/shared/loyalty';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useErrorMessage } from '../../../lib/site.ts';
import { useFormat } from '../hooks/use-format.ts';
import { useRewards } from '../hooks/use-loyalty.ts';
import type { Reward, Rewards } from '../loyalty-api.ts';
import { UiLoadError, UiLoading } from '../../../components/ui/UiLoadState.tsx';
import { AccountPageHeader } from './AccountPageHeader.tsx';

/** Stock at or under this many says how many are left. */
export const LOW_STOCK = 5;

function RewardStock({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  if (reward.stock_left <= 0) return <p className="text-sm font-semibold text-neutral-700" data-testid="reward-stock">{message('fully_redeemed')}</p>;
  if (reward.stock_left <= LOW_STOCK)
    return (
      <p className="text-sm font-semibold text-blush-800" data-testid="reward-stock">
        {t('account.rewards.only_left', { count: reward.stock_left })}
      </p>
    );
  return null;
}

function RewardAfford({ reward, balance, signedIn }: { reward: Reward; balance: number | null; signedIn: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!signedIn || balance === null || reward.stock_left <= 0) return null;
  const short = reward.points - balance;
  return short <= 0 ? (
    <p className="flex items-center gap-1 text-sm text-emerald-800" data-testid="reward-afford">
      <UiIcon name="check" size={16} />
      {t('account.rewards.can_redeem')}
    </p>
  ) : (
    <p className="text-sm text-neutral-700" data-testid="reward-afford">
      {t('account.rewards.need_more', { count: short, points: format.number(short) })}
    </p>
  );
}

function RewardCard({ reward, rewards }: { reward: Reward; rewards: Rewards }) {
  const { t } = useTranslation();
  const format = useFormat();
  const out = reward.stock_left <= 0;
  return (
    <li className={cx('flex gap-4 border border-neutral-200 p-4', out && 'bg-neutral-50')} data-testid="reward">
      <img src={reward.image_url} alt="" width={96} height={96} loading="lazy" className={cx('size-20 shrink-0 bg-neutral-100 object-cover sm:size-24', out && 'opacity-60')} />
      <div className="min-w-0 flex-1 space-y-1">
        {reward.brand ? <p className="text-xs font-semibold uppercase tracking-wider text-neutral-600">{reward.brand}</p> : null}
        <h3 className="font-semibold">{reward.name}</h3>
        <p className="text-sm text-neutral-700">{reward.description}</p>
        <p className="font-semibold" data-testid="reward-points">
          {t('account.rewards.points', { count: reward.points, points: format.number(reward.points) })}
        </p>
        <RewardStock reward={reward} />
        <RewardAfford reward={reward} balance={rewards.balance} signedIn={rewards.signed_in} />
      </div>
    </li>
  );
}

export function AccountRewardsCatalogue({ rewards }: { rewards: Rewards }) {
  const { t } = useTranslation();
  const format = useFormat();
  const groups = REWARD_GROUPS.map((key) => ({ key, rewards: rewards.groups.find((group) => group.key === key)?.rewards ?? [] })).filter((group) => group.rewards.length > 0);
  return (
    <>
      <div className="flex flex-col gap-3 border-l-4 border-blush-600 bg-blush-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        {rewards.signed_in && rewards.balance !== null ? (
          <p data-testid="rewards-balance">{t('account.rewards.balance', { count: rewards.balance, points: format.number(rewards.balance) })}</p>
        ) : (
          <p>
            <UiLink to="/sign_in?return_to=%2Faccount%2Frewards" className="font-semibold underline underline-offset-2">
              {t('account.rewards.sign_in')}
            </UiLink>
          </p>
        )}
        <p className="flex items-center gap-2 text-sm font-semibold">
          <UiIcon name="bag" size={18} />
          {t('account.rewards.redeem_note')}
        </p>
      </div>
      {groups.length === 0 ? (
        <p className="mt-6 border border-dashed border-neutral-300 px-6 py-8 text-center text-neutral-700">{t('account.rewards.empty')}</p>
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-labelledby={`rewards-${group.key}`} className="mt-8">
            <h2 id={`rewards-${group.key}`} className="text-xl font-semibold">
              {t(`account.rewards.group.${group.key}`)}
            </h2>
            <ul className="mt-4 grid gap-3 lg:grid-cols-2">
              {group.rewards.map((reward) => (
                <RewardCard key={reward.id} reward={reward} rewards={rewards} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}

export function AccountRewards() {
  const { t } = useTranslation();
  const rewards = useRewards();
  return (
    <>
      <AccountPageHeader title={t('account.rewards.title')} intro={t('account.rewards.intro')} />
      {rewards.data ? (
        <AccountRewardsCatalogue rewards={rewards.data} />
      ) : rewards.isError ? (
        <UiLoadError error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : (
        <UiLoading blocks={['h-16', 'h-32', 'h-32']} label={t('account.rewards.loading')} />
      )}
    </>
  );
}
