/**
 * HTTP contracts of Beauty Pass: the member's points summary and tier status, the point log, perks,
 * the rewards catalogue and redemption, and app events. Shared by the API routes and the storefront.
 */
import { z } from 'zod';
import { TIERS } from './account.ts';
import { APP_EVENT_SOURCES, PERK_KINDS, POINT_SOURCES, REWARD_GROUPS } from './loyalty.ts';
import { currencySchema, recordIdSchema } from './contracts.ts';

const tier = z.enum(TIERS);
const date = z.string().describe('YYYY-MM-DD in the country time zone');

export const tierMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('just_upgraded'), tier, since: date }),
  z.object({ kind: z.literal('just_downgraded'), tier, from: tier, since: date }),
  z.object({ kind: z.literal('in_progress'), next: tier, amountNeeded: z.number().int(), reviewDate: date }),
  z.object({ kind: z.literal('downgrade_warning'), tier, daysLeft: z.number().int(), amountNeeded: z.number().int(), before: date }),
  z.object({ kind: z.literal('keep_tier'), tier, until: date }),
  z.object({ kind: z.literal('max_tier'), until: date }),
]);

export const loyaltySummarySchema = z.object({
  tier,
  card_number: z.string(),
  /** Available points: the ledger's sum of available rows. */
  balance: z.number().int(),
  /** Purchase points waiting for delivery plus the working days after it. */
  pending: z.number().int(),
  /** Points that expire on `date` unless the member buys or redeems before; null when none. */
  expiring: z.object({ points: z.number().int(), date }).nullable(),
  currency: currencySchema,
  spend_12m: z.number().int().describe('qualifying spend of the last 12 months, minor units'),
  status: z.object({
    next: tier.nullable(),
    next_threshold: z.number().int().nullable(),
    progress: z.number().min(0).max(1),
    amount_to_next: z.number().int(),
    review_date: date,
    message: tierMessageSchema,
  }),
  /** Thresholds of every tier in the member's currency (Pink 0). */
  thresholds: z.record(tier, z.number().int()),
});
export type LoyaltySummary = z.infer<typeof loyaltySummarySchema>;

export const pointSourceSchema = z.enum(POINT_SOURCES);

export const pointsLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(20),
  source: pointSourceSchema.optional(),
  status: z.enum(['pending', 'available']).optional(),
  direction: z.enum(['earned', 'spent']).optional(),
});

export const pointsLogEntrySchema = z.object({
  id: z.number().int(),
  source: pointSourceSchema,
  points: z.number().int(),
  status: z.enum(['pending', 'available']),
  description: z.string(),
  order_number: z.string().nullable(),
  created_at: z.string(),
  available_at: z.string().nullable(),
});
export const pointsLogResponseSchema = z.object({
  items: z.array(pointsLogEntrySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});

export const perkSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PERK_KINDS),
  name: z.string(),
  detail: z.string(),
  status: z.enum(['issued', 'redeemed', 'expired']),
  issued_at: z.string(),
  /** Redeem by this day and month (product guide §3), and the full date. */
  redeem_by: z.object({ day: z.number().int(), month: z.number().int(), date }).nullable(),
  redeemed_at: z.string().nullable(),
});
export const perksResponseSchema = z.object({ perks: z.array(perkSchema) });

export const rewardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string().nullable(),
  points: z.number().int(),
  stock_left: z.number().int(),
  /** In stock and, for a member, affordable. */
  available: z.boolean(),
  image_url: z.string(),
});
export type RewardDto = z.infer<typeof rewardSchema>;

export const rewardsResponseSchema = z.object({
  signed_in: z.boolean(),
  balance: z.number().int().nullable(),
  groups: z.array(z.object({ key: z.enum(REWARD_GROUPS), rewards: z.array(rewardSchema) })),
});

/** `cart/beauty-pass-offers`: the rewards catalogue for the bag, and the reward already taken for it. */
export const bagRewardsResponseSchema = rewardsResponseSchema.extend({
  redeemed: z.object({ redemptionId: z.number().int(), rewardId: z.number().int() }).nullable(),
});

export const rewardRedeemBodySchema = z.object({
  reward_id: recordIdSchema,
  /** The bag or order the reward goes with: one reward per customer per transaction. */
  transaction_ref: z.string().min(1).max(100),
});
export const rewardRedemptionSchema = z.object({
  id: z.number().int(),
  reward_id: z.number().int(),
  points: z.number().int(),
  balance: z.number().int(),
  transaction_ref: z.string(),
});

export const appEventBodySchema = z.object({
  event: z.enum(APP_EVENT_SOURCES),
  /** The app's own id of the event (install id, referred member's id): the same event awards once. */
  reference: z.string().min(1).max(200),
});
