/**
 * A guest's proof of owning a booking: an HMAC of its id under the shop's signing key, carried by
 * every e-mail's manage link. Derived, not stored, so the reminder and the "moved" e-mail can carry
 * it too; a new signing key (JWT_SECRET) retires the old links.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function manageToken(key: Uint8Array, bookingId: string): string {
  return createHmac('sha256', key).update(`booking-manage:${bookingId}`).digest('base64url');
}

export function isManageToken(key: Uint8Array, bookingId: string, token: string): boolean {
  const expected = Buffer.from(manageToken(key, bookingId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
