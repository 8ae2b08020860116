import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPromotionCreateSchema,
  adminPromotionIdParamsSchema,
  adminPromotionListSchema,
  adminPromotionPreviewResultSchema,
  adminPromotionPreviewSchema,
  adminPromotionQuerySchema,
  adminPromotionSchema,
  adminPromotionUpdateSchema,
} from '@blush/shared/admin-promotion-contracts';
import type { StaffDeps } from '../staff/deps.ts';
import { auditOfRequest } from '../staff/guard.ts';
import {
  createPromotionRules,
  listPromotions,
  promotionDetail,
  setPromotionActive,
  updatePromotionRules,
} from './admin-service.ts';
import { previewPromotion } from '../../flows/promotion-preview.ts';
import { offerAdminRoutes } from './admin-offer-routes.ts';

/** Promotions in the back office (issue 21 item 4): promo codes, their rules, pause and resume, and a preview on a sample bag. */
export function promotionAdminRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  const auditOf = (request: FastifyRequest) => auditOfRequest(deps.key, request);
  return async (app) => {
    await app.register(offerAdminRoutes(deps));
    app.get(
      '/promotions',
      {
        config: { staffAccess: 'promotions.read' },
        schema: { tags: ['admin'], summary: 'Promo-code promotions with their status (active, paused, scheduled, expired) and uses', querystring: adminPromotionQuerySchema, response: { 200: adminPromotionListSchema } },
      },
      async (request) => listPromotions(deps.db, request.query),
    );

    app.post(
      '/promotions/preview',
      {
        config: { staffAccess: 'promotions.read' },
        schema: { tags: ['admin'], summary: 'What a saved promotion, or rules being edited, does to a sample bag in a country (as if live); changes nothing', body: adminPromotionPreviewSchema, response: { 200: adminPromotionPreviewResultSchema } },
      },
      async (request) => {
        const body = request.body;
        return previewPromotion(deps.db, { promotionId: body.promotion_id, rules: body.rules, country: body.country, bag: body.bag, shopperOrders: body.shopper_orders });
      },
    );

    app.get(
      '/promotions/:id',
      {
        config: { staffAccess: 'promotions.read' },
        schema: { tags: ['admin'], summary: 'One promotion with the version an edit must name', params: adminPromotionIdParamsSchema, response: { 200: adminPromotionSchema } },
      },
      async (request) => promotionDetail(deps.db, request.params.id),
    );

    app.post(
      '/promotions',
      {
        config: { staffAccess: 'promotions.write' },
        schema: { tags: ['admin'], summary: 'Create a promo code with its rules (audited); 409 promotion_code_taken', body: adminPromotionCreateSchema, response: { 201: adminPromotionSchema } },
      },
      async (request, reply) => {
        const created = await createPromotionRules(deps.db, request.body, auditOf(request));
        return reply.code(201).send(created);
      },
    );

    app.patch(
      '/promotions/:id',
      {
        config: { staffAccess: 'promotions.write' },
        schema: { tags: ['admin'], summary: 'Change its rules (audited); 409 edit_conflict when someone saved since `version` was read', params: adminPromotionIdParamsSchema, body: adminPromotionUpdateSchema, response: { 200: adminPromotionSchema } },
      },
      async (request) => {
        const { version, ...rules } = request.body;
        return updatePromotionRules(deps.db, request.params.id, rules, version, auditOf(request));
      },
    );

    for (const [action, active] of [['pause', false], ['resume', true]] as const) {
      app.post(
        `/promotions/:id/${action}`,
        {
          config: { staffAccess: 'promotions.write' },
          schema: { tags: ['admin'], summary: active ? 'Resume: shoppers can use it again (audited)' : 'Pause: shoppers can no longer use it (audited)', params: adminPromotionIdParamsSchema, response: { 200: adminPromotionSchema } },
        },
        async (request) => setPromotionActive(deps.db, request.params.id, active, auditOf(request)),
      );
    }
  };
}
