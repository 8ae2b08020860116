/**
 * Pure pieces of the sign-in guard (docs/decisions/0017): who a failure is counted against (the
 * subject: a hash of the e-mail; the address: the client IP, IPv6 per /64), how long a pair waits,
 * the signed known-device cookie, and the e-mailed codes' hashing.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { SIGN_IN_GUARD } from '@blush/shared/sign-in-guard';

/** What failures are counted against: the lower-cased e-mail, hashed (unknown e-mails are counted alike, never stored in clear). */
export function subjectOf(email: string): string {
  return createHash('sha256').update(`sign-in:${email.trim().toLowerCase()}`).digest('base64url');
}

function expandIPv6(ip: string): string[] | undefined {
  const [head = '', tail] = ip.split('::', 2) as [string, string | undefined];
  const parts = (s: string) => (s ? s.split(':') : []);
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return undefined;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((h) => h.toLowerCase().padStart(4, '0'));
}

/**
 * The address a failure is counted against: IPv4 as it is (also when mapped into IPv6), IPv6 by
 * its /64, since one subscriber usually holds a whole /64 and could otherwise rotate addresses.
 */
export function clientAddress(ip: string | undefined): string {
  const raw = (ip ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(raw)) return raw;
  if (isIPv6(raw)) {
    const groups = expandIPv6(raw.split('%')[0]!);
    if (groups) return `${groups.slice(0, 4).join(':')}::/64`;
  }
  return raw.slice(0, 64) || 'unknown';
}

/** Seconds a pair waits after its `failures`-th failure (0 while it is within the free failures). */
export function pairDelaySeconds(failures: number): number {
  const over = failures - SIGN_IN_GUARD.pairFreeFailures;
  if (over <= 0) return 0;
  return Math.min(SIGN_IN_GUARD.pairFirstDelaySeconds * 2 ** (over - 1), SIGN_IN_GUARD.pairMaxDelaySeconds);
}

const hmac = (key: Uint8Array, value: string) => createHmac('sha256', key).update(value).digest('base64url');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const KNOWN_DEVICE_PATH = '/api/web/v1/sessions';
export const KNOWN_DEVICE_MAX_AGE = SIGN_IN_GUARD.knownDeviceDays * 24 * 60 * 60;

/** The account's own cookie name (so several members on one browser each keep theirs), not revealing who. */
export function knownDeviceCookieName(key: Uint8Array, customerPublicId: string): string {
  return `blush_kd_${hmac(key, `known-device-name:${customerPublicId}`).slice(0, 16)}`;
}

/** `<issued at, seconds>.<HMAC>`: proves this browser signed in to this account, and when. */
export function knownDeviceCookieValue(key: Uint8Array, customerPublicId: string, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000);
  return `${issuedAt}.${hmac(key, `known-device:${customerPublicId}:${issuedAt}`)}`;
}

/** Whether a cookie value is this account's, unexpired and issued after `validAfter` (the last password reset). */
export function isKnownDevice(key: Uint8Array, customerPublicId: string, value: string | undefined, validAfter: Date | null | undefined, now = Date.now()): boolean {
  const match = value ? /^(\d{1,12})\.([\w-]{43})$/.exec(value) : null;
  if (!match) return false;
  const issuedAt = Number(match[1]) * 1000;
  if (issuedAt > now + 60_000 || now - issuedAt > KNOWN_DEVICE_MAX_AGE * 1000) return false;
  if (validAfter && issuedAt < Math.floor(validAfter.getTime() / 1000) * 1000) return false;
  return sameText(match[2]!, hmac(key, `known-device:${customerPublicId}:${match[1]}`));
}

/** A fresh code of `SIGN_IN_GUARD.codeDigits` digits, its salt and its keyed hash (a leaked table alone cannot be brute-forced). */
export function newSignInCode(key: Uint8Array, customerId: number): { code: string; salt: string; hash: string } {
  const code = String(randomInt(0, 10 ** SIGN_IN_GUARD.codeDigits)).padStart(SIGN_IN_GUARD.codeDigits, '0');
  const salt = randomBytes(16).toString('base64url');
  return { code, salt, hash: signInCodeHash(key, customerId, salt, code) };
}

export function signInCodeHash(key: Uint8Array, customerId: number, salt: string, code: string): string {
  return hmac(key, `sign-in-code:${customerId}:${salt}:${code}`);
}

export function signInCodeMatches(key: Uint8Array, customerId: number, salt: string, code: string, hash: string): boolean {
  return sameText(signInCodeHash(key, customerId, salt, code), hash);
}
