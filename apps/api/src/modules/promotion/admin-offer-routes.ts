import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGiftParamsSchema,
  adminIdParamsSchema,
  adminOfferCreateSchema,
  adminOfferListSchema,
  adminOfferPreviewResultSchema,
  adminOfferPreviewSchema,
  adminOfferSchema,
  adminOfferUpdateSchema,
  adminSampleCreateSchema,
  adminSampleListSchema,
  adminSampleMoveSchema,
  adminSampleSchema,
  adminStockDeltaSchema,
} from '@blush/shared/admin-offer-contracts';
import type { StaffDeps } from '../staff/deps.ts';
import { auditOfRequest } from '../staff/guard.ts';
import { adjustGiftStock, createOffer, listOffers, offerDetail, setOfferActive, updateOffer } from './admin-offers.ts';
import { adjustSampleStock, createSampleOffer, listSamples, moveSample, setSampleActive } from './admin-samples.ts';
import { previewOffer } from '../../flows/offer-preview.ts';

/** Gifts with purchase, bundles and free samples in the back office (issue 21 item 4); contract in @blush/shared/admin-offer-contracts. */
export function offerAdminRoutes(deps: StaffDeps): FastifyPluginAsyncZod {
  const auditOf = (request: FastifyRequest) => auditOfRequest(deps.key, request);
  const read = { staffAccess: 'promotions.read' } as const;
  const write = { staffAccess: 'promotions.write' } as const;
  return async (app) => {
    app.get('/offers', { config: read, schema: { tags: ['admin'], summary: 'Gifts with purchase and bundles (automatic promotions) with their gift sets', response: { 200: adminOfferListSchema } } }, async () => listOffers(deps.db));
    app.post('/offers/preview', { config: read, schema: { tags: ['admin'], summary: 'The gift choice or bundle discount an offer being edited gives a sample bag; changes nothing', body: adminOfferPreviewSchema, response: { 200: adminOfferPreviewResultSchema } } }, async (request) => previewOffer(deps.db, request.body));
    app.get('/offers/:id', { config: read, schema: { tags: ['admin'], summary: 'One offer with its gift set and the version an edit must name', params: adminIdParamsSchema, response: { 200: adminOfferSchema } } }, async (request) => offerDetail(deps.db, request.params.id));
    app.post('/offers', { config: write, schema: { tags: ['admin'], summary: 'Create a gift with purchase (with its gift set) or a bundle (audited)', body: adminOfferCreateSchema, response: { 201: adminOfferSchema } } }, async (request, reply) => reply.code(201).send(await createOffer(deps.db, request.body, auditOf(request))));
    app.patch('/offers/:id', { config: write, schema: { tags: ['admin'], summary: 'Change an offer and its gift set (audited); 409 edit_conflict when someone saved since `version`', params: adminIdParamsSchema, body: adminOfferUpdateSchema, response: { 200: adminOfferSchema } } }, async (request) => {
      const { version, ...input } = request.body;
      return updateOffer(deps.db, request.params.id, input, version, auditOf(request));
    });
    for (const [action, active] of [['pause', false], ['resume', true]] as const) {
      app.post(`/offers/:id/${action}`, { config: write, schema: { tags: ['admin'], summary: active ? 'Resume the offer (audited)' : 'Pause the offer: the bag no longer gives it (audited)', params: adminIdParamsSchema, response: { 200: adminOfferSchema } } }, async (request) => setOfferActive(deps.db, request.params.id, active, auditOf(request)));
    }
    app.post('/offers/:id/gifts/:gift/stock', { config: write, schema: { tags: ['admin'], summary: "Add to or take from a gift's stock (audited); never below zero", params: adminGiftParamsSchema, body: adminStockDeltaSchema, response: { 200: adminOfferSchema } } }, async (request) => adjustGiftStock(deps.db, request.params.id, request.params.gift, request.body.delta, auditOf(request)));

    app.get('/samples', { config: read, schema: { tags: ['admin'], summary: 'Free samples with their stock, in the order shoppers see them', response: { 200: adminSampleListSchema } } }, async () => listSamples(deps.db));
    app.post('/samples', { config: write, schema: { tags: ['admin'], summary: 'Offer a variant as a free sample (audited)', body: adminSampleCreateSchema, response: { 201: adminSampleSchema } } }, async (request, reply) => reply.code(201).send(await createSampleOffer(deps.db, request.body, auditOf(request))));
    app.post('/samples/:id/stock', { config: write, schema: { tags: ['admin'], summary: "Add to or take from a sample's stock (audited); never below zero", params: adminIdParamsSchema, body: adminStockDeltaSchema, response: { 200: adminSampleSchema } } }, async (request) => adjustSampleStock(deps.db, request.params.id, request.body.delta, auditOf(request)));
    for (const [action, active] of [['activate', true], ['deactivate', false]] as const) {
      app.post(`/samples/:id/${action}`, { config: write, schema: { tags: ['admin'], summary: active ? 'Offer the sample again (audited)' : 'Stop offering the sample (audited)', params: adminIdParamsSchema, response: { 200: adminSampleSchema } } }, async (request) => setSampleActive(deps.db, request.params.id, active, auditOf(request)));
    }
    app.post('/samples/:id/move', { config: write, schema: { tags: ['admin'], summary: 'Move a sample one place up or down (audited)', params: adminIdParamsSchema, body: adminSampleMoveSchema, response: { 200: adminSampleListSchema } } }, async (request) => moveSample(deps.db, request.params.id, request.body.direction, auditOf(request)));
  };
}
