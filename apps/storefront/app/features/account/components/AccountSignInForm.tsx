/**
 * Sign-in (product guide §2, §8), on the form kit (`useAccountForm`): e-mail and password, the API's
 * translated message on failure ("Authentication failed.", a blocked attempt with its Reference ID)
 * as the headline of the error summary, which takes focus, with what to do next (check the e-mail
 * address and password, or reset the password; the unlock page when blocked); on success to
 * `return_to` or the account. Google sign-in beside it, and the
 * "not linked: sign up" message when Google came back without a member. An address that guessed
 * too often is told when it may try again (429); a locked account asks for the e-mailed code in a
 * second step (docs/decisions/0017).
 */
import { useCallback, useState } from 'react';
import { SIGN_IN_GUARD } from '@blush/shared/sign-in-guard';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountApi, useSessionActions } from '../hooks/use-account.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useFormat } from '../hooks/use-format.ts';
import { isApiError } from '../../../lib/api-core.ts';
import { destinationAfterSignIn, withReturnTo } from '../return-to.ts';
import { type ClientErrors, type ErrorKey, checkEmail, checkRequired, compact } from '../validation.ts';
import { FormErrorSummary, FormSubmit } from '../../../components/form/FormMessages.tsx';
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

interface SignInValues {
  email: string;
  password: string;
  code: string;
}

const PASSWORD_FIELDS = ['email', 'password'] as const;
const CODE_FIELDS = ['code'] as const;
const CODE_PATTERN = new RegExp(`^\\d{${SIGN_IN_GUARD.codeDigits}}$`);

export function AccountSignInForm({ returnTo, socialError, initialEmail = '', google = false }: AccountSignInFormProps) {
  const { t } = useTranslation();
  const api = useAccountApi();
  const { completeSignIn } = useSessionActions();
  const hydrated = useHydrated();
  const { inSeconds } = useFormat();
  /** Set while the account asks for its e-mailed code: the notice shown with the code field. */
  const [codeStep, setCodeStep] = useState<{ notice: string } | undefined>(undefined);
  /** The catalogue code of the last failure (what to offer under its message). */
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const check = useCallback(
    (values: SignInValues): ClientErrors =>
      codeStep
        ? compact<ErrorKey>({ code: CODE_PATTERN.test(values.code) ? undefined : 'code_format' })
        : compact({ email: checkEmail(values.email), password: checkRequired(values.password) }),
    [codeStep],
  );
  const form = useAccountForm<SignInValues>({
    initialValues: { email: initialEmail, password: '', code: '' },
    check,
    fields: codeStep ? CODE_FIELDS : PASSWORD_FIELDS,
    labels: { email: t('account.form.email'), password: t('account.form.password'), code: t('account.sign_in.code_label') },
  });
  const { values } = form;

  const attempt = async ({ email, password }: SignInValues, withCode: string | undefined) => {
    setFailure(undefined);
    try {
      await api.signIn(email.trim(), password, withCode);
      await completeSignIn(destinationAfterSignIn(returnTo));
    } catch (error) {
      const server = form.explain(error);
      if (server.code === 'sign_in_code_required') {
        // The second step: no error; the notice describes the code field, which takes focus.
        setCodeStep({ notice: withCode === undefined && codeStep ? t('account.sign_in.code_resent') : server.message });
        form.fail({ focus: 'code' });
        form.restart((v) => ({ ...v, code: '' }));
        return;
      }
      if (server.code === 'sign_in_code_invalid') {
        form.fail({ fields: { code: server.message }, focus: 'code' });
        form.restart((v) => ({ ...v, code: '' }));
        return;
      }
      const wait = server.code === 'sign_in_slowed_down' && isApiError(error) ? Number((error.details as { retry_after?: unknown } | undefined)?.retry_after) : NaN;
      form.failServer(server, Number.isFinite(wait) ? `${server.message} ${t('account.sign_in.try_again', { when: inSeconds(wait) })}` : server.message);
      setFailure(server.code);
      // A wrong password is typed again from scratch (and not called missing before the next try).
      if (!codeStep) form.restart((v) => ({ ...v, password: '' }));
    }
  };

  // The code step checks only the code; "send a new code" asks again with the same e-mail and password, unchecked.
  const onSubmit = form.handleSubmit((submitted) => attempt(submitted, codeStep ? submitted.code : undefined));
  const resend = () => void form.run(() => attempt(values, undefined));

  const backToPassword = () => {
    setCodeStep(undefined);
    setFailure(undefined);
    form.fail({ focus: 'password' });
    form.restart((v) => ({ ...v, code: '', password: '' }));
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

      <form noValidate method="post" onSubmit={(event) => void onSubmit(event)} aria-labelledby="auth-title" className="space-y-5">
        <FormErrorSummary {...form.summaryProps}>
          {failure === 'authentication_failed' ? (
            // What to do about it (WCAG 3.3.3): check what was typed, or reset the password.
            <p className="mt-1" data-testid="sign-in-help">
              {t('account.sign_in.failed_help')}{' '}
              <UiLink to="/users/password/forgot" className="font-semibold underline underline-offset-2">
                {t('account.sign_in.reset_password')}
              </UiLink>
            </p>
          ) : failure === 'sign_in_blocked' ? (
            <UiLink to="/users/unlock" className="mt-1 inline-block font-semibold underline underline-offset-2">
              {t('account.sign_in.unlock_help')}
            </UiLink>
          ) : null}
        </FormErrorSummary>
        {codeStep ? (
          <AccountSignInCode
            {...form.field('code')}
            email={values.email.trim()}
            notice={codeStep.notice}
            value={values.code}
            onChange={(code) => form.set('code', code)}
            pending={form.pending}
            onResend={resend}
            onBack={backToPassword}
          />
        ) : (
          <>
            <AccountEmailField {...form.field('email')} value={values.email} onChange={(e) => form.set('email', e.target.value)} />
            <AccountPasswordField
              {...form.field('password')}
              label={t('account.form.password')}
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => form.set('password', e.target.value)}
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
          pending={form.pending}
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
