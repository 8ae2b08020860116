import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { apiRequest } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.tsx';
import { ME_KEY, useCan, useMe } from '../lib/session.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { NAV_ITEMS } from './nav.ts';
import { Button } from './ui.tsx';

/**
 * The signed-in layout: a banner with who is signed in and sign-out, the navigation (only what the
 * staff member's roles allow) and the main region. Nobody signed in: to the sign-in page, coming
 * back here afterwards.
 */
export function Shell() {
  const { t } = useI18n();
  const me = useMe();
  const can = useCan();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signOutError, setSignOutError] = useState<unknown>();

  if (me.isPending) return <p className="p-6" role="status">{t('app.loading')}</p>;
  if (me.isError) return <main className="p-6"><ErrorAlert error={me.error} /></main>;
  if (!me.data) return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;

  const signOut = async () => {
    try {
      await apiRequest('/sessions', null, { method: 'DELETE' });
    } catch (error) {
      // An already-ended session is signed out all the same.
      if (!(error instanceof Error && 'code' in error && error.code === 'sign_in_required')) return setSignOutError(error);
    }
    queryClient.clear();
    queryClient.setQueryData(ME_KEY, null);
    void navigate('/sign-in', { replace: true });
  };

  const items = NAV_ITEMS.filter((item) => can(item.action));
  return (
    <div className="min-h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-30 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('app.skip_to_content')}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 bg-white px-4 py-3 md:px-6">
        <p className="text-lg font-semibold text-blush-800">{t('app.name')}</p>
        <div className="flex items-center gap-3">
          <p className="text-sm text-stone-700">{t('app.signed_in_as', { name: me.data.staff.name })}</p>
          <Button variant="secondary" onPress={() => void signOut()}>
            {t('app.sign_out')}
          </Button>
        </div>
      </header>
      <div className="lg:flex">
        <nav aria-label={t('app.main_navigation')} className="border-b border-stone-200 bg-white lg:min-h-[calc(100vh-4.25rem)] lg:w-56 lg:border-b-0 lg:border-r">
          <ul className="flex flex-wrap gap-1 px-2 py-2 md:px-4 lg:flex-col lg:flex-nowrap lg:px-2">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-blush-600 ${isActive ? 'bg-blush-100 text-blush-900' : 'text-stone-700 hover:bg-stone-100'}`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 space-y-4 p-4 md:p-6">
          {signOutError ? <ErrorAlert error={signOutError} /> : null}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
