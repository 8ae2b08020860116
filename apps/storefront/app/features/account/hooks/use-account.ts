/**
 * The session for account components (product guide §4): `useAccount()` is signed in only while the
 * `jwt-data` cookie exists and `GET /account` (TanStack Query, no retry) succeeds. Signing in or out
 * clears the cached account, tells the header, and moves on.
 */
import { useCallback, useMemo } from 'react';
import type { AccountDto, UserDto } from '@blush/shared/account-contracts';
import { useSafeNavigate } from '../../../components/ui/UiLink.tsx';
import { loadQueryClient } from '../../../lib/query.ts';
import { ACCOUNT_QUERY_KEY, type Session, notifySessionChange, useSession } from '../../../lib/session.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { accountApi } from '../account-api.ts';

export type { Session };

export function useAccount(): Session {
  return useSession();
}

/** The browser's account API in the page's locale. */
export function useAccountApi() {
  const locale = useSiteLocale();
  return useMemo(() => accountApi(locale), [locale]);
}

/** After sign-out: the previous session's account and the member's own lists (reviews …) are dropped. */
export async function forgetAccount(): Promise<void> {
  const client = await loadQueryClient();
  client.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
  client.removeQueries({ queryKey: ['member'] });
  notifySessionChange();
}

/**
 * After sign-in: the same, but the queries are reset rather than removed, so the components showing
 * them (the header) ask again with the new cookie. Removing a query while its fetch is in flight
 * (the header saw the new cookie a moment before) cancels that fetch silently and leaves its
 * observers on a query no longer in the cache: they would show "checking" for good.
 */
export async function renewAccount(): Promise<void> {
  const client = await loadQueryClient();
  notifySessionChange();
  // Reset now; the refetch goes on while the next page is shown.
  void client.resetQueries({ queryKey: ACCOUNT_QUERY_KEY });
  void client.resetQueries({ queryKey: ['member'] });
}

/** Put a changed user into the cached account (after PATCH /user). */
export async function updateCachedUser(user: UserDto): Promise<void> {
  const client = await loadQueryClient();
  client.setQueryData<AccountDto>(ACCOUNT_QUERY_KEY, (account) => (account ? { ...account, user } : account));
}

/** Fetch the account again (after something that changes its counts). */
export async function invalidateAccount(): Promise<void> {
  const client = await loadQueryClient();
  await client.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
}

export function useSessionActions() {
  const navigate = useSafeNavigate();
  const api = useAccountApi();

  /** After a successful sign-in or registration (the API has set the cookies). */
  const completeSignIn = useCallback(
    async (destination: string) => {
      await renewAccount();
      navigate(destination, { replace: true });
    },
    [navigate],
  );

  /** DELETE /sessions, then home. A 401 means the session was already gone: signed out all the same. */
  const signOut = useCallback(async () => {
    try {
      await api.signOut();
    } catch (error) {
      if ((error as { status?: unknown })?.status !== 401) throw error;
    }
    await forgetAccount();
    navigate('/', { replace: true });
  }, [api, navigate]);

  return { completeSignIn, signOut };
}
