import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  alertTokenBodySchema,
  alertTokenResponseSchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  subscribeBodySchema,
  subscribeResponseSchema,
  waitlistResponseSchema,
  waitlistUpdateBodySchema,
} from '@blush/shared/notification-contracts';
import { type AuthDeps, optionalMemberId, requireMember } from '../auth/guard.ts';
import { requestOrigin } from '../auth/cookies.ts';
import { customerById } from '../customer/service.ts';
import { saveNotificationSettings } from '../../flows/notification-settings.ts';
import { type AlertDeps, addMemberAlert, confirmAlert, memberAlerts, removeMemberAlert, subscribeByEmail, unsubscribeAlert } from './alerts.ts';
import { notificationSettings } from './service.ts';

type UpdateBody = z.infer<typeof waitlistUpdateBodySchema>;


/**
 * Product alerts and notification choices (product guide §7): `waitlist` index and update (members,
 * like the wishlist: PUT and PATCH add or remove a variant; the server decides "waitlist" or
 * "launch reminder" from the variant's state), `notification-subscription` index and create (the
 * member's choices per topic and channel, and this browser's push subscription) and
 * `notification-subscription/subscribe` create (anyone, by e-mail, confirmed by a link).
 */
export function notificationRoutes(auth: AuthDeps, options: { subscribeRateLimit: number }): FastifyPluginAsyncZod {
  const { db } = auth;
  const deps: AlertDeps = { db, key: auth.key };
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/waitlist',
      { schema: { tags: ['account'], summary: "The member's waitlist and launch reminders, newest first", response: { 200: waitlistResponseSchema } } },
      async (request) => {
        const member = await requireMember(auth, request);
        return { items: await memberAlerts(db, member.customerId, request.locale.language) };
      },
    );

    const update = async (request: FastifyRequest<{ Body: UpdateBody }>) => {
      const member = await requireMember(auth, request);
      const { variant_id: variantId, action } = request.body;
      if (action === 'add') await addMemberAlert(db, member.customerId, variantId, request.locale.country, request.locale.language);
      else await removeMemberAlert(db, member.customerId, variantId, request.locale.country);
      return { items: await memberAlerts(db, member.customerId, request.locale.language) };
    };
    const updateSchema = {
      tags: ['account'],
      summary: 'Waitlist a sold-out variant or set a launch reminder for a coming-soon one (idempotent), or remove it',
      description:
        'The kind follows the variant in the request country: coming soon → launch reminder; sold out and coming back → waitlist. In stock is 422 alert_not_needed; not coming back or not sold here is 422 alert_not_possible; unknown variant 404.',
      body: waitlistUpdateBodySchema,
      response: { 200: waitlistResponseSchema },
    };
    app.put('/waitlist', { schema: updateSchema }, update);
    app.patch('/waitlist', { schema: updateSchema }, update);

    app.post(
      '/notification-subscription/subscribe',
      {
        config: { rateLimit: { max: options.subscribeRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['notifications'],
          summary: 'Ask by e-mail to hear when a variant is back or launches',
          description: 'A confirmation link is e-mailed and nothing is active until it is opened (a signed-in member giving their own address is subscribed at once). The answer is the same whether or not the address was already subscribed.',
          body: subscribeBodySchema,
          response: { 202: subscribeResponseSchema },
        },
      },
      async (request, reply) => {
        const answer = await subscribeByEmail(db, {
          email: request.body.email,
          variantId: request.body.variant_id,
          country: request.locale.country,
          language: request.locale.language,
          memberId: await optionalMemberId(auth, request),
          origin: requestOrigin(request),
        });
        return reply.status(202).send(answer);
      },
    );

    app.post(
      '/notification-subscription/confirm',
      { schema: { tags: ['notifications'], summary: "Confirm a guest's alert from its e-mail link", body: alertTokenBodySchema, response: { 200: alertTokenResponseSchema } } },
      async (request) => confirmAlert(deps, request.body.id, request.body.token),
    );

    // One click: the e-mail's link opens a page that calls this at once.
    app.post(
      '/notification-subscription/unsubscribe',
      { schema: { tags: ['notifications'], summary: 'Unsubscribe from an alert with its e-mail link', body: alertTokenBodySchema, response: { 200: alertTokenResponseSchema } } },
      async (request) => unsubscribeAlert(deps, request.body.id, request.body.token),
    );

    app.get(
      '/notification-subscription',
      { schema: { tags: ['notifications'], summary: "The member's notification choices per topic and channel, and web push", response: { 200: notificationSettingsSchema } } },
      async (request) => {
        const member = await requireMember(auth, request);
        const customer = await customerById(db, member.customerId);
        return notificationSettings(db, member.customerId, customer?.marketingConsent ?? false);
      },
    );

    app.post(
      '/notification-subscription',
      {
        schema: {
          tags: ['notifications'],
          summary: "Save the member's choices and this browser's push subscription (or remove it)",
          description: 'The Beauty Pass e-mail choice is the marketing consent: changing it records a consent.',
          body: notificationSettingsBodySchema,
          response: { 200: notificationSettingsSchema },
        },
      },
      async (request) => {
        const member = await requireMember(auth, request);
        return saveNotificationSettings(db, member.customerId, request.body);
      },
    );
  };
}
