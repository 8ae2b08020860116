import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';
import { localePlugin } from './locale.ts';
import { errorsPlugin } from './errors.ts';
import { inputGuardPlugin } from './input-guard.ts';
import { csrfPlugin } from './csrf.ts';
import { registerSecurityHeaders } from './security-headers.ts';

/** Requests from this process's own page loaders (`app.inject`) carry the process's token in this header. */
export const INTERNAL_REQUEST_HEADER = 'x-internal-request';

/**
 * What every API prefix stands on (the storefront's `/api/web/v1` and the back office's
 * `/api/admin/v1`): security headers, the request's locale, the error catalogue, the input guard,
 * the rate limit (shared by every instance through Redis when REDIS_URL is set; the process's own
 * loaders are not limited, the page request that caused them is) and the CSRF header.
 */
export async function registerRequestStack(
  api: FastifyInstance,
  env: Pick<Env, 'RATE_LIMIT_MAX' | 'REDIS_URL'>,
  internalRequestToken: string,
): Promise<void> {
  registerSecurityHeaders(api, { crossOriginResourcePolicy: { policy: 'same-origin' } });
  await api.register(localePlugin);
  await api.register(errorsPlugin);
  await api.register(inputGuardPlugin);
  await api.register(rateLimit, {
    max: env.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    allowList: (request) => request.headers[INTERNAL_REQUEST_HEADER] === internalRequestToken,
    ...(env.REDIS_URL ? { redis: new (await import('ioredis')).Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 }) } : {}),
  });
  await api.register(csrfPlugin);
}
