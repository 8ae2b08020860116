/** `/account`: greeting, the Beauty Pass card, counts that lead to their pages, and the next useful step. */
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountContext } from '../hooks/use-account-context.ts';
import { useMemberOrders } from '../hooks/use-member-orders.ts';
import { AccountBeautyPassCard } from './AccountBeautyPassCard.tsx';

export function AccountDashboard() {
  const { t } = useTranslation();
  const { account } = useAccountContext();
  const orders = useMemberOrders();
  // The orders are counted from the member's order list; until it answers the count is not shown (null), and if it fails, the account's own count is.
  const ordersCount = orders.data?.orders.length ?? (orders.isError ? account.counts.orders : null);
  const counts = [
    { key: 'orders', href: '/account/orders', count: ordersCount },
    { key: 'reviews', href: '/account/reviews', count: account.counts.reviews },
    { key: 'wishlist', href: '/account/wishlist', count: account.counts.wishlist },
  ] as const;
  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">{t('account.dashboard.greeting', { name: account.user.first_name })}</h1>
        <p className="mt-2 text-neutral-700">{t('account.dashboard.intro')}</p>
      </header>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <AccountBeautyPassCard account={account} />
        <div className="flex flex-col justify-between gap-4">
          <ul className="grid grid-cols-3 gap-3">
            {counts.map((item) => (
              <li key={item.key}>
                <UiLink to={item.href} className="flex h-full flex-col border border-neutral-200 px-4 py-4 hover:border-black">
                  {item.count === null ? (
                    <span className="my-1 block h-6 w-8 animate-pulse bg-neutral-100" aria-hidden="true" />
                  ) : (
                    <span className="text-2xl font-semibold" data-testid={`dashboard-count-${item.key}`}>
                      {item.count}
                    </span>
                  )}
                  <span className="text-sm text-neutral-700">{t(`account.dashboard.count.${item.key}`, { count: item.count ?? 0 })}</span>
                </UiLink>
              </li>
            ))}
          </ul>
          <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <UiLink to="/account/points" className="inline-flex items-center gap-1 font-semibold underline underline-offset-2">
              {t('account.dashboard.points_link')}
            </UiLink>
            <UiLink to="/account/benefits" className="inline-flex items-center gap-1 font-semibold underline underline-offset-2">
              {t('account.dashboard.benefits_link')}
            </UiLink>
            <UiLink to="/account/rewards" className="inline-flex items-center gap-1 font-semibold underline underline-offset-2">
              {t('account.dashboard.rewards_link')}
            </UiLink>
          </p>
        </div>
      </div>

      {!account.user.beauty_profile_complete ? (
        <section aria-labelledby="profile-prompt" className="flex flex-col gap-4 bg-blush-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <UiIcon name="sparkle" size={28} className="shrink-0 text-blush-700" />
            <div>
              <h2 id="profile-prompt" className="font-semibold">
                {t('account.dashboard.profile_title')}
              </h2>
              <p className="text-sm text-neutral-700">{t('account.dashboard.profile_body')}</p>
            </div>
          </div>
          <UiLink to="/account/beauty-profile" className="inline-flex h-11 shrink-0 items-center justify-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800">
            {t('account.dashboard.profile_cta')}
          </UiLink>
        </section>
      ) : null}

      <section aria-labelledby="shortcuts" className="space-y-3">
        <h2 id="shortcuts" className="text-lg font-semibold">
          {t('account.dashboard.shortcuts')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {(['details', 'beauty_profile', 'reviews', 'benefits'] as const).map((key) => (
            <li key={key}>
              <UiLink
                to={`/account/${key === 'beauty_profile' ? 'beauty-profile' : key}`}
                className="flex items-center justify-between border border-neutral-200 px-4 py-4 hover:border-black"
              >
                <span>
                  <span className="block font-semibold">{t(`account.menu.${key}`)}</span>
                  <span className="block text-sm text-neutral-700">{t(`account.dashboard.shortcut.${key}`)}</span>
                </span>
                <UiIcon name="chevron-right" size={20} />
              </UiLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
