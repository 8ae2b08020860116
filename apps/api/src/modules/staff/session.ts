/**
 * Back-office sessions (docs/decisions/0029): an opaque random token in the `blush_staff` cookie —
 * HttpOnly, SameSite=Strict, Secure, path `/api/admin`, so the storefront's pages and API never see
 * it — kept as its SHA-256. Read on every admin request, so signing out, disabling a staff member or
 * resetting their second factor takes effect at once. `second_factor` sessions live minutes and
 * open only the second step; `active` ones end after an idle hour or a working day.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_SESSION_COOKIE, STAFF_SESSION_COOKIE_PATH, STAFF_SIGN_IN } from '@blush/shared/staff-contracts';
import type { Db } from '../../db/client.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { type StaffRow, type StaffSessionRow, insertSession, openSessionByToken, revokeSession, updateSession } from './repo.ts';

const MINUTE = 60_000;

export async function openSecondFactorSession(db: Db, staff: StaffRow, userAgent: string | undefined): Promise<{ token: string; session: StaffSessionRow }> {
  const { token, hash } = newOpaqueToken();
  const session = await insertSession(db, {
    staffId: staff.id,
    tokenHash: hash,
    stage: 'second_factor',
    expiresAt: new Date(Date.now() + STAFF_SIGN_IN.secondFactorMinutes * MINUTE),
    userAgent: userAgent?.slice(0, 256) ?? null,
  });
  return { token, session };
}

/** When an active session ends if used now: an idle hour from now, never past the working day. */
export function activeExpiry(session: Pick<StaffSessionRow, 'createdAt'>, now = Date.now()): Date {
  return new Date(Math.min(now + STAFF_SIGN_IN.idleMinutes * MINUTE, session.createdAt.getTime() + STAFF_SIGN_IN.maxHours * 60 * MINUTE));
}

/** The second factor was given: the session opens the back office. */
export async function activateSession(db: Db, session: StaffSessionRow): Promise<Date> {
  const expiresAt = activeExpiry(session);
  await updateSession(db, session.id, { stage: 'active', expiresAt, lastSeenAt: new Date() });
  return expiresAt;
}

/** The open session of a token with its staff member; its idle clock restarts (written at most once a minute). */
export async function sessionOfToken(db: Db, token: string | undefined): Promise<{ session: StaffSessionRow; staff: StaffRow } | undefined> {
  if (!token) return undefined;
  const found = await openSessionByToken(db, hashToken(token));
  if (found && found.session.stage === 'active' && Date.now() - found.session.lastSeenAt.getTime() > MINUTE) {
    const expiresAt = activeExpiry(found.session);
    await updateSession(db, found.session.id, { lastSeenAt: new Date(), expiresAt });
    found.session = { ...found.session, expiresAt, lastSeenAt: new Date() };
  }
  return found;
}

/** Sign out: the session ends at once. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await revokeSession(db, sessionId);
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string, production: boolean): void {
  reply.setCookie(STAFF_SESSION_COOKIE, token, {
    path: STAFF_SESSION_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: production || request.protocol === 'https',
  });
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_SESSION_COOKIE, { path: STAFF_SESSION_COOKIE_PATH });
}

export function staffTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[STAFF_SESSION_COOKIE] || undefined;
}
