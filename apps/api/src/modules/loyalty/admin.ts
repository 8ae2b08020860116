/**
 * Beauty Pass in the back office (issue 21 item 5): staff adjust a member's points with a reason the
 * member reads on their points history (`manual_points_adjustment`), in one transaction with its
 * audit row; the account row is locked first, so adjustments of one member queue up and none can
 * take the balance below zero. (A tier override is the tier flow's: flows/tier-override.ts.)
 */
import type { Tier } from '@blush/shared/account';
import type { Language } from '@blush/shared/markets';
import { type Db, withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import type { AuditEntry } from '../staff/audit.ts';
import { award, describeEntry, spendPoints } from './ledger.ts';
import * as repo from './repo.ts';

/** Writes the audit row of a change in the change's transaction (the routes bind the staff member and request). */
export type Audit = (t: Db, entry: AuditEntry) => Promise<void>;

/** A ledger row as the back office shows it: the member's wording in the staff member's language, and the staff reason apart. */
export function ledgerEntryDto(row: repo.LedgerRow, language: Language) {
  return {
    id: row.id,
    source: row.source,
    points: row.points,
    status: row.status,
    description: describeEntry(row, language),
    reason: row.source === 'manual_points_adjustment' ? (row.params.reason ?? null) : null,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    available_at: row.availableAt?.toISOString() ?? null,
  };
}

export interface AdjustmentInput {
  customerId: number;
  memberId: string;
  /** Signed, not 0. */
  points: number;
  reason: string;
  /** The request's Idempotency-Key: the same key adjusts a member once. */
  key: string;
  language: Language;
}

/**
 * Add or take off points with a reason (through the ledger's `award` and `spendPoints`). Under the
 * account's lock: a retry with the same key answers the adjustment already made (another amount or
 * reason with that key is `idempotency_conflict`); taking off more than the available balance is
 * `points_balance_negative`. Nothing changes on a refusal.
 */
export async function adjustPoints(db: Db, input: AdjustmentInput, audit: Audit) {
  if (!Number.isInteger(input.points) || input.points === 0) throw new DomainError('validation_failed');
  const reference = `staff:${input.key}`;
  return withTransaction(db, async (t) => {
    await repo.ensureAccount(t, input.customerId);
    const account = (await repo.lockAccount(t, input.customerId))!;
    const earlier = await repo.ledgerByReference(t, input.customerId, 'manual_points_adjustment', reference);
    if (earlier) {
      if (earlier.points !== input.points || earlier.params.reason !== input.reason) throw new DomainError('idempotency_conflict');
      return { entry: ledgerEntryDto(earlier, input.language), balance: account.balance, created: false };
    }
    if (account.balance + input.points < 0) throw new DomainError('points_balance_negative', { balance: account.balance });
    const at = new Date();
    const params = { reason: input.reason };
    if (input.points > 0) await award(t, { customerId: input.customerId, source: 'manual_points_adjustment', points: input.points, reference, params, at });
    else await spendPoints(t, { customerId: input.customerId, source: 'manual_points_adjustment', points: -input.points, reference, params, at });
    const row = (await repo.ledgerByReference(t, input.customerId, 'manual_points_adjustment', reference))!;
    const balance = account.balance + input.points;
    await audit(t, {
      action: 'points.adjusted',
      targetType: 'member',
      targetId: input.memberId,
      before: { balance: account.balance },
      after: { balance, points: input.points, reason: input.reason, ledger_id: row.id },
    });
    return { entry: ledgerEntryDto(row, input.language), balance, created: true };
  });
}

/** The override a member has now, if any. */
export function activeOverride(member: { tier: Tier; tierOverride: Tier | null; tierOverrideEndsAt: Date | null; tierOverrideReason: string | null }, now: Date = new Date()) {
  if (!member.tierOverride || !member.tierOverrideEndsAt || member.tierOverrideEndsAt <= now) return null;
  return { tier: member.tierOverride, reason: member.tierOverrideReason ?? '', ends_at: member.tierOverrideEndsAt.toISOString() };
}

/** A member's newest ledger rows for the back office. */
export async function memberLedger(db: Db, customerId: number, language: Language, limit = 50) {
  const { rows } = await repo.ledgerPage(db, customerId, {}, limit, 0);
  return rows.map((row) => ledgerEntryDto(row, language));
}
