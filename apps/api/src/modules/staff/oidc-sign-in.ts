/**
 * Staff single sign-on (docs/decisions/0034): the company's OpenID Connect provider vouches for a
 * person, the back office decides who they are. The first sign-in finds the EXISTING, active staff
 * member by verified e-mail and binds the provider's account to them (issuer + subject, audited
 * `staff.sso_linked`); from then on only that account signs them in, whatever its e-mail has become,
 * and another account presenting their e-mail is refused (`other_account`, audited
 * `staff.sso_refused`) until an administrator clears the binding. The provider neither creates staff
 * nor gives roles. Its sign-in — with the MFA the company's policy demands there — counts as both
 * factors: the session opens `active` at once, the same kind of session the password and
 * authenticator open (same cookie, same idle hour and working day), with the same audit entry,
 * method `oidc`.
 */
import { withTransaction } from '../../db/client.ts';
import type { OidcIdentity } from '../../adapters/oidc/oidc.ts';
import type { StaffDeps } from './deps.ts';
import { type AuditActor, recordAudit } from './audit.ts';
import { lockStaff, staffByEmail, staffBySsoSubject, updateStaff } from './repo.ts';
import { activateSession, openSecondFactorSession } from './session.ts';
import { isLocked } from './sign-in.ts';

/** Why a person the provider vouched for is not let in (the admin sign-in page shows each in words). */
export type StaffSsoRefusal = 'not_recognised' | 'locked' | 'other_account';

export type StaffSsoOutcome = { kind: 'signed_in'; token: string; expiresAt: Date } | { kind: 'refused'; reason: StaffSsoRefusal };

/** The address the identity may be matched by: verified by the provider, and of the company's domain when one is set. */
export function matchableEmail(identity: OidcIdentity, domain: string | undefined): string | undefined {
  if (!identity.email || !identity.emailVerified) return undefined;
  if (domain && !identity.email.endsWith(`@${domain.toLowerCase().replace(/^@/, '')}`)) return undefined;
  return identity.email;
}

/**
 * Sign in the staff member the identity belongs to: the one bound to it, else (not yet bound to
 * anyone) the one with its verified e-mail. Unknown and disabled people get the same answer (nothing
 * tells an outsider who works here); a member locked by wrong codes stays locked until it ends.
 */
export async function staffSsoSignIn(
  deps: StaffDeps,
  identity: OidcIdentity,
  options: { issuer: string; emailDomain: string | undefined; userAgent: string | undefined; actor: Omit<AuditActor, 'staffId'> },
): Promise<StaffSsoOutcome> {
  const account = { issuer: options.issuer, subject: identity.subject };
  const bound = await staffBySsoSubject(deps.db, account.issuer, account.subject);
  const email = bound ? undefined : matchableEmail(identity, options.emailDomain);
  const found = bound ?? (email ? await staffByEmail(deps.db, email) : undefined);
  if (!found) return { kind: 'refused', reason: 'not_recognised' };
  return withTransaction(deps.db, async (t): Promise<StaffSsoOutcome> => {
    const staff = await lockStaff(t, found.id);
    if (!staff || staff.disabledAt) return { kind: 'refused', reason: 'not_recognised' };
    const sameAccount = staff.ssoIssuer === account.issuer && staff.ssoSubject === account.subject;
    // Found by its binding, which an administrator cleared meanwhile: not by e-mail, so not theirs.
    if (!sameAccount && bound) return { kind: 'refused', reason: 'not_recognised' };
    if (!sameAccount && staff.ssoSubject !== null) {
      // Their e-mail, but not the account they are bound to: refused, and the attempt kept.
      await recordAudit(t, deps.key, { ...options.actor, staffId: null }, { action: 'staff.sso_refused', targetType: 'staff', targetId: staff.publicId, after: { reason: 'other_account', ...account } });
      return { kind: 'refused', reason: 'other_account' };
    }
    if (isLocked(staff)) return { kind: 'refused', reason: 'locked' };
    if (!sameAccount) {
      await updateStaff(t, staff.id, { ssoIssuer: account.issuer, ssoSubject: account.subject, ssoLinkedAt: new Date() });
      await recordAudit(t, deps.key, { ...options.actor, staffId: staff.id }, { action: 'staff.sso_linked', targetType: 'staff', targetId: staff.publicId, before: { sso_linked: false }, after: { sso_linked: true, ...account } });
    }
    const { token, session } = await openSecondFactorSession(t, staff, options.userAgent);
    const expiresAt = await activateSession(t, session);
    await recordAudit(t, deps.key, { ...options.actor, staffId: staff.id }, { action: 'staff.signed_in', targetType: 'staff', targetId: staff.publicId, after: { method: 'oidc', subject: identity.subject } });
    return { kind: 'signed_in', token, expiresAt };
  });
}
