/**
 * Sign-in with e-mail and password behind the sign-in guard (docs/decisions/0017).
 *
 * Failures are counted per (subject, address) pair — the subject is the e-mail, known or not — so
 * a guesser slows down and is then blocked without touching the owner elsewhere. Only a distributed
 * attack (many failures from many addresses) locks the account; while it is locked the owner gets
 * in with the password plus an e-mailed code, or from a device that signed in before. Every count
 * of a known account happens in a transaction that locks its guard row first (then the pair row),
 * so racing attempts lock the account once and send one e-mail.
 */
import { SIGN_IN_GUARD } from '@blush/shared/sign-in-guard';
import type { Language } from '@blush/shared/markets';
import { type Db, withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { sendMail } from '../mail/service.ts';
import { type CustomerRow, burnPasswordCheck, customerByEmail, verifyPassword } from '../customer/service.ts';
import {
  type FailureRow,
  codesSentSince,
  deletePairs,
  ensureGuard,
  expireOneTimeTokens,
  expireSignInCodes,
  findGuard,
  findPair,
  insertOneTimeToken,
  insertSignInCode,
  lockGuard,
  lockPair,
  lockUsableSignInCode,
  pairTotals,
  pruneSignInGuards,
  updateGuard,
  updatePair,
  updateSignInCode,
} from './repo.ts';
import { type AuthDeps, type IssuedTokens, type SessionStart, startSession } from './service.ts';
import { attackEmail, signInCodeEmail } from './guard-emails.ts';
import { clientAddress, isKnownDevice, knownDeviceCookieName, knownDeviceCookieValue, newSignInCode, pairDelaySeconds, signInCodeMatches, subjectOf } from './sign-in-guard.ts';
import { newOpaqueToken, newReference } from './tokens.ts';

const G = SIGN_IN_GUARD;
const UNLOCK_TTL_MS = 24 * 60 * 60 * 1000;

export interface SignInInput extends SessionStart {
  email: string;
  password: string;
  /** The e-mailed code, on the second step while the account is locked. */
  code?: string | undefined;
  /** The client's IP address (request.ip). */
  ip: string | undefined;
  /** The request's cookies, to find this account's known-device cookie. */
  cookies: Readonly<Record<string, string | undefined>>;
  origin: string;
  language: Language;
}

export interface SignedIn extends IssuedTokens {
  /** The known-device cookie to set (client flow): this browser has now signed in to this account. */
  knownDevice: { name: string; value: string };
}

export function blocked(reference: string): DomainError {
  return new DomainError('sign_in_blocked', { reference }, { reference });
}

export function slowedDown(retryAt: Date, now = new Date()): DomainError {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  return new DomainError('sign_in_slowed_down', {}, { retry_after: seconds });
}

/** The answer to a pair that is blocked or still waiting, if it is. */
function pairHold(pair: FailureRow | undefined, now: Date): DomainError | undefined {
  if (pair?.blockedUntil && pair.blockedUntil > now) return blocked(pair.reference ?? '');
  if (pair?.retryAt && pair.retryAt > now) return slowedDown(pair.retryAt, now);
  return undefined;
}

type Counted = { kind: 'failed' } | { kind: 'slowed'; retryAt: Date } | { kind: 'blocked'; reference: string };

/** Count one failure of a locked pair row: after the free failures it waits, at the block count it is blocked. */
async function countFailure(t: Db, pair: FailureRow, now: Date): Promise<Counted> {
  const blockedNow = pair.blockedUntil !== null && pair.blockedUntil > now;
  const stale = pair.failures === 0 || (!blockedNow && now.getTime() - pair.lastFailedAt.getTime() > G.pairWindowSeconds * 1000);
  const failures = (stale ? 0 : pair.failures) + 1;
  const base = { failures, lastFailedAt: now, ...(stale ? { firstFailedAt: now, blockedUntil: null, reference: null, retryAt: null } : {}) };
  if (failures >= G.pairBlockFailures) {
    const reference = newReference();
    await updatePair(t, pair.subject, pair.address, { ...base, retryAt: null, blockedUntil: new Date(now.getTime() + G.pairBlockSeconds * 1000), reference });
    return { kind: 'blocked', reference };
  }
  const delay = pairDelaySeconds(failures);
  const retryAt = delay > 0 ? new Date(now.getTime() + delay * 1000) : null;
  await updatePair(t, pair.subject, pair.address, { ...base, retryAt });
  return retryAt ? { kind: 'slowed', retryAt } : { kind: 'failed' };
}

function answerFor(counted: Counted, now: Date, otherwise: DomainError): DomainError {
  if (counted.kind === 'blocked') return blocked(counted.reference);
  if (counted.kind === 'slowed') return slowedDown(counted.retryAt, now);
  return otherwise;
}

/** Now and then (about one failure in a hundred) drop rows older than a day. */
async function maybePrune(db: Db): Promise<void> {
  if (Math.random() < 0.01) await pruneSignInGuards(db, new Date(Date.now() - 24 * 60 * 60 * 1000));
}

async function failUnknown(deps: AuthDeps, subject: string, address: string): Promise<never> {
  const now = new Date();
  const answer = await withTransaction(deps.db, async (t) => {
    const pair = await lockPair(t, subject, address);
    return pairHold(pair, now) ?? answerFor(await countFailure(t, pair, now), now, new DomainError('authentication_failed'));
  });
  await maybePrune(deps.db);
  throw answer;
}

type Outcome =
  | { kind: 'ok' }
  | { kind: 'refused'; error: DomainError; sendCode?: string | undefined; attack?: { reference: string; failures: number; addresses: number } | undefined };

/** Issue a code for a locked account unless one went out within the resend gap or the hourly cap is reached. */
async function issueCode(deps: AuthDeps, t: Db, customerId: number, now: Date): Promise<string | undefined> {
  const sent = await codesSentSince(t, customerId, new Date(now.getTime() - 60 * 60 * 1000));
  if (sent.count >= G.codesPerHour) return undefined;
  if (sent.last && now.getTime() - sent.last.getTime() < G.codeResendSeconds * 1000) return undefined;
  await expireSignInCodes(t, customerId);
  const fresh = newSignInCode(deps.key, customerId);
  await insertSignInCode(t, { customerId, codeHash: fresh.hash, salt: fresh.salt, expiresAt: new Date(now.getTime() + G.codeTtlSeconds * 1000) });
  return fresh.code;
}

/** Whether the code is the member's usable one; a wrong code uses up one of its tries. Used up when right. */
async function useCode(deps: AuthDeps, t: Db, customerId: number, code: string): Promise<boolean> {
  const row = await lockUsableSignInCode(t, customerId, G.codeMaxTries);
  if (!row) return false;
  if (signInCodeMatches(deps.key, customerId, row.salt, code, row.codeHash)) {
    await updateSignInCode(t, row.id, { usedAt: new Date() });
    return true;
  }
  await updateSignInCode(t, row.id, { tries: row.tries + 1 });
  return false;
}

/**
 * Sign in. Order of answers: a blocked pair 423 (Reference ID), a waiting pair 429 (Retry-After),
 * an unknown e-mail or wrong password 401 after the same argon2 work; on a locked account every
 * attempt without a known device answers `sign_in_code_required` alike, whether the password was
 * right or not (a code is e-mailed only when it was), and a wrong code `sign_in_code_invalid`.
 */
export async function signIn(deps: AuthDeps, input: SignInInput): Promise<SignedIn> {
  const subject = subjectOf(input.email);
  const address = clientAddress(input.ip);
  const before = await findPair(deps.db, subject, address);
  const hold = pairHold(before, new Date());
  if (hold) throw hold;
  const customer = await customerByEmail(deps.db, input.email);
  if (!customer || !customer.passwordHash) {
    await burnPasswordCheck(input.password);
    return failUnknown(deps, subject, address);
  }
  const ok = await verifyPassword(customer.passwordHash, input.password);
  const deviceCookie = knownDeviceCookieName(deps.key, customer.publicId);
  const signedIn = async (): Promise<SignedIn> => ({
    ...(await startSession(deps, customer, input)),
    knownDevice: { name: deviceCookie, value: knownDeviceCookieValue(deps.key, customer.publicId) },
  });
  const guard = await findGuard(deps.db, customer.id);
  const lockedNow = (g: typeof guard) => !!g?.lockedUntil && g.lockedUntil > new Date();
  // The usual case — right password, account not locked, no failures from here — needs no bookkeeping.
  if (ok && !lockedNow(guard) && !before) return signedIn();

  await ensureGuard(deps.db, customer.id);
  const outcome = await withTransaction(deps.db, async (t): Promise<Outcome> => {
    const current = await lockGuard(t, customer.id);
    const pair = await lockPair(t, subject, address);
    const now = new Date();
    const held = pairHold(pair, now);
    if (held) return { kind: 'refused', error: held };
    const locked = lockedNow(current);
    const known = locked && isKnownDevice(deps.key, customer.publicId, input.cookies[deviceCookie], current.devicesValidAfter);
    if (ok && (!locked || known || (input.code !== undefined && (await useCode(deps, t, customer.id, input.code))))) {
      await deletePairs(t, subject, address);
      if (locked && !known) await expireSignInCodes(t, customer.id);
      return { kind: 'ok' };
    }
    const counted = await countFailure(t, pair, now);
    if (locked) {
      // Same answer for a right or wrong password: the code step never tells a guesser which it was.
      const sendCode = ok && input.code === undefined ? await issueCode(deps, t, customer.id, now) : undefined;
      const error = new DomainError(input.code === undefined ? 'sign_in_code_required' : 'sign_in_code_invalid', {}, { reference: current.reference ?? '' });
      return { kind: 'refused', error: answerFor(counted, now, error), sendCode };
    }
    const totals = await pairTotals(t, subject, new Date(now.getTime() - G.accountWindowSeconds * 1000));
    let attack: { reference: string; failures: number; addresses: number } | undefined;
    if (totals.failures >= G.accountLockFailures && totals.addresses >= G.accountLockAddresses) {
      const reference = newReference();
      await updateGuard(t, customer.id, { failedAttempts: totals.failures, lastFailedAt: now, lockedAt: now, lockedUntil: new Date(now.getTime() + G.accountLockSeconds * 1000), reference });
      attack = { reference, ...totals };
    }
    return { kind: 'refused', error: answerFor(counted, now, new DomainError('authentication_failed')), attack };
  });
  if (outcome.kind === 'ok') return signedIn();
  if (outcome.sendCode) await sendCodeEmail(deps, customer, outcome.sendCode);
  if (outcome.attack) await sendAttackEmail(deps, customer, input.origin, outcome.attack);
  await maybePrune(deps.db);
  throw outcome.error;
}

async function sendCodeEmail(deps: AuthDeps, customer: CustomerRow, code: string): Promise<void> {
  const mail = signInCodeEmail(customer.language as Language, customer.email, customer.firstName, code, Math.round(G.codeTtlSeconds / 60));
  await sendMail(deps.db, deps.mailer, mail, { kind: 'sign_in_code' });
}

/** Tell the owner, once per lock, that the account was attacked; the mail carries the Reference ID and an unlock link. */
async function sendAttackEmail(deps: AuthDeps, customer: CustomerRow, origin: string, attack: { reference: string; failures: number; addresses: number }): Promise<void> {
  const link = newOpaqueToken();
  await expireOneTimeTokens(deps.db, customer.id, 'unlock');
  await insertOneTimeToken(deps.db, { customerId: customer.id, purpose: 'unlock', tokenHash: link.hash, data: attack.reference, expiresAt: new Date(Date.now() + UNLOCK_TTL_MS) });
  const url = `${deps.settings.PUBLIC_URL ?? origin}/users/unlock?token=${link.token}`;
  const mail = attackEmail(customer.language as Language, customer.email, customer.firstName, url, { ...attack, hours: Math.round(G.accountLockSeconds / 3600) });
  await sendMail(deps.db, deps.mailer, mail, { kind: 'sign_in_attack', meta: { reference: attack.reference } });
}
