/**
 * The "Beauty Pass rewards" tab (`cart/beauty-pass-offers`, product guide §6, §9): the catalogue grouped
 * "Under 500 points" and "500 points and above", each reward with its image, name and points and
 * "Redeem" (`POST cart/beauty-pass-offers`). Redeeming is for members: a guest sees the catalogue
 * with a prompt to sign in or join (and a redeem the API refuses as members-only asks to sign in).
 * A member sees the balance; a reward they cannot afford, a Fully Redeemed one, or any other while
 * a reward is already in the bag (one per order) cannot be redeemed, and says why. The reward in
 * the bag shows as added, with "Remove". Loaded lazily, with the tab.
 */
import { useId, useState } from 'react';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { isUnauthorized, signInHref } from '../../../lib/session.ts';
import { useErrorMessage, useSite } from '../../../lib/site.ts';
import { type BagReward, type BagRewards, bagErrorMessage, fetchBagRewards, redeemReward, removeReward } from '../bag-actions.ts';
import { useBagResource } from '../hooks/use-bag-resource.ts';
import type { BagExtrasPanelProps } from './BagExtrasTabs.tsx';

const GROUPS = ['under_500', 'from_500'] as const;

type Failure = { rewardId: number; message: string; signIn: boolean };

interface RewardCardProps {
  reward: BagReward;
  /** Why it cannot be redeemed now, if so. */
  reason: string | null;
  inBag: boolean;
  /** This reward's change on its way, if any. */
  busy: 'redeeming' | 'removing' | null;
  /** A change of any reward is on its way. */
  locked: boolean;
  failure: Failure | null;
  onRedeem: () => void;
  onRemove: () => void;
}

