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
      // The error reporter's posts (Bugsnag's client) carry no X-Platform but their own custom
      // header, Bugsnag-Api-Key, which a cross-site form cannot send either.
      const custom = request.headers['x-platform'] ?? request.headers['bugsnag-api-key'];
      if (!custom || request.headers['sec-fetch-site'] === 'cross-site') {
        throw new DomainError('missing_platform_header');
      }
    });
  },
  { name: 'csrf' },
);
