import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeApi } from '../../test/api.ts';
import { type FuzzRequest, LEAK, operations, request } from '../../test/fuzz.ts';
import { signInStaff } from './test-helpers.ts';

/**
 * Every operation of the back office's OpenAPI document gets malformed requests (see fuzz.ts), as
 * nobody and as a signed-in administrator: none may answer 5xx, and no error body may show a stack
 * trace, SQL, a Fastify code or a library's internals.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

describeApi('admin OpenAPI fuzz', (ctx) => {
  it('answers malformed input to every admin operation without a 5xx or a leak', { timeout: 180_000 }, async () => {
    const { api } = ctx();
    const doc = (await api.inject({ method: 'GET', url: '/api/admin/v1/openapi.json' })).json();
    const ops = operations(doc);
    expect(ops.map((op) => `${op.method} ${op.path}`)).toEqual(expect.arrayContaining(['POST /api/admin/v1/sessions', 'PATCH /api/admin/v1/staff/{id}', 'GET /api/admin/v1/audit']));
    const jar = await signInStaff(api, 'admin@staff.blush.example');
    const failures: string[] = [];
    for (const [index, op] of ops.entries()) {
      const result = await fc.check(
        fc.asyncProperty(fc.boolean().chain((admin) => request(op, { 'x-platform': 'admin', 'accept-language': 'th-TH', 'x-site-country': 'TH', ...(admin ? { cookie: jar.header() } : {}) })), async (r: FuzzRequest) => {
          const res = await api.inject({ method: r.method as 'GET', url: r.url, headers: r.headers, ...(r.payload !== undefined ? { payload: r.payload } : {}) });
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
          if (res.statusCode >= 400 && LEAK.test(res.body)) throw new Error(`leak in ${res.statusCode}: ${res.body.slice(0, 300)}`);
        }),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
      );
      if (result.failed) failures.push(`${op.method} ${op.path} (seed ${SEED + index}): ${(result.errorInstance as Error | undefined)?.message}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
