/**
 * The gateway's webhooks as received: the signature checked over the raw body, the event parsed,
 * and kept in the inbox (`payment_events`, unique by event id) before anything is applied, so a
 * redelivery after a crash is applied until it is marked processed, and never twice after that.
 */
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { WEBHOOK_EVENT_TYPES } from '../../adapters/payments/gateway.ts';
import { verifySignature } from '../../adapters/payments/signature.ts';
import * as repo from './repo.ts';
import { isUuid } from './service.ts';

const webhookEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  created: z.number().int(),
  data: z.object({
    session: z.string().min(1).max(100),
    reference: z.string().min(1).max(100),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    failure_code: z.string().nullable(),
  }),
});
export type WebhookEventBody = z.infer<typeof webhookEventSchema>;

/** A verified event and its inbox row; `duplicate` when it was processed before. */
export type ReceivedEvent = { event: WebhookEventBody; inboxId: number; duplicate: false } | { duplicate: true };

/** Check, parse and keep a webhook: a bad or stale signature or a malformed event is refused (400) and kept nowhere. */
export async function receiveWebhook(db: Db, secret: string, rawBody: string, signature: string | undefined): Promise<ReceivedEvent> {
  const check = verifySignature(secret, rawBody, signature);
  if (!check.ok) throw new DomainError('webhook_signature_invalid', {}, { reason: check.reason });
  let event: WebhookEventBody;
  try {
    event = webhookEventSchema.parse(JSON.parse(rawBody));
  } catch {
    throw new DomainError('validation_failed', {}, { reason: 'malformed_event' });
  }
  const inserted = await repo.insertEvent(db, {
    eventId: event.id,
    type: event.type,
    paymentId: isUuid(event.data.reference) ? event.data.reference : null,
    payload: event as unknown as Record<string, unknown>,
  });
  const record = inserted ?? (await repo.eventById(db, event.id));
  if (!record || record.processedAt) return { duplicate: true };
  return { event, inboxId: record.id, duplicate: false };
}

/** Mark an inbox event processed with what applying it did. */
export const finishWebhook = (db: Db, inboxId: number, result: string): Promise<boolean> => repo.finishEvent(db, inboxId, result);
