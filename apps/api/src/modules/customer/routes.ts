import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountResponseSchema,
  changePasswordBodySchema,
  noticeResponseSchema,
  userResponseSchema,
  userUpdateBodySchema,
} from '@blush/shared/account-contracts';
import { message } from '@blush/shared/messages';
import { type AuthDeps, requireMember } from '../auth/guard.ts';
import { revokeOtherSessions, socialProviders } from '../auth/service.ts';
import { countMemberReviews } from '../review/service.ts';
import { balanceOf, beautyProfileCompleted } from '../loyalty/service.ts';
import { wishlistCount } from '../wishlist/service.ts';
import { beautyProfileOf, changePassword, requireCustomer, updateProfile, userDto } from './service.ts';

/** The signed-in member: `user` (profile, beauty profile), `account` (dashboard summary), password change. */
export function customerRoutes(auth: AuthDeps): FastifyPluginAsyncZod {
  const { db } = auth;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get('/user', { schema: { tags: ['account'], summary: 'The signed-in member', response: { 200: userResponseSchema } } }, async (request) => {
      const member = await requireMember(auth, request);
      const customer = await requireCustomer(db, member.customerId);
      return { user: userDto(customer, await socialProviders(auth, customer.id)) };
    });

    app.patch(
      '/user',
      { schema: { tags: ['account'], summary: "Update the member's details, marketing consent or beauty profile", body: userUpdateBodySchema, response: { 200: userResponseSchema } } },
      async (request) => {
        const member = await requireMember(auth, request);
        const customer = await updateProfile(db, member.customerId, request.body);
        // Completing the beauty profile earns its points once.
        if (beautyProfileOf(customer).complete) await beautyProfileCompleted(db, customer.id);
        return { user: userDto(customer, await socialProviders(auth, customer.id)) };
      },
    );

    app.get(
      '/account',
      { schema: { tags: ['account'], summary: 'The account dashboard: member, Beauty Pass card, counts', response: { 200: accountResponseSchema } } },
      async (request) => {
        const member = await requireMember(auth, request);
        const customer = await requireCustomer(db, member.customerId);
        const [providers, reviews, points] = await Promise.all([socialProviders(auth, customer.id), countMemberReviews(db, customer.id), balanceOf(db, customer.id)]);
        return {
          user: userDto(customer, providers),
          beauty_pass: { tier: customer.tier, card_number: customer.cardNumber, member_since: customer.createdAt.toISOString(), points_balance: points },
          counts: { orders: 0, reviews, wishlist: await wishlistCount(db, customer.id) },
        };
      },
    );

    app.post(
      '/user/password',
      { schema: { tags: ['account'], summary: 'Change the password (current one required); other sessions end', body: changePasswordBodySchema, response: { 200: noticeResponseSchema } } },
      async (request) => {
        const member = await requireMember(auth, request);
        await changePassword(db, member.customerId, request.body, request.locale.language);
        await revokeOtherSessions(auth, member.customerId, member.sessionId);
        return { message: message(request.locale.language, 'account.password_changed') };
      },
    );
  };
}
