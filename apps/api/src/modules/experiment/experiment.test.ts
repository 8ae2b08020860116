/**
 * The built-in experimentation service as the SDK and operations use it (product guide §7, §9):
 * the client configuration of the demo site, remote data, tracking lines stored and read back as
 * visits, the 10 MB body limit counted at 4 per character, the tracking rate limit, and a flag
 * switched through the operations route reaching an open event stream.
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { TRACKING_BODY_LIMIT, TRACKING_SYMBOL_SIZE } from '@blush/shared/experiment-contracts';
import { DEMO_SITE_CODE, seedExperiments } from '../../../seed/experiments.ts';
import { describeApi } from '../../test/api.ts';
import { call } from '../auth/test-helpers.ts';

const OPS = { authorization: 'Bearer ops-dev-token' };
const TRACK_LIMIT = 5;

interface Flag {
  featureKey: string;
  environmentEnabled: boolean;
  defaultVariationKey: string;
  variations: Array<{ key: string; variables: Array<{ key: string; value: unknown }> }>;
  rules: Array<{ type: string; exposition: number; experimentId: number; segment: unknown; variationByExposition: Array<{ variationKey: string; variationId: number; exposition: number }> }>;
}

describeApi(
  'experimentation service',
  (ctx) => {
    const api = () => ctx().api;
    beforeAll(async () => {
      await seedExperiments(ctx().database.db);
    });
    const config = async (environment = 'development') => {
      const response = await call(api(), 'GET', `/experiments/v3/${DEMO_SITE_CODE}?environment=${environment}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { configuration: Record<string, unknown>; featureFlags: Flag[]; customData: Array<{ index: number }>; holdout: unknown; dateModified: number };
    };
    const track = (body: string, address = '10.9.0.1', siteCode = DEMO_SITE_CODE) =>
      api().inject({
        method: 'POST',
        url: `/api/web/v1/experiments/visit/events?siteCode=${siteCode}&sdkName=javascript&sdkVersion=4.17.1`,
        headers: { 'x-platform': 'web', 'content-type': 'text/plain' },
        payload: body,
        remoteAddress: address,
      });

    it("serves the demo site's configuration in the SDK's format: the hero experiment, the rail flag, custom data indexes, consent and real-time updates", async () => {
      const body = await config();
      expect(body.configuration).toMatchObject({ realTimeUpdate: true, consentType: 'REQUIRED', consentOptOutBehavior: 'PARTIALLY_BLOCK' });
      expect(body.customData.map((c) => c.index)).toEqual([0, 3, 5, 6, 7, 8, 9, 10]);
      const hero = body.featureFlags.find((f) => f.featureKey === 'home_hero')!;
      expect(hero).toMatchObject({ environmentEnabled: true, defaultVariationKey: 'off' });
      expect(hero.variations.map((v) => v.key)).toEqual(['off', 'classic', 'spotlight']);
      expect(hero.rules).toHaveLength(1);
      expect(hero.rules[0]).toMatchObject({ type: 'EXPERIMENTATION', exposition: 1 });
      expect(hero.rules[0]!.variationByExposition.map((v) => [v.variationKey, v.exposition])).toEqual([
        ['classic', 0.5],
        ['spotlight', 0.5],
      ]);
      expect(hero.rules[0]!.variationByExposition.every((v) => Number.isInteger(v.variationId))).toBe(true);
      expect(body.featureFlags.find((f) => f.featureKey === 'home_bestsellers_rail')).toMatchObject({ environmentEnabled: true, rules: [{ type: 'TARGETED_DELIVERY' }] });
      expect(body.holdout).toMatchObject({ variationByExposition: [{ variationKey: 'in-holdout', exposition: 0 }, { variationKey: 'off', exposition: 1 }] });
      // Production is asked without an environment parameter (the SDK's URL).
      expect((await call(api(), 'GET', `/experiments/v3/${DEMO_SITE_CODE}`)).statusCode).toBe(200);
      // A malformed or unknown site code is not a configuration.
      expect((await call(api(), 'GET', '/experiments/v3/BAD!')).statusCode).toBe(400);
      expect((await call(api(), 'GET', '/experiments/v3/nosuchsite')).statusCode).toBe(404);
    });

    it('answers remote data by key, 404 for an unknown key', async () => {
      const found = await call(api(), 'GET', `/experiments/map/map?siteCode=${DEMO_SITE_CODE}&key=home_hero_copy`);
      expect(found.json()).toEqual({ headline: 'Glow, your way' });
      expect((await call(api(), 'GET', `/experiments/map/map?siteCode=${DEMO_SITE_CODE}&key=nope`)).statusCode).toBe(404);
    });

    it('stores tracking lines and gives them back as the visitor’s current visit; 1 to 25 previous visits', async () => {
      const visitor = 'abcdefgh12345678';
      const lines = [
        `eventType=experiment&id=1&variationId=2&nonce=N1&visitorCode=${visitor}&userAgent=Test`,
        `eventType=conversion&goalId=7&revenue=12.5&negative=false&nonce=N2&visitorCode=${visitor}`,
        `eventType=activity&nonce=N3&visitorCode=${visitor}`,
        'eventType=experiment&id=1&variationId=2&nonce=N4', // no visitor: skipped
      ];
      expect((await track(lines.join('\n'))).statusCode).toBe(204);
      const data = await call(api(), 'GET', `/experiments/visit/visitor?siteCode=${DEMO_SITE_CODE}&visitorCode=${visitor}&maxNumberPreviousVisits=25&currentVisit=true`);
      expect(data.statusCode, data.body).toBe(200);
      expect(data.json().currentVisit).toMatchObject({
        visitorCode: visitor,
        experimentEvents: [{ data: { id: 1, variationId: 2 } }],
        conversionEvents: [{ data: { goalId: 7, revenue: 12.5, negative: false } }],
      });
      expect(data.json().previousVisits).toEqual([]);
      for (const n of [0, 26]) expect((await call(api(), 'GET', `/experiments/visit/visitor?siteCode=${DEMO_SITE_CODE}&visitorCode=${visitor}&maxNumberPreviousVisits=${n}`)).statusCode).toBe(400);
      expect((await call(api(), 'GET', `/experiments/visit/visitor?siteCode=${DEMO_SITE_CODE}&visitorCode=${'x'.repeat(256)}`)).statusCode).toBe(400);
    });

    it('refuses a tracking body over 10 MB counted at 4 per character, and keeps one just under', async () => {
      const max = TRACKING_BODY_LIMIT / TRACKING_SYMBOL_SIZE; // 2 500 000 characters
      const line = 'eventType=activity&nonce=BIG&visitorCode=bigbody000000001';
      const fits = line + '\n' + ' '.repeat(max - line.length - 1);
      expect(fits.length).toBe(max);
      expect((await track(fits, '10.9.0.2')).statusCode).toBe(204);
      const over = await track(fits + ' ', '10.9.0.3');
      expect(over.statusCode).toBe(413);
      expect(over.json().error.code).toBe('request_too_large');
    });

    it('rate-limits tracking per client address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < TRACK_LIMIT + 1; i++) statuses.push((await track(`eventType=activity&nonce=R${i}&visitorCode=ratelimit0000001`, '10.9.0.4')).statusCode);
      expect(statuses.slice(0, TRACK_LIMIT)).toEqual(Array(TRACK_LIMIT).fill(204));
      expect(statuses[TRACK_LIMIT]).toBe(429);
      // Another address is not held back.
      expect((await track('eventType=activity&nonce=R&visitorCode=ratelimit0000002', '10.9.0.5')).statusCode).toBe(204);
    });

    it('a flag switched through the operations route is off in the configuration and announced on the event stream', async () => {
      const app = api();
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const controller = new AbortController();
      try {
        const stream = await fetch(`http://127.0.0.1:${port}/api/web/v1/experiments/sse?siteCode=${DEMO_SITE_CODE}`, { signal: controller.signal });
        expect(stream.status).toBe(200);
        expect(stream.headers.get('content-type')).toBe('text/event-stream');
        const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
        expect((await reader.read()).value).toContain(': open');
        // Let the stream's poll take its first look before the change.
        await new Promise((resolve) => setTimeout(resolve, 200));

        const denied = await call(app, 'POST', '/ops/experiments/flags/home_bestsellers_rail', { body: { siteCode: DEMO_SITE_CODE, environment: 'development', enabled: false } });
        expect(denied.statusCode).toBe(403);
        const switched = await call(app, 'POST', '/ops/experiments/flags/home_bestsellers_rail', { headers: OPS, body: { siteCode: DEMO_SITE_CODE, environment: 'development', enabled: false } });
        expect(switched.statusCode, switched.body).toBe(200);
        expect(switched.json()).toMatchObject({ featureKey: 'home_bestsellers_rail', environment: 'development', enabled: false });

        let received = '';
        while (!received.includes('configuration-update-event')) received += (await reader.read()).value ?? '';
        const data = /data: (.*)\n/.exec(received.slice(received.indexOf('configuration-update-event')))![1]!;
        expect(JSON.parse(data)).toEqual({ siteCode: DEMO_SITE_CODE, ts: new Date(switched.json().updatedAt).getTime() });
        const rail = (await config()).featureFlags.find((f) => f.featureKey === 'home_bestsellers_rail')!;
        expect(rail.environmentEnabled).toBe(false);
        // Production is another environment: still on.
        expect((await config('production')).featureFlags.find((f) => f.featureKey === 'home_bestsellers_rail')!.environmentEnabled).toBe(true);
        // A rule changed: the hero experiment split 80/20 and exposed to half the visitors.
        const split = [
          { variationKey: 'classic', exposition: 0.8 },
          { variationKey: 'spotlight', exposition: 0.2 },
        ];
        const ruled = await call(app, 'POST', '/ops/experiments/flags/home_hero', { headers: OPS, body: { siteCode: DEMO_SITE_CODE, environment: 'development', rule: { sortOrder: 0, exposition: 0.5, variations: split } } });
        expect(ruled.statusCode, ruled.body).toBe(200);
        const heroRule = (await config()).featureFlags.find((f) => f.featureKey === 'home_hero')!.rules[0]!;
        expect(heroRule.exposition).toBe(0.5);
        expect(heroRule.variationByExposition.map((v) => [v.variationKey, v.exposition])).toEqual([
          ['classic', 0.8],
          ['spotlight', 0.2],
        ]);
        expect((await call(app, 'POST', '/ops/experiments/flags/home_hero', { headers: OPS, body: { siteCode: DEMO_SITE_CODE, environment: 'development', rule: { sortOrder: 7, exposition: 1 } } })).statusCode).toBe(404);
        expect((await call(app, 'POST', '/ops/experiments/flags/no_such_flag', { headers: OPS, body: { siteCode: DEMO_SITE_CODE, environment: 'development', enabled: true } })).statusCode).toBe(404);
      } finally {
        controller.abort();
        await call(app, 'POST', '/ops/experiments/flags/home_bestsellers_rail', { headers: OPS, body: { siteCode: DEMO_SITE_CODE, environment: 'development', enabled: true } });
        await call(app, 'POST', '/ops/experiments/flags/home_hero', {
          headers: OPS,
          body: { siteCode: DEMO_SITE_CODE, environment: 'development', rule: { sortOrder: 0, exposition: 1, variations: [{ variationKey: 'classic', exposition: 0.5 }, { variationKey: 'spotlight', exposition: 0.5 }] } },
        });
      }
    });
  },
  { env: { EXPERIMENT_TRACKING_RATE_LIMIT: String(TRACK_LIMIT) } },
);
