/**
 * Where a member stands in Beauty Pass (product guide §3, §4): the tier message of `status.message`
 * (just upgraded, in progress, just downgraded, downgrade warning, keep tier, max tier) with its
 * money in the member's currency and its dates in the page's locale, and the progress towards the
 * next tier as a progress bar whose value is said in words ("S$650 of S$1,000 to Black").
 */
import { useCallback } from 'react';
import type { Tier } from '@blush/shared/account';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormat } from '../hooks/use-format.ts';
import { useLoyaltyMoney } from '../hooks/use-loyalty.ts';
import type { LoyaltySummary, TierStatusMessage } from '../loyalty-api.ts';

/** The text of a tier message, numbers formatted. */
export function useTierMessageText(currency: LoyaltySummary['currency']): (message: TierStatusMessage) => string {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useLoyaltyMoney(currency);
  return useCallback(
    (message: TierStatusMessage) => {
      const tier = (value: Tier) => t(`account.tier.${value}`);
      switch (message.kind) {
        case 'just_upgraded':
          return t('account.tier_status.message.just_upgraded', { tier: tier(message.tier) });
        case 'just_downgraded':
          return t('account.tier_status.message.just_downgraded', { tier: tier(message.tier), from: tier(message.from), date: format.date(message.since) });
        case 'in_progress':
          return t('account.tier_status.message.in_progress', { amount: money(message.amountNeeded), date: format.date(message.reviewDate), next: tier(message.next) });
        case 'downgrade_warning':
          return t('account.tier_status.message.downgrade_warning', {
            count: message.daysLeft,
            amount: money(message.amountNeeded),
            date: format.date(message.before),
            tier: tier(message.tier),
          });
        case 'keep_tier':
          return t('account.tier_status.message.keep_tier', { tier: tier(message.tier), date: format.date(message.until) });
        case 'max_tier':
          return t('account.tier_status.message.max_tier', { tier: tier('gold'), date: format.date(message.until) });
      }
    },
    [t, format, money],
  );
}

const MESSAGE_TONE: Record<TierStatusMessage['kind'], string> = {
  just_upgraded: 'border-emerald-700 bg-emerald-50',
  just_downgraded: 'border-neutral-500 bg-neutral-50',
  in_progress: 'border-blush-600 bg-blush-50',
  downgrade_warning: 'border-amber-600 bg-amber-50',
  keep_tier: 'border-emerald-700 bg-emerald-50',
  max_tier: 'border-amber-500 bg-amber-50',
};

/** The tier message as a highlighted line (the words carry it; the colour only repeats it). */
export function AccountTierMessage({ message, currency, className }: { message: TierStatusMessage; currency: LoyaltySummary['currency']; className?: string }) {
  const text = useTierMessageText(currency);
  return (
    <p data-testid="tier-message" data-kind={message.kind} className={cx('border-l-4 px-4 py-3 text-sm sm:text-base', MESSAGE_TONE[message.kind], className)}>
      {text(message)}
    </p>
  );
}

/** "S$650 of S$1,000 to Black", or null at the highest tier. */
export function useTierProgressText(summary: LoyaltySummary): string | null {
  const { t } = useTranslation();
  const money = useLoyaltyMoney(summary.currency);
  const { next, next_threshold: threshold } = summary.status;
  if (!next || threshold === null) return null;
  return t('account.tier_status.progress', { spent: money(Math.min(summary.spend_12m, threshold)), threshold: money(threshold), next: t(`account.tier.${next}`) });
}

export interface AccountTierProgressProps {
  summary: LoyaltySummary;
  /** The card's slim line: the bar takes the text colour of the card. */
  tone?: 'page' | 'card';
  className?: string;
}

/**
 * The spend of the last 12 months towards the next tier: a `progressbar` named "Progress to Black"
 * whose value text is the visible sentence, so a screen reader hears it once. Nothing at Gold.
 */
export function AccountTierProgress({ summary, tone = 'page', className }: AccountTierProgressProps) {
  const { t } = useTranslation();
  const text = useTierProgressText(summary);
  const next = summary.status.next;
  if (!text || !next) return null;
  const percent = Math.round(Math.max(0, Math.min(1, summary.status.progress)) * 100);
  return (
    <div className={className}>
      <p aria-hidden="true" className={cx('text-sm', tone === 'page' ? 'text-neutral-800' : 'opacity-90')} data-testid="tier-progress-text">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('account.tier_status.progress_label', { next: t(`account.tier.${next}`) })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={cx('mt-2 h-2 w-full overflow-hidden rounded-full', tone === 'page' ? 'bg-neutral-200' : 'bg-current/20')}
      >
        <div className={cx('h-full rounded-full', tone === 'page' ? 'bg-blush-600' : 'bg-current')} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
