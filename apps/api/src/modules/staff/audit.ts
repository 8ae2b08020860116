/**
 * The audit trail (docs/decisions/0029): every change a staff member makes is written by
 * `recordAudit` inside the transaction of the change, so a change that rolls back leaves no row and
 * a row never describes a change that did not happen.
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { type AuditFilter, insertAudit, listAudit as listAuditRows } from './repo.ts';

/** Who acted, from where: the staff member (null for the command line or the seed) and the request. */
export interface AuditActor {
  staffId: number | null;
  requestId?: string | undefined;
  ip?: string | undefined;
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The client's address as an HMAC: the same address is recognisable across rows, never readable. */
export function addressHash(key: Uint8Array, ip: string | undefined): string | null {
  return ip ? createHmac('sha256', key).update(`staff-audit-ip:${ip}`).digest('base64url').slice(0, 22) : null;
}

/** Write one audit row; call it with the transaction that makes the change. */
export async function recordAudit(t: Db, key: Uint8Array, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await insertAudit(t, {
    staffId: actor.staffId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: actor.requestId ?? null,
    ipHash: addressHash(key, actor.ip),
  });
}

export interface AuditPage {
  entries: Array<{
    id: number;
    at: Date;
    staff: { id: string; email: string; name: string } | null;
    action: string;
    targetType: string;
    targetId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    requestId: string | null;
  }>;
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: number | null;
}

/** Audit rows newest first, filtered, one page at a time (keyset on the id). */
export async function listAudit(db: Db, filter: AuditFilter): Promise<AuditPage> {
  const rows = await listAuditRows(db, { ...filter, limit: filter.limit + 1 });
  const page = rows.slice(0, filter.limit);
  return {
    entries: page.map(({ entry, staffEmail, staffName, staffPublicId }) => ({
      id: entry.id,
      at: entry.at,
      staff: staffPublicId && staffEmail && staffName ? { id: staffPublicId, email: staffEmail, name: staffName } : null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      requestId: entry.requestId,
    })),
    nextCursor: rows.length > filter.limit ? page[page.length - 1]!.entry.id : null,
  };
}
