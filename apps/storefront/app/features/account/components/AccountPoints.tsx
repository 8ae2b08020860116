/**
 * `/account/points`: points balance and tier (SPEC.md §3), the rules that matter (points expire
 * after 18 months without a purchase or redemption, and appear up to 3 working days after
 * delivery, SPEC.md §9), and the points history: empty until the loyalty work records activity.
 */
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountContext } from '../hooks/use-account-context.ts';
import { useFormat } from '../hooks/use-format.ts';
import { AccountPageHeader } from './AccountPageHeader.tsx';

export function AccountPoints() {
  const { t } = useTranslation();
  const format = useFormat();
  const { account } = useAccountContext();
  const pass = account.beauty_pass;
  return (
    <>
      <AccountPageHeader title={t('account.points.title')} />
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="border border-neutral-200 p-6">
          <dt className="text-sm text-neutral-700">{t('account.points.balance')}</dt>
          <dd className="mt-1 text-4xl font-semibold" data-testid="points-balance">
            {format.number(pass.points_balance)}
          </dd>
        </div>
        <div className="border border-neutral-200 p-6">
          <dt className="text-sm text-neutral-700">{t('account.points.tier')}</dt>
          <dd className="mt-1 text-4xl font-semibold">{t(`account.tier.${pass.tier}`)}</dd>
          <dd className="mt-2 text-sm">
            <UiLink to="/account/benefits" className="underline underline-offset-2">
              {t('account.points.benefits_link')}
            </UiLink>
          </dd>
        </div>
      </dl>
      <ul className="mt-6 list-disc space-y-1 pl-5 text-sm text-neutral-700">
        <li>{t('account.points.expiry_note')}</li>
        <li>{t('account.points.update_note')}</li>
      </ul>
      <section aria-labelledby="points-history" className="mt-10">
        <h2 id="points-history" className="text-lg font-semibold">
          {t('account.points.history_title')}
        </h2>
        <p className="mt-3 border border-dashed border-neutral-300 px-6 py-8 text-center text-neutral-700">{t('account.points.history_empty')}</p>
      </section>
    </>
  );
}
