/**
 * A member as customer service sees them in the back office (issue 21 item 5): profile, tier and
 * points, sign-in state, recent orders, bookings, the current bag and the points ledger, read from
 * the modules that own each. Reads only.
 */
import type { AdminMemberDetail, AdminMemberRow } from '@blush/shared/admin-member-contracts';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { Db } from '../db/client.ts';
import { signInState } from '../modules/auth/admin.ts';
import { viewBag } from '../modules/bag/service.ts';
import { memberBookings } from '../modules/booking/reservations.ts';
import { type CustomerRow, customerByPublicId, searchMembers } from '../modules/customer/service.ts';
import { activeOverride, memberLedger } from '../modules/loyalty/admin.ts';
import { summary } from '../modules/loyalty/service.ts';
import { memberOrders } from '../modules/order/service.ts';

export function memberRow(c: CustomerRow): AdminMemberRow {
  return {
    id: c.publicId,
    email: c.email,
    first_name: c.firstName,
    last_name: c.lastName,
    phone: c.erasedAt ? '' : `${c.callingCode} ${c.mobileNumber}`,
    country: c.country,
    card_number: c.cardNumber,
    tier: c.tier,
    created_at: c.createdAt.toISOString(),
    erased_at: c.erasedAt?.toISOString() ?? null,
  };
}

/** Members matching `q`, newest first, a page at a time (`cursor` = the last id of the previous page). */
export async function findMembers(db: Db, query: { q?: string | undefined; cursor?: string | undefined; limit: number }) {
  const rows = await searchMembers(db, { q: query.q, before: query.cursor ? Number(query.cursor) : undefined, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return { members: page.map(memberRow), next_cursor: rows.length > query.limit ? String(page[page.length - 1]!.id) : null };
}

export async function memberOverview(db: Db, memberId: string, language: Language, now: Date = new Date()): Promise<AdminMemberDetail> {
  const c = await customerByPublicId(db, memberId);
  const country = c.country as CountryCode;
  const [points, signIn, orders, bookings, bag, ledger] = await Promise.all([
    summary(db, c.id, now),
    signInState(db, c, now),
    memberOrders(db, c.id),
    memberBookings(db, c.id, language, now),
    viewBag(db, { owner: { customerId: c.id }, country, language, tier: c.tier, isEmployee: c.isEmployee }),
    memberLedger(db, c.id, language),
  ]);
  return {
    member: { ...memberRow(c), language: c.language, date_of_birth: c.erasedAt ? '' : c.dateOfBirth, marketing_consent: c.marketingConsent, is_employee: c.isEmployee },
    beauty_pass: { tier: c.tier, earned_tier: c.earnedTier, override: activeOverride(c, now), balance: points.balance, pending: points.pending },
    sign_in: { locked: signIn.locked, locked_until: signIn.lockedUntil?.toISOString() ?? null, blocked_addresses: signIn.blockedAddresses },
    orders: orders.slice(0, 20).map((o) => ({ id: o.id, number: o.number, created_at: o.createdAt, status: o.status, fulfilment: o.fulfilment, total: o.total, items_count: o.itemsCount })),
    bookings: bookings.map((b) => ({ id: b.id, number: b.number, activity: b.activity.name, store: b.store.name, starts_at: b.startsAt, state: b.state })),
    bag: bag.lines.map((l) => ({ sku: l.variant.sku, product: l.product.name, brand: l.brand.name, quantity: l.quantity, price: l.price })),
    ledger,
  };
}
