/**
 * `/waitlist/confirm` and `/waitlist/unsubscribe`: the links of the alert e-mails. The page reads
 * the alert's id and token from the URL and, once in the browser, confirms it (a guest's alert
 * starts only now) or stops it (one click: opening the link is the unsubscribe). Then it says what
 * happened to which product, with a link to the product; a wrong or incomplete link says so.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AlertTokenResponse } from '@blush/shared/notification-contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';

export type AlertLinkAction = 'confirm' | 'unsubscribe';

type State = { step: 'loading' } | { step: 'done'; alert: AlertTokenResponse } | { step: 'invalid' } | { step: 'failed'; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The title and text keys of a finished link, by what the alert is now. */
function outcome(action: AlertLinkAction, alert: AlertTokenResponse): { title: string; body: string } {
  if (action === 'unsubscribe') return { title: 'account.alerts.link.unsubscribed_title', body: `account.alerts.link.unsubscribed_${alert.kind}` };
  if (alert.status === 'notified') return { title: 'account.alerts.link.notified_title', body: `account.alerts.link.notified_${alert.kind}` };
  if (alert.status === 'cancelled') return { title: 'account.alerts.link.cancelled_title', body: 'account.alerts.link.cancelled_body' };
  return { title: 'account.alerts.link.confirmed_title', body: `account.alerts.link.confirmed_${alert.kind}` };
}

export function AlertLinkPage({ action }: { action: AlertLinkAction }) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>({ step: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);

  // A link cut short in the mail client is wrong without asking the API.
  const wellFormed = UUID.test(id) && token.length >= 10;

  useEffect(() => {
    const key = `${action}:${id}:${token}:${attempt}`;
    if (!wellFormed || started.current === key) return;
    started.current = key;
    void import('../alerts-api.ts')
      .then(({ alertsApi }) => alertsApi(locale)[action](id, token))
      .then(
        (alert) => setState({ step: 'done', alert }),
        (error: { status?: number; message?: string }) =>
          setState(error?.status === 404 || error?.status === 400 ? { step: 'invalid' } : { step: 'failed', message: error?.message || t('alerts.failed') }),
      );
  }, [action, id, token, attempt, wellFormed, locale, t]);

  const heading = (text: string) => (
    <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl" data-testid="alert-link-title">
      {text}
    </h1>
  );

  const shown: State = wellFormed ? state : { step: 'invalid' };
  let body;
  if (shown.step === 'loading') {
    body = (
      <div aria-busy="true" className="space-y-4">
        {heading(t(action === 'confirm' ? 'account.alerts.link.confirming' : 'account.alerts.link.unsubscribing'))}
        <div className="h-20 animate-pulse bg-neutral-100" />
      </div>
    );
  } else if (shown.step === 'invalid') {
    body = (
      <div className="space-y-4">
        {heading(t('account.alerts.link.invalid_title'))}
        <p className="text-neutral-700">{t('account.alerts.link.invalid_body')}</p>
        <UiLink to="/" className="inline-flex h-12 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800">
          {t('account.alerts.link.home')}
        </UiLink>
      </div>
    );
  } else if (shown.step === 'failed') {
    body = (
      <div className="space-y-4">
        {heading(t('account.alerts.link.failed_title'))}
        <p className="text-neutral-700">{shown.message}</p>
        <button
          type="button"
          onClick={() => {
            setState({ step: 'loading' });
            setAttempt((n) => n + 1);
          }} className="inline-flex h-12 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800">
          {t('account.retry')}
        </button>
      </div>
    );
  } else {
    const { alert } = shown;
    const text = outcome(action, alert);
    const product = `${alert.product.brand} ${alert.product.name}`;
    const name = alert.shade ? t('alerts.with_variant', { name: product, variant: alert.shade }) : product;
    body = (
      <div className="space-y-4">
        <div className="flex items-start gap-3">
          <UiIcon name="check" size={28} className="mt-1 shrink-0 text-emerald-800" />
          {heading(t(text.title))}
        </div>
        <p className="text-neutral-700" data-testid="alert-link-body">
          {t(text.body, { name })}
        </p>
        <div className="flex flex-wrap gap-3">
          <UiLink
            to={`/products/${alert.product.slug}`}
            className="inline-flex h-12 items-center bg-black px-6 text-sm font-semibold text-white hover:bg-neutral-800"
            data-testid="alert-link-product"
          >
            {t('account.alerts.link.see_product')}
          </UiLink>
          <UiLink to="/account/notifications" className="inline-flex h-12 items-center px-2 text-sm underline underline-offset-4 hover:no-underline">
            {t('account.alerts.link.choices')}
          </UiLink>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16" data-testid="alert-link" data-step={shown.step}>
      <div role="status" aria-live="polite">
        {body}
      </div>
    </div>
  );
}
