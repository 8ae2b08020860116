/** The 404 page of product guide §2/§8: "Page not found: {path}" with a Back To Home action. */
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useErrorMessage } from '../../../lib/site.ts';

export function ErrorsNotFound({ path }: { path: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <section className="mx-auto flex min-h-[55vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center" data-testid="not-found">
      <p className="text-[88px] font-black leading-none tracking-tight text-blush-600 sm:text-[120px]" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 break-all text-2xl font-semibold tracking-tight sm:text-3xl">
        {errorMessage('route_not_found', { path })}
      </h1>
      <p className="mt-3 text-neutral-600">{t('not_found.body')}</p>
      <UiLink
        to="/"
        className="mt-8 inline-flex h-12 items-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800"
        data-testid="back-home"
      >
        {t('not_found.back_home')}
      </UiLink>
    </section>
  );
}
