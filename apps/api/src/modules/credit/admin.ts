/**
 * Store credit in the back office (issue 21 item 9): a member's credit in every country, and
 * adjustments with a reason (added as `goodwill`, taken off as `adjusted`), in one transaction with
 * the audit row, under the member's account row lock (adjustments and checkout spends of one
 * member queue up; the account's `balance >= 0` check stands behind it), once per Idempotency-Key.
 */
import type { AdminStoreCredit } from '@blush/shared/admin-giftcard-contracts';
import { type CountryCode, type CurrencyCode, type Language, MARKETS } from '@blush/shared/markets';
import { formatMoney } from '@blush/shared/money';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows, withTransaction } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import type { AuditEntry } from '../staff/audit.ts';
import * as repo from './repo.ts';
import { storeCreditAccounts, storeCreditEntries } from './tables.ts';

export type Audit = (t: Db, entry: AuditEntry) => Promise<void>;

/** The member's credit in each country where they have any, newest entries first. */
export async function memberCredit(db: Db, customerId: number, memberId: string): Promise<AdminStoreCredit> {
  const accounts = await db.select().from(storeCreditAccounts).where(eq(storeCreditAccounts.customerId, customerId)).orderBy(storeCreditAccounts.country);
  return {
    member_id: memberId,
    accounts: await Promise.all(
      accounts.map(async (a) => ({
        country: a.country as CountryCode,
        balance: { amount: a.balance, currency: a.currency },
        entries: (await repo.entriesOf(db, customerId, a.country)).map((e) => ({ id: e.id, kind: e.kind, amount: e.amount, note: e.note, order_number: e.orderNumber, created_at: e.createdAt.toISOString() })),
      })),
    ),
  };
}

export interface CreditAdjustment {
  customerId: number;
  memberId: string;
  country: CountryCode;
  /** Signed, not 0, minor units of the country's currency. */
  amount: number;
  reason: string;
  key: string;
  language: Language;
}

export async function adjustCredit(db: Db, input: CreditAdjustment, audit: Audit): Promise<{ credit: AdminStoreCredit; created: boolean }> {
  if (!Number.isInteger(input.amount) || input.amount === 0) throw new DomainError('validation_failed');
  const requestKey = `staff:${input.key}`;
  const currency = MARKETS[input.country].currency as CurrencyCode;
  const created = await withTransaction(db, async (t) => {
    await queryRows(t, sql`select pg_advisory_xact_lock(hashtextextended(${`credit:${requestKey}`}, 0))`);
    await t.insert(storeCreditAccounts).values({ customerId: input.customerId, country: input.country, currency, balance: 0 }).onConflictDoNothing();
    const [account] = await t
      .select()
      .from(storeCreditAccounts)
      .where(and(eq(storeCreditAccounts.customerId, input.customerId), eq(storeCreditAccounts.country, input.country)))
      .for('update');
    const earlier = await repo.entryByRequestKey(t, requestKey);
    if (earlier) {
      if (earlier.customerId !== input.customerId || earlier.country !== input.country || earlier.amount !== input.amount || earlier.note !== input.reason) throw new DomainError('idempotency_conflict');
      return false;
    }
    const before = account!.balance;
    const balance = before + input.amount;
    if (balance < 0) throw new DomainError('store_credit_balance_negative', { balance: formatMoney({ amount: before, currency } as never, input.language, input.country) });
    await t.update(storeCreditAccounts).set({ balance }).where(and(eq(storeCreditAccounts.customerId, input.customerId), eq(storeCreditAccounts.country, input.country)));
    const [entry] = await t
      .insert(storeCreditEntries)
      .values({ customerId: input.customerId, country: input.country, kind: input.amount > 0 ? 'goodwill' : 'adjusted', amount: input.amount, note: input.reason, requestKey })
      .returning({ id: storeCreditEntries.id });
    await audit(t, {
      action: 'credit.adjusted',
      targetType: 'member',
      targetId: input.memberId,
      before: { country: input.country, balance: before },
      after: { country: input.country, balance, amount: input.amount, reason: input.reason, entry_id: entry!.id },
    });
    return true;
  });
  return { credit: await memberCredit(db, input.customerId, input.memberId), created };
}
