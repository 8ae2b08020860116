import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeApi, shopHeaders } from './api.ts';
import { type FuzzRequest, LEAK, operations, request } from './fuzz.ts';

/**
 * Every operation of the OpenAPI document gets malformed requests (see fuzz.ts), as a guest and as
 * a signed-in member: none may answer 5xx, and no error body may show a stack trace, SQL, a
 * Fastify code or a library's internals. Seeded: a failure names the seed and the request, and
 * FUZZ_SEED / FUZZ_RUNS replay or widen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_513);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

function describeRequest(r: FuzzRequest): string {
  const payload = r.payload === undefined ? '' : Buffer.isBuffer(r.payload) ? ` <${r.payload.toString('hex')}>` : ` ${r.payload.slice(0, 200)}`;
  return `${r.method} ${r.url.slice(0, 300)} ${JSON.stringify(r.headers).slice(0, 300)}${payload}`;
}

describeApi('OpenAPI fuzz', (ctx) => {
  it('answers malformed input to every operation without a 5xx or a leak', { timeout: 120_000 }, async () => {
    const { api } = ctx();
    const doc = (await api.inject({ method: 'GET', url: '/api/web/v1/openapi.json' })).json();
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(50);

    // A member to be signed in as: deeper code runs behind the sign-in checks.
    const made = await api.inject({ method: 'POST', url: '/api/web/v1/sandbox/users', headers: shopHeaders(), payload: { email: 'fuzz@blush.example' } });
    const member = made.json() as { email: string; password: string };
    const session = await api.inject({ method: 'POST', url: '/api/web/v1/sessions', headers: shopHeaders(), payload: { email: member.email, password: member.password } });
    const cookie = [session.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toContain('jwt-');

    const failures: string[] = [];
    for (const [index, op] of ops.entries()) {
      const guest = shopHeaders();
      const signedIn = { ...shopHeaders('TH', 'th'), cookie };
      const result = await fc.check(
        fc.asyncProperty(fc.boolean(), fc.boolean().chain((member) => request(op, member ? signedIn : guest)), async (_, r) => {
          const res = await api.inject({ method: r.method as 'GET', url: r.url, headers: r.headers, ...(r.payload !== undefined ? { payload: r.payload } : {}) });
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
          if (res.statusCode >= 400 && LEAK.test(res.body)) throw new Error(`leak in ${res.statusCode}: ${res.body.slice(0, 300)}`);
        }),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
      );
      if (result.failed) {
        const counterexample = result.counterexample?.[1] as FuzzRequest | undefined;
        failures.push(`${op.method} ${op.path} (seed ${SEED + index}): ${(result.errorInstance as Error | undefined)?.message}\n  ${counterexample ? describeRequest(counterexample) : ''}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
