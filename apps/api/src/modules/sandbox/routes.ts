import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxUserBodySchema, sandboxUserSchema, sandboxUsersResponseSchema } from '@blush/shared/account-contracts';
import { MARKETS } from '@blush/shared/markets';
import { sandboxStatusSchema } from '@blush/shared/sandbox-contracts';
import { DomainError } from '../../domain-error.ts';
import type { AuthDeps } from '../auth/guard.ts';
import { isLocked, lockAccount, socialProviders, unlockAccount } from '../auth/service.ts';
import { requestOrigin } from '../auth/cookies.ts';
import { manualAdjustment, markDelivered, memberJoined, reviewPublished, staffPerk } from '../loyalty/service.ts';
import { recordPurchaseAndTier } from '../../flows/tier.ts';
import { publishReview } from '../review/service.ts';
import {
  type CustomerRow,
  customerByPublicId,
  deleteSandboxCustomer,
  registerCustomer,
  sandboxCustomers,
  setEmployee,
  setTier,
  userDto,
} from '../customer/service.ts';

const idParams = z.object({ id: z.string().uuid() });
/** Replace (PUT) sets all three, the ones left out to their defaults (pink, not staff, not locked); update (PATCH) only those given. */
const replaceSchema = sandboxUserBodySchema.pick({ tier: true, is_employee: true, locked: true });
const updateSchema = replaceSchema.partial();
type UserChanges = z.infer<typeof updateSchema>;

/**
 * Sandbox users (product guide §7 `sandbox/users`, full set) for tests and demos: members made on demand
 * with a tier, staff flag or a locked account. Served only outside production; each user is
 * marked as a sandbox user and only those can be read, changed or deleted here.
 */
