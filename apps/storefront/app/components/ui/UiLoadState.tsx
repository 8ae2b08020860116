/** While a part of a page loads (a skeleton, said once), and when it failed (the API's message, try again). */
import { useTranslation } from '../../lib/i18n.ts';

export function UiLoading({ blocks = ['h-24'], label }: { blocks?: string[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="space-y-3">
      <p role="status" className="sr-only">
        {label ?? t('account.loading_section')}
      </p>
      {blocks.map((size, index) => (
        <div key={index} className={`${size} animate-pulse bg-neutral-100`} />
      ))}
    </div>
  );
}

export function UiLoadError({ error, onRetry, fallback }: { error: Error | null; onRetry: () => void; fallback?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="space-y-3 border border-neutral-200 p-4">
      <p>{error?.message || fallback || t('account.form.error.unexpected')}</p>
      <button type="button" onClick={onRetry} className="inline-flex h-11 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800">
        {t('account.retry')}
      </button>
    </div>
  );
}
