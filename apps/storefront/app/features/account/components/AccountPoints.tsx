/**
 * `/account/points`: the points summary (product guide §3, §9): the balance, pending points (available
 * up to 3 working days after delivery), the points that expire and when (18 months without a
 * purchase or redemption), the tier with its progress, then the point log (`AccountPointsLog`).
 */
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormat } from '../hooks/use-format.ts';
import { useLoyaltySummary } from '../hooks/use-loyalty.ts';
import type { LoyaltySummary } from '../loyalty-api.ts';
import { UiLoadError, UiLoading } from '../../../components/ui/UiLoadState.tsx';
import { AccountPageHeader } from './AccountPageHeader.tsx';
import { AccountPointsLog } from './AccountPointsLog.tsx';
import { AccountTierProgress, useTierMessageText } from './AccountTierStatus.tsx';

function PointsSummary({ summary }: { summary: LoyaltySummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const tierMessage = useTierMessageText(summary.currency);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="points-balance-title" className="border border-neutral-200 p-5 sm:p-6">
        <h2 id="points-balance-title" className="text-sm text-neutral-700">
          {t('account.points.balance')}
        </h2>
        <p className="mt-1 text-5xl font-semibold tracking-tight" data-testid="points-balance">
          {format.number(summary.balance)}
        </p>
        <dl className="mt-5 space-y-4 border-t border-neutral-200 pt-4 text-sm">
          <div>
            <dt className="font-semibold">{t('account.points.pending_title')}</dt>
            <dd className="mt-0.5" data-testid="points-pending">
              {t('account.points.pending', { count: summary.pending, points: format.number(summary.pending) })}
            </dd>
            {summary.pending > 0 ? <dd className="text-neutral-600">{t('account.points.pending_note')}</dd> : null}
          </div>
          <div>
            <dt className="font-semibold">{t('account.points.expiring_title')}</dt>
            <dd className="mt-0.5" data-testid="points-expiring">
              {summary.expiring && summary.expiring.points > 0
                ? t('account.points.expiring', { count: summary.expiring.points, points: format.number(summary.expiring.points), date: format.date(summary.expiring.date) })
                : t('account.points.expiring_none')}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="points-tier-title" className="flex flex-col border border-neutral-200 p-5 sm:p-6">
        <h2 id="points-tier-title" className="text-sm text-neutral-700">
          {t('account.points.tier')}
        </h2>
        <p className="mt-1 text-3xl font-semibold" data-testid="points-tier">
          {t(`account.tier.${summary.tier}`)}
        </p>
        {/* At Gold the tier message says it is the highest tier. */}
        <AccountTierProgress summary={summary} className="mt-4" />
        <p className="mt-3 text-sm text-neutral-800" data-testid="points-tier-message">
          {tierMessage(summary.status.message)}
        </p>
        <p className="mt-auto flex flex-wrap gap-x-6 gap-y-2 pt-5 text-sm">
          <UiLink to="/account/benefits" className="font-semibold underline underline-offset-2">
            {t('account.points.benefits_link')}
          </UiLink>
          <UiLink to="/account/rewards" className="font-semibold underline underline-offset-2">
            {t('account.points.rewards_link')}
          </UiLink>
        </p>
      </section>
    </div>
  );
}

export function AccountPoints() {
  const { t } = useTranslation();
  const summary = useLoyaltySummary();
  return (
    <>
      <AccountPageHeader title={t('account.points.title')} />
      {summary.data ? (
        <PointsSummary summary={summary.data} />
      ) : summary.isError ? (
        <UiLoadError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <UiLoading blocks={['h-56']} label={t('account.points.loading')} />
      )}
      <ul className="mt-5 space-y-1.5 text-sm text-neutral-700">
        <li className="flex gap-2">
          <UiIcon name="info" size={18} className="mt-0.5 shrink-0" />
          {t('account.points.expiry_note')}
        </li>
        <li className="flex gap-2">
          <UiIcon name="truck" size={18} className="mt-0.5 shrink-0" />
          {t('account.points.update_note')}
        </li>
      </ul>
      <AccountPointsLog />
    </>
  );
}