export function sandboxRoutes(auth: AuthDeps): FastifyPluginAsyncZod {
  const { db } = auth;
  const dto = async (row: CustomerRow, password?: string) => ({
    ...userDto(row, await socialProviders(auth, row.id)),
    ...(password ? { password } : {}),
    locked: await isLocked(auth, row.id),
  });
  const sandboxUser = async (id: string) => {
    const row = await customerByPublicId(db, id);
    if (!row.sandbox) throw new DomainError('user_not_found');
    return row;
  };

  const change = async (row: CustomerRow, changes: UserChanges, origin: string) => {
    if (changes.tier) row = await setTier(db, row.id, changes.tier);
    if (changes.is_employee !== undefined) row = await setEmployee(db, row.id, changes.is_employee);
    if (row.isEmployee) await staffPerk(db, row);
    if (changes.locked === true && !(await isLocked(auth, row.id))) await lockAccount(auth, row, origin);
    if (changes.locked === false) await unlockAccount(auth, row.id);
    return dto(row);
  };

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // Registered (like everything here) only outside production: the storefront's sandbox pages ask
    // it before they render, so they are a 404 wherever this is.
    app.get('/sandbox', { schema: { tags: ['sandbox'], summary: 'The sandbox is served here (404 in production)', response: { 200: sandboxStatusSchema } } }, async () => ({ sandbox: true as const }));

    app.get('/sandbox/users', { schema: { tags: ['sandbox'], summary: 'Sandbox users, newest first', response: { 200: sandboxUsersResponseSchema } } }, async () => ({
      users: await Promise.all((await sandboxCustomers(db)).map((row) => dto(row))),
    }));

    app.post(
      '/sandbox/users',
      { schema: { tags: ['sandbox'], summary: 'Make a sandbox member (password returned once)', body: sandboxUserBodySchema, response: { 201: sandboxUserSchema } } },
      async (request, reply) => {
        const body = request.body;
        const suffix = randomBytes(5).toString('hex');
        const password = body.password ?? `Sb#${randomBytes(6).toString('base64url')}9a`;
        const market = MARKETS[body.country];
        const row = await registerCustomer(
          db,
          {
            email: body.email ?? `sandbox-${suffix}@blush.example`,
            password,
            password_confirmation: password,
            first_name: body.first_name ?? 'Sandbox',
            last_name: body.last_name ?? `User ${suffix.slice(0, 4).toUpperCase()}`,
            mobile: { calling_code: market.callingCode, number: `9${String(parseInt(suffix, 16)).padStart(7, '0').slice(-7)}` },
            date_of_birth: '1995-06-15',
            country: body.country,
            language: body.language ?? market.languages[0]!,
            consents: { policy: true, personal_information: true, third_party_sharing: true, over_14: true },
            tier: body.tier,
            is_employee: body.is_employee,
            sandbox: true,
          },
          request.locale.language,
        );
        await memberJoined(db, row);
        if (body.locked) await lockAccount(auth, row, requestOrigin(request));
        return reply.status(201).send(await dto(row, password));
      },
    );

    app.get('/sandbox/users/:id', { schema: { tags: ['sandbox'], summary: 'One sandbox user', params: idParams, response: { 200: sandboxUserSchema } } }, async (request) =>
      dto(await sandboxUser(request.params.id)),
    );

    app.patch(
      '/sandbox/users/:id',
      { schema: { tags: ['sandbox'], summary: "Change a sandbox user's tier, staff flag or lock", params: idParams, body: updateSchema, response: { 200: sandboxUserSchema } } },
      async (request) => change(await sandboxUser(request.params.id), request.body, requestOrigin(request)),
    );

    app.put(
      '/sandbox/users/:id',
      { schema: { tags: ['sandbox'], summary: "Replace a sandbox user's tier, staff flag and lock (left out: pink, not staff, not locked)", params: idParams, body: replaceSchema, response: { 200: sandboxUserSchema } } },
      async (request) => change(await sandboxUser(request.params.id), request.body, requestOrigin(request)),
    );

    app.delete('/sandbox/users/:id', { schema: { tags: ['sandbox'], summary: 'Delete a sandbox user and everything of theirs', params: idParams } }, async (request, reply) => {
      const row = await sandboxUser(request.params.id);
      await deleteSandboxCustomer(db, row.id);
      return reply.status(204).send();
    });

    app.post(
      '/sandbox/users/:id/purchases',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Record a purchase for a sandbox user (qualifying spend and pending purchase points; delivered releases them after 3 working days)',
          params: idParams,
          body: z.object({
            amount: z.number().int().positive().max(1_000_000_000_00),
            days_ago: z.number().int().min(0).max(800).default(0),
            delivered: z.boolean().default(false),
            order_number: z.string().min(1).max(40).optional(),
          }),
          response: { 201: z.object({ order_number: z.string(), points: z.number().int(), tier: sandboxUserSchema.shape.tier, available_at: z.string().nullable() }) },
        },
      },
      async (request, reply) => {
        const row = await sandboxUser(request.params.id);
        const at = new Date(Date.now() - request.body.days_ago * 86_400_000);
        const orderNumber = request.body.order_number ?? `SBX${randomBytes(5).toString('hex').toUpperCase()}`;
        const result = await recordPurchaseAndTier(db, { customerId: row.id, orderNumber, amount: request.body.amount, at });
        const availableAt = request.body.delivered ? await markDelivered(db, orderNumber, at) : null;
        return reply.status(201).send({ order_number: orderNumber, points: result.points, tier: result.tier ?? row.tier, available_at: availableAt?.toISOString() ?? null });
      },
    );

    app.post(
      '/sandbox/users/:id/points',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Adjust a sandbox user\'s points (manual_points_adjustment)',
          params: idParams,
          body: z.object({ points: z.number().int().min(-1_000_000).max(1_000_000).refine((n) => n !== 0) }),
          response: { 200: z.object({ balance: z.number().int() }) },
        },
      },
      async (request) => {
        const row = await sandboxUser(request.params.id);
        return manualAdjustment(db, row.id, request.body.points, `sandbox:${randomBytes(6).toString('hex')}`);
      },
    );

    app.post(
      '/sandbox/reviews/:id/publish',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Publish a review as moderation would (its author earns the review points once)',
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          response: { 200: z.object({ published: z.boolean() }) },
        },
      },
      async (request) => {
        const published = await publishReview(db, request.params.id, request.locale.language);
        if (published?.customerId) await reviewPublished(db, { customerId: published.customerId, reviewId: request.params.id, productName: published.productName });
        return { published: !!published };
      },
    );
  };
}
