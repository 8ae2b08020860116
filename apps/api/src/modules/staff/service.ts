/**
 * Staff accounts (issue 21, docs/decisions/0029): list, create, change roles and stores, disable,
 * unlock, reset the second factor and clear the company account bound by single sign-on. Every change is audited in its own transaction, made from the
 * copy the administrator saw (`version`), and never leaves the shop without an active administrator.
 */
import type { StaffDto } from '@blush/shared/staff-contracts';
import { type StaffAction, type StaffRole, actionsOf } from '@blush/shared/staff-permissions';
import type { Language } from '@blush/shared/markets';
import { type Db, withTransaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { DomainError } from '../../domain-error.ts';
import { hashPassword } from '../customer/password.ts';
import type { StaffDeps } from './deps.ts';
import { type AuditActor, recordAudit } from './audit.ts';
import { isLocked } from './sign-in.ts';
import {
  type StaffRow,
  insertStaff,
  listStaff,
  lockActiveAdministrators,
  lockStaff,
  replaceRecoveryCodes,
  revokeStaffSessions,
  staffByPublicId,
  unusedRecoveryCodes,
  updateStaff as updateStaffRow,
} from './repo.ts';

export function staffDto(row: StaffRow): StaffDto {
  return {
    id: row.publicId,
    email: row.email,
    name: row.name,
    roles: row.roles,
    store_ids: row.storeIds,
    language: row.language as Language,
    second_factor: row.totpSecret !== null,
    sso_linked: row.ssoSubject !== null,
    disabled: row.disabledAt !== null,
    locked: isLocked(row),
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit trail keeps of a staff member: no hash, no secret. */
function audited(row: StaffRow): Record<string, unknown> {
  const { version: _version, created_at: _created, ...rest } = staffDto(row);
  return rest;
}

export async function listStaffMembers(db: Db): Promise<StaffDto[]> {
  return (await listStaff(db)).map(staffDto);
}

/** The internal id of a staff member's public id (for filters), undefined when there is none. */
export async function staffIdOf(db: Db, publicId: string): Promise<number | undefined> {
  return (await staffByPublicId(db, publicId))?.id;
}

export async function staffMe(db: Db, staff: StaffRow): Promise<{ staff: StaffDto; permissions: StaffAction[]; recoveryCodesLeft: number }> {
  return { staff: staffDto(staff), permissions: actionsOf(staff.roles), recoveryCodesLeft: await unusedRecoveryCodes(db, staff.id) };
}

export interface NewStaff {
  email: string;
  name: string;
  password: string;
  roles: StaffRole[];
  store_ids: number[];
  language: Language;
}

/** A new staff member; they enrol their authenticator at their first sign-in. */
export async function createStaff(deps: Pick<StaffDeps, 'db' | 'key'>, input: NewStaff, actor: AuditActor): Promise<StaffDto> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await withTransaction(deps.db, async (t) => {
      const row = await insertStaff(t, { email: input.email.trim().toLowerCase(), name: input.name, passwordHash, roles: input.roles, storeIds: input.store_ids, language: input.language });
      await recordAudit(t, deps.key, actor, { action: 'staff.created', targetType: 'staff', targetId: row.publicId, after: audited(row) });
      return staffDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('staff_email_taken');
    throw error;
  }
}

export interface StaffChange {
  version: number;
  name?: string | undefined;
  roles?: StaffRole[] | undefined;
  store_ids?: number[] | undefined;
  disabled?: boolean | undefined;
  unlock?: true | undefined;
  reset_second_factor?: true | undefined;
  clear_sso_link?: true | undefined;
}

const activeAdministrator = (row: Pick<StaffRow, 'roles' | 'disabledAt'>) => row.disabledAt === null && row.roles.includes('administrator');

/**
 * Change a staff member. Refused with `edit_conflict` when someone changed them since `version`,
 * with `last_administrator` when it would leave no active administrator. Disabling or resetting
 * the second factor ends their sessions at once; roles and stores take effect on their next request.
 */
export async function changeStaff(deps: StaffDeps, publicId: string, change: StaffChange, actor: AuditActor): Promise<StaffDto> {
  const found = await staffByPublicId(deps.db, publicId);
  if (!found) throw new DomainError('resource_not_found');
  return withTransaction(deps.db, async (t) => {
    // Administrators first, then the one changed: every change locks in the same order.
    const administrators = await lockActiveAdministrators(t);
    const before = (await lockStaff(t, found.id))!;
    if (before.version !== change.version) throw new DomainError('edit_conflict');
    const now = new Date();
    const patch = {
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.roles !== undefined ? { roles: [...new Set(change.roles)] } : {}),
      ...(change.store_ids !== undefined ? { storeIds: [...new Set(change.store_ids)] } : {}),
      ...(change.disabled !== undefined ? { disabledAt: change.disabled ? (before.disabledAt ?? now) : null } : {}),
      ...(change.unlock ? { lockedUntil: null, lockReference: null, secondFactorFailures: 0 } : {}),
      ...(change.reset_second_factor ? { totpSecret: null, totpPendingSecret: null, totpEnrolledAt: null, totpLastStep: null } : {}),
      ...(change.clear_sso_link ? { ssoIssuer: null, ssoSubject: null, ssoLinkedAt: null } : {}),
    };
    const next = { ...before, ...patch };
    if (activeAdministrator(before) && !activeAdministrator(next) && administrators.every((id) => id === before.id)) throw new DomainError('last_administrator');
    const after = await updateStaffRow(t, before.id, patch);
    if (change.reset_second_factor) await replaceRecoveryCodes(t, before.id, []);
    if (change.reset_second_factor || (change.disabled && !before.disabledAt)) await revokeStaffSessions(t, before.id);
    await recordAudit(t, deps.key, actor, { action: 'staff.updated', targetType: 'staff', targetId: before.publicId, before: audited(before), after: audited(after) });
    return staffDto(after);
  });
}
