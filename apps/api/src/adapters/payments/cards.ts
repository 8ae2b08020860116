/**
 * Card numbers: the Luhn check every card number passes, the brand from its leading digits, and
 * the built-in gateway's test cards. Full numbers and CVCs are never stored or logged anywhere:
 * only the brand and the last four digits are kept.
 */

/** Digits only (spaces and dashes as typed are dropped). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check of a card number of 12 to 19 digits. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme from the number's prefix (IIN ranges), 'card' when unknown. */
export function cardBrand(number: string): string {
  const d = cardDigits(number);
  const prefix = (n: number) => Number(d.slice(0, n));
  if (d.startsWith('4')) return 'visa';
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return 'mastercard';
  if (prefix(2) === 34 || prefix(2) === 37) return 'amex';
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return 'jcb';
  if (d.startsWith('6011') || d.startsWith('65') || (prefix(3) >= 644 && prefix(3) <= 649)) return 'discover';
  if (d.startsWith('62')) return 'unionpay';
  if (prefix(2) === 36 || prefix(2) === 38 || (prefix(3) >= 300 && prefix(3) <= 305)) return 'diners';
  return 'card';
}

export function cardLast4(number: string): string {
  return cardDigits(number).slice(-4);
}

/** Whether a card expiring at the end of month/year is still valid at `now` (UTC). */
export function cardNotExpired(month: number, year: number, now: Date = new Date()): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return year > y || (year === y && month >= m);
}

/** The built-in gateway's test cards; any other Luhn-valid number is authorised. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000000000003220',
} as const;
