/**
 * A member's personal data for a data-access request (issue 21 item 5), read from every module that
 * holds some: the account and consents, Beauty Pass (summary, ledger, perks), orders in full,
 * bookings, reviews and the wishlist. Reads only; the route audits the export.
 */
import type { AdminMemberExport } from '@blush/shared/admin-member-contracts';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Db } from '../db/client.ts';
import { memberBookings } from '../modules/booking/reservations.ts';
import { customerByPublicId, memberConsents, userDto } from '../modules/customer/service.ts';
import { memberLedger } from '../modules/loyalty/admin.ts';
import { memberPerks, summary } from '../modules/loyalty/service.ts';
import { memberOrders, orderView } from '../modules/order/service.ts';
import { memberReviews } from '../modules/review/service.ts';
import { wishlist } from '../modules/wishlist/service.ts';

/** The export's rows, and the member's id and number of orders for the audit row (no personal data there). */
export async function exportMember(db: Db, memberId: string, language: Language, now: Date = new Date()): Promise<AdminMemberExport> {
  const c = await customerByPublicId(db, memberId);
  const [consents, beautyPass, ledger, perks, orders, bookings, reviews, saved] = await Promise.all([
    memberConsents(db, c.id),
    summary(db, c.id, now),
    memberLedger(db, c.id, language, 100_000),
    memberPerks(db, c.id, language),
    memberOrders(db, c.id),
    memberBookings(db, c.id, language, now),
    memberReviews(db, c.id, language),
    wishlist(db, c.id, c.country as CountryCode, language),
  ]);
  const fullOrders = [];
  for (const o of orders) fullOrders.push(await orderView(db, o.id));
  return {
    exported_at: now.toISOString(),
    member: { ...userDto(c), earned_tier: c.earnedTier },
    consents,
    beauty_pass: beautyPass,
    points_ledger: ledger,
    perks,
    orders: fullOrders,
    bookings,
    reviews,
    wishlist: saved.items,
  };
}
