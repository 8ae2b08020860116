/**
 * Visitor code rules (product guide §5, §9): non-empty, at most 255 characters; a generated one is
 * 16 lowercase letters and digits; its cookie lives 31 536 000 s on path /. The server generates the
 * code of a first visit so the first render and the browser's client bucket the same visitor; the
 * cookie itself is written only with analytics consent (consent.ts).
 */
import { parseCookies, serializeCookie } from '../../lib/cookies.ts';
import { VISITOR_CODE_ALPHABET, VISITOR_CODE_COOKIE, VISITOR_CODE_LENGTH, VISITOR_CODE_MAX_LENGTH, VISITOR_COOKIE_MAX_AGE, VISITOR_COOKIE_PATH } from './constants.ts';

export type VisitorCodeProblem = 'VisitorCodeEmpty' | 'VisitorCodeMaxLength';

/** The SDK's error kind for a code it would refuse, or null for a good one. */
export function visitorCodeProblem(code: string): VisitorCodeProblem | null {
  if (code.length === 0) return 'VisitorCodeEmpty';
  if (code.length > VISITOR_CODE_MAX_LENGTH) return 'VisitorCodeMaxLength';
  return null;
}

/** 16 lowercase letters and digits from a cryptographic source (without modulo bias). */
export function generateVisitorCode(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const out: string[] = [];
  const limit = 256 - (256 % VISITOR_CODE_ALPHABET.length);
  while (out.length < VISITOR_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(VISITOR_CODE_LENGTH * 2))) {
      if (byte < limit && out.length < VISITOR_CODE_LENGTH) out.push(VISITOR_CODE_ALPHABET[byte % VISITOR_CODE_ALPHABET.length]!);
    }
  }
  return out.join('');
}

/** The visitor's code from a Cookie header (or `document.cookie`); a code the SDK would refuse counts as none. */
export function readVisitorCode(cookieHeader: string | null | undefined): string | null {
  const code = parseCookies(cookieHeader)[VISITOR_CODE_COOKIE];
  return code !== undefined && visitorCodeProblem(code) === null ? code : null;
}

/** The visitor cookie (a year, path /). */
export function visitorCodeCookie(code: string, secure = false): string {
  return serializeCookie(VISITOR_CODE_COOKIE, code, { maxAge: VISITOR_COOKIE_MAX_AGE, path: VISITOR_COOKIE_PATH, sameSite: 'Lax', secure });
}
