/**
 * The back office's API under `/api/admin/v1` (issue 21, docs/decisions/0029): apart from the
 * storefront's `/api/web/v1`, with the same error catalogue, input guard, rate limit and CSRF
 * header, and one rule of its own: every route declares who may call it (`config.staffAccess`:
 * public, second_factor, signed_in or an action of the permission table) and gets that check before
 * its handler; a route that declares none stops the server at start. Nothing here is cached.
 */
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../env.ts';
import { DomainError } from '../domain-error.ts';
import { registerRequestStack } from '../plugins/request-stack.ts';
import type { StaffDeps } from '../modules/staff/deps.ts';
import { guardFor } from '../modules/staff/guard.ts';
import { staffSessionRoutes } from '../modules/staff/routes.ts';
import { type StaffOidcEnv, staffOidcRoutes } from '../modules/staff/oidc-routes.ts';
import { staffAdminRoutes } from '../modules/staff/staff-routes.ts';
import { adminOrderRoutes } from '../modules/order/admin-routes.ts';
import { staffApiTokenRoutes } from '../modules/staff/api-token-routes.ts';
import { memberAdminRoutes } from '../modules/customer/admin-routes.ts';
import { memberAuthAdminRoutes } from '../modules/auth/admin-routes.ts';
import { loyaltyAdminRoutes } from '../modules/loyalty/admin-routes.ts';
import { reviewAdminRoutes } from '../modules/review/admin-routes.ts';
import { catalogAdminRoutes } from '../modules/catalog/admin-routes.ts';
import { stockLocationRoutes } from '../modules/catalog/location-routes.ts';
import { saleWindowRoutes } from '../modules/catalog/sale-routes.ts';
import { contentAdminRoutes } from '../modules/content/admin-routes.ts';
import { bookingAdminRoutes } from '../modules/booking/admin-routes.ts';
import { storeAdminRoutes } from '../modules/booking/schedule-admin-routes.ts';
import { giftCardAdminRoutes } from '../modules/giftcard/admin-routes.ts';
import { storeCreditAdminRoutes } from '../modules/credit/admin-routes.ts';
import { experimentAdminRoutes } from '../modules/experiment/admin-routes.ts';
import { promotionAdminRoutes } from '../modules/promotion/admin-routes.ts';
import { dashboardAdminRoutes } from './dashboard-routes.ts';

export function adminApi(deps: StaffDeps, env: Pick<Env, 'RATE_LIMIT_MAX' | 'AUTH_RATE_LIMIT_MAX' | 'REDIS_URL'> & StaffOidcEnv, internalRequestToken: string): FastifyPluginAsyncZod {
  return async (api) => {
    api.decorateRequest('staffContext', null);
    api.addHook('onRoute', (route) => {
      const access = route.config?.staffAccess;
      if (!access) throw new Error(`admin route ${String(route.method)} ${route.url} declares no staffAccess`);
      const own = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [guardFor(deps, access, route.config?.staffStoreId), ...own];
    });
    await registerRequestStack(api, env, internalRequestToken);
    await api.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Blush back-office API',
          version: '1.0.0',
          description: 'The staff API of Blush (decision 0029). Sign in with POST /sessions, then /sessions/second-factor; the session is the blush_staff cookie. State-changing requests need X-Platform.',
        },
        servers: [{ url: '/' }],
      },
      transform: jsonSchemaTransform,
    });
    api.get('/openapi.json', { config: { staffAccess: 'public' }, schema: { hide: true } }, async () => api.swagger());
    api.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await api.register(staffSessionRoutes(deps, { rateLimitMax: env.AUTH_RATE_LIMIT_MAX }));
    await api.register(staffOidcRoutes(deps, env));
    await api.register(staffAdminRoutes(deps));
    await api.register(adminOrderRoutes(deps));
    await api.register(staffApiTokenRoutes(deps));
    await api.register(memberAdminRoutes(deps));
    await api.register(memberAuthAdminRoutes(deps));
    await api.register(loyaltyAdminRoutes(deps));
    await api.register(reviewAdminRoutes(deps));
    await api.register(catalogAdminRoutes(deps));
    await api.register(stockLocationRoutes(deps));
    await api.register(saleWindowRoutes(deps));
    await api.register(contentAdminRoutes(deps));
    await api.register(bookingAdminRoutes(deps));
    await api.register(storeAdminRoutes(deps));
    await api.register(giftCardAdminRoutes(deps));
    await api.register(storeCreditAdminRoutes(deps));
    await api.register(experimentAdminRoutes(deps));
    await api.register(promotionAdminRoutes(deps));
    await api.register(dashboardAdminRoutes(deps));
    api.all('/*', { config: { staffAccess: 'public' }, schema: { hide: true } }, async () => {
      throw new DomainError('resource_not_found');
    });
  };
}
