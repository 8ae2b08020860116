/** Erasing a member (docs/decisions/0033): every way back into the account goes. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, oneTimeTokens, signInCodes, signInGuards, socialIdentities } from './tables.ts';

/** Sessions (their refresh tokens cascade), e-mailed links and codes, the sign-in guard and social links. */
export async function eraseSignIn(t: Db, customerId: number): Promise<void> {
  await t.delete(authSessions).where(eq(authSessions.customerId, customerId));
  await t.delete(oneTimeTokens).where(eq(oneTimeTokens.customerId, customerId));
  await t.delete(signInCodes).where(eq(signInCodes.customerId, customerId));
  await t.delete(signInGuards).where(eq(signInGuards.customerId, customerId));
  await t.delete(socialIdentities).where(eq(socialIdentities.customerId, customerId));
}
