/**
 * `/account/benefits`: where the member stands (tier, the tier message of product guide §4, progress
 * towards the next tier), the member's own perks (product guide §3 beauty-perk gifts), and the Beauty
 * Pass tiers side by side (product guide §6) with the spend that reaches each, the member's column
 * marked, and the staff discount for employees. The table is a real table (caption, column and
 * row headers) that scrolls sideways on a phone with the benefit column kept in view.
 */
import { useEffect, useRef } from 'react';
import { TIERS, type Tier } from '@blush/shared/account';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountContext } from '../hooks/use-account-context.ts';
import { useFormat } from '../hooks/use-format.ts';
import { useLoyaltyMoney, useLoyaltySummary, usePerks } from '../hooks/use-loyalty.ts';
import type { LoyaltySummary, Perk } from '../loyalty-api.ts';
import { BENEFITS, STAFF_DISCOUNT, tierHasBenefit } from '../tier-benefits.ts';
import { UiLoadError, UiLoading } from '../../../components/ui/UiLoadState.tsx';
import { AccountPageHeader } from './AccountPageHeader.tsx';
import { AccountTierMessage, AccountTierProgress } from './AccountTierStatus.tsx';

function TierStatus({ summary }: { summary: LoyaltySummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useLoyaltyMoney(summary.currency);
  return (
    <section aria-labelledby="tier-status-title" className="border border-neutral-200 p-5 sm:p-6">
      <h2 id="tier-status-title" className="text-sm text-neutral-700">
        {t('account.tier_status.title')}
      </h2>
      <p className="mt-1 text-3xl font-semibold" data-testid="benefits-tier">
        {t(`account.tier.${summary.tier}`)}
      </p>
      <AccountTierMessage message={summary.status.message} currency={summary.currency} className="mt-4" />
      <AccountTierProgress summary={summary} className="mt-5 max-w-xl" />
      <p className="mt-4 text-sm text-neutral-700">
        {t('account.tier_status.spend_review', { amount: money(summary.spend_12m), date: format.date(summary.status.review_date) })}
      </p>
    </section>
  );
}

const PERK_STATUS_STYLE: Record<Perk['status'], string> = {
  issued: 'bg-emerald-100 text-emerald-900',
  redeemed: 'bg-neutral-200 text-neutral-800',
  expired: 'bg-neutral-100 text-neutral-700',
};

function PerkItem({ perk }: { perk: Perk }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className={cx('border border-neutral-200 p-4', perk.status !== 'issued' && 'text-neutral-700')} data-testid="perk">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-black">{perk.name}</h3>
        <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', PERK_STATUS_STYLE[perk.status])}>{t(`account.perks.status.${perk.status}`)}</span>
      </div>
      <p className="mt-1 text-sm">{perk.detail}</p>
      {perk.status === 'redeemed' && perk.redeemed_at ? (
        <p className="mt-2 text-sm text-neutral-600">{t('account.perks.redeemed_on', { date: format.date(perk.redeemed_at) })}</p>
      ) : perk.redeem_by ? (
        <p className="mt-2 text-sm text-neutral-600">
          {t(perk.status === 'expired' ? 'account.perks.expired_on' : 'account.perks.redeem_by', { date: format.date(perk.redeem_by.date) })}
        </p>
      ) : null}
    </li>
  );
}

