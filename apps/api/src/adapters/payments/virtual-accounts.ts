/**
 * Indonesian bank virtual accounts: each bank gives the merchant a company prefix, followed by
 * the customer's digits up to the bank's fixed length. Ours are the digits of the order number,
 * so the same order gets the same account number at a bank, and no two orders share one.
 */
import type { Bank } from '@blush/shared/checkout-contracts';

export const VIRTUAL_ACCOUNT_FORMAT: Readonly<Record<Bank, { prefix: string; length: number }>> = {
  bca: { prefix: '39358', length: 16 },
  bni: { prefix: '8808', length: 16 },
  bri: { prefix: '26215', length: 15 },
  mandiri: { prefix: '89608', length: 16 },
  permata: { prefix: '8625', length: 16 },
};

/** The account number of an order at a bank: prefix + the order number's digits, zero-padded (or their last digits) to the bank's length. */
export function virtualAccountNumber(bank: Bank, orderNumber: string): string {
  const { prefix, length } = VIRTUAL_ACCOUNT_FORMAT[bank];
  const room = length - prefix.length;
  const digits = orderNumber.replace(/\D/g, '');
  if (digits.length === 0) throw new Error(`Virtual account: order number "${orderNumber}" has no digits`);
  return prefix + digits.slice(-room).padStart(room, '0');
}
