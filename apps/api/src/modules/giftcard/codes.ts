/**
 * Gift card numbers and PINs. A number is 16 digits from the system's CSPRNG with a Luhn check
 * digit (a typo is caught before any look-up); it is found by its SHA-256. A PIN is 6 random digits
 * kept as a salted scrypt hash, compared in constant time.
 */
import { createHash, randomInt, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** The Luhn check digit of `body` (digits). */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export const luhnValid = (number: string): boolean => /^\d{16}$/.test(number) && luhnDigit(number.slice(0, -1)) === Number(number.at(-1));

/** A new card number: "6" (the shop's prefix), 14 random digits, the check digit. */
export function newCardNumber(): string {
  let body = '6';
  while (body.length < 15) body += String(randomInt(10));
  return body + String(luhnDigit(body));
}

export const newPin = (): string => String(randomInt(1_000_000)).padStart(6, '0');

export const numberHash = (number: string): string => createHash('sha256').update(`blush-gift-card:${number}`).digest('hex');

export function hashPin(pin: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('base64url')}.${scryptSync(pin, salt, 32).toString('base64url')}`;
}

export function pinMatches(pin: string, stored: string): boolean {
  const [salt, hash] = stored.split('.');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(pin, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** "•••• •••• •••• 1234". */
export const maskNumber = (last4: string): string => `•••• •••• •••• ${last4}`;

/** "6123 4567 8901 2345", as printed on the card and in the e-mail. */
export const groupNumber = (number: string): string => number.replace(/(\d{4})(?=\d)/g, '$1 ');
