/**
 * A webhook from the payment gateway: checked and kept in the inbox, its payment found by the
 * reference the shop gave the gateway, its amount compared, then settled like any other outcome
 * (`settle-payment.ts`), and the inbox row marked processed last — a crash in between leaves the
 * event to be applied again on redelivery, which finishes what was left.
 */
import { finishWebhook, receiveWebhook, type WebhookEventBody } from '../modules/payment/webhook.ts';
import { type PaymentDeps, paymentById } from '../modules/payment/service.ts';
import { settlePayment } from './settle-payment.ts';

async function apply(deps: PaymentDeps, event: WebhookEventBody): Promise<string> {
  const payment = await paymentById(deps.db, event.data.reference);
  if (!payment || (payment.providerRef !== null && payment.providerRef !== event.data.session)) return 'unknown_payment';
  if (payment.amount !== event.data.amount || payment.currency !== event.data.currency) {
    deps.log?.warn({ payment: payment.id, event: event.id }, 'payment webhook amount does not match the payment');
    return 'amount_mismatch';
  }
  const status = event.type === 'payment.succeeded' ? 'succeeded' : event.type === 'payment.failed' ? 'failed' : 'expired';
  return settlePayment(deps, payment.id, { ref: event.data.session, status, failureCode: event.data.failure_code, actionUrl: null });
}

export async function handleWebhook(deps: PaymentDeps, rawBody: string, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
  const received = await receiveWebhook(deps.db, deps.webhookSecret, rawBody, signature);
  if (received.duplicate) return { received: true, duplicate: true };
  const result = await apply(deps, received.event);
  await finishWebhook(deps.db, received.inboxId, result);
  return { received: true, duplicate: false };
}
