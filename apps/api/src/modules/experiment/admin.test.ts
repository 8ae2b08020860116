/**
 * Flags and experiments in the back office (issue 21 item 9): a merchandiser sees the demo site's
 * flags and each experiment's results from the tracked events, switches a flag (the storefront's
 * configuration follows at once, audited), and a switch against a stale version is refused with
 * nothing changed; on PostgreSQL two switches racing from the same version: one wins, one is told.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { call } from '../auth/test-helpers.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';
import { DEMO_SITE_CODE, seedExperiments } from '../../../seed/experiments.ts';

describeApi('flags and experiments in the back office', (ctx) => {
  let merch: CookieJar;
  let content: CookieJar;
  let care: CookieJar;
  const overview = async (jar: CookieJar, environment = 'production') => {
    const answer = await adminCall(ctx().api, 'GET', `/experiments?site=${DEMO_SITE_CODE}&environment=${environment}`, { jar });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const flagSwitch = (jar: CookieJar, key: string, body: Record<string, unknown>) => adminCall(ctx().api, 'POST', `/experiments/flags/${key}`, { jar, body: { site: DEMO_SITE_CODE, environment: 'production', ...body } });
  const storefrontEnabled = async (key: string) => {
    const config = (await call(ctx().api, 'GET', `/experiments/v3/${DEMO_SITE_CODE}?environment=production`)).json() as { featureFlags: Array<{ featureKey: string; environmentEnabled: boolean }> };
    return config.featureFlags.find((f) => f.featureKey === key)?.environmentEnabled;
  };
  const audits = () => queryRows<{ action: string; before: { enabled: boolean }; after: { enabled: boolean } }>(ctx().database.db, sql`select action, before, after from staff_audit_log where target_type = 'experiment_flag' order by id`);

  beforeAll(async () => {
    await seedExperiments(ctx().database.db);
    merch = await signInStaff(ctx().api, 'merch@staff.blush.example');
    content = await signInStaff(ctx().api, 'content@staff.blush.example');
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
  });

  it("lists the site's flags with their state and each experiment's visitors and conversions per variation", async () => {
    const before = await overview(merch);
    const hero = before.flags.find((f: { feature_key: string }) => f.feature_key === 'home_hero');
    expect(hero).toMatchObject({ name: 'Home hero variants', rules: [expect.objectContaining({ type: 'EXPERIMENTATION' })] });
    const experimentId = hero.rules[0].experiment_id as number;
    const variationId = Number((await queryRows<{ id: number }>(ctx().database.db, sql`select v.id from experiment_variations v join experiment_flags f on f.id = v.flag_id where f.feature_key = 'home_hero' and v.key <> 'off' order by v.id limit 1`))[0]!.id);
    const [a, b] = [`v-${randomUUID()}`, `v-${randomUUID()}`];
    const lines = [
      `eventType=experiment&id=${experimentId}&variationId=${variationId}&nonce=${randomUUID()}&visitorCode=${a}`,
      `eventType=experiment&id=${experimentId}&variationId=${variationId}&nonce=${randomUUID()}&visitorCode=${a}`,
      `eventType=experiment&id=${experimentId}&variationId=${variationId}&nonce=${randomUUID()}&visitorCode=${b}`,
      `eventType=conversion&goalId=1&revenue=0&nonce=${randomUUID()}&visitorCode=${a}`,
    ].join('\n');
    const tracked = await ctx().api.inject({ method: 'POST', url: `/api/web/v1/experiments/visit/events?siteCode=${DEMO_SITE_CODE}`, headers: { 'x-platform': 'web', 'content-type': 'text/plain' }, payload: lines, remoteAddress: '10.9.3.3' });
    expect(tracked.statusCode).toBe(204);
    const after = await overview(content);
    const results = after.experiments.find((e: { id: number }) => e.id === experimentId);
    const row = results.variations.find((v: { variation_id: number }) => v.variation_id === variationId);
    const earlier = before.experiments.find((e: { id: number }) => e.id === experimentId).variations.find((v: { variation_id: number }) => v.variation_id === variationId) ?? { visitors: 0, converted: 0 };
    expect(row.visitors - earlier.visitors).toBe(2);
    expect(row.converted - earlier.converted).toBe(1);
    expect(row.name).toBeTruthy();
  });

  it('gives each variation its rate with a 95 % interval, and the others their uplift and significance against the control', async () => {
    const hero = (await overview(merch)).flags.find((f: { feature_key: string }) => f.feature_key === 'home_hero');
    const experimentId = hero.rules[0].experiment_id as number;
    const [control, spotlight] = (await queryRows<{ id: number }>(ctx().database.db, sql`select v.id from experiment_variations v join experiment_flags f on f.id = v.flag_id where f.feature_key = 'home_hero' and v.key <> 'off' order by v.id limit 2`)).map((r) => Number(r.id));
    const visitors = async (variationId: number, count: number, converting: number) => {
      const prefix = `sig-${randomUUID()}`;
      await queryRows(ctx().database.db, sql`insert into experiment_events (site_code, visitor_code, event_type, params)
        select ${DEMO_SITE_CODE}, ${prefix} || '-' || n, 'experiment', jsonb_build_object('id', ${String(experimentId)}::text, 'variationId', ${String(variationId)}::text) from generate_series(1, ${count}) n`);
      await queryRows(ctx().database.db, sql`insert into experiment_events (site_code, visitor_code, event_type, params)
        select ${DEMO_SITE_CODE}, ${prefix} || '-' || n, 'conversion', '{"goalId":"1"}'::jsonb from generate_series(1, ${converting}) n`);
    };
    await visitors(control!, 150, 15);
    await visitors(spotlight!, 150, 60);
    const results = (await overview(merch)).experiments.find((e: { id: number }) => e.id === experimentId);
    const [first, second] = [control, spotlight].map((id) => results.variations.find((v: { variation_id: number }) => v.variation_id === id));
    expect(first).toMatchObject({ control: true, versus_control: null });
    expect(first.rate.low).toBeLessThan(first.rate.value);
    expect(first.rate.high).toBeGreaterThan(first.rate.value);
    expect(second).toMatchObject({ control: false, versus_control: { significant: true } });
    expect(second.versus_control.uplift).toBeGreaterThan(2);
    expect(second.versus_control.p_value).toBeLessThan(0.001);
  });

  it('switches a flag against the version read: the storefront follows, audited; a stale version changes nothing', async () => {
    const { version, flags } = await overview(merch);
    const was = flags.find((f: { feature_key: string }) => f.feature_key === 'home_bestsellers_rail').enabled as boolean;
    const switched = await flagSwitch(merch, 'home_bestsellers_rail', { enabled: !was, version });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ feature_key: 'home_bestsellers_rail', enabled: !was });
    expect(switched.json().version).toBeGreaterThan(version);
    expect(await storefrontEnabled('home_bestsellers_rail')).toBe(!was);
    const stale = await flagSwitch(content, 'home_bestsellers_rail', { enabled: was, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('edit_conflict');
    expect(await storefrontEnabled('home_bestsellers_rail')).toBe(!was);
    expect((await audits()).at(-1)).toMatchObject({ action: 'experiment.flag_switched', before: { enabled: was }, after: { enabled: !was } });
  });

  it('refuses an unknown flag, bad input and roles outside experiments.manage, changing nothing', async () => {
    const { version } = await overview(merch);
    const count = (await audits()).length;
    expect((await flagSwitch(merch, 'no_such_flag', { enabled: true, version })).statusCode).toBe(404);
    expect((await flagSwitch(merch, 'home_hero', { enabled: 'yes', version })).statusCode).toBe(400);
    expect((await flagSwitch(merch, 'home_hero', { enabled: true })).statusCode).toBe(400);
    const refused = await flagSwitch(care, 'home_hero', { enabled: true, version });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You are not authorized to perform this action.');
    expect((await adminCall(ctx().api, 'GET', '/experiments', { jar: care })).statusCode).toBe(403);
    expect((await audits()).length).toBe(count);
    expect((await overview(merch)).version).toBe(version);
  });

  it('two switches racing from the same version: one wins, the other is told (on PostgreSQL truly at once)', async () => {
    const { version, flags } = await overview(merch);
    const was = flags.find((f: { feature_key: string }) => f.feature_key === 'home_hero').enabled as boolean;
    const count = (await audits()).length;
    const answers = await Promise.all([flagSwitch(merch, 'home_hero', { enabled: !was, version }), flagSwitch(content, 'home_hero', { enabled: !was, version })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await audits()).length).toBe(count + 1);
  });
});
