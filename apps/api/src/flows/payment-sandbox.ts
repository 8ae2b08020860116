/**
 * The payment sandbox (outside production): a payment as a tester sees it, with its order, and
 * the gateway made to pay, fail or expire it, or to answer its 3-D Secure challenge, as a bank or
 * the shopper would — the gateway's signed webhook then settles it like any real outcome.
 */
import type { Bank } from '@blush/shared/checkout-contracts';
import type { CurrencyCode } from '@blush/shared/markets';
import type { PaymentMethod, QrPaymentMethod } from '@blush/shared/order-contracts';
import type { SandboxPaymentDto } from '@blush/shared/sandbox-payment-contracts';
import { type GatewaySession, type SandboxOutcome, isSandboxGateway } from '../adapters/payments/gateway.ts';
import { DomainError } from '../domain-error.ts';
import { orderById } from '../modules/order/service.ts';
import { type PaymentDeps, type PaymentRow, paymentById } from '../modules/payment/service.ts';

async function sandboxView(deps: PaymentDeps, row: PaymentRow): Promise<SandboxPaymentDto> {
  const order = await orderById(deps.db, row.orderId);
  const session = row.providerRef ? await deps.gateway.status(row.providerRef) : undefined;
  const fresh = (await paymentById(deps.db, row.id)) ?? row;
  return {
    id: fresh.id,
    orderId: fresh.orderId,
    orderNumber: order?.number ?? '',
    orderStatus: order?.status ?? 'payment_pending',
    country: order?.country ?? '',
    method: fresh.method as PaymentMethod,
    status: fresh.status,
    gatewayStatus: session?.status ?? null,
    amount: { amount: fresh.amount, currency: fresh.currency as CurrencyCode },
    expiresAt: (fresh.qrExpiresAt ?? fresh.expiresAt).toISOString(),
    qr: fresh.qrPayload ? { scheme: fresh.method as QrPaymentMethod, payload: fresh.qrPayload } : null,
    virtualAccount: fresh.vaBank && fresh.vaNumber ? { bank: fresh.vaBank as Bank, number: fresh.vaNumber } : null,
    card: fresh.cardBrand && fresh.cardLast4 ? { brand: fresh.cardBrand, last4: fresh.cardLast4 } : null,
    actionUrl: fresh.status === 'requires_action' ? fresh.actionUrl : null,
    failureCode: fresh.failureCode,
  };
}

async function sandboxRow(deps: PaymentDeps, id: string): Promise<PaymentRow> {
  const row = await paymentById(deps.db, id);
  if (!row || !deps.sandbox) throw new DomainError('resource_not_found');
  return row;
}

/** A payment as a tester sees it in the sandbox: with its order number, amount, QR payload or account number. */
export async function sandboxPayment(deps: PaymentDeps, id: string): Promise<SandboxPaymentDto> {
  return sandboxView(deps, await sandboxRow(deps, id));
}

export type SandboxAction = { outcome: SandboxOutcome } | { challenge: boolean };

/**
 * Make the gateway pay, fail or expire a payment, or answer its 3-D Secure challenge: the gateway
 * sends the matching signed webhook. Repeating an action that already happened is harmless; one
 * the payment can no longer take is refused.
 */
export async function sandboxAct(deps: PaymentDeps, id: string, action: SandboxAction): Promise<SandboxPaymentDto> {
  const row = await sandboxRow(deps, id);
  const gateway = deps.gateway;
  if (!isSandboxGateway(gateway)) throw new DomainError('resource_not_found');
  if (!row.providerRef) throw new DomainError('payment_state_conflict');
  let result: { session: GatewaySession };
  let wanted: string[];
  if ('challenge' in action) {
    if (row.method !== 'card') throw new DomainError('payment_state_conflict');
    result = await gateway.completeChallenge(row.providerRef, action.challenge);
    wanted = [action.challenge ? 'succeeded' : 'failed'];
  } else {
    result = await gateway.simulate(row.providerRef, action.outcome);
    wanted = action.outcome === 'pay' ? ['succeeded'] : action.outcome === 'fail' ? ['failed'] : ['expired', 'cancelled'];
  }
  if (!wanted.includes(result.session.status)) throw new DomainError('payment_state_conflict', {}, { status: result.session.status });
  return sandboxView(deps, row);
}
