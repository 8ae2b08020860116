/**
 * The shoppers' sign-in guard seen from the back office (issue 21 item 5): whether a member is
 * locked or blocked, and lifting it (support's unlock, the same as the member's e-mailed unlock link).
 */
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import type { CustomerRow } from '../customer/service.ts';
import { findGuard, pairCounts } from './repo.ts';
import { type AuthDeps, unlockAccount } from './service.ts';
import { subjectOf } from './sign-in-guard.ts';

export interface SignInState {
  locked: boolean;
  lockedUntil: Date | null;
  /** Addresses blocked now after wrong passwords. */
  blockedAddresses: number;
  /** Addresses with failed sign-ins counted against the member (blocked or not). */
  countedAddresses: number;
}

export async function signInState(db: Db, customer: Pick<CustomerRow, 'id' | 'email'>, now: Date = new Date()): Promise<SignInState> {
  // Also read inside the unlock's transaction (`unlockMember`): one after the other there.
  const [guard, pairs] = await inParallel(db, [() => findGuard(db, customer.id), () => pairCounts(db, subjectOf(customer.email))]);
  const locked = !!guard?.lockedUntil && guard.lockedUntil > now;
  return { locked, lockedUntil: locked ? guard!.lockedUntil : null, blockedAddresses: pairs.blocked, countedAddresses: pairs.counted };
}

/** Lift the account lock and forget every failed sign-in of the member, in the caller's transaction; what it was before. */
export async function unlockMember(t: Db, auth: AuthDeps, customer: Pick<CustomerRow, 'id' | 'email'>): Promise<SignInState> {
  const before = await signInState(t, customer);
  await unlockAccount({ ...auth, db: t }, customer.id);
  return before;
}
