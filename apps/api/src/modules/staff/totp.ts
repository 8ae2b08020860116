/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) with node:crypto: 30-second steps,
 * 6 digits, HMAC-SHA-1 (what every authenticator app reads from an otpauth:// URI), a code accepted
 * one step either side of now for clocks that drift. A step is accepted only when it is later than
 * the last step accepted for the staff member, so a code can never be used twice.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP = { periodSeconds: 30, digits: 6, window: 1, secretBytes: 20 } as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decode base32 as authenticator apps write it (any case, spaces and padding ignored); undefined if it is not base32. */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return undefined;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random secret, base32 (160 bits, as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP.secretBytes));
}

/** The time step of a moment (seconds since the epoch divided by the period). */
export function stepAt(unixMs: number, periodSeconds: number = TOTP.periodSeconds): number {
  return Math.floor(unixMs / 1000 / periodSeconds);
}

/** HOTP (RFC 4226) of one counter: dynamic truncation of the HMAC, `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, options: { digits?: number; algorithm?: 'sha1' | 'sha256' | 'sha512' } = {}): string {
  const digits = options.digits ?? TOTP.digits;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(options.algorithm ?? 'sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of a secret at a moment. */
export function totpAt(key: Uint8Array, unixMs: number, options: { digits?: number; algorithm?: 'sha1' | 'sha256' | 'sha512' } = {}): string {
  return hotp(key, stepAt(unixMs), options);
}

/**
 * The step a code matches, within one step either side of `now` and after `lastStep` (a step once
 * accepted, or an earlier one, never counts again); undefined when it matches none.
 */
export function matchTotp(secret: string, code: string, now: number, lastStep: number | null): number | undefined {
  const key = base32Decode(secret);
  if (!key || !/^\d{6}$/.test(code)) return undefined;
  const current = stepAt(now);
  let matched: number | undefined;
  // Every candidate is compared (no early exit), in constant time.
  for (let step = current - TOTP.window; step <= current + TOTP.window; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
    if (same && (lastStep === null || step > lastStep) && matched === undefined) matched = step;
  }
  return matched;
}

/** The otpauth:// URI an authenticator app reads (Key URI Format): issuer and account in the label and parameters. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP.digits), period: String(TOTP.periodSeconds) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
