/**
 * Where booking is app-exclusive in the country (product guide §1, §6): instead of the booking
 * button, why, and the two store links (the product page's app prompt does the same for an
 * app-only product).
 */
import { APP_DOWNLOAD_LINKS } from '@blush/shared/catalog';
import { useTranslation } from '../../../lib/i18n.ts';

export function HappeningAppPrompt({ name }: { name: string }) {
  const { t } = useTranslation();
  const button = 'inline-flex h-11 items-center rounded-md bg-black px-4 text-sm font-semibold text-white hover:bg-neutral-800';
  return (
    <section aria-labelledby="app-prompt-title" className="border border-blush-200 bg-blush-50 p-4 sm:p-6" data-testid="happening-app-prompt">
      <h2 id="app-prompt-title" className="text-lg font-semibold">
        {t('happening.app.title')}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">{t('happening.app.body', { name })}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        <li>
          <a href={APP_DOWNLOAD_LINKS.appStore} className={button}>
            {t('happening.app.app_store')}
          </a>
        </li>
        <li>
          <a href={APP_DOWNLOAD_LINKS.googlePlay} className={button}>
            {t('happening.app.google_play')}
          </a>
        </li>
      </ul>
    </section>
  );
}
