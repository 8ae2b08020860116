/**
 * Beauty Pass tier benefits (SPEC.md §6): Pink and White have the lesser perks (earning and
 * redeeming points); Black adds Beauty Pass Sale access and birthday gifts; Gold adds early sale
 * access, event invitations, new-brand previews, a welcome gift and free shipping. Higher tiers
 * keep the perks of lower ones.
 */
import { TIERS, type Tier } from '@blush/shared/account';

export const BENEFITS = [
  'earn_points',
  'redeem_rewards',
  'sale_access',
  'birthday_gift',
  'early_sale_access',
  'event_invitations',
  'new_brand_previews',
  'welcome_gift',
  'free_shipping',
] as const;
export type Benefit = (typeof BENEFITS)[number];

/** The lowest tier that has the benefit. */
const FROM_TIER: Readonly<Record<Benefit, Tier>> = {
  earn_points: 'pink',
  redeem_rewards: 'pink',
  sale_access: 'black',
  birthday_gift: 'black',
  early_sale_access: 'gold',
  event_invitations: 'gold',
  new_brand_previews: 'gold',
  welcome_gift: 'gold',
  free_shipping: 'gold',
};

export function tierHasBenefit(tier: Tier, benefit: Benefit): boolean {
  return TIERS.indexOf(tier) >= TIERS.indexOf(FROM_TIER[benefit]);
}

/** Staff perk (SPEC.md §6): percent off. */
export const STAFF_DISCOUNT = { allItems: 30, houseCollection: 45 } as const;
