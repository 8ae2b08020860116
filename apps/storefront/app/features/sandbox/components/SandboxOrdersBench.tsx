/** `/sandbox/orders`: the order outcome benches, one per country, with what each country's orders are paid with. */
import { MARKETS } from '@blush/shared/markets';
import { countryName } from '@blush/shared/site';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';
import { ORDER_COUNTRIES } from '../fixtures/orders.ts';
import { SANDBOX_ORDER_COUNTRIES } from '../sandbox-pages.ts';
import { SandboxBench, SandboxCase } from './SandboxBench.tsx';

export function SandboxOrdersBench() {
  const { t } = useTranslation();
  const text = useMessage();
  return (
    <SandboxBench title={t('sandbox.bench.orders.title')} intro={t('sandbox.bench.orders.intro')}>
      <SandboxCase title={t('sandbox.bench.orders.by_country')} wide>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="sandbox-order-countries">
          {SANDBOX_ORDER_COUNTRIES.map((country) => (
            <li key={country}>
              <UiLink to={`/sandbox/orders/${country.toLowerCase()}`} className="block h-full border border-neutral-200 p-4 hover:border-black">
                <span className="block font-semibold">
                  {countryName(country, text)} ({country})
                </span>
                <span className="mt-1 block text-sm text-neutral-600">
                  {MARKETS[country].currency} · {ORDER_COUNTRIES[country].methods.map((m) => t(`sandbox.methods.${m}`)).join(', ')}
                </span>
              </UiLink>
            </li>
          ))}
        </ul>
      </SandboxCase>
    </SandboxBench>
  );
}
