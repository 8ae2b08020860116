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

async function forgetAccount(): Promise<void> {
  const client = await loadQueryClient();
  client.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
  // The member's own lists (reviews …) belong to the previous session too.
  client.removeQueries({ queryKey: ['member'] });
  notifySessionChange();
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
      await forgetAccount();
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
