/** `/sandbox`: the list of test benches and of the per-country order outcome pages. */
import { countryName } from '@blush/shared/site';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';
import { SANDBOX_BENCHES, SANDBOX_ORDER_COUNTRIES } from '../sandbox-pages.ts';
import { SandboxBench, SandboxCase } from './SandboxBench.tsx';

export function SandboxIndex() {
  const { t } = useTranslation();
  const text = useMessage();
  return (
    <SandboxBench title={t('sandbox.bench.index_title')} intro={t('sandbox.bench.index_intro')} index>
      <SandboxCase title={t('sandbox.bench.benches')}>
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="sandbox-pages">
          {SANDBOX_BENCHES.map((bench) => (
            <li key={bench}>
              <UiLink to={`/sandbox/${bench}`} className="block border border-neutral-200 p-4 hover:border-black focus-visible:border-black">
                <span className="block font-semibold">{t(`sandbox.bench.${bench}.title`)}</span>
                <span className="mt-1 block text-sm text-neutral-600">{t(`sandbox.bench.${bench}.intro`)}</span>
              </UiLink>
            </li>
          ))}
        </ul>
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.orders.by_country')}>
        <ul className="flex flex-wrap gap-2">
          {SANDBOX_ORDER_COUNTRIES.map((country) => (
            <li key={country}>
              <UiLink to={`/sandbox/orders/${country.toLowerCase()}`} className="inline-flex min-h-11 items-center border border-neutral-300 px-4 hover:border-black">
                {countryName(country, text)} ({country})
              </UiLink>
            </li>
          ))}
        </ul>
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.more')}>
        <p className="text-sm text-neutral-700">{t('sandbox.bench.more_body')}</p>
      </SandboxCase>
    </SandboxBench>
  );
}
