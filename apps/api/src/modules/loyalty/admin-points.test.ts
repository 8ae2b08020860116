/**
 * Points adjustments from the back office (issue 21 item 5): customer service adds or takes off
 * points with a reason; the member reads it with that reason on their points history; it is audited;
 * a retried click adjusts once; bad input and an adjustment below zero change nothing; on
 * PostgreSQL two deductions racing never take the balance below zero.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { call, registerMember } from '../auth/test-helpers.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';
import { ledgerSums } from './service.ts';

describeApi('points adjustments in the back office', (ctx) => {
  let care: CookieJar;
  let admin: CookieJar;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
  const member = async () => {
    const m = await registerMember(ctx().api);
    const [row] = await run<{ id: number }>(sql`select id from customers where public_id = ${m.id}`);
    return { ...m, customerId: Number(row!.id) };
  };
  const adjust = (jar: CookieJar, memberId: string, body: unknown, key: string | null = `adj-${randomUUID()}`, headers: Record<string, string> = {}) =>
    adminCall(ctx().api, 'POST', `/members/${memberId}/points-adjustments`, { jar, body, headers: { ...(key ? { 'idempotency-key': key } : {}), ...headers } });
  const balance = async (customerId: number) => Number((await run<{ balance: number }>(sql`select balance from loyalty_accounts where customer_id = ${customerId}`))[0]?.balance ?? 0);
  const auditOf = (memberId: string) => run<{ action: string; staff_id: number; before: Record<string, unknown>; after: Record<string, unknown> }>(sql`select action, staff_id, before, after from staff_audit_log where target_type = 'member' and target_id = ${memberId} order by id`);
  const ledgerCount = async (customerId: number) => Number((await run<{ n: number }>(sql`select count(*)::int as n from points_ledger where customer_id = ${customerId}`))[0]!.n);

  beforeAll(async () => {
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
    admin = await signInStaff(ctx().api, 'admin@staff.blush.example');
  });

  it('adds and takes off points with a reason the member reads on their points history, each audited', async () => {
    const m = await member();
    const added = await adjust(care, m.id, { points: 250, reason: 'Sorry for the late parcel' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ created: true, balance: 350, entry: { source: 'manual_points_adjustment', points: 250, status: 'available', reason: 'Sorry for the late parcel', description: 'Points adjustment by Blush: Sorry for the late parcel' } });
    const taken = await adjust(admin, m.id, { points: -50, reason: 'Duplicate welcome points' });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().balance).toBe(300);

    // The member's own history, in their language, with the reason.
    const log = (await call(ctx().api, 'GET', '/loyalty/points-log', { jar: m.jar })).json().items as Array<{ points: number; description: string }>;
    expect(log.slice(0, 2)).toEqual([
      expect.objectContaining({ points: -50, description: 'Points adjustment by Blush: Duplicate welcome points' }),
      expect.objectContaining({ points: 250, description: 'Points adjustment by Blush: Sorry for the late parcel' }),
    ]);
    const thai = (await call(ctx().api, 'GET', '/loyalty/points-log', { jar: m.jar, country: 'TH', language: 'th' })).json().items[0];
    expect(thai.description).toBe('ปรับคะแนนโดย Blush: Duplicate welcome points');
    expect((await call(ctx().api, 'GET', '/loyalty/summary', { jar: m.jar })).json().balance).toBe(300);

    // The staff member's view: the ledger newest first with the reasons.
    const detail = (await adminCall(ctx().api, 'GET', `/members/${m.id}`, { jar: care })).json();
    expect(detail.beauty_pass.balance).toBe(300);
    expect(detail.ledger.map((e: { points: number; reason: string | null }) => [e.points, e.reason])).toEqual([[-50, 'Duplicate welcome points'], [250, 'Sorry for the late parcel'], [100, null]]);

    const audit = await auditOf(m.id);
    expect(audit.map((a) => a.action)).toEqual(['points.adjusted', 'points.adjusted']);
    expect(audit[0]).toMatchObject({ before: { balance: 100 }, after: { balance: 350, points: 250, reason: 'Sorry for the late parcel' } });
    expect(audit[1]).toMatchObject({ before: { balance: 350 }, after: { balance: 300, points: -50 } });
    const [careId, adminId] = (await run<{ id: number }>(sql`select id from staff_members where email in ('care@staff.blush.example', 'admin@staff.blush.example') order by email desc`)).map((r) => r.id);
    expect(audit.map((a) => a.staff_id)).toEqual([careId, adminId]);
    const sums = await ledgerSums(ctx().database.db, m.customerId);
    expect(sums.available).toBe(await balance(m.customerId));
  });

  it('adjusts once for a retried click with the same Idempotency-Key, and refuses the key for another adjustment', async () => {
    const m = await member();
    const key = `retry-${randomUUID()}`;
    const first = await adjust(care, m.id, { points: -40, reason: 'Goodwill reversal' }, key);
    const again = await adjust(care, m.id, { points: -40, reason: 'Goodwill reversal' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, balance: 60, entry: { id: first.json().entry.id } });
    const other = await adjust(care, m.id, { points: -41, reason: 'Goodwill reversal' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_conflict');
    expect(await balance(m.customerId)).toBe(60);
    expect((await auditOf(m.id)).length).toBe(1);
  });

  it('refuses to take the balance below zero with a clear message, changing nothing', async () => {
    const m = await member();
    const answer = await adjust(care, m.id, { points: -101, reason: 'Too much' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toEqual({ code: 'points_balance_negative', message: "This would take the member's points balance below zero: they have 100 points available." });
    const thai = await adjust(care, m.id, { points: -101, reason: 'Too much' }, `th-${randomUUID()}`, { 'accept-language': 'th-TH', 'x-site-country': 'TH' });
    expect(thai.json().error.message).toBe('การปรับนี้จะทำให้ยอดคะแนนของสมาชิกติดลบ: สมาชิกมีคะแนนที่ใช้ได้ 100 คะแนน');
    // Exactly to zero is allowed.
    expect((await adjust(care, m.id, { points: -100, reason: 'Closing the balance' })).json().balance).toBe(0);
    expect((await adjust(care, m.id, { points: -1, reason: 'One more' })).statusCode).toBe(422);
    expect(await balance(m.customerId)).toBe(0);
    expect((await auditOf(m.id)).length).toBe(1);
  });

  it('answers bad input with a clear error and changes nothing', async () => {
    const m = await member();
    const before = { balance: await balance(m.customerId), rows: await ledgerCount(m.customerId) };
    const bad: Array<[unknown, string | null, number, string]> = [
      [{ points: 10.5, reason: 'Half' }, `k-${randomUUID()}`, 400, 'validation_failed'],
      [{ points: '10', reason: 'String' }, `k-${randomUUID()}`, 400, 'validation_failed'],
      [{ points: 0, reason: 'Nothing' }, `k-${randomUUID()}`, 400, 'validation_failed'],
      [{ points: 10, reason: '   ' }, `k-${randomUUID()}`, 400, 'validation_failed'],
      [{ points: 10 }, `k-${randomUUID()}`, 400, 'validation_failed'],
      [{ points: 10, reason: 'x'.repeat(201) }, `k-${randomUUID()}`, 400, 'validation_failed'],
      [{ points: 10_000_000, reason: 'Too many' }, `k-${randomUUID()}`, 400, 'validation_failed'],
      [{ points: 10, reason: 'No key' }, null, 400, 'idempotency_key_required'],
      [{ points: 10, reason: 'Bad key' }, 'short', 400, 'idempotency_key_required'],
    ];
    for (const [body, key, status, code] of bad) {
      const answer = await adjust(care, m.id, body, key);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().error.code, JSON.stringify(body)).toBe(code);
      expect(answer.json().error.message.length).toBeGreaterThan(5);
    }
    const unknown = await adjust(care, randomUUID(), { points: 10, reason: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'user_not_found', message: 'User not found.' });
    expect(await balance(m.customerId)).toBe(before.balance);
    expect(await ledgerCount(m.customerId)).toBe(before.rows);
    expect(await auditOf(m.id)).toEqual([]);
  });

  it('never takes the balance below zero when deductions race (on PostgreSQL truly at once)', async () => {
    const m = await member();
    // 100 points; eight deductions of 30 at once: three fit, five are refused.
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => adjust(i % 2 ? care : admin, m.id, { points: -30, reason: `Race ${i}` })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    expect(await balance(m.customerId)).toBe(10);
    expect((await ledgerSums(ctx().database.db, m.customerId)).available).toBe(10);
    expect((await auditOf(m.id)).length).toBe(3);
    // The same click sent five times at once adjusts once.
    const key = `burst-${randomUUID()}`;
    const burst = await Promise.all(Array.from({ length: 5 }, () => adjust(care, m.id, { points: 5, reason: 'Burst' }, key)));
    expect(burst.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await balance(m.customerId)).toBe(15);
  });
});
