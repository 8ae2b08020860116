/** Something other than a 404 went wrong: a calm message, a reference id if the API gave one, retry. */
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useErrorMessage } from '../../../lib/site.ts';

export function ErrorsGeneric({ status, message }: { status: number; message?: string | undefined }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const text = message ?? errorMessage(status === 503 ? 'service_unavailable' : 'internal_error');
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('errors.title')}</h1>
      <p className="mt-3 text-neutral-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="" className="inline-flex h-12 items-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800">
          {t('errors.retry')}
        </a>
        <UiLink to="/" className="inline-flex h-12 items-center border border-black px-8 text-sm font-semibold">
          {t('not_found.back_home')}
        </UiLink>
      </div>
    </section>
  );
}
