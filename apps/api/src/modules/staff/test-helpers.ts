import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_API_PREFIX } from '@blush/shared/staff-contracts';
import type { Api } from '../../app.ts';
import { CookieJar } from '../auth/test-helpers.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, demoTotpSecret } from '../../../seed/staff.ts';
import { base32Decode, totpAt } from './totp.ts';

export { CookieJar, DEMO_STAFF, DEMO_STAFF_PASSWORD, demoTotpSecret };

/** A request to the admin API as the back-office app sends it. */
export async function adminCall(
  api: Api,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { body?: unknown; jar?: CookieJar; address?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const response = await api.inject({
    method,
    url: `${ADMIN_API_PREFIX}${url}`,
    headers: {
      'x-platform': 'admin',
      'accept-language': 'en-SG',
      ...(options.jar && options.jar.values.size ? { cookie: options.jar.header() } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    remoteAddress: options.address ?? '203.0.113.10',
  });
  options.jar?.take(response);
  return response;
}

/** The authenticator's code for a base32 secret, now (or `offsetSteps` steps away). */
export function codeFor(secret: string, offsetSteps = 0): string {
  return totpAt(base32Decode(secret)!, Date.now() + offsetSteps * 30_000);
}

/**
 * Sign a staff member in with password and authenticator; `fresh` first forgets the last accepted
 * step (as if the next 30 seconds had passed), so one test may sign the same person in twice.
 */
export async function signInStaff(api: Api, email: string, options: { secret?: string; password?: string; forgetLastStep?: () => Promise<unknown> } = {}): Promise<CookieJar> {
  const jar = new CookieJar();
  await options.forgetLastStep?.();
  const first = await adminCall(api, 'POST', '/sessions', { body: { email, password: options.password ?? DEMO_STAFF_PASSWORD }, jar });
  if (first.statusCode !== 200) throw new Error(`password step failed: ${first.statusCode} ${first.body}`);
  const second = await adminCall(api, 'POST', '/sessions/second-factor', { body: { code: codeFor(options.secret ?? demoTotpSecret(email)) }, jar });
  if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.statusCode} ${second.body}`);
  return jar;
}
