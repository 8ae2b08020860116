import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGiftCardAdjustmentBodySchema,
  adminGiftCardChangeSchema,
  adminGiftCardDetailSchema,
  adminGiftCardIdParamsSchema,
  adminGiftCardListSchema,
  adminGiftCardQuerySchema,
  adminGiftCardVoidBodySchema,
  adminIssueGiftCardBodySchema,
} from '@blush/shared/admin-giftcard-contracts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import type { StaffDeps } from '../staff/deps.ts';
import { auditOfRequest } from '../staff/guard.ts';
import { type Audit, adjustCard, cardDetail, issueCard, searchCards, voidCard } from './admin.ts';

const KEY_NOTE = 'Needs an Idempotency-Key header: a retry with the same key and body changes nothing (201 first, then 200 with created false); the same key with another body is 409 idempotency_conflict.';

/** Gift cards in the back office (issue 21 item 9): find, read, issue, void and adjust, audited. */
export function giftCardAdminRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { staffAccess: 'giftcards.manage' } as const;
    app.get(
      '/gift-cards',
      { config, schema: { tags: ['admin'], summary: 'Find gift cards by full number, last 4 digits or recipient e-mail (never the PIN)', querystring: adminGiftCardQuerySchema, response: { 200: adminGiftCardListSchema } } },
      async (request) => ({ cards: await searchCards(deps.db, request.query.q) }),
    );
    app.get(
      '/gift-cards/:id',
      { config, schema: { tags: ['admin'], summary: "A gift card's balance, status and ledger", params: adminGiftCardIdParamsSchema, response: { 200: adminGiftCardDetailSchema } } },
      async (request) => cardDetail(deps.db, request.params.id),
    );
    app.post(
      '/gift-cards',
      {
        config,
        schema: { tags: ['admin'], summary: "Issue a gift card in a country's currency, e-mailed to the recipient, with a reason (audited)", description: KEY_NOTE, body: adminIssueGiftCardBodySchema, response: { 200: adminGiftCardChangeSchema, 201: adminGiftCardChangeSchema } },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request, true);
        const audit: Audit = auditOfRequest(deps.key, request);
        const result = await issueCard(deps.db, request.body, key, request.locale.language, audit);
        return reply.status(result.created ? 201 : 200).send(result);
      },
    );
    app.post(
      '/gift-cards/:id/void',
      {
        config,
        schema: { tags: ['admin'], summary: 'Void what is left on a gift card, with a reason (audited)', description: KEY_NOTE, params: adminGiftCardIdParamsSchema, body: adminGiftCardVoidBodySchema, response: { 200: adminGiftCardChangeSchema, 201: adminGiftCardChangeSchema } },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request, true);
        const audit: Audit = auditOfRequest(deps.key, request);
        const result = await voidCard(deps.db, request.params.id, request.body.reason, key, audit);
        return reply.status(result.created ? 201 : 200).send(result);
      },
    );
    app.post(
      '/gift-cards/:id/adjustments',
      {
        config,
        schema: {
          tags: ['admin'],
          summary: "Add to or take off a gift card's balance with a reason (audited); never below 0 nor above its face value",
          description: KEY_NOTE,
          params: adminGiftCardIdParamsSchema,
          body: adminGiftCardAdjustmentBodySchema,
          response: { 200: adminGiftCardChangeSchema, 201: adminGiftCardChangeSchema },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request, true);
        const audit: Audit = auditOfRequest(deps.key, request);
        const result = await adjustCard(deps.db, request.params.id, request.body, key, request.locale.language, audit);
        return reply.status(result.created ? 201 : 200).send(result);
      },
    );
  };
}
