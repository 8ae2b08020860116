/** Site header: promo bar, wordmark, search, switcher, store locator, account, bag, category navigation. */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CategoryNode } from '@blush/shared/contracts';
import { useTranslation } from '../../lib/i18n.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { signInHref, useSession } from '../../lib/session.ts';
import { UiIcon } from '../ui/UiIcon.tsx';
import { UiLink } from '../ui/UiLink.tsx';
import { LayoutCountrySwitcher } from './LayoutCountrySwitcher.tsx';
import { LayoutMegaMenu } from './LayoutMegaMenu.tsx';
import { LayoutMenuDrawer } from './LayoutMenuDrawer.tsx';
import { LayoutSearchForm } from './LayoutSearchForm.tsx';
import { LayoutWordmark } from './LayoutWordmark.tsx';

// Drawn by the server and hydrated once its chunk is in (lib/lazy-part.tsx); a press of its arrows
// meanwhile is replayed.
const LayoutPromoBar = lazyPart(() => import('./LayoutPromoBar.tsx').then((m) => m.LayoutPromoBar));

export interface LayoutHeaderProps {
  categories: readonly CategoryNode[];
  /**
   * The bag link: the default layout's keeps its own count (a change of it re-renders the link
   * alone, not the header or the page); without it, an empty bag's link.
   */
  bag?: ReactNode;
}

/**
 * The account link: "Sign in" (back to this page afterwards) for a guest; the member's first name
 * and the account once the account query has answered (product guide §4). While it is asking, the link
 * already leads to the account, without a name. The accessible name starts with the visible text
 * ("Hi, Mei: my account"), so voice control can say what it sees (WCAG 2.5.3).
 */
export function LayoutAccountLink() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, search } = useLocation();
  const member = session.status === 'member';
  const checking = session.status === 'checking';
  const label = member && session.firstName ? t('header.account_member', { name: session.firstName }) : checking ? t('header.my_account') : t('header.account');
  return (
    <UiLink
      to={member || checking ? '/account' : signInHref(`${pathname}${search}`)}
      className="inline-flex h-10 items-center gap-2 rounded-full px-2 text-sm hover:bg-neutral-100"
      aria-label={label}
      data-testid="account-link"
      data-session={session.status}
    >
      <UiIcon name="user" size={24} />
      <span className="hidden max-w-32 truncate xl:inline" aria-hidden="true">
        {member && session.firstName ? t('header.greeting', { name: session.firstName }) : checking ? '' : t('header.sign_in')}
      </span>
    </UiLink>
  );
}

/** The header's bag link; the badge is hidden while the bag is empty. */
export function LayoutBagLink({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <UiLink
      to="/cart"
      className="relative inline-flex size-10 items-center justify-center rounded-full hover:bg-neutral-100"
      aria-label={count > 0 ? t('header.bag_with_count', { count }) : t('header.bag')}
      data-testid="bag-link"
    >
      <UiIcon name="bag" size={24} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-blush-600 px-1 text-[11px] font-bold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </UiLink>
  );
}

export function LayoutHeader({ categories, bag = <LayoutBagLink count={0} /> }: LayoutHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="relative z-30 bg-white">
      <LayoutPromoBar />
      <div className="mx-auto grid max-w-screen-2xl grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-3 px-4 py-3 sm:px-6 lg:grid-cols-[auto_minmax(0,36rem)_1fr] lg:gap-x-10 lg:py-4">
        <div className="flex items-center gap-1">
          <LayoutMenuDrawer categories={categories} />
          <LayoutWordmark className="px-1 text-2xl lg:text-[28px]" />
        </div>
        <LayoutSearchForm className="col-span-3 row-start-2 lg:col-span-1 lg:row-start-1 lg:col-start-2" />
        <div className="col-start-3 flex items-center justify-end gap-1 sm:gap-2">
          <div className="hidden sm:block">
            <LayoutCountrySwitcher variant="compact" />
          </div>
          <UiLink
            to="/store-locations"
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-2 text-sm hover:bg-neutral-100"
            aria-label={t('header.stores')}
            data-testid="stores-link"
          >
            <UiIcon name="pin" size={24} />
            <span className="hidden xl:inline" aria-hidden="true">{t('header.stores')}</span>
          </UiLink>
          <LayoutAccountLink />
          {bag}
        </div>
      </div>
      <LayoutMegaMenu categories={categories} />
    </header>
  );
}
