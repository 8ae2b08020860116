/**
 * The back office's bookings (issue 21 item 8) under `/api/admin/v1/bookings`: a store's day on the
 * calendar (`stores.read`), the free times to move a booking to and moving or cancelling it on the
 * shopper's behalf (`bookings.manage`), audited. A store manager reaches only their stores.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBookingCancelBodySchema,
  adminBookingDayQuerySchema,
  adminBookingDayResponseSchema,
  adminBookingIdParamsSchema,
  adminBookingMoveBodySchema,
  adminBookingResponseSchema,
  adminBookingSlotsQuerySchema,
  adminBookingSlotsResponseSchema,
} from '@blush/shared/admin-booking-contracts';
import type { FastifyRequest } from 'fastify';
import type { OutboxWorker } from '../../outbox/outbox.ts';
import { requestOrigin } from '../auth/cookies.ts';
import type { StaffDeps } from '../staff/deps.ts';
import { auditOfRequest, staffOf } from '../staff/guard.ts';
import { type StaffChange, bookingDay, cancelBookingByStaff, moveBooking, moveSlots } from './admin.ts';

export function bookingAdminRoutes(deps: StaffDeps, clock: () => Date = () => new Date()): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin bookings'];
    const change = (request: FastifyRequest): StaffChange => ({
      db: deps.db,
      scope: staffOf(request).scope,
      audit: auditOfRequest(deps.key, request),
      language: request.locale.language,
      now: clock(),
      origin: requestOrigin(request),
    });
    // The process's outbox worker (decorated by buildApi): the shopper's e-mail goes now, not at its next round.
    const kick = async () => (app as unknown as { outbox?: OutboxWorker }).outbox?.kick();

    app.get(
      '/bookings',
      {
        config: { staffAccess: 'stores.read' },
        schema: { tags, summary: "A store's bookings of a local day, with the artists working it (the calendar's columns) and the stores the staff member may pick", querystring: adminBookingDayQuerySchema, response: { 200: adminBookingDayResponseSchema } },
      },
      async (request) => bookingDay(deps.db, staffOf(request).scope, request.query, request.locale.language, clock()),
    );

    app.get(
      '/bookings/:id/slots',
      {
        config: { staffAccess: 'bookings.manage' },
        schema: { tags, summary: 'The free times of a day the booking may move to (same activity and store; its own place counts as free)', params: adminBookingIdParamsSchema, querystring: adminBookingSlotsQuerySchema, response: { 200: adminBookingSlotsResponseSchema } },
      },
      async (request) => moveSlots(deps.db, staffOf(request).scope, request.params.id, request.query.date, clock()),
    );

    app.post(
      '/bookings/:id/move',
      {
        config: { staffAccess: 'bookings.manage' },
        schema: {
          tags,
          summary: 'Move a booking to a free time (and artist); the shopper is e-mailed the new time (audited)',
          description: '409 edit_conflict when the booking changed since `version`; 409 slot_unavailable when the time was taken meanwhile.',
          params: adminBookingIdParamsSchema,
          body: adminBookingMoveBodySchema,
          response: { 200: adminBookingResponseSchema },
        },
      },
      async (request) => {
        const booking = await moveBooking(change(request), request.params.id, request.body);
        await kick();
        return { booking };
      },
    );

    app.post(
      '/bookings/:id/cancel',
      {
        config: { staffAccess: 'bookings.manage' },
        schema: { tags, summary: 'Cancel a booking with a reason; the shopper is e-mailed (audited). 409 edit_conflict when it changed since `version`', params: adminBookingIdParamsSchema, body: adminBookingCancelBodySchema, response: { 200: adminBookingResponseSchema } },
      },
      async (request) => {
        const booking = await cancelBookingByStaff(change(request), request.params.id, request.body);
        await kick();
        return { booking };
      },
    );
  };
}
