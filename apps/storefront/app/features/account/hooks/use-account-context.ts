import { useOutletContext } from 'react-router';
import type { AccountDto } from '@blush/shared/account-contracts';

/** What the account area hands the page inside it: the signed-in member's account. */
export interface AccountOutletContext {
  account: AccountDto;
  refetch: () => Promise<unknown>;
}

export function useAccountContext(): AccountOutletContext {
  return useOutletContext<AccountOutletContext>();
}
