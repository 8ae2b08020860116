/**
 * Tier overrides from the back office (issue 21 item 5): customer service gives a member a tier
 * through an end date with a reason, audited; the member has it everywhere their tier shows or
 * counts until it ends, then their earned tier again; the tier rules keep moving the earned tier.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, localDate } from '@blush/shared/loyalty';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { recordPurchaseAndTier } from '../../flows/tier.ts';
import { call, registerMember } from '../auth/test-helpers.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';

describeApi('tier overrides in the back office', (ctx) => {
  let care: CookieJar;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
  const member = async () => {
    const m = await registerMember(ctx().api);
    const [row] = await run<{ id: number }>(sql`select id from customers where public_id = ${m.id}`);
    return { ...m, customerId: Number(row!.id) };
  };
  const today = () => localDate('SG', new Date());
  const override = (memberId: string, body: unknown, jar = care, headers: Record<string, string> = {}) => adminCall(ctx().api, 'POST', `/members/${memberId}/tier-override`, { jar, body, headers });
  const tierShown = async (jar: CookieJar) => ({
    account: (await call(ctx().api, 'GET', '/account', { jar })).json().beauty_pass.tier,
    summary: (await call(ctx().api, 'GET', '/loyalty/summary', { jar })).json().tier,
  });

  beforeAll(async () => {
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
  });

  it('gives the member the tier until the end date with a reason, audited, then their earned tier again', async () => {
    const m = await member();
    const endsOn = addDays(today(), 30);
    const answer = await override(m.id, { tier: 'gold', reason: 'VIP launch guest', ends_on: endsOn });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ tier: 'gold', earned_tier: 'pink', override: { tier: 'gold', reason: 'VIP launch guest' } });
    // Through the whole last day in Singapore: it ends at the next local midnight (UTC+8).
    expect(answer.json().override.ends_at).toBe(new Date(`${addDays(endsOn, 1)}T00:00:00+08:00`).toISOString());

    expect(await tierShown(m.jar)).toEqual({ account: 'gold', summary: 'gold' });
    const detail = (await adminCall(ctx().api, 'GET', `/members/${m.id}`, { jar: care })).json();
    expect(detail.beauty_pass).toMatchObject({ tier: 'gold', earned_tier: 'pink', override: { tier: 'gold', reason: 'VIP launch guest' } });
    expect(detail.member.tier).toBe('gold');
    // Gold's purchase points count in the bag and on purchases while it lasts.
    const points = await recordPurchaseAndTier(ctx().database.db, { customerId: m.customerId, orderNumber: `OVR-${randomUUID()}`, amount: 100_00 });
    const pinkPoints = await recordPurchaseAndTier(ctx().database.db, { customerId: (await member()).customerId, orderNumber: `OVR-${randomUUID()}`, amount: 100_00 });
    expect(points.points).toBeGreaterThan(pinkPoints.points);

    const [audit] = await run<{ action: string; before: Record<string, unknown>; after: Record<string, unknown>; staff_id: number | null }>(
      sql`select action, before, after, staff_id from staff_audit_log where target_id = ${m.id} and action = 'tier.overridden'`,
    );
    expect(audit).toMatchObject({ action: 'tier.overridden', before: { tier: 'pink', earned_tier: 'pink', override: null }, after: { tier: 'gold', earned_tier: 'pink', override: { tier: 'gold', reason: 'VIP launch guest' } } });
    expect(audit!.staff_id).not.toBeNull();

    // Once it ends, the earned tier is back at once (no job needed).
    await run(sql`update customers set tier_override_ends_at = now() - interval '1 second' where id = ${m.customerId}`);
    expect(await tierShown(m.jar)).toEqual({ account: 'pink', summary: 'pink' });
    const after = (await adminCall(ctx().api, 'GET', `/members/${m.id}`, { jar: care })).json();
    expect(after.beauty_pass).toMatchObject({ tier: 'pink', earned_tier: 'pink', override: null });
  });

  it('lets the rules move the earned tier while an override lasts, and a later override replace an earlier one', async () => {
    const m = await member();
    expect((await override(m.id, { tier: 'white', reason: 'Apology', ends_on: addDays(today(), 10) })).statusCode).toBe(200);
    // 1,200 SGD in a purchase reaches Black by spend: the earned tier moves, the member keeps the override meanwhile.
    await recordPurchaseAndTier(ctx().database.db, { customerId: m.customerId, orderNumber: `OVR-${randomUUID()}`, amount: 1_200_00 });
    let detail = (await adminCall(ctx().api, 'GET', `/members/${m.id}`, { jar: care })).json();
    expect(detail.beauty_pass).toMatchObject({ tier: 'white', earned_tier: 'black' });
    const replaced = await override(m.id, { tier: 'gold', reason: 'Upgrade instead', ends_on: today() });
    expect(replaced.json()).toMatchObject({ tier: 'gold', earned_tier: 'black', override: { reason: 'Upgrade instead' } });
    detail = (await adminCall(ctx().api, 'GET', `/members/${m.id}`, { jar: care })).json();
    expect(detail.beauty_pass.override.tier).toBe('gold');
    const audits = await run<{ before: { override: { tier: string } | null } }>(sql`select before from staff_audit_log where target_id = ${m.id} and action = 'tier.overridden' order by id`);
    expect(audits.map((a) => a.before.override?.tier ?? null)).toEqual([null, 'white']);
  });

  it('answers bad input with a clear error and changes nothing', async () => {
    const m = await member();
    const bad: Array<[unknown, number, string]> = [
      [{ tier: 'platinum', reason: 'No such tier', ends_on: addDays(today(), 5) }, 400, 'validation_failed'],
      [{ tier: 'gold', reason: '', ends_on: addDays(today(), 5) }, 400, 'validation_failed'],
      [{ tier: 'gold', reason: 'No end' }, 400, 'validation_failed'],
      [{ tier: 'gold', reason: 'Bad date', ends_on: '2026-02-30' }, 400, 'validation_failed'],
      [{ tier: 'gold', reason: 'Yesterday', ends_on: addDays(today(), -1) }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of bad) {
      const answer = await override(m.id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().error.code).toBe(code);
    }
    const unknown = await override(randomUUID(), { tier: 'gold', reason: 'Nobody', ends_on: today() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('user_not_found');
    const [row] = await run<{ tier_override: string | null }>(sql`select tier_override from customers where id = ${m.customerId}`);
    expect(row!.tier_override).toBeNull();
    expect(await run(sql`select 1 from staff_audit_log where target_id = ${m.id}`)).toEqual([]);
  });
});
