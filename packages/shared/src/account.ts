/**
 * Members and their accounts: the password rules of product guide §5 with their codes (their
 * messages are `account.password_rule.<code>` in the message catalogue), the registration consents,
 * the age rule, the member tiers and the beauty-profile vocabulary. The API enforces these; the
 * storefront uses the same functions to check a form as the shopper types.
 */
import type { Translate } from './message-format.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused as bad input before hashing (argon2 cost grows with length). */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULE_CODES = [
  'AUTH_MS_PV_001',
  'AUTH_MS_PV_002',
  'AUTH_MS_PV_003',
  'AUTH_MS_PV_004',
  'AUTH_MS_PV_005',
  'AUTH_MS_PV_006',
  'AUTH_MS_PV_007',
] as const;
export type PasswordRuleCode = (typeof PASSWORD_RULE_CODES)[number];

/** How many earlier passwords AUTH_MS_PV_006 compares a new one with. */
export const PASSWORD_HISTORY_DEPTH = 2;

export interface PasswordCheckInput {
  password: string;
  /** The repeated password; AUTH_MS_PV_007 is checked only when given. */
  confirmation?: string | undefined;
  email?: string | undefined;
  /** Registration checks AUTH_MS_PV_005; a change or reset checks AUTH_MS_PV_006 (which adds the history, on the server). */
  purpose?: 'register' | 'change';
}

/**
 * The rules a password breaks, in code order. AUTH_MS_PV_006's history half needs the stored hashes
 * and is added by the API; here it covers only the e-mail.
 */
export function passwordRuleFailures(input: PasswordCheckInput): PasswordRuleCode[] {
  const { password, confirmation, email, purpose = 'register' } = input;
  const failures: PasswordRuleCode[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) failures.push('AUTH_MS_PV_001');
  if (!/\p{Nd}/u.test(password)) failures.push('AUTH_MS_PV_002');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) failures.push('AUTH_MS_PV_003');
  if (!/\p{Ll}/u.test(password) || !/\p{Lu}/u.test(password)) failures.push('AUTH_MS_PV_004');
  const sameAsEmail = !!email && password.trim().toLowerCase() === email.trim().toLowerCase();
  if (sameAsEmail) failures.push(purpose === 'register' ? 'AUTH_MS_PV_005' : 'AUTH_MS_PV_006');
  if (confirmation !== undefined && confirmation !== password) failures.push('AUTH_MS_PV_007');
  return failures;
}

/** A rule's message in the language of `text`. */
export function passwordRuleMessage(code: PasswordRuleCode, text: Translate): string {
  return text(`account.password_rule.${code}`);
}

/** Registration consents (product guide §5): the first four are mandatory, marketing is optional. */
export const MANDATORY_CONSENTS = ['policy', 'personal_information', 'third_party_sharing', 'over_14'] as const;
export const CONSENT_KINDS = [...MANDATORY_CONSENTS, 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/** The wording version a consent was given against; bump it when the legal text changes. */
export const CONSENT_VERSION = '2026-11';

export const MINIMUM_MEMBER_AGE = 14;

/** Whole years between a date of birth (YYYY-MM-DD) and `today` (YYYY-MM-DD), as a birthday counts them. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** "Over 14": a member must have had their 14th birthday. */
export function isOldEnough(dateOfBirth: string, today: string): boolean {
  return ageOn(dateOfBirth, today) >= MINIMUM_MEMBER_AGE;
}

/** Beauty Pass tiers, lowest first (product guide §3). */
export const TIERS = ['pink', 'white', 'black', 'gold'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * Beauty Pass tier benefits (product guide §6): Pink and White have the lesser perks (earning and
 * redeeming points); Black adds Beauty Pass Sale access and birthday gifts; Gold adds early sale
 * access, event invitations, new-brand previews, a welcome gift and free shipping. Higher tiers
 * keep the perks of lower ones.
 */
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
const BENEFIT_FROM_TIER: Readonly<Record<Benefit, Tier>> = {
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
  return TIERS.indexOf(tier) >= TIERS.indexOf(BENEFIT_FROM_TIER[benefit]);
}

/** Staff perk (product guide §6 and §9): percent off all items, and off the house collection. */
export const STAFF_DISCOUNT = { allItems: 30, houseCollection: 45 } as const;

/** The beauty profile a member keeps in the account menu; values are keys the storefront translates. */
export const BEAUTY_PROFILE_OPTIONS = {
  skin_type: ['normal', 'dry', 'oily', 'combination', 'sensitive'],
  skin_tone: ['fair', 'light', 'medium', 'tan', 'deep'],
  skin_undertone: ['cool', 'neutral', 'warm'],
  skin_concerns: ['acne', 'ageing', 'dark_circles', 'dullness', 'pores', 'pigmentation', 'redness', 'dryness', 'oil_control'],
  hair_type: ['straight', 'wavy', 'curly', 'coily'],
  hair_concerns: ['damage', 'frizz', 'dryness', 'oily_scalp', 'colour_care', 'thinning'],
  eye_colour: ['brown', 'black', 'hazel', 'green', 'blue', 'grey'],
} as const;
export type BeautyProfileField = keyof typeof BEAUTY_PROFILE_OPTIONS;

/** Social sign-in providers. */
export const SOCIAL_PROVIDERS = ['google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
