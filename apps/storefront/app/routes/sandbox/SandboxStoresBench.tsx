/**
 * `/sandbox/stores`: the store locator's components (features/stores) with fixture stores — the
 * locator itself (search, and its "no store matches", list, map, "near me"; its ids are fixed, so
 * one on the page), and each store's open or closed line and what it offers.
 */
import { StoresLocator } from '../../features/stores/components/StoresLocator.tsx';
import { StoresOffers } from '../../features/stores/components/StoresOffers.tsx';
import { StoresOpenStatus } from '../../features/stores/components/StoresOpenStatus.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { sandboxStores } from '../../features/sandbox/fixtures/stores.ts';
import { LONG_STORE_NAMES } from '../../features/sandbox/fixtures/long-texts.ts';
import { SandboxBench, SandboxCase } from '../../features/sandbox/components/SandboxBench.tsx';

export interface SandboxStoresProps {
  /** The server's clock when the page was made (open or closed must agree on server and browser). */
  now: number;
  tileUrl: string | null;
  attribution: string;
}

export function SandboxStoresBench({ now, tileUrl, attribution }: SandboxStoresProps) {
  const { t, i18n } = useTranslation();
  const stores = sandboxStores(LONG_STORE_NAMES[i18n.language]);
  return (
    <SandboxBench title={t('sandbox.bench.stores.title')} intro={t('sandbox.bench.stores.intro')}>
      <SandboxCase title={t('sandbox.bench.stores.locator')} note={t('sandbox.bench.stores.locator_note')} wide>
        <StoresLocator stores={stores} now={now} tileUrl={tileUrl} attribution={attribution} />
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.stores.status')}>
        <ul className="divide-y divide-neutral-200">
          {stores.map((store) => (
            <li key={store.slug} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
              <span className="font-semibold">{store.name}</span>
              <span className="flex flex-col gap-1 sm:items-end">
                <StoresOpenStatus store={store} now={now} />
                <StoresOffers store={store} compact />
              </span>
            </li>
          ))}
        </ul>
      </SandboxCase>
    </SandboxBench>
  );
}
