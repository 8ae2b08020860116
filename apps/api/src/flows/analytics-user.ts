/**
 * The analytics user record of the signed-in member (product guide §3), for the data layer's
 * `page_viewed`. It crosses two modules (the member from customer, points and tier spend from
 * loyalty), so it is a flow. Hashes are made here with node:crypto: the browser has no MD5, and
 * the raw e-mail and mobile never need to reach the data layer.
 *
 * Normalisation (shared/analytics.ts): e-mail trimmed and lower-cased; mobile as E.164 digits
 * without the plus (calling code then the national number without its trunk 0).
 */
import { createHash } from 'node:crypto';
import { type AnalyticsUserRecord, ageOn, normaliseEmail, normaliseMobile } from '@blush/shared/analytics';
import { localDate } from '@blush/shared/loyalty';
import type { CountryCode } from '@blush/shared/markets';
import type { Db } from '../db/client.ts';
import { customerById } from '../modules/customer/service.ts';
import { summary } from '../modules/loyalty/service.ts';

const hash = (algorithm: 'sha256' | 'md5', value: string) => createHash(algorithm).update(value, 'utf8').digest('hex');

/** `{}` for a guest (or a member whose row is gone). */
export async function analyticsUser(db: Db, customerId: number | null, now: Date = new Date()): Promise<AnalyticsUserRecord> {
  if (customerId === null) return {};
  const customer = await customerById(db, customerId);
  if (!customer) return {};
  const loyalty = await summary(db, customer.id, now);
  const email = normaliseEmail(customer.email);
  return {
    id: customer.publicId,
    is_employee: customer.isEmployee,
    age: ageOn(customer.dateOfBirth, localDate(customer.country as CountryCode, now)),
    card_number: customer.cardNumber,
    email_sha256: hash('sha256', email),
    email_md5: hash('md5', email),
    mobile_number_md5: hash('md5', normaliseMobile(customer.callingCode, customer.mobileNumber)),
    loyalty_points: loyalty.balance,
    loyalty_tier: loyalty.tier,
    tier_points_counter: loyalty.spend_12m,
  };
}
