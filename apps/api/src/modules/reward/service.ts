import type { z } from 'zod';
import type { RewardDto, rewardRedemptionSchema, rewardsResponseSchema } from '@blush/shared/loyalty-contracts';
import { REWARD_GROUPS, rewardGroup } from '@blush/shared/loyalty';
import type { Translated } from '@blush/shared/catalog';
import { API_PREFIX } from '@blush/shared/http';
import type { CountryCode, Language } from '@blush/shared/markets';
import { SITE_NAME } from '@blush/shared/site';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { mediaUrl } from '../catalog/service.ts';
import { balanceOf } from '../loyalty/service.ts';
import { rewardSvg } from './media.ts';
import * as repo from './repo.ts';

export type RewardsResponse = z.infer<typeof rewardsResponseSchema>;
export type RewardRedemption = z.infer<typeof rewardRedemptionSchema>;
export type NewReward = Parameters<typeof repo.insertReward>[1];

const pick = (text: Translated, language: Language) => text[language] || text.en;

/**
 * A reward's name for a points-log row: in the language of the redemption (`reward`), and in every
 * language (`reward_en` …), so the history shows it in the page's language whatever it was redeemed in.
 */
const rewardParams = (name: Translated, language: Language): Record<string, string> => ({
  reward: pick(name, language),
  reward_en: name.en,
  reward_id: pick(name, 'id'),
  reward_th: pick(name, 'th'),
  reward_zh: pick(name, 'zh'),
});

export const rewardImageUrl = (slug: string) => `${API_PREFIX}/media/rewards/${slug}.svg`;

/** The ledger reference of a redemption's points, and of giving them back. */
const spendReference = (redemptionId: number) => `reward-redemption:${redemptionId}`;
const refundReference = (redemptionId: number) => `reward-redemption:${redemptionId}:cancelled`;

/**
 * The rewards offered in a country, grouped under 500 points and from 500 (product guide §9), each in
 * display order. `available`: in stock and, for a signed-in member, affordable with the balance;
 * a guest sees what is in stock and no balance.
 */
export async function listRewards(
  db: Db,
  input: { country: CountryCode; language: Language; customerId: number | null; now?: Date },
): Promise<RewardsResponse> {
  const [rows, balance] = await Promise.all([
    repo.offeredRewards(db, input.country, input.now ?? new Date()),
    input.customerId === null ? Promise.resolve(null) : balanceOf(db, input.customerId),
  ]);
  const dto = (row: repo.ListedReward): RewardDto => ({
    id: row.id,
    slug: row.slug,
    name: pick(row.name, input.language),
    description: pick(row.description, input.language),
    brand: row.brand_name,
    points: row.points,
    stock_left: row.stock,
    available: row.stock > 0 && (balance === null || balance >= row.points),
    image_url: row.image_id === null ? rewardImageUrl(row.slug) : mediaUrl.productImage(row.image_id),
  });
  return {
    signed_in: input.customerId !== null,
    balance,
    groups: REWARD_GROUPS.map((key) => ({ key, rewards: rows.filter((row) => rewardGroup(row.points) === key).map(dto) })),
  };
}

export interface RedeemInput {
  customerId: number;
  rewardId: number;
  transactionRef: string;
  country: CountryCode;
  /** The language the reward's name is written into the point log in. */
  language: Language;
  now?: Date;
}

/**
 * The reward side of a redemption, in the caller's transaction (flows/reward-redemption.ts adds the
 * points): the reward must be offered in the country (`offer_not_found`); one is taken from its
 * stock if any is left (`fully_redeemed`; the row lock makes racing redemptions queue); the
 * redemption is recorded, one per member and transaction (`already_redeemed`, by the unique index).
 * Returns what the points are to be spent for: the reward's own points and its name for the log.
 */
export async function reserveReward(
  t: Db,
  input: Omit<RedeemInput, 'now'> & { now: Date },
): Promise<{ redemptionId: number; rewardId: number; points: number; transactionRef: string; reference: string; params: Record<string, string> }> {
  if (!(await repo.offeredReward(t, input.rewardId, input.country, input.now))) throw new DomainError('offer_not_found');
  const reward = await repo.takeStock(t, input.rewardId);
  if (!reward) throw new DomainError('fully_redeemed');
  const redemption = await repo.insertRedemption(t, {
    rewardId: reward.id,
    customerId: input.customerId,
    transactionRef: input.transactionRef,
    country: input.country,
    points: reward.points,
    createdAt: input.now,
  });
  if (!redemption) throw new DomainError('already_redeemed');
  return {
    redemptionId: redemption.id,
    rewardId: reward.id,
    points: reward.points,
    transactionRef: redemption.transactionRef,
    reference: spendReference(redemption.id),
    params: rewardParams(reward.name, input.language),
  };
}

/**
 * The reward side of taking a reserved reward out of the bag, in the caller's transaction: the
 * redemption is cancelled and the stock comes back; returns the points to give back (null when it
 * was cancelled already). Another member's redemption answers `owner_mismatch`; a redeemed one (the
 * order was placed) cannot be returned (product guide §5).
 */
export async function releaseReservation(
  t: Db,
  input: { customerId: number; redemptionId: number; language: Language },
): Promise<{ customerId: number; points: number; reference: string; params: Record<string, string> } | null> {
  const redemption = await repo.redemptionForUpdate(t, input.redemptionId);
  if (!redemption) throw new DomainError('resource_not_found');
  if (redemption.customerId !== input.customerId) throw new DomainError('owner_mismatch', { attribute: 'reward' });
  if (redemption.status === 'cancelled') return null;
  if (redemption.status === 'redeemed') throw new DomainError('not_authorized');
  await repo.setRedemptionStatus(t, redemption.id, 'reserved', 'cancelled');
  await repo.returnStock(t, redemption.rewardId);
  const reward = await repo.rewardById(t, redemption.rewardId);
  return { customerId: redemption.customerId, points: redemption.points, reference: refundReference(redemption.id), params: reward ? rewardParams(reward.name, input.language) : { reward: '' } };
}

/** The order of a transaction was placed: its reserved rewards are redeemed for good (no returns). */
export async function confirmRedemptions(db: Db, customerId: number, transactionRef: string): Promise<number> {
  return (await repo.redeemTransaction(db, customerId, transactionRef)).length;
}

/** Add a reward to the catalogue (seed, tests, back office). */
export function createReward(db: Db, reward: NewReward) {
  return repo.insertReward(db, reward);
}

export async function rewardImageSvg(db: Db, slug: string): Promise<string> {
  const art = await repo.rewardArt(db, slug);
  if (!art) throw new DomainError('resource_not_found');
  return rewardSvg(art.art, art.colors, art.brand_name ?? SITE_NAME);
}

/** Reserved redemptions made before `before` (candidates for release when their bag was left). */
export async function reservedBefore(db: Db, before: Date): Promise<Array<{ id: number; customerId: number; transactionRef: string }>> {
  return repo.reservedBefore(db, before);
}

/** The reservations of a member's transaction (bag) still open. */
export async function reservedOf(db: Db, customerId: number, transactionRef: string): Promise<Array<{ id: number }>> {
  return repo.reservedOf(db, customerId, transactionRef);
}
