/** One QR payment input per country for the payment tests. */
import type { PayNowInput, PromptPayBillPaymentInput, QrisInput } from '../../adapters/payments/emvco.ts';

// Fictional merchants (UEN, tax ID, PAN and NMID are made up).
export const PAYNOW: PayNowInput = {
  amountMinor: 1250,
  currency: 'SGD',
  merchant: { uen: '201912345K', name: 'Blush Beauty Pte Ltd' },
  reference: 'BL-SG-000123',
  expiresAt: new Date('2025-06-30T15:59:59Z'), // 23:59:59 in Singapore
};

export const PROMPTPAY_BILL: PromptPayBillPaymentInput = {
  amountMinor: 125000,
  currency: 'THB',
  merchant: { billerId: '010556012345601', name: 'Blush Thailand Co Ltd', city: 'Bangkok' },
  reference: 'BLTH000123',
};

export const QRIS: QrisInput = {
  amountMinor: 150000_00,
  currency: 'IDR',
  merchant: {
    pan: '9360000812345678901',
    merchantId: 'BLUSH0001',
    nmid: 'ID1025123456789',
    criteria: 'UBE',
    name: 'Blush Indonesia',
    city: 'JAKARTA SELATAN',
    postalCode: '12190',
  },
  reference: 'BL-ID-000123',
};
