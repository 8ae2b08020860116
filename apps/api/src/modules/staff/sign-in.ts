/**
 * Staff sign-in, two steps (docs/decisions/0029). The password opens a `second_factor` session of a
 * few minutes (or, before the staff member has an authenticator, only its enrolment); the current
 * TOTP code or one recovery code then activates it. Wrong passwords are counted per pair
 * (`lockout.ts`); wrong codes per account, which locks after `STAFF_SIGN_IN.secondFactorMaxFailures`.
 * The staff row is locked while a code is checked, so of two requests with the same code one wins.
 */
import { STAFF_SIGN_IN } from '@blush/shared/staff-contracts';
import { withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { burnPasswordCheck, verifyPassword } from '../customer/password.ts';
import { newReference } from '../auth/tokens.ts';
import type { StaffDeps } from './deps.ts';
import { type AuditActor, recordAudit } from './audit.ts';
import { clearFailures, countFailure, pairHold, pairOf } from './lockout.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import { type StaffRow, type StaffSessionRow, lockStaff, revokeStaffSessions, setStaffSecurity, staffByEmail, useRecoveryCode } from './repo.ts';
import { openSecret } from './secret-box.ts';
import { activateSession, openSecondFactorSession } from './session.ts';
import { matchTotp } from './totp.ts';

export function isLocked(staff: Pick<StaffRow, 'lockedUntil'>, now = new Date()): boolean {
  return !!staff.lockedUntil && staff.lockedUntil > now;
}

export function lockedError(staff: Pick<StaffRow, 'lockedUntil' | 'lockReference'>): DomainError {
  const minutes = Math.max(1, Math.ceil((staff.lockedUntil!.getTime() - Date.now()) / 60_000));
  return new DomainError('second_factor_locked', { minutes, reference: staff.lockReference ?? '' }, { reference: staff.lockReference ?? '' });
}

export interface PasswordStepInput {
  email: string;
  password: string;
  ip: string | undefined;
  userAgent: string | undefined;
}

/** The first step: the password. A disabled or unknown account answers as a wrong password, after the same argon2 work. */
export async function passwordStep(deps: StaffDeps, input: PasswordStepInput): Promise<{ token: string; expiresAt: Date; needsEnrolment: boolean }> {
  const pair = pairOf(input.email, input.ip);
  const held = await pairHold(deps.db, pair);
  if (held) throw held;
  const staff = await staffByEmail(deps.db, input.email);
  if (!staff) {
    await burnPasswordCheck(input.password);
    throw await countFailure(deps.db, pair);
  }
  if (!(await verifyPassword(staff.passwordHash, input.password)) || staff.disabledAt) throw await countFailure(deps.db, pair);
  await clearFailures(deps.db, pair);
  if (isLocked(staff)) throw lockedError(staff);
  const { token, session } = await openSecondFactorSession(deps.db, staff, input.userAgent);
  return { token, expiresAt: session.expiresAt, needsEnrolment: !staff.totpSecret };
}

export type SecondFactor = { code: string } | { recovery_code: string };

type Outcome = { kind: 'ok'; method: 'totp' | 'recovery_code' } | { kind: 'refused'; error: DomainError };

/** The second step: the current code (never one already used) or an unused recovery code. */
export async function secondFactorStep(deps: StaffDeps, session: StaffSessionRow, staffId: number, factor: SecondFactor, actor: AuditActor): Promise<Date> {
  const outcome = await withTransaction(deps.db, async (t): Promise<Outcome> => {
    const staff = await lockStaff(t, staffId);
    if (!staff || staff.disabledAt) return { kind: 'refused', error: new DomainError('sign_in_required') };
    if (isLocked(staff)) return { kind: 'refused', error: lockedError(staff) };
    let method: 'totp' | 'recovery_code' | undefined;
    if ('code' in factor) {
      const secret = staff.totpSecret ? openSecret(deps.key, staff.totpSecret) : undefined;
      const step = secret ? matchTotp(secret, factor.code, Date.now(), staff.totpLastStep) : undefined;
      if (step !== undefined) {
        await setStaffSecurity(t, staff.id, { totpLastStep: step, secondFactorFailures: 0 });
        method = 'totp';
      }
    } else if (staff.totpSecret && (await useRecoveryCode(t, staff.id, recoveryCodeHash(deps.key, staff.id, factor.recovery_code)))) {
      await setStaffSecurity(t, staff.id, { secondFactorFailures: 0 });
      method = 'recovery_code';
    }
    if (method) {
      await recordAudit(t, deps.key, actor, { action: 'staff.signed_in', targetType: 'staff', targetId: staff.publicId, after: { method } });
      return { kind: 'ok', method };
    }
    const failures = staff.secondFactorFailures + 1;
    if (failures < STAFF_SIGN_IN.secondFactorMaxFailures) {
      await setStaffSecurity(t, staff.id, { secondFactorFailures: failures });
      return { kind: 'refused', error: new DomainError('second_factor_invalid') };
    }
    const locked = { lockedUntil: new Date(Date.now() + STAFF_SIGN_IN.lockMinutes * 60_000), lockReference: newReference() };
    await setStaffSecurity(t, staff.id, { secondFactorFailures: 0, ...locked });
    await revokeStaffSessions(t, staff.id);
    await recordAudit(t, deps.key, actor, { action: 'staff.locked', targetType: 'staff', targetId: staff.publicId, after: { reason: 'second_factor_failures', reference: locked.lockReference } });
    return { kind: 'refused', error: lockedError(locked) };
  });
  if (outcome.kind === 'refused') throw outcome.error;
  return activateSession(deps.db, session);
}
