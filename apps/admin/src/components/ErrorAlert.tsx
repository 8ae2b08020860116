import { useI18n } from '../lib/i18n.tsx';
import { ApiError } from '../lib/api.ts';

/** The message of a failed request, as the API wrote it (translated), or the app's own words when it has none. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useI18n();
  return (error) => {
    if (!(error instanceof ApiError)) return t('errors.generic');
    if (error.code === 'network_error') return t('errors.network');
    const message = error.message || t('errors.generic');
    return error.retryAfter ? `${message} ${t('errors.retry_after', { seconds: error.retryAfter })}` : message;
  };
}

/**
 * A live region for errors: always in the page (so assistive technology is listening before the
 * message arrives), announcing what is put in it at once.
 */
export function ErrorAlert({ error, message }: { error?: unknown; message?: string | undefined }) {
  const messageOf = useErrorMessage();
  const text = message ?? (error ? messageOf(error) : '');
  return (
    <div role="alert" className={text ? 'rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900' : 'sr-only'}>
      {text}
    </div>
  );
}

/** A polite live region for confirmations ("Done: the order is updated."). */
export function StatusMessage({ message }: { message: string }) {
  return (
    <div role="status" className={message ? 'rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900' : 'sr-only'}>
      {message}
    </div>
  );
}
