import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button } from '../../components/ui.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useCan } from '../../lib/session.ts';
import { StoreOpenDialog } from './StoreOpenDialog.tsx';
import { StoreSchedule } from './StoreSchedule.tsx';
import { useStore, useStores } from './store-query.ts';

/** Stores: the stores the staff member may manage (a store manager's own), each opening its schedule; head office opens new ones. */
export function StoresPage() {
  const { t } = useI18n();
  return (
    <Allowed action="stores.write" title={t('stores.title')}>
      <StoreList />
    </Allowed>
  );
}

function StoreList() {
  const { t } = useI18n();
  const stores = useStores();
  const can = useCan();
  const [opening, setOpening] = useState(false);
  return (
    <>
      <PageHeading>{t('stores.title')}</PageHeading>
      <p className="text-stone-700">{t('stores.intro')}</p>
      {can('stores.create') ? (
        <div>
          <Button onPress={() => setOpening(true)}>{t('stores.new.open')}</Button>
          {opening ? <StoreOpenDialog isOpen onOpenChange={setOpening} /> : null}
        </div>
      ) : null}
      {stores.error ? <ErrorAlert error={stores.error} /> : null}
      {stores.data ? (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('stores.title')}>
          {stores.data.stores.map((s) => (
            <li key={s.id}>
              <Link to={`/stores/${s.id}`} className="block min-h-11 rounded-md border border-stone-300 bg-white p-4 outline-none hover:border-blush-600 focus-visible:ring-2 focus-visible:ring-blush-600">
                <span className="block font-medium text-stone-900">{s.name}</span>
                <span className="block text-sm text-stone-700">
                  {s.city}, {s.country}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** One store's schedule: hours, closures, click-and-collect, artists, sessions' seats. */
export function StorePage() {
  const { t } = useI18n();
  return (
    <Allowed action="stores.write" title={t('stores.title')}>
      <StoreOne />
    </Allowed>
  );
}

function StoreOne() {
  const { t } = useI18n();
  const { slug = '' } = useParams();
  const store = useStore(slug);
  return (
    <>
      <Link to="/stores" className="text-sm underline underline-offset-4">
        {t('stores.back')}
      </Link>
      {store.error ? <ErrorAlert error={store.error} /> : null}
      {store.data ? <StoreSchedule store={store.data.store} /> : null}
    </>
  );
}
