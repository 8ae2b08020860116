/**
 * Proof that the person opening an alert e-mail's link got the e-mail: an HMAC of the alert's id and
 * the link's purpose under the shop's signing key. Derived, not stored; a confirm token cannot
 * unsubscribe and the other way round, and a new signing key (JWT_SECRET) retires old links.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type AlertLinkPurpose = 'confirm' | 'unsubscribe';

export function alertToken(key: Uint8Array, purpose: AlertLinkPurpose, alertId: string): string {
  return createHmac('sha256', key).update(`alert-${purpose}:${alertId}`).digest('base64url');
}

export function isAlertToken(key: Uint8Array, purpose: AlertLinkPurpose, alertId: string, token: string): boolean {
  const expected = Buffer.from(alertToken(key, purpose, alertId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The storefront page a link opens: `/waitlist/confirm` or `/waitlist/unsubscribe`, absolute. */
export function alertLink(base: string, key: Uint8Array, purpose: AlertLinkPurpose, alertId: string): string {
  return `${base}/waitlist/${purpose}?id=${alertId}&token=${encodeURIComponent(alertToken(key, purpose, alertId))}`;
}
