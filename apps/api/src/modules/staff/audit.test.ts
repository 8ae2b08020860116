/**
 * The audit trail (docs/decisions/0029): staff changes are written with who, when, before and after
 * in the change's own transaction — a refused or failed change leaves no row — and read back newest
 * first with filters and keyset pages, by administrators only.
 */
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, withTransaction } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { recordAudit } from './audit.ts';
import { CookieJar, adminCall, codeFor, signInStaff } from './test-helpers.ts';

const ADMIN = 'admin@staff.blush.example';

interface Entry {
  id: number;
  at: string;
  action: string;
  target_id: string;
  staff: { email: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
}

describeApi('the audit trail', (ctx) => {
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
  const auditRows = async () => (await run<{ n: number }>(sql`select count(*)::int as n from staff_audit_log`))[0]!.n;
  const admin = () => signInStaff(ctx().api, ADMIN, { forgetLastStep: () => run(sql`update staff_members set totp_last_step = null where email = ${ADMIN}`) });
  const audit = async (jar: Awaited<ReturnType<typeof admin>>, query = '') => {
    const answer = await adminCall(ctx().api, 'GET', `/audit${query}`, { jar });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { entries: Entry[]; next_cursor: number | null };
  };

  it('writes who changed a staff member, when, with the request and what it was before and after', async () => {
    const jar = await admin();
    const email = `audited-${Math.random().toString(36).slice(2, 8)}@staff.blush.example`;
    const created = await adminCall(ctx().api, 'POST', '/staff', { jar, body: { email, name: 'Audited', password: 'Long#Password1', roles: ['merchandiser'] } });
    const staff = created.json().staff;
    const changed = await adminCall(ctx().api, 'PATCH', `/staff/${staff.id}`, { jar, body: { version: staff.version, roles: ['merchandiser', 'content_editor'], name: 'Audited Twice' } });
    expect(changed.statusCode).toBe(200);
    const { entries } = await audit(jar, `?target_id=${staff.id}`);
    expect(entries.map((e) => e.action)).toEqual(['staff.updated', 'staff.created']);
    const [update, create] = entries as [Entry, Entry];
    expect(create).toMatchObject({ staff: { email: ADMIN }, before: null, after: { email, name: 'Audited', roles: ['merchandiser'], second_factor: false } });
    expect(update.before).toMatchObject({ name: 'Audited', roles: ['merchandiser'] });
    expect(update.after).toMatchObject({ name: 'Audited Twice', roles: ['merchandiser', 'content_editor'] });
    expect(update.request_id).toMatch(/^[0-9a-f-]{36}$/);
    // Nothing secret is kept: no password hash, no TOTP secret.
    expect(JSON.stringify(entries)).not.toMatch(/argon2|password|totp_secret/i);
    expect(Date.now() - new Date(update.at).getTime()).toBeLessThan(60_000);
  });

  it('writes nothing when the change is refused: a stale copy, the last administrator, a taken e-mail', async () => {
    const jar = await admin();
    const list = (await adminCall(ctx().api, 'GET', '/staff', { jar })).json().staff as Array<{ id: string; email: string; version: number; roles: string[] }>;
    const ops = list.find((s) => s.email === 'ops@staff.blush.example')!;
    const me = list.find((s) => s.email === ADMIN)!;
    const before = await auditRows();
    const stale = await adminCall(ctx().api, 'PATCH', `/staff/${ops.id}`, { jar, body: { version: ops.version + 7, roles: ['administrator'] } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'edit_conflict', message: 'Someone else changed this while you were editing. Reload to see their changes, then try again.' });
    const last = await adminCall(ctx().api, 'PATCH', `/staff/${me.id}`, { jar, body: { version: me.version, roles: ['operations'] } });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('last_administrator');
    const taken = await adminCall(ctx().api, 'POST', '/staff', { jar, body: { email: 'OPS@staff.blush.example', name: 'Twin', password: 'Long#Password1', roles: ['operations'] } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('staff_email_taken');
    expect(await auditRows()).toBe(before);
    const after = (await adminCall(ctx().api, 'GET', '/staff', { jar })).json().staff as typeof list;
    expect(after.find((s) => s.id === ops.id)).toMatchObject({ roles: ops.roles, version: ops.version });
    expect(after.find((s) => s.id === me.id)).toMatchObject({ roles: ['administrator'], version: me.version });
  });

  it('never leaves the shop without an administrator when two demote each other at once', async () => {
    const jar = await admin();
    const email = `second-admin-${Math.random().toString(36).slice(2, 8)}@staff.blush.example`;
    const created = (await adminCall(ctx().api, 'POST', '/staff', { jar, body: { email, name: 'Second Admin', password: 'Long#Password1', roles: ['administrator'] } })).json().staff;
    const other = new CookieJar();
    await adminCall(ctx().api, 'POST', '/sessions', { jar: other, body: { email, password: 'Long#Password1' } });
    const secret = (await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment', { jar: other })).json().secret;
    await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment/confirm', { jar: other, body: { code: codeFor(secret) } });
    const list = (await adminCall(ctx().api, 'GET', '/staff', { jar })).json().staff as Array<{ id: string; email: string; version: number }>;
    // Only these two are administrators for this test.
    const me = list.find((s) => s.email === ADMIN)!;
    const answers = await Promise.all([
      adminCall(ctx().api, 'PATCH', `/staff/${created.id}`, { jar, body: { version: created.version, roles: ['operations'] } }),
      adminCall(ctx().api, 'PATCH', `/staff/${me.id}`, { jar: other, body: { version: me.version, roles: ['operations'] } }),
    ]);
    // One wins; the other is refused: as the last administrator (409), or, when the first finished
    // before its guard ran, as no longer an administrator at all (403).
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await run<{ n: number }>(sql`select count(*)::int as n from staff_members where disabled_at is null and 'administrator' = any(roles)`);
    expect(admins[0]!.n).toBe(1);
    // Put the demo administrator back for the other tests.
    await run(sql`update staff_members set roles = '{administrator}' where email = ${ADMIN}`);
  });

  it('rolls its row back with a change that fails after it was written', async () => {
    const before = await auditRows();
    await expect(
      withTransaction(ctx().database.db, async (t) => {
        await recordAudit(t, new Uint8Array(32), { staffId: null }, { action: 'test.change', targetType: 'test', targetId: 1, after: { x: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await auditRows()).toBe(before);
  });

  it('filters by staff member, action, target and time, and pages by keyset without gaps or repeats', async () => {
    const jar = await admin();
    const all = await audit(jar, '?limit=200');
    expect(all.entries.length).toBeGreaterThan(3);
    const ids = all.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const paged: number[] = [];
    let cursor: number | null = null;
    do {
      const page: { entries: Entry[]; next_cursor: number | null } = await audit(jar, `?limit=2${cursor ? `&before=${cursor}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(2);
      paged.push(...page.entries.map((e) => e.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(paged).toEqual(ids);

    const signIns = await audit(jar, '?action=staff.signed_in');
    expect(signIns.entries.length).toBeGreaterThan(0);
    expect(signIns.entries.every((e) => e.action === 'staff.signed_in')).toBe(true);
    const me = (await adminCall(ctx().api, 'GET', '/me', { jar })).json().staff.id;
    const mine = await audit(jar, `?staff_id=${me}`);
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries.every((e) => e.staff?.email === ADMIN)).toBe(true);
    expect((await audit(jar, `?staff_id=${crypto.randomUUID()}`)).entries).toEqual([]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await audit(jar, `?from=${encodeURIComponent(future)}`)).entries).toEqual([]);
    expect((await audit(jar, `?to=${encodeURIComponent(future)}&limit=200`)).entries.length).toBe(all.entries.length);
    const backwards = await adminCall(ctx().api, 'GET', `/audit?from=${encodeURIComponent(future)}&to=${encodeURIComponent(new Date().toISOString())}`, { jar });
    expect(backwards.statusCode).toBe(400);
    expect((await adminCall(ctx().api, 'GET', '/audit?limit=0', { jar })).json().error.code).toBe('validation_failed');
  });
});
