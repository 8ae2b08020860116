/**
 * Bearer tokens for integrations (issue 21 item 2, docs/decisions/0029): the operations endpoint
 * stays for integrations, behind the same permissions as the back office. An administrator issues a
 * token to a staff member (audited; the token is shown once and kept as its SHA-256); a request
 * bearing it acts as that staff member — their roles and stores through the permission table, their
 * name in the audit trail. Revoking it, or disabling or locking its staff member, closes it at once.
 */
import { randomBytes } from 'node:crypto';
import type { StaffAction } from '@blush/shared/staff-permissions';
import type { StaffApiTokenDto } from '@blush/shared/staff-token-contracts';
import { withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { hashToken } from '../auth/tokens.ts';
import type { StaffDeps } from './deps.ts';
import { type AuditActor, recordAudit } from './audit.ts';
import { type StaffScope, authorize } from './guard.ts';
import { type StaffApiTokenRow, apiTokensOf, insertApiToken, openApiToken, revokeApiToken } from './api-token-repo.ts';
import { type StaffRow, staffByPublicId } from './repo.ts';

/** Staff tokens start with this, so the operations endpoint tells them from the deployment's OPS_TOKEN. */
export const STAFF_TOKEN_PREFIX = 'bst_';

const dto = (row: StaffApiTokenRow): StaffApiTokenDto => ({ id: row.id, name: row.name, created_at: row.createdAt.toISOString(), revoked_at: row.revokedAt?.toISOString() ?? null });

async function staffOf(deps: Pick<StaffDeps, 'db'>, publicId: string): Promise<StaffRow> {
  const staff = await staffByPublicId(deps.db, publicId);
  if (!staff) throw new DomainError('resource_not_found');
  return staff;
}

export async function issueApiToken(deps: Pick<StaffDeps, 'db' | 'key'>, staffPublicId: string, name: string, actor: AuditActor): Promise<{ api_token: StaffApiTokenDto; token: string }> {
  const staff = await staffOf(deps, staffPublicId);
  const token = `${STAFF_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await withTransaction(deps.db, async (t) => {
    const inserted = await insertApiToken(t, { staffId: staff.id, name, tokenHash: hashToken(token) });
    await recordAudit(t, deps.key, actor, { action: 'staff.api_token.created', targetType: 'staff', targetId: staff.publicId, after: { token: inserted.id, name } });
    return inserted;
  });
  return { api_token: dto(row), token };
}

export async function listApiTokens(deps: Pick<StaffDeps, 'db'>, staffPublicId: string): Promise<StaffApiTokenDto[]> {
  return (await apiTokensOf(deps.db, (await staffOf(deps, staffPublicId)).id)).map(dto);
}

export async function revokeStaffApiToken(deps: Pick<StaffDeps, 'db' | 'key'>, staffPublicId: string, tokenId: string, actor: AuditActor): Promise<void> {
  const staff = await staffOf(deps, staffPublicId);
  await withTransaction(deps.db, async (t) => {
    const row = await revokeApiToken(t, staff.id, tokenId);
    if (!row) throw new DomainError('resource_not_found');
    await recordAudit(t, deps.key, actor, { action: 'staff.api_token.revoked', targetType: 'staff', targetId: staff.publicId, before: { token: row.id, name: row.name } });
  });
}

/** Who calls the operations endpoint: the deployment's OPS_TOKEN, or a staff member by their token (with where they may act). */
export type OpsCaller = { kind: 'ops_token' } | { kind: 'staff'; staff: StaffRow; scope: StaffScope };

/**
 * The caller of an operations request for `action`: a staff token is checked against its staff
 * member's roles (403 `not_authorized` outside them, or when revoked, disabled or locked); anything
 * else goes to `legacy` (the OPS_TOKEN check).
 */
export async function opsCallerOf(db: StaffDeps['db'], authorization: string | undefined, action: StaffAction, legacy: (authorization: string | undefined) => void): Promise<OpsCaller> {
  const given = authorization?.replace(/^Bearer\s+/i, '');
  if (!given?.startsWith(STAFF_TOKEN_PREFIX)) {
    legacy(authorization);
    return { kind: 'ops_token' };
  }
  const found = await openApiToken(db, hashToken(given));
  const staff = found?.staff;
  if (!staff || staff.disabledAt || (staff.lockedUntil && staff.lockedUntil > new Date())) throw new DomainError('not_authorized');
  return { kind: 'staff', staff, scope: authorize(staff, action) };
}
