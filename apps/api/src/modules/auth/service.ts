import { randomBytes } from 'node:crypto';
import { SIGN_IN_GUARD } from '@blush/shared/sign-in-guard';
import type { Language } from '@blush/shared/markets';
import { type Db, withTransaction } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Mailer } from '../../adapters/email/mailer.ts';
import { DomainError } from '../../domain-error.ts';
import { sendMail } from '../mail/service.ts';
import {
  type CustomerRow,
  customerByEmail,
  customerById,
  requireCustomer,
} from '../customer/service.ts';
import {
  consumeOneTimeToken,
  ensureGuard,
  expireOneTimeTokens,
  findBlockedPair,
  deletePairs,
  findGuard,
  findSocialIdentity,
  findSession,
  findUsableOneTimeToken,
  insertOneTimeToken,
  insertRefreshToken,
  insertSession,
  linkSocialIdentity,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeCustomerSessions,
  revokeSession,
  secret,
  socialProvidersOf,
  touchSession,
  updateGuard,
} from './repo.ts';
import { hashToken, newOpaqueToken, newReference, signAccessToken, verifyAccessToken } from './tokens.ts';
import { resetEmail, unlockEmail, welcomeEmail } from './emails.ts';
import { subjectOf } from './sign-in-guard.ts';

/** What the auth services need besides the database, built once at start. */
export interface AuthDeps {
  db: Db;
  key: Uint8Array;
  mailer: Mailer;
  settings: Pick<Env, 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_REUSE_GRACE_SECONDS' | 'PUBLIC_URL'>;
}

/** Sessions slide: each refresh extends them to 60 days, like the cookies (product guide §9). */
export const SESSION_TTL_MS = 60 * 24 * 60 * 60 * 1000;
const RESET_TTL_MINUTES = 60;
const UNLOCK_TTL_MS = 24 * 60 * 60 * 1000;
/** A locked account opens again by itself after this long, or at once through the unlock link. */
const LOCK_MS = SIGN_IN_GUARD.accountLockSeconds * 1000;

export async function loadSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  const value = configured ?? (await secret(db, 'jwt_hs256', () => randomBytes(48).toString('base64url')));
  return new TextEncoder().encode(value);
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  sessionId: string;
  customer: CustomerRow;
}

export interface SessionStart {
  flow: 'client' | 'app';
  deviceId?: string | undefined;
  userAgent?: string | undefined;
}

