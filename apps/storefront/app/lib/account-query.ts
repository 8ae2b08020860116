/**
 * `GET /account`, the query behind "signed in" (product guide §4). Loaded with the first account query
 * (`session.ts` imports it lazily), so its zod contract stays out of the first-load JavaScript.
 */
import { type AccountDto, accountResponseSchema } from '@blush/shared/account-contracts';
import type { ApiLocale } from './api-core.ts';
import { createBrowserApi } from './api-client.ts';

export function fetchAccount(locale: ApiLocale, signal?: AbortSignal): Promise<AccountDto> {
  return createBrowserApi(locale).get('/account', { schema: accountResponseSchema, ...(signal ? { signal } : {}) });
}
