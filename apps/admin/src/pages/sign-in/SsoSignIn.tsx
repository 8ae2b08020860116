/**
 * "Sign in with <company> account" (decision 0034): shown only when the API says single sign-on is
 * configured. It is a link — the browser goes to the company's provider and comes back signed in —
 * styled as a button; without single sign-on (or while the answer is unknown) nothing shows.
 */
import { useQuery } from '@tanstack/react-query';
import { STAFF_SSO_ERRORS, type StaffSsoError, staffSignInMethodsResponseSchema } from '@blush/shared/staff-contracts';
import { apiRequest } from '../../lib/api.ts';
import type { MessageKey } from '../../lib/i18n.tsx';
import { useI18n } from '../../lib/i18n.tsx';

const ERROR_MESSAGES: Record<StaffSsoError, MessageKey> = {
  not_recognised: 'sign_in.sso_not_recognised',
  locked: 'sign_in.sso_locked',
  other_account: 'sign_in.sso_other_account',
  failed: 'sign_in.sso_failed',
};

/** The message key of a refused single sign-on (`?sso_error=`), if the page came back with one. */
export function ssoErrorMessage(value: string | null): MessageKey | undefined {
  return STAFF_SSO_ERRORS.find((code) => code === value) ? ERROR_MESSAGES[value as StaffSsoError] : undefined;
}

export function SsoSignIn({ next }: { next: string }) {
  const { t } = useI18n();
  const methods = useQuery({
    queryKey: ['sign-in-methods'],
    queryFn: () => apiRequest('/sessions/methods', staffSignInMethodsResponseSchema),
    staleTime: Infinity,
    retry: false,
  });
  const oidc = methods.data?.oidc;
  if (!oidc) return null;
  const href = `${oidc.start_path}${next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`;
  return (
    <>
      <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-stone-500" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-200" />
        {t('sign_in.or')}
        <span className="h-px flex-1 bg-stone-200" />
      </p>
      <a
        href={href}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-md border border-stone-300 bg-white px-4 text-sm font-medium text-stone-900 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-blush-600 focus-visible:ring-offset-2"
      >
        {t('sign_in.sso_button', { name: oidc.name })}
      </a>
    </>
  );
}
