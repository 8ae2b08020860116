/**
 * Store credit in the back office (issue 21 item 9): customer service adds and takes off a
 * member's credit with a reason the member reads in their account, audited, once per
 * Idempotency-Key; never below zero, even when adjustments race on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { call, registerMember } from '../auth/test-helpers.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';

describeApi('store credit in the back office', (ctx) => {
  let care: CookieJar;
  let admin: CookieJar;
  let ops: CookieJar;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
  const adjust = (jar: CookieJar, body: unknown, key: string | null = `sc-${randomUUID()}`, headers: Record<string, string> = {}) =>
    adminCall(ctx().api, 'POST', '/store-credit/adjustments', { jar, body, headers: { ...(key ? { 'idempotency-key': key } : {}), ...headers } });
  const balance = async (memberId: string, country = 'SG') =>
    Number((await run<{ balance: number }>(sql`select a.balance from store_credit_accounts a join customers c on c.id = a.customer_id where c.public_id = ${memberId} and a.country = ${country}`))[0]?.balance ?? 0);
  const auditOf = (memberId: string) => run<{ action: string; after: Record<string, unknown> }>(sql`select action, after from staff_audit_log where action = 'credit.adjusted' and target_id = ${memberId} order by id`);

  beforeAll(async () => {
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
    admin = await signInStaff(ctx().api, 'admin@staff.blush.example');
    ops = await signInStaff(ctx().api, 'ops@staff.blush.example');
  });

  it('adds and takes off credit with a reason the member reads in their account, audited, once per key', async () => {
    const m = await registerMember(ctx().api);
    const key = `add-${randomUUID()}`;
    const added = await adjust(care, { member_id: m.id, country: 'SG', amount: 30_00, reason: 'Sorry for the late parcel' }, key);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().credit.accounts).toEqual([expect.objectContaining({ country: 'SG', balance: { amount: 30_00, currency: 'SGD' } })]);
    expect((await adjust(care, { member_id: m.id, country: 'SG', amount: 30_00, reason: 'Sorry for the late parcel' }, key)).json().created).toBe(false);
    expect((await adjust(care, { member_id: m.id, country: 'SG', amount: 31_00, reason: 'Sorry for the late parcel' }, key)).json().error.code).toBe('idempotency_conflict');
    const taken = await adjust(admin, { member_id: m.id, country: 'SG', amount: -10_00, reason: 'Granted twice by mistake' });
    expect(taken.statusCode, taken.body).toBe(201);

    const mine = (await call(ctx().api, 'GET', '/store-credit', { jar: m.jar })).json();
    expect(mine.balance).toEqual({ amount: 20_00, currency: 'SGD' });
    expect(mine.entries.map((e: { kind: string; amount: { amount: number }; note: string }) => [e.kind, e.amount.amount, e.note])).toEqual([
      ['adjusted', -10_00, 'Granted twice by mistake'],
      ['goodwill', 30_00, 'Sorry for the late parcel'],
    ]);
    const staffView = (await adminCall(ctx().api, 'GET', `/store-credit?member=${m.id}`, { jar: care })).json();
    expect(staffView.accounts[0].entries).toHaveLength(2);
    expect((await auditOf(m.id)).map((a) => a.after.balance)).toEqual([30_00, 20_00]);
  });

  it('refuses to go below zero, bad input and other roles, changing nothing', async () => {
    const m = await registerMember(ctx().api);
    await adjust(care, { member_id: m.id, country: 'SG', amount: 10_00, reason: 'Goodwill' });
    const below = await adjust(care, { member_id: m.id, country: 'SG', amount: -10_01, reason: 'Too much' });
    expect(below.statusCode).toBe(422);
    expect(below.json().error).toEqual({ code: 'store_credit_balance_negative', message: "This would take the member's store credit below zero: they have $10.00." });
    const thai = await adjust(care, { member_id: m.id, country: 'TH', amount: -1_00, reason: 'None there' }, `th-${randomUUID()}`, { 'accept-language': 'th-TH', 'x-site-country': 'TH' });
    expect(thai.json().error.message).toBe('การดำเนินการนี้จะทำให้เครดิตร้านค้าของสมาชิกต่ำกว่าศูนย์: ยอดคงเหลือคือ ฿0.00');
    for (const [body, key] of [
      [{ member_id: m.id, country: 'SG', amount: 0, reason: 'Zero' }, `k-${randomUUID()}`],
      [{ member_id: m.id, country: 'XX', amount: 1, reason: 'Country' }, `k-${randomUUID()}`],
      [{ member_id: m.id, country: 'SG', amount: 1 }, `k-${randomUUID()}`],
      [{ member_id: m.id, country: 'SG', amount: 1, reason: 'No key' }, null],
    ] as Array<[unknown, string | null]>) {
      expect((await adjust(care, body, key)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await adjust(care, { member_id: randomUUID(), country: 'SG', amount: 1_00, reason: 'Nobody' })).json().error.code).toBe('user_not_found');
    const refused = await adjust(ops, { member_id: m.id, country: 'SG', amount: 1_00, reason: 'Not my job' });
    expect(refused.statusCode).toBe(403);
    expect((await adminCall(ctx().api, 'GET', `/store-credit?member=${m.id}`, { jar: ops })).statusCode).toBe(403);
    expect(await balance(m.id)).toBe(10_00);
    expect(await auditOf(m.id)).toHaveLength(1);
  });

  it('never takes credit below zero when adjustments race (on PostgreSQL truly at once)', async () => {
    const m = await registerMember(ctx().api);
    await adjust(care, { member_id: m.id, country: 'SG', amount: 50_00, reason: 'Goodwill' });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => adjust(i % 2 ? care : admin, { member_id: m.id, country: 'SG', amount: -15_00, reason: `Race ${i}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    expect(await balance(m.id)).toBe(5_00);
    const [sum] = await run<{ n: number }>(sql`select sum(e.amount)::int as n from store_credit_entries e join customers c on c.id = e.customer_id where c.public_id = ${m.id}`);
    expect(Number(sum!.n)).toBe(5_00);
    expect(await auditOf(m.id)).toHaveLength(4);
  });
});
