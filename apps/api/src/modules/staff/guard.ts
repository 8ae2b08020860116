/**
 * The back office's guard (docs/decisions/0029). Every admin route declares its access in its
 * config — `'public'` (signing in), `'second_factor'` (the second step and first enrolment),
 * `'signed_in'` (every staff member: themselves) or a `StaffAction` of the permission table — and the
 * admin API attaches the matching check (`guardFor`); a route without one stops the server at start.
 * Refusals: 401 `sign_in_required` without an open session, 403 `not_authorized` outside the
 * staff member's roles or stores.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type StaffAction, type StaffRole, STORE_SCOPED_ROLES, isStaffAction, roleAllows } from '@blush/shared/staff-permissions';
import { DomainError } from '../../domain-error.ts';
import type { StaffDeps } from './deps.ts';
import { type AuditActor, type AuditEntry, recordAudit } from './audit.ts';
import type { Db } from '../../db/client.ts';
import { type StaffRow, type StaffSessionRow } from './repo.ts';
import { sessionOfToken, staffTokenOf } from './session.ts';

/** Where a permission holds: everywhere, or only in these stores (a store manager). */
export type StaffScope = { stores: 'all' } | { stores: readonly number[] };

export interface StaffContext {
  staff: StaffRow;
  session: StaffSessionRow;
  scope: StaffScope;
}

export type StaffAccess = 'public' | 'second_factor' | 'signed_in' | StaffAction;

declare module 'fastify' {
  interface FastifyRequest {
    staffContext: StaffContext | null;
  }
  interface FastifyContextConfig {
    /** Who may call an admin route (required on every one). */
    staffAccess?: StaffAccess;
    /** The store a store-scoped action acts on, read from the request (path or body). */
    staffStoreId?: (request: FastifyRequest) => number | undefined;
  }
}

/**
 * Whether a staff member's roles allow `action`, and where. A role that is not store-scoped allows it
 * everywhere; a store manager only in their stores: for a route about one store (`storeId`) that
 * store must be theirs, otherwise the route gets the list to filter by.
 */
export function authorize(staff: Pick<StaffRow, 'roles' | 'storeIds'>, action: StaffAction, storeId?: number): StaffScope {
  const roles = staff.roles as StaffRole[];
  if (roles.some((role) => !STORE_SCOPED_ROLES.has(role) && roleAllows(role, action))) return { stores: 'all' };
  if (roles.some((role) => STORE_SCOPED_ROLES.has(role) && roleAllows(role, action)) && staff.storeIds.length > 0) {
    if (storeId === undefined) return { stores: staff.storeIds };
    if (staff.storeIds.includes(storeId)) return { stores: [storeId] };
  }
  throw new DomainError('not_authorized');
}

/** The open session of a request and its staff member; a second-factor session counts only where `stage` allows it. */
async function sessionOf(deps: StaffDeps, request: FastifyRequest, stage: 'active' | 'any'): Promise<{ staff: StaffRow; session: StaffSessionRow }> {
  const found = await sessionOfToken(deps.db, staffTokenOf(request));
  if (!found || found.staff.disabledAt || (stage === 'active' && found.session.stage !== 'active')) throw new DomainError('sign_in_required');
  return found;
}

/** `requirePermission(action, { storeId })`: the check an admin route of `action` runs before its handler. */
export function requirePermission(deps: StaffDeps, action: StaffAction, options: { storeId?: ((request: FastifyRequest) => number | undefined) | undefined } = {}): preHandlerAsyncHookHandler {
  return async (request) => {
    const { staff, session } = await sessionOf(deps, request, 'active');
    request.staffContext = { staff, session, scope: authorize(staff, action, options.storeId?.(request)) };
  };
}

/** The check for a route's declared access. */
export function guardFor(deps: StaffDeps, access: StaffAccess, storeId?: (request: FastifyRequest) => number | undefined): preHandlerAsyncHookHandler {
  if (access === 'public') return async () => undefined;
  if (access === 'signed_in' || access === 'second_factor') {
    return async (request) => {
      const { staff, session } = await sessionOf(deps, request, access === 'signed_in' ? 'active' : 'any');
      request.staffContext = { staff, session, scope: { stores: staff.storeIds } };
    };
  }
  if (!isStaffAction(access)) throw new Error(`unknown staff action ${String(access)}`);
  return requirePermission(deps, access, { storeId });
}

/** The staff context the guard put on the request. */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staffContext) throw new DomainError('sign_in_required');
  return request.staffContext;
}

/** Who is acting, for the audit trail. */
export function actorOf(request: FastifyRequest): AuditActor {
  return { staffId: request.staffContext?.staff.id ?? null, requestId: request.id, ip: request.ip };
}

/** Writes an audit entry as this request's staff member, inside the change's transaction `t`. */
export function auditOfRequest(key: Uint8Array, request: FastifyRequest): (t: Db, entry: AuditEntry) => Promise<void> {
  const actor = actorOf(request);
  return (t, entry) => recordAudit(t, key, actor, entry);
}
