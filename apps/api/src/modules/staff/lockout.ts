/**
 * Wrong staff passwords, counted as the shoppers' sign-in guard counts them (decision 0017): per
 * (e-mail, address) pair, known e-mail or not, slowed down with 429 + Retry-After after four and
 * blocked with a Reference ID at ten, so a guesser is stopped without locking the staff member out
 * from the shop floor. Wrong second-factor codes — only possible after the right password — lock
 * the account itself (`second-factor.ts`).
 */
import { SIGN_IN_GUARD } from '@blush/shared/sign-in-guard';
import { type Db, withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { blocked, slowedDown } from '../auth/sign-in.ts';
import { clientAddress, pairDelaySeconds, subjectOf } from '../auth/sign-in-guard.ts';
import { newReference } from '../auth/tokens.ts';
import { type StaffFailureRow, deletePair, findPair, lockPair, updatePair } from './repo.ts';

const G = SIGN_IN_GUARD;

export interface Pair {
  subject: string;
  address: string;
}

export function pairOf(email: string, ip: string | undefined): Pair {
  return { subject: subjectOf(`staff:${email}`), address: clientAddress(ip) };
}

function hold(row: StaffFailureRow | undefined, now: Date): DomainError | undefined {
  if (row?.blockedUntil && row.blockedUntil > now) return blocked(row.reference ?? '');
  if (row?.retryAt && row.retryAt > now) return slowedDown(row.retryAt, now);
  return undefined;
}

/** The answer for a pair that is blocked or must still wait, if it is; nothing is checked meanwhile. */
export async function pairHold(db: Db, pair: Pair): Promise<DomainError | undefined> {
  return hold(await findPair(db, pair.subject, pair.address), new Date());
}

/** Count a wrong password (or unknown e-mail) and say what to answer. */
export async function countFailure(db: Db, pair: Pair): Promise<DomainError> {
  return withTransaction(db, async (t) => {
    const row = await lockPair(t, pair.subject, pair.address);
    const now = new Date();
    const held = hold(row, now);
    if (held) return held;
    const stale = row.failures === 0 || now.getTime() - row.lastFailedAt.getTime() > G.pairWindowSeconds * 1000;
    const failures = (stale ? 0 : row.failures) + 1;
    const base = { failures, lastFailedAt: now, ...(stale ? { firstFailedAt: now, blockedUntil: null, reference: null } : {}) };
    if (failures >= G.pairBlockFailures) {
      const reference = newReference();
      await updatePair(t, pair.subject, pair.address, { ...base, retryAt: null, blockedUntil: new Date(now.getTime() + G.pairBlockSeconds * 1000), reference });
      return blocked(reference);
    }
    const delay = pairDelaySeconds(failures);
    const retryAt = delay > 0 ? new Date(now.getTime() + delay * 1000) : null;
    await updatePair(t, pair.subject, pair.address, { ...base, retryAt });
    return retryAt ? slowedDown(retryAt, now) : new DomainError('authentication_failed');
  });
}

export async function clearFailures(db: Db, pair: Pair): Promise<void> {
  await deletePair(db, pair.subject, pair.address);
}
