/**
 * The account menu (product guide §1): dashboard, orders, bookings, reviews, wishlist, waitlist (alerts and
 * reminders), beauty profile, points summary, Beauty Pass benefits, rewards, store credit, notifications, and the member's
 * details, with sign-out. One navigation landmark:
 * a list down the side on a wide screen, a row that scrolls sideways on a phone (the current page
 * scrolled into view).
 */
import { useEffect, useRef } from 'react';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export const ACCOUNT_MENU = [
  { key: 'dashboard', href: '/account' },
  { key: 'orders', href: '/account/orders' },
  { key: 'bookings', href: '/account/bookings' },
  { key: 'reviews', href: '/account/reviews' },
  { key: 'wishlist', href: '/account/wishlist' },
  { key: 'waitlist', href: '/account/waitlist' },
  { key: 'beauty_profile', href: '/account/beauty-profile' },
  { key: 'points', href: '/account/points' },
  { key: 'benefits', href: '/account/benefits' },
  { key: 'rewards', href: '/account/rewards' },
  { key: 'credit', href: '/account/credit' },
  { key: 'notifications', href: '/account/notifications' },
  { key: 'details', href: '/account/details' },
] as const;

export interface AccountMenuProps {
  pathname: string;
  onSignOut: () => void;
  signingOut?: boolean;
}

export function AccountMenu({ pathname, onSignOut, signingOut = false }: AccountMenuProps) {
  const { t } = useTranslation();
  const current = pathname.replace(/\/+$/, '') || '/';
  const currentRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // On a phone the menu is a sideways row: keep the current page in view.
    const link = currentRef.current;
    const row = link?.closest('ul');
    if (link && row && row.scrollWidth > row.clientWidth) row.scrollLeft = link.offsetLeft - 16;
  }, [current]);

  return (
    <nav aria-label={t('account.menu.label')} className="-mx-4 border-b border-neutral-200 sm:mx-0 lg:border-b-0">
      <ul className="flex snap-x gap-1 overflow-x-auto px-4 pb-px [scrollbar-width:none] sm:px-0 lg:flex-col lg:gap-0 lg:overflow-visible">
        {ACCOUNT_MENU.map((item) => {
          const active = current === item.href;
          return (
            <li key={item.key} className="shrink-0 snap-start">
              <UiLink
                ref={active ? currentRef : undefined}
                to={item.href}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'block whitespace-nowrap border-b-2 px-3 py-3 text-sm lg:border-b-0 lg:border-l-2 lg:px-4 lg:py-2.5',
                  active ? 'border-black font-semibold' : 'border-transparent text-neutral-700 hover:text-black lg:hover:border-neutral-300',
                )}
              >
                {t(`account.menu.${item.key}`)}
              </UiLink>
            </li>
          );
        })}
        <li className="shrink-0 lg:mt-4 lg:border-t lg:border-neutral-200 lg:pt-4">
          <button
            type="button"
            onClick={onSignOut}
            disabled={signingOut}
            className="block whitespace-nowrap px-3 py-3 text-left text-sm text-neutral-700 underline underline-offset-2 hover:text-black disabled:text-neutral-400 lg:px-4 lg:py-2.5"
          >
            {signingOut ? t('account.menu.signing_out') : t('account.menu.sign_out')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