function Perks() {
  const { t } = useTranslation();
  const perks = usePerks();
  const list = perks.data?.perks;
  return (
    <section aria-labelledby="perks-title" className="mt-10">
      <h2 id="perks-title" className="text-xl font-semibold">
        {t('account.perks.title')}
      </h2>
      <div className="mt-4">
        {list === undefined ? (
          perks.isError ? (
            <UiLoadError error={perks.error} onRetry={() => void perks.refetch()} />
          ) : (
            <UiLoading blocks={['h-24']} label={t('account.perks.loading')} />
          )
        ) : list.length === 0 ? (
          <p className="border border-dashed border-neutral-300 px-6 py-6 text-center text-neutral-700">{t('account.perks.empty')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {list.map((perk) => (
              <PerkItem key={perk.id} perk={perk} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function BenefitsTable({ mine, summary, employee }: { mine: Tier; summary: LoyaltySummary | undefined; employee: boolean }) {
  const { t } = useTranslation();
  const money = useLoyaltyMoney(summary?.currency);
  const mark = (tier: Tier) => tier === mine && 'bg-blush-50';
  const regionRef = useRef<HTMLDivElement>(null);
  const mineRef = useRef<HTMLTableCellElement>(null);
  useEffect(() => {
    // On a phone the table scrolls sideways: bring the member's own column into view.
    const region = regionRef.current;
    const column = mineRef.current;
    if (!region || !column || region.scrollWidth <= region.clientWidth) return;
    const overflow = column.getBoundingClientRect().right - region.getBoundingClientRect().right;
    if (overflow > 0) region.scrollLeft += overflow + 16;
  }, [mine]);
  return (
    <section aria-labelledby="benefits-table-title" className="mt-10">
      <h2 id="benefits-table-title" className="text-xl font-semibold">
        {t('account.benefits.table_title')}
      </h2>
      <div ref={regionRef} className="relative -mx-4 mt-4 overflow-x-auto px-4 sm:mx-0 sm:px-0" role="region" aria-labelledby="benefits-caption" tabIndex={0}>
        <table className="w-full min-w-[34rem] border-collapse text-sm">
          <caption id="benefits-caption" className="sr-only">
            {t('account.benefits.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 bg-white py-3 pr-4 text-left font-semibold">
                {t('account.benefits.benefit')}
              </th>
              {TIERS.map((tier) => (
                <th
                  key={tier}
                  ref={tier === mine ? mineRef : undefined}
                  scope="col"
                  className={cx('px-3 py-3 text-center font-semibold', mark(tier), tier === mine && 'border-t-4 border-blush-600')}
                >
                  {t(`account.tier.${tier}`)}
                  {tier === mine ? ' ' : null}
                  {tier === mine ? <span className="mt-0.5 block text-xs font-normal text-blush-800">{t('account.benefits.your_tier')}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary ? (
              <tr className="border-t border-neutral-200" data-testid="thresholds-row">
                <th scope="row" className="sticky left-0 bg-white py-3 pr-4 text-left font-normal">
                  {t('account.benefits.threshold')}
                </th>
                {TIERS.map((tier) => {
                  const amount = summary.thresholds[tier] ?? 0;
                  return (
                    <td key={tier} className={cx('whitespace-nowrap px-3 py-3 text-center font-semibold', mark(tier))}>
                      {amount > 0 ? money(amount) : t('account.benefits.free_to_join')}
                    </td>
                  );
                })}
              </tr>
            ) : null}
            {BENEFITS.map((benefit) => (
              <tr key={benefit} className="border-t border-neutral-200">
                <th scope="row" className="sticky left-0 bg-white py-3 pr-4 text-left font-normal">
                  {t(`account.benefits.perk.${benefit}`)}
                </th>
                {TIERS.map((tier) => {
                  const has = tierHasBenefit(tier, benefit);
                  return (
                    <td key={tier} className={cx('px-3 py-3 text-center', mark(tier))}>
                      {has ? <UiIcon name="check" size={20} className="inline" /> : <span aria-hidden="true" className="text-neutral-400">–</span>}
                      <span className="sr-only">{has ? t('account.benefits.included') : t('account.benefits.not_included')}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
            {employee ? (
              <tr className="border-t border-neutral-200" data-testid="staff-row">
                <th scope="row" className="sticky left-0 bg-white py-3 pr-4 text-left font-normal">
                  {t('account.benefits.staff_row')}
                </th>
                <td colSpan={TIERS.length} className="px-3 py-3 text-center">
                  {t('account.benefits.staff', { all: STAFF_DISCOUNT.allItems, house: STAFF_DISCOUNT.houseCollection })}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function AccountBenefits() {
  const { t } = useTranslation();
  const { account } = useAccountContext();
  const summary = useLoyaltySummary();
  return (
    <>
      <AccountPageHeader title={t('account.benefits.title')} intro={t('account.benefits.intro')} />
      {summary.data ? (
        <TierStatus summary={summary.data} />
      ) : summary.isError ? (
        <UiLoadError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <UiLoading blocks={['h-48']} label={t('account.tier_status.loading')} />
      )}
      <Perks />
      <BenefitsTable mine={summary.data?.tier ?? account.beauty_pass.tier} summary={summary.data} employee={account.user.is_employee} />
    </>
  );
}
