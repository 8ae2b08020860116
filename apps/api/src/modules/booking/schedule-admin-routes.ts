/**
 * The back office's stores (issue 21 item 8) under `/api/admin/v1/stores`: the stores the staff
 * member may manage, one store's schedule, and changing its hours, closures, click-and-collect,
 * artists' weeks and sessions' seats (`stores.write`: administrator and operations everywhere, a
 * store manager in their stores), audited, each with the version seen (409 when stale); and
 * opening a new store with its shelf's stock location (`stores.create`: administrator and operations).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminArtistWeekUpdateSchema,
  adminSessionSeatsUpdateSchema,
  adminStoreClosureCreateSchema,
  adminStoreCreateSchema,
  adminStoreItemParamsSchema,
  adminStoreListResponseSchema,
  adminStoreParamsSchema,
  adminStoreResponseSchema,
  adminStoreUpdateSchema,
  adminStoreVersionSchema,
} from '@blush/shared/admin-store-contracts';
import type { StaffDeps } from '../staff/deps.ts';
import { auditOfRequest, staffOf } from '../staff/guard.ts';
import { openStore } from '../../flows/open-store.ts';
import { type StoreChange, addClosure, removeClosure, storeDetail, storeList, updateArtistWeek, updateSessionSeats, updateStore } from '../../flows/store-schedules.ts';

export function storeAdminRoutes(deps: StaffDeps, clock: () => Date = () => new Date()): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin stores'];
    const config = { staffAccess: 'stores.write' as const };
    const change = (request: FastifyRequest): StoreChange => ({ db: deps.db, scope: staffOf(request).scope, audit: auditOfRequest(deps.key, request), language: request.locale.language, now: clock() });
    const conflicts = '409 edit_conflict when the store (or artist, session) changed since `version`.';

    app.get('/stores', { config, schema: { tags, summary: 'The stores the staff member may manage', response: { 200: adminStoreListResponseSchema } } }, async (request) => ({
      stores: await storeList(deps.db, staffOf(request).scope, request.locale.language),
    }));

    app.post(
      '/stores',
      {
        config: { staffAccess: 'stores.create' as const },
        schema: {
          tags,
          summary: 'Open a new store with its shelf (a stock location that does not ship online), audited',
          description: '400 validation_failed with `details.fields` (zod, and the time zone, postcode and hours); 409 store_slug_taken when a store or stock location has the slug already. Nothing is written on a refusal.',
          body: adminStoreCreateSchema,
          response: { 201: adminStoreResponseSchema },
        },
      },
      async (request, reply) => {
        const store = await openStore(change(request), request.body);
        return reply.code(201).send({ store });
      },
    );

    app.get(
      '/stores/:slug',
      { config, schema: { tags, summary: "A store's schedule: weekly hours, closures to come, click-and-collect, artists' weeks, sessions' seats", params: adminStoreParamsSchema, response: { 200: adminStoreResponseSchema } } },
      async (request) => ({ store: await storeDetail(deps.db, staffOf(request).scope, request.params.slug, request.locale.language, clock()) }),
    );

    app.put(
      '/stores/:slug',
      {
        config,
        schema: {
          tags,
          summary: 'Change the weekly hours and click-and-collect (audited)',
          description: `422 store_hours_invalid when a day closes before it opens; 409 store_closure_has_bookings (details.bookings) when a booking to come would fall outside the hours. ${conflicts}`,
          params: adminStoreParamsSchema,
          body: adminStoreUpdateSchema,
          response: { 200: adminStoreResponseSchema },
        },
      },
      async (request) => ({ store: await updateStore(change(request), request.params.slug, request.body) }),
    );

    app.post(
      '/stores/:slug/closures',
      {
        config,
        schema: {
          tags,
          summary: 'Close the store on days (audited); no slot is offered on them',
          description: `409 store_closure_overlap over another closure; 409 store_closure_has_bookings (details.bookings) over live bookings. ${conflicts}`,
          params: adminStoreParamsSchema,
          body: adminStoreClosureCreateSchema,
          response: { 200: adminStoreResponseSchema },
        },
      },
      async (request) => ({ store: await addClosure(change(request), request.params.slug, request.body) }),
    );

    app.post(
      '/stores/:slug/closures/:id/remove',
      { config, schema: { tags, summary: `Remove a closure (audited). ${conflicts}`, params: adminStoreItemParamsSchema, body: adminStoreVersionSchema, response: { 200: adminStoreResponseSchema } } },
      async (request) => ({ store: await removeClosure(change(request), request.params.slug, request.params.id, request.body.version) }),
    );

    app.put(
      '/stores/:slug/artists/:id',
      {
        config,
        schema: { tags, summary: `An artist's working week (audited); 422 artist_hours_invalid; 409 store_closure_has_bookings when their booking would fall outside. ${conflicts}`, params: adminStoreItemParamsSchema, body: adminArtistWeekUpdateSchema, response: { 200: adminStoreResponseSchema } },
      },
      async (request) => ({ store: await updateArtistWeek(change(request), request.params.slug, request.params.id, request.body) }),
    );

    app.put(
      '/stores/:slug/sessions/:id',
      {
        config,
        schema: { tags, summary: `A class's or event's seats (audited); 409 session_seats_below_booked below the seats booked. ${conflicts}`, params: adminStoreItemParamsSchema, body: adminSessionSeatsUpdateSchema, response: { 200: adminStoreResponseSchema } },
      },
      async (request) => ({ store: await updateSessionSeats(change(request), request.params.slug, request.params.id, request.body) }),
    );
  };
}
