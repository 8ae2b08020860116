/**
 * The Beauty Pass points ledger and the account beside it: awarding and spending points, pending
 * points released, balances expired, and the member's points history.
 */
import { interpolate } from '@blush/shared/interpolate';
import { POINTS_EXPIRY_MONTHS, type PointSource } from '@blush/shared/loyalty';
import type { Language } from '@blush/shared/markets';
import { isMessageKey, message } from '@blush/shared/messages';
import { type Db, withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import * as repo from './repo.ts';

export interface AwardInput {
  customerId: number;
  source: PointSource;
  points: number;
  /** Awards with a reference are given once per member, source and reference. */
  reference?: string | undefined;
  params?: Record<string, string> | undefined;
  orderNumber?: string | undefined;
  status?: 'pending' | 'available';
  availableAt?: Date | null;
  at?: Date;
}

/** Add points (available or pending) in one transaction with the account. False when already awarded. */
export async function award(db: Db, input: AwardInput): Promise<boolean> {
  if (!Number.isInteger(input.points) || input.points <= 0) throw new DomainError('validation_failed');
  const at = input.at ?? new Date();
  const status = input.status ?? 'available';
  return withTransaction(db, async (t) => {
    await repo.ensureAccount(t, input.customerId);
    const row = await repo.insertLedger(t, {
      customerId: input.customerId,
      source: input.source,
      points: input.points,
      status,
      availableAt: input.availableAt ?? null,
      orderNumber: input.orderNumber ?? null,
      reference: input.reference ?? null,
      params: input.params ?? {},
      createdAt: at,
    });
    if (!row) return false;
    await repo.moveAccount(t, input.customerId, status === 'available' ? { balance: input.points } : { pending: input.points });
    return true;
  });
}

export interface SpendInput {
  customerId: number;
  points: number;
  source: Extract<PointSource, 'used_points' | 'level_redemption' | 'manual_points_adjustment'>;
  reference: string;
  params?: Record<string, string>;
  at?: Date;
}

/**
 * Take points from the balance: the account row is updated only if it holds enough (so two
 * redemptions racing for one balance cannot both pass), and the ledger row is written in the same
 * transaction. `insufficient_points` otherwise, and nothing changes. A redemption counts as
 * activity for the 18-month expiry.
 */
export async function spendPoints(db: Db, input: SpendInput): Promise<{ balance: number }> {
  if (!Number.isInteger(input.points) || input.points <= 0) throw new DomainError('validation_failed');
  const at = input.at ?? new Date();
  return withTransaction(db, async (t) => {
    await repo.ensureAccount(t, input.customerId);
    const account = await repo.takePoints(t, input.customerId, input.points, at);
    if (!account) throw new DomainError('insufficient_points');
    const row = await repo.insertLedger(t, {
      customerId: input.customerId,
      source: input.source,
      points: -input.points,
      status: 'available',
      reference: input.reference,
      params: input.params ?? {},
      createdAt: at,
    });
    if (!row) throw new DomainError('already_redeemed');
    return { balance: account.balance };
  });
}

/** Job: pending points whose time has come become available. Each row moves once. */
export async function releaseDuePoints(db: Db, now: Date = new Date()): Promise<number> {
  let released = 0;
  for (;;) {
    const moved = await withTransaction(db, async (t) => {
      const rows = await repo.duePendingRows(t, now, 200);
      for (const row of rows) {
        const done = await repo.releaseRow(t, row.id);
        if (done) await repo.moveAccount(t, row.customer_id, { pending: -done.points, balance: done.points });
      }
      return rows.length;
    });
    released += moved;
    if (moved < 200) return released;
  }
}

/**
 * Job: a balance untouched by a purchase or redemption for 18 months expires, with an
 * `expired_points` row. A purchase or redemption that lands meanwhile keeps the points.
 */
export async function expirePoints(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - POINTS_EXPIRY_MONTHS);
  let expired = 0;
  for (const row of await repo.accountsToExpire(db, cutoff)) {
    const lastActivity = new Date(row.last_activity_at);
    const done = await withTransaction(db, async (t) => {
      if (!(await repo.zeroBalance(t, row.customer_id, Number(row.balance), lastActivity))) return false;
      await repo.insertLedger(t, {
        customerId: row.customer_id,
        source: 'expired_points',
        points: -Number(row.balance),
        status: 'available',
        reference: `expiry:${lastActivity.toISOString()}`,
        createdAt: now,
      });
      return true;
    });
    if (done) expired++;
  }
  return expired;
}

export async function manualAdjustment(db: Db, customerId: number, points: number, reference: string): Promise<{ balance: number }> {
  if (points > 0) {
    await award(db, { customerId, source: 'manual_points_adjustment', points, reference });
    return { balance: (await repo.account(db, customerId))?.balance ?? 0 };
  }
  return spendPoints(db, { customerId, points: -points, source: 'manual_points_adjustment', reference });
}

export async function balanceOf(db: Db, customerId: number): Promise<number> {
  return (await repo.account(db, customerId))?.balance ?? 0;
}

/**
 * A points-log row in `language` (`loyalty.point_source.<source>`, or the source itself when the
 * catalogue does not know it; a staff adjustment with its reason); a reward is named in that language when the row kept every name (`reward_th` …).
 */
export function describeEntry(row: repo.LedgerRow, language: Language): string {
  const reward = row.params[`reward_${language}`];
  const params = { order: row.orderNumber ?? '', ...row.params, ...(reward ? { reward } : {}) };
  // A staff adjustment carries its reason, which the member reads beside "Points adjustment by Blush".
  const key = row.source === 'manual_points_adjustment' && row.params.reason ? 'loyalty.point_reason.manual_points_adjustment' : `loyalty.point_source.${row.source}`;
  return isMessageKey(key) ? message(language, key, params) : interpolate(row.source, params);
}

export async function pointsLog(db: Db, customerId: number, query: { page: number; page_size: number } & repo.LedgerFilter, language: Language) {
  const { rows, total } = await repo.ledgerPage(db, customerId, query, query.page_size, (query.page - 1) * query.page_size);
  return {
    items: rows.map((row) => ({
      id: row.id,
      source: row.source,
      points: row.points,
      status: row.status,
      description: describeEntry(row, language),
      order_number: row.orderNumber,
      created_at: row.createdAt.toISOString(),
      available_at: row.availableAt?.toISOString() ?? null,
    })),
    page: query.page,
    page_size: query.page_size,
    total,
  };
}

/** The ledger and the account agree (tests and support). */
export const ledgerSums = (db: Db, customerId: number) => repo.ledgerSums(db, customerId);
