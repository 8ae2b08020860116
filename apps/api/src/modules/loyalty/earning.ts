/** Points and perks for what a member does: joining, completing the beauty profile, reviews, the app. */
import { POINT_AWARDS, REGISTRATION_SOURCE, addDays, localDate } from '@blush/shared/loyalty';
import type { Db } from '../../db/client.ts';
import type { CustomerRow } from '../customer/service.ts';
import { award } from './ledger.ts';
import { countryOf } from './local-time.ts';
import { issuePerk, staffPerk } from './perks.ts';
import * as repo from './repo.ts';

/** A new member: registration points, the welcome voucher, and the staff discount for employees. */
export async function memberJoined(db: Db, customer: CustomerRow, at: Date = new Date()): Promise<void> {
  const today = localDate(countryOf(customer), at);
  await repo.ensureAccount(db, customer.id, at);
  await award(db, { customerId: customer.id, source: REGISTRATION_SOURCE, points: POINT_AWARDS.registration, reference: 'once', at });
  await issuePerk(db, customer.id, 'welcome_voucher', 'once', addDays(today, 30), at);
  if (customer.isEmployee) await staffPerk(db, customer, at);
}

export async function beautyProfileCompleted(db: Db, customerId: number, at?: Date): Promise<boolean> {
  return award(db, { customerId, source: 'completed_beauty_profile', points: POINT_AWARDS.completed_beauty_profile, reference: 'once', ...(at ? { at } : {}) });
}

export async function reviewPublished(db: Db, input: { customerId: number; reviewId: number; productName: string }): Promise<boolean> {
  return award(db, { customerId: input.customerId, source: 'product_review_with_name', points: POINT_AWARDS.published_review, reference: `review:${input.reviewId}`, params: { product: input.productName } });
}

/** What the app reports: an install once per member, each referred friend once. */
export async function appEvent(db: Db, customerId: number, event: 'downloaded_mobile_app' | 'referred_mobile_app', reference: string): Promise<boolean> {
  return award(db, {
    customerId,
    source: event,
    points: POINT_AWARDS[event],
    reference: event === 'downloaded_mobile_app' ? 'once' : `referral:${reference}`,
  });
}