/** Open a session for a member and issue its first access and refresh tokens. */
export async function startSession(deps: AuthDeps, customer: CustomerRow, start: SessionStart): Promise<IssuedTokens> {
  const refresh = newOpaqueToken();
  const session = await withTransaction(deps.db, async (t) => {
    const row = await insertSession(t, {
      customerId: customer.id,
      flow: start.flow,
      deviceId: start.deviceId ?? null,
      userAgent: start.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    await insertRefreshToken(t, row.id, refresh.hash);
    return row;
  });
  const access = await signAccessToken(deps.key, { sub: customer.publicId, sid: session.id, name: customer.firstName }, deps.settings.ACCESS_TOKEN_TTL_SECONDS);
  return { accessToken: access.token, refreshToken: refresh.token, expiresAt: access.expiresAt, sessionId: session.id, customer };
}

async function sendUnlockEmail(deps: AuthDeps, customer: CustomerRow, origin: string, reference: string, attempts: number): Promise<void> {
  const link = newOpaqueToken();
  await expireOneTimeTokens(deps.db, customer.id, 'unlock');
  await insertOneTimeToken(deps.db, { customerId: customer.id, purpose: 'unlock', tokenHash: link.hash, data: reference, expiresAt: new Date(Date.now() + UNLOCK_TTL_MS) });
  const url = `${deps.settings.PUBLIC_URL ?? origin}/users/unlock?token=${link.token}`;
  const language = customer.language as Language;
  await sendMail(deps.db, deps.mailer, unlockEmail(language, customer.email, customer.firstName, url, reference, attempts), { kind: 'unlock', meta: { reference } });
}

/** Open a locked account through its e-mailed link (single use). */
export async function unlock(deps: AuthDeps, token: string): Promise<void> {
  const row = await consumeOneTimeToken(deps.db, 'unlock', hashToken(token));
  if (!row?.customerId) throw new DomainError('unlock_link_invalid');
  await unlockAccount(deps, row.customerId);
}

/**
 * Send a fresh unlock link to an account that is locked, or blocked from some address (the owner
 * who mistyped ten times); silent about accounts that are unknown or neither.
 */
export async function requestUnlock(deps: AuthDeps, email: string, origin: string): Promise<void> {
  const customer = await customerByEmail(deps.db, email);
  if (!customer) return;
  const guard = await findGuard(deps.db, customer.id);
  if (guard?.lockedUntil && guard.lockedUntil > new Date()) {
    await sendUnlockEmail(deps, customer, origin, guard.reference ?? newReference(), guard.failedAttempts);
    return;
  }
  const pair = await findBlockedPair(deps.db, subjectOf(customer.email));
  if (pair) await sendUnlockEmail(deps, customer, origin, pair.reference ?? newReference(), pair.failures);
}

export interface RefreshInput {
  refreshToken: string;
  flow: 'client' | 'app';
  /** App flow: the device the session was opened on, and the (possibly expired) access token it holds. */
  deviceId?: string | undefined;
  bearer?: string | undefined;
}

/**
 * Rotate a refresh token. The token is locked while it is used: the first use marks it used and
 * issues its successor. A used token presented again within the grace period (two tabs that
 * refreshed at the same moment, a retried request) gets a fresh sibling token in the same
 * session; later it is reuse — somebody holds a stolen copy — and the whole session is revoked.
 */
export async function refresh(deps: AuthDeps, input: RefreshInput): Promise<IssuedTokens> {
  const presentedHash = hashToken(input.refreshToken);
  let bearerSid: string | undefined;
  if (input.flow === 'app') {
    if (!input.bearer || !input.deviceId) throw new DomainError('authentication_failed');
    bearerSid = (await verifyAccessToken(deps.key, input.bearer, { ignoreExpiry: true })).sid;
  }
  const next = newOpaqueToken();
  const outcome = await withTransaction(deps.db, async (t) => {
    const row = await lockRefreshToken(t, presentedHash);
    if (!row) return { kind: 'invalid' as const };
    const { token, session } = row;
    const now = new Date();
    if (session.revokedAt || session.expiresAt <= now || session.flow !== input.flow) return { kind: 'invalid' as const };
    if (input.flow === 'app' && (session.id !== bearerSid || session.deviceId !== input.deviceId)) return { kind: 'invalid' as const };
    if (token.usedAt) {
      const sinceUse = now.getTime() - token.usedAt.getTime();
      if (sinceUse > deps.settings.REFRESH_REUSE_GRACE_SECONDS * 1000) {
        await revokeSession(t, session.id, 'reuse');
        return { kind: 'reuse' as const };
      }
    } else {
      await markRefreshTokenUsed(t, token.id);
    }
    await insertRefreshToken(t, session.id, next.hash);
    await touchSession(t, session.id, new Date(now.getTime() + SESSION_TTL_MS));
    return { kind: 'ok' as const, sessionId: session.id, customerId: session.customerId };
  });
  if (outcome.kind !== 'ok') throw new DomainError('authentication_failed');
  const customer = await requireCustomer(deps.db, outcome.customerId);
  const access = await signAccessToken(deps.key, { sub: customer.publicId, sid: outcome.sessionId, name: customer.firstName }, deps.settings.ACCESS_TOKEN_TTL_SECONDS);
  return { accessToken: access.token, refreshToken: next.token, expiresAt: access.expiresAt, sessionId: outcome.sessionId, customer };
}

export interface Member {
  customerId: number;
  publicId: string;
  sessionId: string;
  expiresAt: Date;
}

/** The member an access token belongs to, while its session is open. */
export async function authenticate(deps: AuthDeps, accessToken: string | undefined): Promise<Member> {
  if (!accessToken) throw new DomainError('sign_in_required');
  const claims = await verifyAccessToken(deps.key, accessToken);
  const session = await findSession(deps.db, claims.sid);
  if (!session || session.revokedAt || session.expiresAt <= new Date()) throw new DomainError('authentication_failed');
  return { customerId: session.customerId, publicId: claims.sub, sessionId: session.id, expiresAt: new Date(claims.exp * 1000) };
}

/** After a password change the member stays signed in here and is signed out everywhere else. */
export function revokeOtherSessions(deps: AuthDeps, customerId: number, keepSessionId: string): Promise<void> {
  return revokeCustomerSessions(deps.db, customerId, 'password_changed', keepSessionId);
}

/**
 * Lock an account at once (sandbox users, support), as a distributed attack would, and sign it out
 * everywhere: new devices then need an e-mailed code. Sends the unlock e-mail with the Reference ID.
 */
export async function lockAccount(deps: AuthDeps, customer: CustomerRow, origin: string): Promise<string> {
  const reference = newReference();
  const now = new Date();
  await ensureGuard(deps.db, customer.id);
  await updateGuard(deps.db, customer.id, { failedAttempts: SIGN_IN_GUARD.accountLockFailures, lastFailedAt: now, lockedAt: now, lockedUntil: new Date(now.getTime() + LOCK_MS), reference });
  await revokeCustomerSessions(deps.db, customer.id, 'locked');
  await sendUnlockEmail(deps, customer, origin, reference, SIGN_IN_GUARD.accountLockFailures);
  return reference;
}

/** Lift the account lock and forget every failure counted against the account (all addresses). */
export async function unlockAccount(deps: AuthDeps, customerId: number): Promise<void> {
  await ensureGuard(deps.db, customerId);
  await updateGuard(deps.db, customerId, { failedAttempts: 0, lastFailedAt: null, lockedAt: null, lockedUntil: null });
  const customer = await customerById(deps.db, customerId);
  if (customer) await deletePairs(deps.db, subjectOf(customer.email));
}

export async function isLocked(deps: AuthDeps, customerId: number): Promise<boolean> {
  const guard = await findGuard(deps.db, customerId);
  return !!guard?.lockedUntil && guard.lockedUntil > new Date();
}

export async function signOut(deps: AuthDeps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId, 'sign_out');
}

/** Sign out through the refresh token alone (the access token may have expired already). */
export async function signOutByRefreshToken(deps: AuthDeps, refreshToken: string): Promise<void> {
  await withTransaction(deps.db, async (t) => {
    const row = await lockRefreshToken(t, hashToken(refreshToken));
    if (row) await revokeSession(t, row.session.id, 'sign_out');
  });
}

/**
 * Send a reset link when the e-mail is on record; the answer is the same either way (the caller
 * shows "sent only if on record"). A new link makes the earlier ones stop working.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, origin: string): Promise<void> {
  const customer = await customerByEmail(deps.db, email);
  if (!customer) return;
  const link = newOpaqueToken();
  await expireOneTimeTokens(deps.db, customer.id, 'password_reset');
  await insertOneTimeToken(deps.db, {
    customerId: customer.id,
    purpose: 'password_reset',
    tokenHash: link.hash,
    expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
  });
  const url = `${deps.settings.PUBLIC_URL ?? origin}/users/password/reset?token=${link.token}`;
  await sendMail(deps.db, deps.mailer, resetEmail(customer.language as Language, customer.email, customer.firstName, url, RESET_TTL_MINUTES), { kind: 'password_reset' });
}

export async function checkResetToken(deps: AuthDeps, token: string): Promise<void> {
  if (!(await findUsableOneTimeToken(deps.db, 'password_reset', hashToken(token)))) throw new DomainError('reset_link_expired');
}

/** The member a usable reset link belongs to (the reset flow checks the new password before using it up). */
export async function resetLinkOwner(deps: AuthDeps, token: string): Promise<number> {
  const pending = await findUsableOneTimeToken(deps.db, 'password_reset', hashToken(token));
  if (!pending?.customerId) throw new DomainError('reset_link_expired');
  return pending.customerId;
}

/** Use up a reset link: of two racing uses only one succeeds, the other is `reset_link_expired`. */
export async function useResetLink(deps: AuthDeps, token: string): Promise<void> {
  if (!(await consumeOneTimeToken(deps.db, 'password_reset', hashToken(token)))) throw new DomainError('reset_link_expired');
}

/** After a new password: every session of the member ends, a lock from failed sign-ins is lifted, remembered browsers ask for the code again. */
export async function closeSessionsAfterReset(deps: AuthDeps, customerId: number): Promise<void> {
  await revokeCustomerSessions(deps.db, customerId, 'password_changed');
  await unlockAccount(deps, customerId);
  await updateGuard(deps.db, customerId, { devicesValidAfter: new Date() });
}

export async function sendWelcome(deps: AuthDeps, customer: CustomerRow, origin: string): Promise<void> {
  await sendMail(deps.db, deps.mailer, welcomeEmail(customer.language as Language, customer.email, customer.firstName, `${deps.settings.PUBLIC_URL ?? origin}/account`, customer.cardNumber), { kind: 'welcome' });
}

export async function socialProviders(deps: AuthDeps, customerId: number): Promise<'google'[]> {
  return [...new Set(await socialProvidersOf(deps.db, customerId))].filter((p): p is 'google' => p === 'google');
}

export { customerById };

/** Pending social link (from a "not linked: sign up" answer): provider, subject and e-mail. */
export interface SocialLink {
  provider: 'google';
  subject: string;
  email: string | null;
}

const SOCIAL_LINK_TTL_MS = 30 * 60 * 1000;

export async function createSocialLinkToken(deps: AuthDeps, link: SocialLink): Promise<string> {
  const token = newOpaqueToken();
  await insertOneTimeToken(deps.db, { purpose: 'social_link', tokenHash: token.hash, data: JSON.stringify(link), expiresAt: new Date(Date.now() + SOCIAL_LINK_TTL_MS) });
  return token.token;
}

/** Link the social account a pending token names to a member who just registered or signed in. */
export async function linkSocialFromToken(deps: AuthDeps, token: string, customer: CustomerRow): Promise<void> {
  const row = await consumeOneTimeToken(deps.db, 'social_link', hashToken(token));
  if (!row?.data) throw new DomainError('social_sign_in_failed');
  const link = JSON.parse(row.data) as SocialLink;
  await linkSocialIdentity(deps.db, { provider: link.provider, subject: link.subject, customerId: customer.id, email: link.email });
}

/** The member a social account is linked to: by its subject, else by the same verified e-mail (then linked). */
export async function memberForSocial(deps: AuthDeps, link: SocialLink & { emailVerified: boolean }): Promise<CustomerRow | undefined> {
  const identity = await findSocialIdentity(deps.db, link.provider, link.subject);
  if (identity) return customerById(deps.db, identity.customerId);
  if (!link.email || !link.emailVerified) return undefined;
  const customer = await customerByEmail(deps.db, link.email);
  if (customer) await linkSocialIdentity(deps.db, { provider: link.provider, subject: link.subject, customerId: customer.id, email: link.email });
  return customer;
}
