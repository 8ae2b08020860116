/**
 * The account area around every /account page: the menu, and the page once the account query has
 * answered (product guide §4). Its loader already sent a shopper without the `jwt-data` cookie to
 * sign-in; here, a 401 after the refresh attempt does the same, client side, back to this page.
 */
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { useSafeNavigate } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { signInHref } from '../../../lib/session.ts';
import { useAccount, useSessionActions } from '../hooks/use-account.ts';
import type { AccountOutletContext } from '../hooks/use-account-context.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { AccountMenu } from './AccountMenu.tsx';

function Loading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        {t('account.loading')}
      </p>
      <div className="h-9 w-2/3 animate-pulse bg-neutral-100" />
      <div className="h-44 max-w-md animate-pulse bg-neutral-100" />
      <div className="h-24 animate-pulse bg-neutral-100" />
    </div>
  );
}

export function AccountArea() {
  const { t } = useTranslation();
  const session = useAccount();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useSafeNavigate();
  const notify = useNotify();
  const { signOut } = useSessionActions();
  const [signingOut, setSigningOut] = useState(false);
  const here = `${location.pathname}${location.search}`;

  const signedOut = hydrated && session.status === 'guest' && !signingOut;
  useEffect(() => {
    if (signedOut) navigate(signInHref(here), { replace: true });
  }, [signedOut, here, navigate]);

  const onSignOut = () => {
    setSigningOut(true);
    signOut().catch((error: unknown) => {
      setSigningOut(false);
      notify((error as Error)?.message || t('account.form.error.unexpected'), { type: 'error' });
    });
  };

  const context: AccountOutletContext | undefined = session.account ? { account: session.account, refetch: session.refetch } : undefined;

  return (
    <div className="mx-auto w-full max-w-screen-xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12 lg:py-12">
      <div className="lg:sticky lg:top-6 lg:self-start">
        <p className="mb-2 hidden text-xs font-semibold uppercase tracking-wider text-neutral-600 lg:block" aria-hidden="true">
          {t('account.menu.heading')}
        </p>
        <AccountMenu pathname={location.pathname} onSignOut={onSignOut} signingOut={signingOut} />
      </div>
      <div className="pt-6 lg:pt-0">
        {context ? (
          <Outlet context={context} />
        ) : session.status === 'unavailable' ? (
          <div role="alert" className="space-y-4">
            <h1 className="text-2xl font-semibold">{t('account.load_failed')}</h1>
            <p className="text-neutral-700">{session.error?.message}</p>
            <button type="button" onClick={() => void session.refetch()} className="inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800">
              {t('account.retry')}
            </button>
          </div>
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}
