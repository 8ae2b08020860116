/**
 * `/account/benefits`: the Beauty Pass tiers side by side (SPEC.md §6), the member's own tier
 * marked. A real table (caption, column and row headers) that scrolls sideways on a phone with the
 * benefit column kept in view.
 */
import { TIERS } from '@blush/shared/account';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountContext } from '../hooks/use-account-context.ts';
import { BENEFITS, STAFF_DISCOUNT, tierHasBenefit } from '../tier-benefits.ts';
import { AccountPageHeader } from './AccountPageHeader.tsx';

export function AccountBenefits() {
  const { t } = useTranslation();
  const { account } = useAccountContext();
  const mine = account.beauty_pass.tier;
  return (
    <>
      <AccountPageHeader title={t('account.benefits.title')} intro={t('account.benefits.intro')} />
      <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0" role="region" aria-labelledby="benefits-caption" tabIndex={0}>
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
                <th key={tier} scope="col" className={cx('px-3 py-3 text-center font-semibold', tier === mine && 'bg-blush-50')}>
                  {t(`account.tier.${tier}`)}
                  {tier === mine ? <span className="mt-0.5 block text-xs font-normal text-blush-800">{t('account.benefits.your_tier')}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {BENEFITS.map((benefit) => (
              <tr key={benefit} className="border-t border-neutral-200">
                <th scope="row" className="sticky left-0 bg-white py-3 pr-4 text-left font-normal">
                  {t(`account.benefits.perk.${benefit}`)}
                </th>
                {TIERS.map((tier) => {
                  const has = tierHasBenefit(tier, benefit);
                  return (
                    <td key={tier} className={cx('px-3 py-3 text-center', tier === mine && 'bg-blush-50')}>
                      {has ? <UiIcon name="check" size={20} className="inline" /> : <span aria-hidden="true" className="text-neutral-400">–</span>}
                      <span className="sr-only">{has ? t('account.benefits.included') : t('account.benefits.not_included')}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {account.user.is_employee ? (
        <p className="mt-6 border-l-4 border-black bg-neutral-50 px-4 py-3 text-sm">
          {t('account.benefits.staff', { all: STAFF_DISCOUNT.allItems, house: STAFF_DISCOUNT.houseCollection })}
        </p>
      ) : null}
    </>
  );
}
