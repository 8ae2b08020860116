import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { call, registerMember } from '../auth/test-helpers.ts';
import { runDueJobs } from '../../jobs/scheduler.ts';
import { LOYALTY_JOBS } from './jobs.ts';
import {
  award,
  expireOldPerks,
  expirePoints,
  issueBirthdayPerks,
  issueStaffPerks,
  ledgerSums,
  markDelivered,
  releaseDuePoints,
  redeemPerk,
  spendPoints,
  summary,
} from './service.ts';
import { evaluateTier, recordPurchaseAndTier as recordPurchase, reviewTiers } from '../../flows/tier.ts';

describeApi('Beauty Pass', (ctx) => {
  const db = () => ctx().database.db;
  const member = async (overrides: Record<string, unknown> = {}) => {
    const m = await registerMember(ctx().api, overrides);
    const [row] = await queryRows<{ id: number }>(db(), sql`select id from customers where public_id = ${m.id}`);
    return { ...m, customerId: Number(row!.id) };
  };
  const balanceMatchesLedger = async (customerId: number) => {
    const sums = await ledgerSums(db(), customerId);
    const [account] = await queryRows<{ balance: number; pending: number }>(db(), sql`select balance, pending from loyalty_accounts where customer_id = ${customerId}`);
    expect({ balance: Number(account!.balance), pending: Number(account!.pending) }).toEqual({ balance: sums.available, pending: sums.pending });
    return sums;
  };

  it('welcomes a new member with registration points and a welcome voucher redeemable for 30 days', async () => {
    const m = await member();
    const log = (await call(ctx().api, 'GET', '/loyalty/points-log', { jar: m.jar })).json();
    expect(log.items).toEqual([expect.objectContaining({ source: 'registration_of_blush_account', points: 100, status: 'available', description: 'Welcome to Beauty Pass' })]);
    const perks = (await call(ctx().api, 'GET', '/loyalty/perks', { jar: m.jar, country: 'TH', language: 'th' })).json().perks;
    expect(perks).toEqual([expect.objectContaining({ kind: 'welcome_voucher', name: 'คูปองต้อนรับ', status: 'issued' })]);
    expect(perks[0].redeem_by.date > new Date().toISOString().slice(0, 10)).toBe(true);
    expect((await call(ctx().api, 'GET', '/account', { jar: m.jar })).json().beauty_pass.points_balance).toBe(100);
  });

  it('keeps purchase points pending until delivery and three working days, then releases them once', async () => {
    const m = await member();
    const friday = new Date('2026-11-20T04:00:00Z'); // Friday noon in Singapore
    const result = await recordPurchase(db(), { customerId: m.customerId, orderNumber: `ORD-${m.customerId}-1`, amount: 120_50, at: friday });
    expect(result.points).toBe(120);
    expect(await balanceMatchesLedger(m.customerId)).toEqual({ available: 100, pending: 120 });
    const availableAt = await markDelivered(db(), `ORD-${m.customerId}-1`, friday);
    expect(availableAt!.toISOString()).toBe('2026-11-25T04:00:00.000Z'); // Wednesday
    expect(await releaseDuePoints(db(), new Date('2026-11-25T03:59:00Z'))).toBe(0);
    expect(await releaseDuePoints(db(), new Date('2026-11-25T04:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await releaseDuePoints(db(), new Date('2026-11-25T05:00:00Z'))).toBe(0);
    expect(await balanceMatchesLedger(m.customerId)).toEqual({ available: 220, pending: 0 });
    // The same order recorded again changes nothing.
    expect((await recordPurchase(db(), { customerId: m.customerId, orderNumber: `ORD-${m.customerId}-1`, amount: 120_50, at: friday })).points).toBe(0);
    const log = (await call(ctx().api, 'GET', `/loyalty/points-log?source=purchase_points_with_order_number`, { jar: m.jar })).json();
    expect(log.items[0].description).toBe(`Purchase, order ORD-${m.customerId}-1`);
  });

  it('expires the balance after 18 months without a purchase or redemption, once, and shows the date ahead of it', async () => {
    const m = await member();
    const joined = new Date('2024-01-10T02:00:00Z');
    await db().execute(sql`update loyalty_accounts set last_activity_at = ${joined.toISOString()}::timestamptz where customer_id = ${m.customerId}`);
    const before = await summary(db(), m.customerId, new Date('2025-07-01T00:00:00Z'));
    expect(before.expiring).toEqual({ points: 100, date: '2025-07-10' });
    expect(await expirePoints(db(), new Date('2025-07-09T00:00:00Z'))).toBe(0);
    expect(await expirePoints(db(), new Date('2025-07-10T03:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await expirePoints(db(), new Date('2025-07-11T03:00:00Z'))).toBe(0);
    expect(await balanceMatchesLedger(m.customerId)).toEqual({ available: 0, pending: 0 });
    const log = (await call(ctx().api, 'GET', '/loyalty/points-log?direction=spent', { jar: m.jar })).json();
    expect(log.items).toEqual([expect.objectContaining({ source: 'expired_points', points: -100, description: 'Points expired' })]);
  });

  it('redeems points only as far as the balance goes: no change on a refusal, and racing redemptions never overdraw', async () => {
    const m = await member();
    await expect(spendPoints(db(), { customerId: m.customerId, points: 101, source: 'used_points', reference: 'too-much' })).rejects.toMatchObject({ code: 'insufficient_points' });
    expect(await balanceMatchesLedger(m.customerId)).toEqual({ available: 100, pending: 0 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => spendPoints(db(), { customerId: m.customerId, points: 30, source: 'used_points', reference: `race-${i}`, params: { reward: 'Mini' } })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 'insufficient_points')).toBe(true);
    expect(await balanceMatchesLedger(m.customerId)).toEqual({ available: 10, pending: 0 });
  });

  it('awards each one-off earning once, even when the same award races', async () => {
    const m = await member();
    const tries = await Promise.all(Array.from({ length: 5 }, () => award(db(), { customerId: m.customerId, source: 'completed_beauty_profile', points: 50, reference: 'once' })));
    expect(tries.filter(Boolean)).toHaveLength(1);
    const complete = { skin_type: 'dry', skin_tone: 'light', skin_undertone: 'warm', skin_concerns: ['dullness'], hair_type: 'wavy', hair_concerns: ['frizz'], eye_colour: 'brown' };
    await call(ctx().api, 'PATCH', '/user', { jar: m.jar, body: { beauty_profile: complete } });
    await call(ctx().api, 'PATCH', '/user', { jar: m.jar, body: { beauty_profile: complete } });
    expect(await balanceMatchesLedger(m.customerId)).toEqual({ available: 150, pending: 0 });

    // The app reports an install twice and two referrals: 100 once, 200 per friend.
    for (const body of [
      { event: 'downloaded_mobile_app', reference: 'install-1' },
      { event: 'downloaded_mobile_app', reference: 'install-2' },
      { event: 'referred_mobile_app', reference: 'friend-a' },
      { event: 'referred_mobile_app', reference: 'friend-a' },
      { event: 'referred_mobile_app', reference: 'friend-b' },
    ]) {
      await call(ctx().api, 'POST', '/loyalty/app-events', { jar: m.jar, body });
    }
    expect(await balanceMatchesLedger(m.customerId)).toEqual({ available: 650, pending: 0 });
  });

  it('refuses a point source forged by the client and answers guests with sign-in required', async () => {
    const m = await member();
    const forged = await call(ctx().api, 'POST', '/loyalty/app-events', { jar: m.jar, body: { event: 'bonus_points', reference: 'x' } });
    expect(forged.statusCode).toBe(400);
    const extra = await call(ctx().api, 'POST', '/loyalty/app-events', { jar: m.jar, body: { event: 'downloaded_mobile_app', reference: 'x', points: 100000 } });
    expect(extra.statusCode).toBe(200);
    expect(await balanceMatchesLedger(m.customerId)).toEqual({ available: 200, pending: 0 });
    for (const path of ['/loyalty/summary', '/loyalty/points-log', '/loyalty/perks']) expect((await call(ctx().api, 'GET', path)).statusCode).toBe(401);
  });

  it('upgrades when spend reaches a tier, says so, reviews after 12 months: kept with spend, down without', async () => {
    const m = await member();
    const t0 = new Date('2025-01-10T03:00:00Z');
    await db().execute(sql`update customers set tier_since = ${t0.toISOString()}::timestamptz where id = ${m.customerId}`);
    await recordPurchase(db(), { customerId: m.customerId, orderNumber: `T-${m.customerId}-1`, amount: 1_050_00, at: t0 });
    let s = await summary(db(), m.customerId, new Date('2025-01-20T03:00:00Z'));
    expect(s.tier).toBe('black');
    expect(s.status.message).toEqual({ kind: 'just_upgraded', tier: 'black', since: '2025-01-10' });
    s = await summary(db(), m.customerId, new Date('2025-03-01T03:00:00Z'));
    expect(s.status.message).toEqual({ kind: 'in_progress', next: 'gold', amountNeeded: 1_450_00, reviewDate: '2026-01-10' });
    s = await summary(db(), m.customerId, new Date('2025-12-01T03:00:00Z'));
    expect(s.status.message).toEqual({ kind: 'downgrade_warning', tier: 'black', daysLeft: 40, amountNeeded: 1_000_00, before: '2026-01-10' });

    // No spend in the term after the upgrade: the review lowers the tier to what the spend reaches.
    expect(await reviewTiers(db(), new Date('2026-01-09T03:00:00Z'))).toBe(0);
    expect(await reviewTiers(db(), new Date('2026-01-10T03:00:00Z'))).toBeGreaterThanOrEqual(1);
    s = await summary(db(), m.customerId, new Date('2026-01-12T03:00:00Z'));
    expect(s.tier).toBe('pink');
    expect(s.status.message).toEqual({ kind: 'just_downgraded', tier: 'pink', from: 'black', since: '2026-01-10' });

    // Spend during the term keeps the tier for another 12 months.
    await recordPurchase(db(), { customerId: m.customerId, orderNumber: `T-${m.customerId}-2`, amount: 320_00, at: new Date('2026-01-15T03:00:00Z') });
    await recordPurchase(db(), { customerId: m.customerId, orderNumber: `T-${m.customerId}-3`, amount: 310_00, at: new Date('2026-06-15T03:00:00Z') });
    expect((await summary(db(), m.customerId, new Date('2026-06-16T03:00:00Z'))).tier).toBe('white');
    expect(await evaluateTier(db(), m.customerId, new Date('2027-01-15T03:00:00Z'))).toBeNull();
    s = await summary(db(), m.customerId, new Date('2027-01-16T03:00:00Z'));
    expect(s.tier).toBe('white');
    expect(s.status.review_date).toBe('2028-01-15');
  });

  it('brings the Gold welcome gift on reaching Gold, and birthday perks once a year (gift for Black and Gold)', async () => {
    const m = await member({ date_of_birth: '1990-03-05' });
    await recordPurchase(db(), { customerId: m.customerId, orderNumber: `G-${m.customerId}`, amount: 2_600_00, at: new Date('2026-02-01T03:00:00Z') });
    const march = new Date('2026-03-02T03:00:00Z');
    expect(await issueBirthdayPerks(db(), march)).toBeGreaterThanOrEqual(2);
    await issueBirthdayPerks(db(), new Date('2026-03-20T03:00:00Z'));
    const perks = (await call(ctx().api, 'GET', '/loyalty/perks', { jar: m.jar })).json().perks.map((p: { kind: string; redeem_by: { date: string } | null }) => [p.kind, p.redeem_by?.date]);
    expect(perks).toEqual(expect.arrayContaining([['gold_welcome', '2026-05-02'], ['birthday_points', '2026-03-31'], ['birthday_voucher', '2026-03-31'], ['welcome_voucher', expect.any(String)]]));
    expect(perks.filter(([kind]: [string]) => kind === 'birthday_points')).toHaveLength(1);
    const log = (await call(ctx().api, 'GET', '/loyalty/points-log?source=bonus_points', { jar: m.jar })).json();
    expect(log.items.map((i: { points: number }) => i.points)).toEqual([200]);
  });

  it("renews a staff member's staff discount every year (the bag gives it all year), once a year", async () => {
    const m = await member();
    await db().execute(sql`update customers set is_employee = true where id = ${m.customerId}`);
    const staffPerks = async () =>
      queryRows<{ status: string; redeem_by: string }>(db(), sql`select status, redeem_by::text as redeem_by from perks where customer_id = ${m.customerId} and kind = 'staff_discount' order by id`);
    await issueStaffPerks(db(), new Date('2031-01-01T03:00:00Z'));
    await issueStaffPerks(db(), new Date('2031-06-30T03:00:00Z'));
    await expireOldPerks(db(), new Date('2032-01-01T03:00:00Z'));
    await issueStaffPerks(db(), new Date('2032-01-01T03:00:00Z'));
    expect(await staffPerks()).toEqual([
      { status: 'expired', redeem_by: '2031-12-31' },
      { status: 'issued', redeem_by: '2032-12-31' },
    ]);
  });

  it('redeems a perk once, by its owner, before its redeem-by date', async () => {
    const m = await member();
    const other = await member();
    const [perk] = await queryRows<{ id: number; redeem_by: string }>(db(), sql`select id, redeem_by::text from perks where customer_id = ${m.customerId} and kind = 'welcome_voucher'`);
    await expect(redeemPerk(db(), other.customerId, perk!.id, 'O-1')).rejects.toMatchObject({ code: 'owner_mismatch' });
    const late = new Date(`${perk!.redeem_by}T23:59:00Z`);
    late.setUTCDate(late.getUTCDate() + 1);
    await expect(redeemPerk(db(), m.customerId, perk!.id, 'O-1', late)).rejects.toMatchObject({ code: 'rewards_unavailable' });
    const results = await Promise.allSettled([redeemPerk(db(), m.customerId, perk!.id, 'O-1'), redeemPerk(db(), m.customerId, perk!.id, 'O-2')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const perks = (await call(ctx().api, 'GET', '/loyalty/perks', { jar: m.jar })).json().perks;
    expect(perks[0]).toMatchObject({ kind: 'welcome_voucher', status: 'redeemed' });
  });

  it('pages and filters the point log', async () => {
    const m = await member();
    for (let i = 0; i < 25; i++) await award(db(), { customerId: m.customerId, source: 'bonus_points', points: i + 1, reference: `bonus-${i}` });
    await spendPoints(db(), { customerId: m.customerId, points: 40, source: 'used_points', reference: 'r1', params: { reward: 'Deluxe mascara' } });
    const first = (await call(ctx().api, 'GET', '/loyalty/points-log?page_size=10', { jar: m.jar })).json();
    expect(first).toMatchObject({ page: 1, page_size: 10, total: 27 });
    expect(first.items).toHaveLength(10);
    const third = (await call(ctx().api, 'GET', '/loyalty/points-log?page_size=10&page=3', { jar: m.jar })).json();
    expect(third.items).toHaveLength(7);
    const spent = (await call(ctx().api, 'GET', '/loyalty/points-log?direction=spent', { jar: m.jar, country: 'ID', language: 'id' })).json();
    expect(spent.items).toEqual([expect.objectContaining({ points: -40, description: 'Poin digunakan untuk Deluxe mascara' })]);
    const bad = await call(ctx().api, 'GET', '/loyalty/points-log?page_size=500', { jar: m.jar });
    expect(bad.statusCode).toBe(400);
  });

  it('runs each scheduled job once per period across instances and restarts', async () => {
    const now = new Date('2030-01-01T05:10:00Z');
    const first = await runDueJobs(db(), LOYALTY_JOBS, now);
    expect(Object.values(first).every((r) => typeof r === 'number')).toBe(true);
    const again = await Promise.all([runDueJobs(db(), LOYALTY_JOBS, now), runDueJobs(db(), LOYALTY_JOBS, new Date('2030-01-01T05:40:00Z'))]);
    for (const results of again) expect(Object.values(results).every((r) => r === 'skipped')).toBe(true);
    // Next hour: only the hourly release runs again.
    const nextHour = await runDueJobs(db(), LOYALTY_JOBS, new Date('2030-01-01T06:05:00Z'));
    expect(Object.entries(nextHour).filter(([, r]) => r !== 'skipped').map(([name]) => name)).toEqual(['loyalty.release_points']);
    // A run that died half way is taken over after its lease, not skipped for ever.
    await db().execute(sql`insert into job_runs (name, run_key, started_at) values ('loyalty.expire_points', '2030-01-02', '2030-01-02T00:00:00Z')`);
    expect((await runDueJobs(db(), LOYALTY_JOBS, new Date('2030-01-02T00:10:00Z')))['loyalty.expire_points']).toBe('skipped');
    expect(typeof (await runDueJobs(db(), LOYALTY_JOBS, new Date('2030-01-02T01:00:00Z')))['loyalty.expire_points']).toBe('number');
  });
});
