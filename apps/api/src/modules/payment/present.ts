/** A payment as the shopper sees it: amount, QR code image, virtual-account steps, why it failed. */
import { type Bank, type PaymentDto } from '@blush/shared/checkout-contracts';
import { type ErrorCode, errorMessage } from '@blush/shared/errors';
import type { CountryCode, CurrencyCode, Language } from '@blush/shared/markets';
import { formatMoney } from '@blush/shared/money';
import { type PaymentMethod, type QrPaymentMethod, isQrMethod } from '@blush/shared/order-contracts';
import { BANK_FULL_NAMES, virtualAccountInstructions } from './instructions.ts';
import { qrSvg } from './qr-image.ts';
import type { PaymentRow } from './repo.ts';

const FAILURE_MESSAGES: Readonly<Record<string, ErrorCode>> = {
  card_declined: 'payment_declined',
  authentication_failed: 'payment_authentication_failed',
  invalid_number: 'card_invalid',
  expired_card: 'card_expired',
};

function failureMessage(row: PaymentRow, language: Language): string | null {
  if (row.status === 'failed') return errorMessage(FAILURE_MESSAGES[row.failureCode ?? ''] ?? 'payment_failed', language);
  if (row.status === 'expired' && row.failureCode !== 'superseded') return errorMessage(isQrMethod(row.method) ? 'qr_code_expired' : 'payment_expired', language);
  return null;
}

/** Rendered QR images by payload: a page polling its payment does not redraw the same code. */
const svgCache = new Map<string, string>();
async function svgOf(payload: string): Promise<string> {
  let svg = svgCache.get(payload);
  if (svg === undefined) {
    svg = await qrSvg(payload);
    if (svgCache.size >= 500) svgCache.delete(svgCache.keys().next().value!);
    svgCache.set(payload, svg);
  }
  return svg;
}

export interface PresentOptions {
  /** Outside production: the sandbox page of the payment. */
  sandbox: boolean;
  /** The name a bank shows for our virtual accounts. */
  accountHolder: string;
}

export async function paymentDto(options: PresentOptions, order: { country: string }, row: PaymentRow, language: Language): Promise<PaymentDto> {
  const amount = { amount: row.amount, currency: row.currency as CurrencyCode };
  const bank = row.vaBank as Bank | null;
  return {
    id: row.id,
    orderId: row.orderId,
    method: row.method as PaymentMethod,
    status: row.status,
    amount,
    expiresAt: (row.qrExpiresAt ?? row.expiresAt).toISOString(),
    qr: row.qrPayload ? { payload: row.qrPayload, svg: await svgOf(row.qrPayload), scheme: row.method as QrPaymentMethod } : null,
    virtualAccount:
      bank && row.vaNumber
        ? {
            bank,
            bankName: BANK_FULL_NAMES[bank],
            number: row.vaNumber,
            instructions: virtualAccountInstructions(bank, row.vaNumber, formatMoney(amount, language, order.country as CountryCode), options.accountHolder, language),
          }
        : null,
    actionUrl: row.status === 'requires_action' ? row.actionUrl : null,
    failureMessage: failureMessage(row, language),
    sandboxUrl: options.sandbox ? `/sandbox/payments/${row.id}` : null,
  };
}
