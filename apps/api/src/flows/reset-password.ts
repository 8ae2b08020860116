/**
 * A new password through a reset link (product guide §1): the link and the sessions are the auth
 * module's, the password the customer's.
 *
 *   1. the link must be usable (auth), and the new password pass the rules (customer) before the
 *      link is used up, so a refused password leaves the link working;
 *   2. the link is used up (of two racing uses only one goes on);
 *   3. the password is stored (customer);
 *   4. every session ends, a sign-in lock is lifted, remembered browsers ask for the code again (auth).
 */
import type { Language } from '@blush/shared/markets';
import { type AuthDeps, closeSessionsAfterReset, resetLinkOwner, useResetLink } from '../modules/auth/service.ts';
import { requireCustomer, storePassword, validateNewPassword } from '../modules/customer/service.ts';

export async function resetPassword(deps: AuthDeps, input: { token: string; password: string; password_confirmation: string }, language: Language): Promise<void> {
  const customer = await requireCustomer(deps.db, await resetLinkOwner(deps, input.token));
  await validateNewPassword(deps.db, customer, input.password, input.password_confirmation, language);
  await useResetLink(deps, input.token);
  await storePassword(deps.db, customer.id, input.password);
  await closeSessionsAfterReset(deps, customer.id);
}
