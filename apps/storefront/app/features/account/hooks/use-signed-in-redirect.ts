/**
 * The sign-in page for somebody already signed in (product guide §2): the loader sends a member on to
 * `return_to` when the access token is still good; when it has expired, the browser asks for the
 * account once (the transport refreshes the token) and goes on from there, replacing the sign-in
 * page in the history. A shopper who signs in on the page is sent on by the form itself.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readSessionCookie } from '../../../lib/jwt-data.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { destinationAfterSignIn } from '../return-to.ts';

export function useSignedInRedirect(returnTo: string | null): void {
  const navigate = useNavigate();
  const locale = useSiteLocale();
  useEffect(() => {
    if (!readSessionCookie()) return;
    const controller = new AbortController();
    void import('../../../lib/account-query.ts')
      .then((m) => m.fetchAccount(locale, controller.signal))
      .then(
        () => {
          if (!controller.signal.aborted) void navigate(destinationAfterSignIn(returnTo), { replace: true });
        },
        () => undefined,
      );
    return () => controller.abort();
    // Once per page: signing in on the form changes the cookie, and the form navigates itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
