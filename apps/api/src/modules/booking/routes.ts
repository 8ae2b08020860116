import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACTIVITY_KINDS } from '@blush/shared/booking';
import {
  activitiesResponseSchema,
  activityGroupsResponseSchema,
  activityResponseSchema,
  availableDaysResponseSchema,
  bannersResponseSchema,
  bookingResponseSchema,
  bookingsResponseSchema,
  cancelQuerySchema,
  createBookingBodySchema,
  handoffBodySchema,
  handoffResponseSchema,
  daysQuerySchema,
  kindPagesResponseSchema,
  questionsResponseSchema,
  rescheduleBodySchema,
  showQuerySchema,
  slotQuerySchema,
  timeSlotsResponseSchema,
} from '@blush/shared/booking-contracts';
import { type BookingProvider, builtinBookingProvider } from '../../adapters/booking/index.ts';
import { type AuthDeps, optionalMemberId, requireMember } from '../auth/guard.ts';
import { requestOrigin } from '../auth/cookies.ts';
import { appListing } from './app-listing.ts';
import { handoff } from './handoff.ts';
import { cancelBooking, createBooking, memberBookings, rescheduleBooking, showBooking } from './reservations.ts';
import { type AppOnly, type WebBooking, activityDetail, activityGroups, kindPages, activityQuestions, availableDays, listActivities, timeSlots } from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(120) });
const bookingParams = z.object({ id: z.uuid() });
const listQuery = z.object({ kind: z.enum(ACTIVITY_KINDS).optional(), store: z.string().max(80).optional(), group: z.string().max(80).optional() });
const storeQuery = z.object({ store: z.string().min(1).max(80) });


/**
 * Services, classes and events of the request country and their bookings (product guide §7:
 * booking-service, booking-services, layouts/store-services, happening, reservation-service).
 * Activity answers are the same for every shopper and cached briefly; bookings are private.
 * `reservation-service/create` books; `reservation-service` create moves a booking (the spec gives
 * reservations no update verb), `delete` cancels it; a guest proves ownership with the e-mailed token.
 */
export interface BookingSettings {
  appOnly: AppOnly;
  /** Who takes new bookings: the built-in scheduler (default) or an external provider (decision 0026). */
  provider?: BookingProvider;
  /** The app listing the app-only prompt's QR code opens (APP_LISTING_URL); unset: the App Store listing. */
  appListingUrl?: string | undefined;
}

