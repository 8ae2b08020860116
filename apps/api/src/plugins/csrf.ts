import fp from 'fastify-plugin';
import { DomainError } from '../domain-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cross-site form cannot set custom headers, so every state-changing request must carry
 * `X-Platform`, and a browser's `Sec-Fetch-Site: cross-site` is refused outright.
 */
export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.url?.endsWith('/payments/webhook')) return; // signed by the gateway instead
      if (!request.headers['x-platform'] || request.headers['sec-fetch-site'] === 'cross-site') {
        throw new DomainError('missing_platform_header');
      }
    });
  },
  { name: 'csrf' },
);
