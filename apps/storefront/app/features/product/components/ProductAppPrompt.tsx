/**
 * Instead of "Add to bag" for a product sold only in the app: why, and the two store links (opened
 * in the same tab: the stores hand over to the app when it is installed).
 */
import { APP_DOWNLOAD_LINKS } from '@blush/shared/catalog';
import { useTranslation } from '../../../lib/i18n.ts';

export function ProductAppPrompt() {
  const { t } = useTranslation();
  return (
    <div className="border border-blush-200 bg-blush-50 p-4" data-testid="app-prompt">
      <p className="text-base font-semibold">{t('product.app_only_title')}</p>
      <p className="mt-1 text-sm text-neutral-700">{t('product.app_only_body')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <a href={APP_DOWNLOAD_LINKS.appStore} className="inline-flex h-11 items-center rounded-md bg-black px-4 text-sm font-semibold text-white hover:bg-neutral-800">
            {t('product.app_store')}
          </a>
        </li>
        <li>
          <a href={APP_DOWNLOAD_LINKS.googlePlay} className="inline-flex h-11 items-center rounded-md bg-black px-4 text-sm font-semibold text-white hover:bg-neutral-800">
            {t('product.google_play')}
          </a>
        </li>
      </ul>
    </div>
  );
}
