/**
 * `/happening/services/booxi/success` and `/happening/services/booxi/cancel` (product guide §2):
 * where an external booking provider sends the shopper back, in their language: what happened and
 * where to go next.
 */
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export function HappeningProviderResult({ result }: { result: 'success' | 'cancel' }) {
  const { t } = useTranslation();
  const success = result === 'success';
  return (
    <div className="max-w-xl" data-testid="provider-result" data-result={result}>
      <div role="status" className={success ? 'border-l-4 border-emerald-700 bg-emerald-50 p-4 sm:p-6' : 'border-l-4 border-neutral-400 bg-neutral-100 p-4 sm:p-6'}>
        <h1 className="text-2xl font-bold">{t(`happening.provider.${result}_title`)}</h1>
        <p className="mt-2">{t(`happening.provider.${result}_body`)}</p>
      </div>
      <ul className="mt-6 flex flex-col gap-3 sm:flex-row">
        <li>
          <UiLink to="/happening/services" className="inline-flex h-12 items-center justify-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800">
            {success ? t('happening.provider.more') : t('happening.provider.try_again')}
          </UiLink>
        </li>
        <li>
          <UiLink to="/" className="inline-flex h-12 items-center justify-center border border-black px-8 text-sm font-semibold hover:bg-neutral-100">
            {t('happening.provider.home')}
          </UiLink>
        </li>
      </ul>
    </div>
  );
}
