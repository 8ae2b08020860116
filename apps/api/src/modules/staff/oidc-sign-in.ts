/**
 * Staff single sign-on (docs/decisions/0034): the company's OpenID Connect provider vouches for a
 * person, and this finds the EXISTING, active staff member with that verified e-mail address. The
 * provider neither creates staff nor gives roles. Its sign-in — with the MFA the company's policy
 * demands there — counts as both factors: the session opens `active` at once, the same kind of
 * session the password and authenticator open (same cookie, same idle hour and working day), with
 * the same audit entry, method `oidc`.
 */
import { withTransaction } from '../../db/client.ts';
import type { OidcIdentity } from '../../adapters/oidc/oidc.ts';
import type { StaffDeps } from './deps.ts';
import { type AuditActor, recordAudit } from './audit.ts';
import { lockStaff, staffByEmail } from './repo.ts';
import { activateSession, openSecondFactorSession } from './session.ts';
import { isLocked } from './sign-in.ts';

/** Why a person the provider vouched for is not let in (the admin sign-in page shows each in words). */
export type StaffSsoRefusal = 'not_recognised' | 'locked';

export type StaffSsoOutcome = { kind: 'signed_in'; token: string; expiresAt: Date } | { kind: 'refused'; reason: StaffSsoRefusal };

/** The address the identity may be matched by: verified by the provider, and of the company's domain when one is set. */
export function matchableEmail(identity: OidcIdentity, domain: string | undefined): string | undefined {
  if (!identity.email || !identity.emailVerified) return undefined;
  if (domain && !identity.email.endsWith(`@${domain.toLowerCase().replace(/^@/, '')}`)) return undefined;
  return identity.email;
}

/**
 * Sign in the staff member the identity belongs to. Unknown and disabled people get the same answer
 * (nothing tells an outsider who works here); a member locked by wrong codes stays locked until it ends.
 */
export async function staffSsoSignIn(
  deps: StaffDeps,
  identity: OidcIdentity,
  options: { emailDomain: string | undefined; userAgent: string | undefined; actor: Omit<AuditActor, 'staffId'> },
): Promise<StaffSsoOutcome> {
  const email = matchableEmail(identity, options.emailDomain);
  const found = email ? await staffByEmail(deps.db, email) : undefined;
  if (!found) return { kind: 'refused', reason: 'not_recognised' };
  return withTransaction(deps.db, async (t): Promise<StaffSsoOutcome> => {
    const staff = await lockStaff(t, found.id);
    if (!staff || staff.disabledAt) return { kind: 'refused', reason: 'not_recognised' };
    if (isLocked(staff)) return { kind: 'refused', reason: 'locked' };
    const { token, session } = await openSecondFactorSession(t, staff, options.userAgent);
    const expiresAt = await activateSession(t, session);
    await recordAudit(t, deps.key, { ...options.actor, staffId: staff.id }, { action: 'staff.signed_in', targetType: 'staff', targetId: staff.publicId, after: { method: 'oidc', subject: identity.subject } });
    return { kind: 'signed_in', token, expiresAt };
  });
}
