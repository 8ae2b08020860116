import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { NAV_ITEMS } from '../components/nav.ts';
import { PageHeading } from '../components/PageHeading.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { useCan, useMe } from '../lib/session.ts';

/** The dashboard is its own chunk: the sign-in page and the other screens load none of it. */
const Dashboard = lazy(async () => ({ default: (await import('./dashboard/Dashboard.tsx')).Dashboard }));

/** The landing page after sign-in: the screens the staff member's roles open, and the dashboard of today and this week. */
export function HomePage() {
  const { t } = useI18n();
  const { data } = useMe();
  const can = useCan();
  const items = NAV_ITEMS.filter((item) => can(item.action));
  return (
    <>
      <PageHeading>{t('app.home', { name: data?.staff.name ?? '' })}</PageHeading>
      <p className="text-stone-700">{items.length ? t('app.home_body') : t('app.no_access')}</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="block rounded-lg border border-stone-200 bg-white p-4 font-medium text-blush-800 hover:border-blush-600 focus-visible:outline-2 focus-visible:outline-blush-600">
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
      {can('dashboard.read') ? (
        <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
          <Dashboard />
        </Suspense>
      ) : null}
    </>
  );
}

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <>
      <PageHeading>{t('app.not_found')}</PageHeading>
      <p>{t('app.not_found_body')}</p>
    </>
  );
}
