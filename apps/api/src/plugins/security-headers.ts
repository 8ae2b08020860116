/**
 * Helmet's security headers on every API answer, worked out once. `@fastify/helmet` builds
 * helmet's middleware again on every request (its options merged, its Content-Security-Policy
 * directives parsed and written out): 7 % of the CPU of a cached catalogue answer under load. The
 * API's headers never vary by request (no nonces: it answers JSON), so they are computed when the
 * process starts, by running helmet itself once on a stand-in response, and set as they are.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options (names lower-cased). */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/** Every answer of this instance (errors and 404s included) carries the headers. */
export function registerSecurityHeaders(api: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = helmetHeaders(options);
  api.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