export function bookingRoutes(auth: AuthDeps, settings: BookingSettings, clock: () => Date = () => new Date()): FastifyPluginAsyncZod {
  const { db } = auth;
  const { appOnly } = settings;
  const provider = settings.provider ?? builtinBookingProvider;
  const web: WebBooking = { appOnly, provider: provider.kind };
  const deps = { db, key: auth.key, appOnly, external: provider.kind === 'external' };
  return async (app) => {
    const listSchema = (summary: string) => ({ tags: ['bookings'], summary, querystring: listQuery, response: { 200: activitiesResponseSchema } });
    const list = (kind?: (typeof ACTIVITY_KINDS)[number]) => async (request: FastifyRequest<{ Querystring: z.infer<typeof listQuery> }>) => {
      const { country, language } = request.locale;
      return { activities: await listActivities(db, web, country, language, { ...request.query, kind: kind ?? request.query.kind }) };
    };
    const publicCache = { onSend: async (_request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => void reply.header('cache-control', 'public, max-age=60') };

    app.get('/booking-service/activities', { schema: listSchema('Services, classes and events of the country (by kind, group or store)'), ...publicCache }, list());
    app.get('/happening/services/activities', { schema: listSchema('The happening area: every activity of the country'), ...publicCache }, list());
    app.get('/booking-services/beauty-services', { schema: listSchema('Beauty services of the country'), ...publicCache }, list('service'));
    app.get('/booking-services/beauty-classes', { schema: listSchema('Beauty classes of the country'), ...publicCache }, list('class'));
    app.get('/layouts/store-services/activities', { schema: { ...listSchema("One store's services, classes and events"), querystring: listQuery.extend(storeQuery.shape) }, ...publicCache }, list());

    const showSchema = (summary: string) => ({ tags: ['bookings'], summary, params: idParams, response: { 200: activityResponseSchema } });
    const show = async (request: FastifyRequest<{ Params: z.infer<typeof idParams> }>) => {
      const activity = await activityDetail(db, web, request.params.id, request.locale.country, request.locale.language);
      return activity.bookableOnWeb ? { activity } : { activity, appListing: await appListing(settings.appListingUrl) };
    };
    app.get('/booking-service/activities/:id', { schema: showSchema('One activity: duration, price, what to expect and the stores that hold it'), ...publicCache }, show);
    app.get('/happening/services/activities/:id', { schema: showSchema('One activity of the happening area'), ...publicCache }, show);

    const groupsQuery = z.object({ kind: z.enum(ACTIVITY_KINDS).optional() });
    const groupsHandler = async (request: FastifyRequest<{ Querystring: z.infer<typeof groupsQuery> }>) => ({
      groups: await activityGroups(db, request.locale.country, request.locale.language, request.query.kind),
    });
    const groupsSchema = { tags: ['bookings'], summary: 'Activity groups of the country with how many activities each has', querystring: groupsQuery, response: { 200: activityGroupsResponseSchema } };
    app.get('/happening/activity-groups', { schema: groupsSchema, ...publicCache }, groupsHandler);
    app.get('/layouts/store-services/activity-groups', { schema: groupsSchema, ...publicCache }, groupsHandler);

    app.get(
      '/booking-services/pages',
      { schema: { tags: ['bookings'], summary: 'The pages of the happening area: services, classes and events with how many of each', response: { 200: kindPagesResponseSchema } }, ...publicCache },
      async (request) => ({ pages: await kindPages(db, request.locale.country, request.locale.language) }),
    );
    app.get(
      '/happening/banners',
      { schema: { tags: ['bookings'], summary: 'Banners of the happening area: each kind the country offers, with its words, picture and page', response: { 200: bannersResponseSchema } }, ...publicCache },
      async (request) => ({ banners: (await kindPages(db, request.locale.country, request.locale.language)).filter((page) => page.count > 0) }),
    );

    app.get(
      '/booking-service/questions/:id',
      { schema: { tags: ['bookings'], summary: "An activity's booking questions", params: idParams, response: { 200: questionsResponseSchema } }, ...publicCache },
      async (request) => ({ questions: await activityQuestions(db, request.params.id, request.locale.country, request.locale.language) }),
    );

    const noStore = { onSend: async (_request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => void reply.header('cache-control', 'private, no-store') };
    app.get(
      '/booking-service/time-slots/:id',
      {
        schema: { tags: ['bookings'], summary: "A local day's free start times at a store, with the places left (empty: no time slots)", params: idParams, querystring: slotQuerySchema, response: { 200: timeSlotsResponseSchema } },
        ...noStore,
      },
      async (request) => timeSlots(db, request.params.id, request.query.store, request.query.date, request.locale.country, clock()),
    );
    app.get(
      '/booking-service/available-slots/:id',
      {
        schema: { tags: ['bookings'], summary: 'The days with free times at a store, from a local date', params: idParams, querystring: daysQuerySchema, response: { 200: availableDaysResponseSchema } },
        ...noStore,
      },
      async (request) => availableDays(db, request.params.id, request.query.store, request.locale.country, clock(), request.query.from, request.query.days),
    );

    app.post(
      '/booking-service/handoff',
      {
        schema: {
          tags: ['bookings'],
          summary: "An external booking provider's page for the activity at a store, coming back to /happening/services/booxi/success or /cancel (404 with the built-in scheduler, 503 when the provider fails)",
          body: handoffBodySchema,
          response: { 200: handoffResponseSchema },
        },
        ...noStore,
      },
      async (request) => handoff({ db, provider, appOnly, log: request.log }, request.body, { ...request.locale, origin: requestOrigin(request) }),
    );
    app.post(
      '/reservation-service/create',
      {
        schema: { tags: ['bookings'], summary: 'Book a free time: 409 slot_unavailable when it was just taken, 400 with the contact rules of §5, 403 booking_app_only where booking is app-exclusive, 409 booking_external where an external provider takes bookings', body: createBookingBodySchema, response: { 201: bookingResponseSchema } },
        ...noStore,
      },
      async (request, reply) => {
        const created = await createBooking(deps, request.body, { customerId: await optionalMemberId(auth, request) }, { ...request.locale, origin: requestOrigin(request) }, clock());
        return reply.status(201).send(created);
      },
    );
    app.post(
      '/reservation-service',
      { schema: { tags: ['bookings'], summary: 'Move a booking to another free time of the same activity and store', body: rescheduleBodySchema, response: { 200: bookingResponseSchema } }, ...noStore },
      async (request) => {
        const { booking_id: id, starts_at: startsAt, artist_id: artistId, token } = request.body;
        const access = { customerId: await optionalMemberId(auth, request), token };
        return { booking: await rescheduleBooking(deps, id, access, startsAt, artistId ?? null, request.locale.language, clock(), requestOrigin(request)) };
      },
    );
    app.get(
      '/reservation-service',
      { schema: { tags: ['bookings'], summary: "The signed-in member's bookings, soonest first", response: { 200: bookingsResponseSchema } }, ...noStore },
      async (request) => ({ bookings: await memberBookings(db, (await requireMember(auth, request)).customerId, request.locale.language, clock()) }),
    );
    app.get(
      '/reservation-service/:id',
      { schema: { tags: ['bookings'], summary: "A booking, for its member or the holder of its e-mailed token (else owner_mismatch)", params: bookingParams, querystring: showQuerySchema, response: { 200: bookingResponseSchema } }, ...noStore },
      async (request) => ({
        booking: await showBooking(deps, request.params.id, { customerId: await optionalMemberId(auth, request), token: request.query.token }, request.locale.language, clock()),
      }),
    );
    app.delete(
      '/reservation-service/:id',
      { schema: { tags: ['bookings'], summary: 'Cancel a booking (not once expired); the place is free at once', params: bookingParams, querystring: cancelQuerySchema, response: { 200: bookingResponseSchema } }, ...noStore },
      async (request) => {
        const access = { customerId: await optionalMemberId(auth, request), token: request.query.token };
        return { booking: await cancelBooking(deps, request.params.id, access, request.query.reason, request.locale.language, clock(), requestOrigin(request)) };
      },
    );
  };
}
