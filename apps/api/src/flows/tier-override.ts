/**
 * A tier override from the back office (issue 21 item 5): staff give a member a tier through an end
 * date, with a reason. The tier is a field of the customer, the rules are the loyalty module's:
 *
 *   1. the member's row is locked (two overrides at once apply one after the other);
 *   2. the override is set on the member — they have it until the start of the day after `endsOn`
 *      in their country, then their earned tier again (the customer module reads it in); the tier
 *      rules go on moving the earned tier meanwhile;
 *   3. the audit row, in the same transaction.
 */
import { addDays, localDate } from '@blush/shared/loyalty';
import type { Tier } from '@blush/shared/account';
import type { CountryCode } from '@blush/shared/markets';
import { type Db, withTransaction } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { lockMember, setTierOverride } from '../modules/customer/service.ts';
import { type Audit, activeOverride } from '../modules/loyalty/admin.ts';
import { startOfLocalDay } from '../modules/loyalty/local-time.ts';

export interface TierOverrideInput {
  customerId: number;
  memberId: string;
  tier: Tier;
  reason: string;
  /** The last day (in the member's country) the override holds. */
  endsOn: string;
}

/** A later override replaces an earlier one; an end before today is `validation_failed`. */
export async function overrideTier(db: Db, input: TierOverrideInput, audit: Audit, now: Date = new Date()) {
  return withTransaction(db, async (t) => {
    const member = await lockMember(t, input.customerId);
    const country = member.country as CountryCode;
    if (input.endsOn < localDate(country, now)) {
      throw new DomainError('validation_failed', {}, { fields: [{ field: 'body.ends_on', message: 'must be today or later' }] });
    }
    const endsAt = startOfLocalDay(country, addDays(input.endsOn, 1));
    const before = { tier: member.tier, earned_tier: member.earnedTier, override: activeOverride(member, now) };
    const after = await setTierOverride(t, member.id, { tier: input.tier, endsAt, reason: input.reason });
    const override = { tier: input.tier, reason: input.reason, ends_at: endsAt.toISOString() };
    await audit(t, { action: 'tier.overridden', targetType: 'member', targetId: input.memberId, before, after: { tier: after.tier, earned_tier: after.earnedTier, override } });
    return { tier: after.tier, earned_tier: after.earnedTier, override };
  });
}
