/**
 * Erasing a member's personal data on request (issue 21 item 5, docs/decisions/0033): in one
 * transaction under the customer row's lock, each module empties or deletes what it holds on the
 * person; orders, points and published reviews stay for the accounts and the shop, without the person.
 * The audit entry records who, when and why, and counts: never the erased data.
 */
import type { AdminMemberEraseBody, AdminMemberErasure } from '@blush/shared/admin-member-contracts';
import { type Db, withTransaction } from '../db/client.ts';
import { eraseSignIn } from '../modules/auth/erasure.ts';
import { eraseBag } from '../modules/bag/erasure.ts';
import { eraseBookings } from '../modules/booking/erasure.ts';
import { anonymiseCustomer, erasedEmail, lockCustomerForErasure } from '../modules/customer/erasure.ts';
import { DomainError } from '../domain-error.ts';
import { anonymiseGiftCardSenders } from '../modules/giftcard/erasure.ts';
import { eraseMailTo } from '../modules/mail/erasure.ts';
import { eraseNotifications } from '../modules/notification/erasure.ts';
import { anonymiseOrders, openOrderCount } from '../modules/order/erasure.ts';
import { eraseReviews } from '../modules/review/erasure.ts';
import type { AuditEntry } from '../modules/staff/audit.ts';
import { cancelQueuedMailOf } from '../outbox/erasure.ts';
import { eraseWishlist } from '../modules/wishlist/erasure.ts';

export type ErasureAudit = (t: Db, entry: AuditEntry) => Promise<void>;

export async function eraseMember(db: Db, memberId: string, body: AdminMemberEraseBody, audit: ErasureAudit, now: Date = new Date()): Promise<AdminMemberErasure> {
  return withTransaction(db, async (t) => {
    const c = await lockCustomerForErasure(t, memberId);
    if (!c) throw new DomainError('user_not_found');
    if (c.erasedAt) throw new DomainError('member_already_erased');
    if (body.confirm_email.trim().toLowerCase() !== c.email.toLowerCase()) throw new DomainError('erase_confirmation_mismatch');

    const placeholder = erasedEmail(c.publicId);
    await eraseSignIn(t, c.id);
    await eraseWishlist(t, c.id);
    // The bag first, under its lock: a checkout placing it right now finishes before this goes on
    // (and its order is counted next), or waits and is refused as the account is gone.
    await eraseBag(t, c.id);
    if ((await openOrderCount(t, c.id)) > 0) throw new DomainError('member_has_open_orders');
    // E-mails queued for the member are not sent after this (the placeholder is never sent to either).
    await cancelQueuedMailOf(t, c.id);
    await eraseNotifications(t, c.id);
    const orderIds = await anonymiseOrders(t, c.id, placeholder);
    await anonymiseGiftCardSenders(t, orderIds);
    const bookingsCancelled = await eraseBookings(t, c.id, placeholder, now);
    const reviewsDetached = await eraseReviews(t, c.id);
    await eraseMailTo(t, c.email);
    await anonymiseCustomer(t, c, now);

    const result: AdminMemberErasure = { erased_at: now.toISOString(), orders_anonymised: orderIds.length, bookings_cancelled: bookingsCancelled, reviews_detached: reviewsDetached };
    await audit(t, { action: 'member.erased', targetType: 'member', targetId: c.publicId, before: null, after: { reason: body.reason.trim(), ...result } });
    return result;
  });
}
