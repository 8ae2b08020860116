/**
 * Recovery codes: ten per enrolment, `XXXXX-XXXXX` from 32 characters without look-alikes (50 bits
 * each), shown once and kept as HMAC-SHA-256 under the signing key (a leaked table alone cannot be
 * brute-forced). Typed with or without the dash, in any case.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export function recoveryCodeHash(key: Uint8Array, staffId: number, code: string): string {
  return createHmac('sha256', key).update(`staff-recovery:${staffId}:${normalizeRecoveryCode(code)}`).digest('base64url');
}
