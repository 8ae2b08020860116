/**
 * `/users/unlock?token=`: after too many failed sign-ins an account is locked and the member gets an
 * unlock link. The page unlocks on a button press (a link scanner that opens the page must not use
 * the token up), then offers sign-in; an expired or used link shows the catalogue message and a
 * form to get a new one. Without a token, just that form.
 */
import { useId, useState } from 'react';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountApi } from '../hooks/use-account.ts';
import { useFocusRequest } from '../hooks/use-focus-request.ts';
import { useServerErrors } from '../hooks/use-server-errors.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { AccountAuthShell } from './AccountAuthShell.tsx';
import { AccountEmailRequestForm } from './AccountEmailRequestForm.tsx';
import { FormAlert, FormSuccess } from '../../../components/form/FormMessages.tsx';

function RequestUnlock({ message }: { message?: string | undefined }) {
  const { t } = useTranslation();
  const api = useAccountApi();
  return (
    <div className="space-y-6">
      {message ? (
        <div role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-4 py-3">
          {message}
        </div>
      ) : null}
      <h2 id="unlock-request" className="text-lg font-semibold">
        {t('account.unlock.request_title')}
      </h2>
      <p className="text-sm text-neutral-700">{t('account.unlock.request_intro')}</p>
      <AccountEmailRequestForm
        labelledBy="unlock-request"
        submitLabel={t('account.unlock.request_submit')}
        pendingLabel={t('account.unlock.request_submitting')}
        successTitle={t('account.unlock.request_sent_title')}
        send={api.requestUnlock}
      />
    </div>
  );
}

export function AccountUnlock({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const api = useAccountApi();
  const focus = useFocusRequest();
  const toFormErrors = useServerErrors();
  const hydrated = useHydrated();
  const uid = useId();
  const [state, setState] = useState<{ kind: 'ready' } | { kind: 'done'; message: string } | { kind: 'invalid'; message: string }>({ kind: 'ready' });
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);

  if (!token) {
    return (
      <AccountAuthShell title={t('account.unlock.title')}>
        <RequestUnlock />
      </AccountAuthShell>
    );
  }

  const unlock = async () => {
    if (pending) return;
    setPending(true);
    setFormError(undefined);
    try {
      const { message } = await api.unlock(token);
      setState({ kind: 'done', message });
      focus(`${uid}-done`);
    } catch (error) {
      const server = toFormErrors(error);
      if (server.code === 'unlock_link_invalid') setState({ kind: 'invalid', message: server.message });
      else {
        setFormError(server.message);
        focus(`${uid}-alert`);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <AccountAuthShell title={t('account.unlock.title')} intro={state.kind === 'ready' ? <p>{t('account.unlock.intro')}</p> : undefined}>
      {state.kind === 'done' ? (
        <>
          <FormSuccess id={`${uid}-done`} title={t('account.unlock.done_title')}>
            <p>{state.message}</p>
          </FormSuccess>
          <UiLink to="/sign_in" className="mt-6 inline-flex h-12 w-full items-center justify-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800">
            {t('account.unlock.sign_in')}
          </UiLink>
        </>
      ) : state.kind === 'invalid' ? (
        <RequestUnlock message={state.message} />
      ) : (
        <div className="space-y-5">
          <FormAlert id={`${uid}-alert`} message={formError} />
          <button
            type="button"
            onClick={() => void unlock()}
            disabled={pending || !hydrated}
            className="inline-flex h-12 w-full items-center justify-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800 disabled:bg-neutral-500"
          >
            {pending ? t('account.unlock.submitting') : t('account.unlock.submit')}
          </button>
        </div>
      )}
    </AccountAuthShell>
  );
}