function RewardCard({ reward, reason, inBag, busy, locked, failure, onRedeem, onRemove }: RewardCardProps) {
  const { t } = useTranslation();
  const { tag } = useSite();
  const id = useId();
  const buttonClass = 'inline-flex min-h-11 items-center justify-center px-5 text-sm font-semibold';
  return (
    <li className={cx('flex gap-3 border p-3 sm:gap-4 sm:p-4', inBag ? 'border-black' : 'border-neutral-200')} aria-labelledby={`${id}-name`} data-testid="bag-reward">
      <img src={reward.image_url} alt="" width={80} height={80} loading="lazy" decoding="async" className={cx('size-16 shrink-0 bg-neutral-100 object-cover sm:size-20', reward.stock_left <= 0 && 'opacity-60')} />
      <div className="min-w-0 flex-1 space-y-1">
        {reward.brand ? <p className="text-xs font-semibold uppercase tracking-wider text-neutral-600">{reward.brand}</p> : null}
        <h4 id={`${id}-name`} className="text-sm font-semibold">
          {reward.name}
        </h4>
        <p className="text-sm" data-testid="reward-points">
          {t('cart.rewards.points', { count: reward.points, points: reward.points.toLocaleString(tag) })}
        </p>
        {inBag ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 pt-1">
            <p className="flex items-center gap-1 text-sm font-semibold text-emerald-800" data-testid="reward-in-bag">
              <UiIcon name="check" size={16} />
              {t('cart.rewards.in_bag')}
            </p>
            <button
              type="button"
              onClick={onRemove}
              aria-busy={busy === 'removing'}
              aria-disabled={locked}
              aria-label={`${busy === 'removing' ? t('cart.removing') : t('cart.remove')}: ${reward.name}`}
              className="inline-flex min-h-11 items-center text-sm underline underline-offset-4 hover:no-underline aria-disabled:cursor-default aria-disabled:text-neutral-500"
              data-testid="reward-remove"
            >
              {busy === 'removing' ? t('cart.removing') : t('cart.remove')}
            </button>
          </div>
        ) : (
          <div className="pt-1">
            <button
              type="button"
              onClick={onRedeem}
              disabled={reason !== null}
              aria-busy={busy === 'redeeming'}
              aria-disabled={locked || undefined}
              aria-describedby={reason ? `${id}-reason` : undefined}
              aria-label={`${busy === 'redeeming' ? t('cart.rewards.redeeming') : t('cart.rewards.redeem')}: ${reward.name}`}
              className={cx(buttonClass, 'bg-black text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600 aria-disabled:cursor-default')}
              data-testid="reward-redeem"
            >
              {busy === 'redeeming' ? t('cart.rewards.redeeming') : t('cart.rewards.redeem')}
            </button>
            {reason ? (
              <p id={`${id}-reason`} className="mt-1 text-xs text-neutral-700" data-testid="reward-reason">
                {reason}
              </p>
            ) : null}
          </div>
        )}
        {failure ? (
          <div role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-3 py-2 text-sm text-blush-900" data-testid="reward-error">
            <p>{failure.message}</p>
            {failure.signIn ? (
              <UiLink to={signInHref('/cart')} className="mt-1 inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:no-underline">
                {t('cart.sign_in')}
              </UiLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

export default function BagRewardsTab({ bag, context, change, announce }: BagExtrasPanelProps) {
  const { t } = useTranslation();
  const { tag } = useSite();
  const message = useErrorMessage();
  const id = useId();
  const rewards = useBagResource((signal) => fetchBagRewards(context, signal), `${context.subject ?? ''}|${bag.reward?.redemptionId ?? ''}`);
  const [busy, setBusy] = useState<{ rewardId: number; kind: 'redeeming' | 'removing' } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const data: BagRewards | undefined = rewards.data;
  const guest = context.subject === null || data?.signed_in === false;
  const balance = guest ? null : (data?.balance ?? null);
  /** The reward in this bag (the bag says whether there is one; the catalogue which it is). */
  const inBagId = bag.reward ? (data?.redeemed?.rewardId ?? bag.reward.id) : null;
  const redemptionId = bag.reward?.redemptionId ?? null;

  const reasonFor = (reward: BagReward): string | null => {
    if (reward.stock_left <= 0) return message('fully_redeemed');
    if (inBagId !== null) return t('cart.rewards.another_in_bag');
    if (balance !== null && reward.points > balance) {
      const short = reward.points - balance;
      return t('cart.rewards.need_more', { count: short, points: short.toLocaleString(tag) });
    }
    return null;
  };

  const redeem = async (reward: BagReward) => {
    if (busy) return;
    setBusy({ rewardId: reward.id, kind: 'redeeming' });
    setFailure(null);
    try {
      await change(() => redeemReward(context, reward.id));
      announce(t('cart.rewards.added', { name: reward.name }));
    } catch (error) {
      setFailure({ rewardId: reward.id, message: bagErrorMessage(error, t('cart.update_failed')), signIn: isUnauthorized(error) });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (reward: BagReward) => {
    if (busy || redemptionId === null) return;
    setBusy({ rewardId: reward.id, kind: 'removing' });
    setFailure(null);
    try {
      await change(() => removeReward(context, redemptionId));
      announce(t('cart.removed', { name: reward.name }));
    } catch (error) {
      setFailure({ rewardId: reward.id, message: bagErrorMessage(error, t('cart.update_failed')), signIn: isUnauthorized(error) });
    } finally {
      setBusy(null);
    }
  };

  const groups = data ? GROUPS.map((key) => ({ key, rewards: data.groups.find((group) => group.key === key)?.rewards ?? [] })).filter((group) => group.rewards.length > 0) : [];

  return (
    <div className="space-y-5" aria-busy={rewards.loading} data-testid="rewards-tab">
      <div className="flex flex-col gap-2 border-l-4 border-blush-600 bg-blush-50 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        {guest ? (
          <div data-testid="rewards-guest">
            <p>{t('cart.rewards.guest')}</p>
            <p className="mt-1 flex flex-wrap gap-x-5">
              <UiLink to={signInHref('/cart')} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:no-underline">
                {t('cart.sign_in')}
              </UiLink>
              <UiLink to="/sign_up" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:no-underline">
                {t('cart.rewards.join')}
              </UiLink>
            </p>
          </div>
        ) : balance !== null ? (
          <p className="font-semibold" data-testid="rewards-balance">
            {t('cart.rewards.balance', { count: balance, points: balance.toLocaleString(tag) })}
          </p>
        ) : null}
        <p className="flex items-center gap-2 font-semibold">
          <UiIcon name="info" size={18} className="shrink-0" />
          {t('cart.rewards.one_per_order')}
        </p>
      </div>

      {!data ? (
        rewards.error ? (
          <div role="alert" className="space-y-3">
            <p>{bagErrorMessage(rewards.error, t('cart.rewards.load_failed'))}</p>
            <button type="button" onClick={rewards.retry} className="inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800">
              {t('cart.retry')}
            </button>
          </div>
        ) : (
          <p role="status" className="text-sm text-neutral-600">
            {t('cart.rewards.loading')}
          </p>
        )
      ) : groups.length === 0 ? (
        <p className="text-sm text-neutral-700">{t('cart.rewards.empty')}</p>
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-labelledby={`${id}-${group.key}`}>
            <h3 id={`${id}-${group.key}`} className="text-base font-semibold">
              {t(`cart.rewards.group.${group.key}`)}
            </h3>
            <ul className="mt-3 grid gap-2 xl:grid-cols-2">
              {group.rewards.map((reward) => {
                const inBag = inBagId === reward.id;
                return (
                  <RewardCard
                    key={reward.id}
                    reward={reward}
                    reason={inBag ? null : reasonFor(reward)}
                    inBag={inBag}
                    busy={busy?.rewardId === reward.id ? busy.kind : null}
                    locked={busy !== null}
                    failure={failure?.rewardId === reward.id ? failure : null}
                    onRedeem={() => void redeem(reward)}
                    onRemove={() => void remove(reward)}
                  />
                );
              })}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
