/**
 * Sign-in (product guide §2, §8): e-mail and password, the API's translated message on failure
 * ("Authentication failed.", a blocked attempt with its Reference ID) in an assertive live region
 * that takes focus, and on success to `return_to` or the account. Google sign-in beside it, and the
 * "not linked: sign up" message when Google came back without a member. An address that guessed
 * too often is told when it may try again (429); a locked account asks for the e-mailed code in a
 * second step (docs/decisions/0017).
 */
import { type FormEvent, useId, useState } from 'react';
import { SIGN_IN_GUARD } from '@blush/shared/sign-in-guard';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountApi, useSessionActions } from '../hooks/use-account.ts';
import { useFocusRequest } from '../hooks/use-focus-request.ts';
import { useServerErrors } from '../hooks/use-server-errors.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useFormat } from '../hooks/use-format.ts';
import { isApiError } from '../../../lib/api-core.ts';
import { destinationAfterSignIn, withReturnTo } from '../return-to.ts';
import { type ClientErrors, checkEmail, checkRequired, compact, firstInvalid } from '../validation.ts';
import { FormAlert, FormSubmit } from '../../../components/form/FormMessages.tsx';
import { AccountEmailField, AccountPasswordField } from './AccountFields.tsx';
import { AccountSignInCode } from './AccountSignInCode.tsx';
import { AccountSocialSignIn } from './AccountSocialSignIn.tsx';

export interface AccountSignInFormProps {
  returnTo: string | null;
  /** Google came back without a signed-in member. */
  socialError?: { message: string; signUpHref?: string | undefined } | undefined;
  /** "Continue with Google" is offered only when the API can sign in with it. */
  google?: boolean;
  initialEmail?: string | undefined;
}

const FIELDS = ['email', 'password'] as const;

export function AccountSignInForm({ returnTo, socialError, initialEmail = '', google = false }: AccountSignInFormProps) {
  const { t } = useTranslation();
  const api = useAccountApi();
  const { completeSignIn } = useSessionActions();
  const focus = useFocusRequest();
  const toFormErrors = useServerErrors();
  const hydrated = useHydrated();
  const uid = useId();
  const alertId = `${uid}-alert`;
  const id = (field: string) => `${uid}-${field}`;

  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<{ message: string; code: string } | undefined>(undefined);
  const [pending, setPending] = useState(false);
  /** Set while the account asks for its e-mailed code: the notice shown with the code field. */
  const [codeStep, setCodeStep] = useState<{ notice: string } | undefined>(undefined);
  const [code, setCode] = useState('');
  const { inSeconds } = useFormat();

  const translate = (client: ClientErrors) =>
    Object.fromEntries(Object.entries(client).map(([field, key]) => [field, t(`account.form.error.${key}`)]));

  const attempt = async (withCode: string | undefined) => {
    setErrors({});
    setFormError(undefined);
    setPending(true);
    try {
      await api.signIn(email.trim(), password, withCode);
      await completeSignIn(destinationAfterSignIn(returnTo));
    } catch (error) {
      const server = toFormErrors(error);
      setPending(false);
      if (server.code === 'sign_in_code_required') {
        setCodeStep({ notice: withCode === undefined && codeStep ? t('account.sign_in.code_resent') : server.message });
        setCode('');
        focus(id('code'));
        return;
      }
      if (server.code === 'sign_in_code_invalid') {
        setErrors({ code: server.message });
        setCode('');
        focus(id('code'));
        return;
      }
      const wait = server.code === 'sign_in_slowed_down' && isApiError(error) ? Number((error.details as { retry_after?: unknown } | undefined)?.retry_after) : NaN;
      const message = Number.isFinite(wait) ? `${server.message} ${t('account.sign_in.try_again', { when: inSeconds(wait) })}` : server.message;
      setErrors(server.fields);
      setFormError({ message, code: server.code });
      if (!codeStep) setPassword('');
      focus(alertId);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (codeStep) {
      if (!new RegExp(`^\\d{${SIGN_IN_GUARD.codeDigits}}$`).test(code)) {
        setErrors({ code: t('account.sign_in.code_format') });
        setFormError(undefined);
        focus(id('code'));
        return;
      }
      await attempt(code);
      return;
    }
    const client = compact({ email: checkEmail(email), password: checkRequired(password) });
    if (Object.keys(client).length > 0) {
      setErrors(translate(client));
      setFormError(undefined);
      focus(id(firstInvalid(FIELDS, client)!));
      return;
    }
    await attempt(undefined);
  };

  const backToPassword = () => {
    setCodeStep(undefined);
    setCode('');
    setPassword('');
    setErrors({});
    setFormError(undefined);
    focus(id('password'));
  };

  return (
    <div className="space-y-8">
      {socialError ? (
        <div role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-4 py-3 text-sm">
          <p>{socialError.message}</p>
          {socialError.signUpHref ? (
            <UiLink to={socialError.signUpHref} className="mt-2 inline-block font-semibold underline underline-offset-2">
              {t('account.sign_in.sign_up_with_google')}
            </UiLink>
          ) : null}
        </div>
      ) : null}

      <form noValidate method="post" onSubmit={onSubmit} aria-labelledby="auth-title" className="space-y-5">
        <FormAlert id={alertId} message={formError?.message}>
          {formError?.code === 'sign_in_blocked' ? (
            <UiLink to="/users/unlock" className="mt-1 inline-block font-semibold underline underline-offset-2">
              {t('account.sign_in.unlock_help')}
            </UiLink>
          ) : null}
        </FormAlert>
        {codeStep ? (
          <AccountSignInCode
            id={id('code')}
            email={email.trim()}
            notice={codeStep.notice}
            value={code}
            onChange={setCode}
            error={errors.code}
            pending={pending}
            onResend={() => void attempt(undefined)}
            onBack={backToPassword}
          />
        ) : (
          <>
            <AccountEmailField id={id('email')} value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
            <AccountPasswordField
              id={id('password')}
              label={t('account.form.password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <p className="text-sm">
              <UiLink to="/users/password/forgot" className="underline underline-offset-2 hover:text-blush-700">
                {t('account.sign_in.forgot')}
              </UiLink>
            </p>
          </>
        )}
        <FormSubmit
          label={t(codeStep ? 'account.sign_in.code_submit' : 'account.sign_in.submit')}
          pendingLabel={t(codeStep ? 'account.sign_in.code_submitting' : 'account.sign_in.submitting')}
          pending={pending}
          disabled={!hydrated}
          className="sm:w-full"
        />
      </form>

      {google ? (
        <>
          <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-neutral-600" aria-hidden="true">
            <span className="h-px flex-1 bg-neutral-300" />
            {t('account.sign_in.or')}
            <span className="h-px flex-1 bg-neutral-300" />
          </div>
          <AccountSocialSignIn returnTo={destinationAfterSignIn(returnTo)} />
        </>
      ) : null}

      <div className="border-t border-neutral-200 pt-6">
        <h2 className="text-lg font-semibold">{t('account.sign_in.new_title')}</h2>
        <p className="mt-1 text-sm text-neutral-700">{t('account.sign_in.new_body')}</p>
        <UiLink
          to={withReturnTo('/sign_up', returnTo)}
          className="mt-4 inline-flex h-12 w-full items-center justify-center border border-black px-6 text-sm font-semibold hover:bg-neutral-100"
        >
          {t('account.sign_in.create_account')}
        </UiLink>
      </div>
    </div>
  );
}
