/**
 * Enrolling an authenticator app (RFC 6238): a new secret, handed out once as an otpauth:// URI and
 * its QR code and kept sealed as pending; the first right code makes it the staff member's secret,
 * issues ten fresh recovery codes (shown once) and, on a first enrolment after the password,
 * activates the session. Until then the old authenticator, if any, keeps working.
 */
import QRCode from 'qrcode';
import { withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import type { StaffDeps } from './deps.ts';
import { type AuditActor, recordAudit } from './audit.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { type StaffRow, type StaffSessionRow, lockStaff, replaceRecoveryCodes, setStaffSecurity } from './repo.ts';
import { openSecret, sealSecret } from './secret-box.ts';
import { activateSession } from './session.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

export const TOTP_ISSUER = 'Blush back office';

/**
 * Between the password and the second factor only a staff member without an authenticator may
 * enrol (else the password alone would replace the second factor); a signed-in one may replace theirs.
 */
function mayEnrol(session: StaffSessionRow, staff: Pick<StaffRow, 'totpSecret'>): void {
  if (session.stage !== 'active' && staff.totpSecret !== null) throw new DomainError('not_authorized');
}

export async function startEnrolment(deps: StaffDeps, session: StaffSessionRow, staff: StaffRow): Promise<{ secret: string; uri: string; qrSvg: string }> {
  mayEnrol(session, staff);
  const secret = newTotpSecret();
  await setStaffSecurity(deps.db, staff.id, { totpPendingSecret: sealSecret(deps.key, secret) });
  const uri = otpauthUri(secret, staff.email, TOTP_ISSUER);
  return { secret, uri, qrSvg: await QRCode.toString(uri, { errorCorrectionLevel: 'M', margin: 4, type: 'svg' }) };
}

/** The first code from the new authenticator: it becomes the second factor; the recovery codes are returned once. */
export async function confirmEnrolment(deps: StaffDeps, session: StaffSessionRow, staffId: number, code: string, actor: AuditActor): Promise<string[]> {
  const codes = newRecoveryCodes();
  await withTransaction(deps.db, async (t) => {
    const staff = await lockStaff(t, staffId);
    const secret = staff?.totpPendingSecret ? openSecret(deps.key, staff.totpPendingSecret) : undefined;
    const step = secret ? matchTotp(secret, code, Date.now(), null) : undefined;
    if (staff) mayEnrol(session, staff);
    if (!staff || !secret || step === undefined) throw new DomainError('second_factor_invalid');
    const replaced = staff.totpSecret !== null;
    await setStaffSecurity(t, staff.id, { totpSecret: staff.totpPendingSecret, totpPendingSecret: null, totpEnrolledAt: new Date(), totpLastStep: step, secondFactorFailures: 0 });
    await replaceRecoveryCodes(t, staff.id, codes.map((c) => recoveryCodeHash(deps.key, staff.id, c)));
    await recordAudit(t, deps.key, actor, { action: 'staff.second_factor_enrolled', targetType: 'staff', targetId: staff.publicId, before: { second_factor: replaced }, after: { second_factor: true, recovery_codes: codes.length } });
  });
  if (session.stage === 'second_factor') await activateSession(deps.db, session);
  return codes;
}
