/**
 * Webhook signatures: `Blush-Signature: t=<unix seconds>,v1=<hex>` where v1 is HMAC-SHA256 with
 * the endpoint's secret over `${t}.${body}` (the raw body, byte for byte). The timestamp inside
 * the signed text stops a captured request being replayed later; the receiver refuses one older
 * (or newer) than the tolerance. Several v1 values may be sent while a secret is rotated.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'blush-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The header value for `body` signed now (or at `at`). */
export function signatureHeader(secret: string, body: string, at: Date = new Date()): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/** Whether `header` signs `body` with `secret`, within the tolerance of `now`. Compares in constant time. */
export function verifySignature(secret: string, body: string, header: string | undefined, now: Date = new Date(), toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) candidates.push(value.toLowerCase());
  }
  if (timestamp === undefined || candidates.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  const match = candidates.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  return match ? { ok: true, timestamp } : { ok: false, reason: 'mismatch' };
}
