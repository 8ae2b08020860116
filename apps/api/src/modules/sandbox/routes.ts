import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxUserBodySchema, sandboxUserSchema, sandboxUsersResponseSchema } from '@blush/shared/account-contracts';
import { MARKETS } from '@blush/shared/markets';
import { DomainError } from '../../domain-error.ts';
import type { AuthDeps } from '../auth/guard.ts';
import { isLocked, lockAccount, socialProviders, unlockAccount } from '../auth/service.ts';
import { requestOrigin } from '../auth/cookies.ts';
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
const updateSchema = sandboxUserBodySchema.pick({ tier: true, is_employee: true, locked: true }).partial();

/**
 * Sandbox users (SPEC.md §7 `sandbox/users`, full set) for tests and demos: members made on demand
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

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

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
      async (request) => {
        let row = await sandboxUser(request.params.id);
        if (request.body.tier) row = await setTier(db, row.id, request.body.tier);
        if (request.body.is_employee !== undefined) row = await setEmployee(db, row.id, request.body.is_employee);
        if (request.body.locked === true && !(await isLocked(auth, row.id))) await lockAccount(auth, row, requestOrigin(request));
        if (request.body.locked === false) await unlockAccount(auth, row.id);
        return dto(row);
      },
    );

    app.delete('/sandbox/users/:id', { schema: { tags: ['sandbox'], summary: 'Delete a sandbox user and everything of theirs', params: idParams } }, async (request, reply) => {
      const row = await sandboxUser(request.params.id);
      await deleteSandboxCustomer(db, row.id);
      return reply.status(204).send();
    });
  };
}
