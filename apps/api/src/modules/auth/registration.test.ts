import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar, call, registration } from './test-helpers.ts';

describeApi('registration', (ctx) => {
  const count = async () => Number((await queryRows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from customers`))[0]!.n);

  it('registers a member, stores every consent with its version and time, signs them in and sends a welcome e-mail', async () => {
    const jar = new CookieJar();
    const body = registration({ consents: { policy: true, personal_information: true, third_party_sharing: true, over_14: true, marketing: true } });
    const response = await call(ctx().api, 'POST', '/user', { body, jar });
    expect(response.statusCode).toBe(201);
    const user = response.json().user;
    expect(user).toMatchObject({ email: body.email, first_name: 'Lin', tier: 'pink', marketing_consent: true, has_password: true, mobile: { calling_code: '+65', number: '91234567' } });
    expect(user.card_number).toMatch(/^8801\d{12}$/);

    const cookies = Object.fromEntries((response.cookies as Array<{ name: string } & Record<string, unknown>>).map((c) => [c.name, c]));
    for (const name of ['jwt-data', 'jwt-signature', 'jwt-refresh-token']) {
      expect(cookies[name]).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 5_184_000 });
    }
    expect(cookies['jwt-data']!.httpOnly).toBeFalsy();
    expect(cookies['jwt-signature']!.httpOnly).toBe(true);
    expect(cookies['jwt-refresh-token']!.httpOnly).toBe(true);
    expect(String(cookies['jwt-data']!.value).split('.')).toHaveLength(2);

    const me = await call(ctx().api, 'GET', '/user', { jar });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(body.email);

    const consents = await queryRows<{ kind: string; granted: boolean; version: string; recorded_at: Date }>(
      ctx().database.db,
      sql`select kind, granted, version, recorded_at from customer_consents c join customers u on u.id = c.customer_id where u.email = ${body.email} order by kind`,
    );
    expect(consents.map((c) => [c.kind, c.granted])).toEqual([
      ['marketing', true],
      ['over_14', true],
      ['personal_information', true],
      ['policy', true],
      ['third_party_sharing', true],
    ]);
    expect(consents.every((c) => c.version === '2026-11' && c.recorded_at)).toBe(true);

    const mail = await call(ctx().api, 'GET', `/dev/mailbox?to=${encodeURIComponent(body.email)}`);
    expect(mail.json().messages.map((m: { kind: string }) => m.kind)).toEqual(['welcome']);
  });

  it.each([
    ['short', 'Ab#1', ['AUTH_MS_PV_001']],
    ['no digit', 'Abcdefg#h', ['AUTH_MS_PV_002']],
    ['no special character', 'Abcdefg12', ['AUTH_MS_PV_003']],
    ['no upper case', 'abcdef#12', ['AUTH_MS_PV_004']],
    ['all lower case and short', 'abc', ['AUTH_MS_PV_001', 'AUTH_MS_PV_002', 'AUTH_MS_PV_003', 'AUTH_MS_PV_004']],
  ])('refuses a password that is %s with its codes and creates nothing', async (_label, password, codes) => {
    const before = await count();
    const response = await call(ctx().api, 'POST', '/user', { body: registration({ password, password_confirmation: password }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('password_rules');
    expect(response.json().error.details.rules.map((r: { code: string }) => r.code)).toEqual(codes);
    expect(await count()).toBe(before);
  });

  it('refuses a password equal to the e-mail (AUTH_MS_PV_005) and a confirmation that differs (AUTH_MS_PV_007), translated', async () => {
    const email = 'Same.Email1@example.com';
    const same = await call(ctx().api, 'POST', '/user', { body: registration({ email, password: email, password_confirmation: email }) });
    expect(same.json().error.details.rules.map((r: { code: string }) => r.code)).toEqual(['AUTH_MS_PV_005']);
    const mismatch = await call(ctx().api, 'POST', '/user', {
      body: registration({ password_confirmation: 'Secret#124' }),
      country: 'TH',
      language: 'th',
    });
    expect(mismatch.json().error.details.rules).toEqual([{ code: 'AUTH_MS_PV_007', message: 'รหัสผ่านไม่ตรงกัน' }]);
    expect(mismatch.json().error.message).toBe('รหัสผ่านไม่เป็นไปตามเงื่อนไขด้านล่าง');
  });

  it('needs the four mandatory consents; marketing is optional', async () => {
    const before = await count();
    const response = await call(ctx().api, 'POST', '/user', { body: registration({ consents: { policy: true, over_14: true } }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'consent_required', details: { missing: ['personal_information', 'third_party_sharing'] } });
    expect(await count()).toBe(before);
    const noMarketing = await call(ctx().api, 'POST', '/user', { body: registration({ consents: { policy: true, personal_information: true, third_party_sharing: true, over_14: true } }) });
    expect(noMarketing.statusCode).toBe(201);
    expect(noMarketing.json().user.marketing_consent).toBe(false);
  });

  it('accepts a member from their 14th birthday and refuses a younger one', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const fourteenToday = `${y - 14}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const tomorrow = new Date(Date.UTC(y - 14, m - 1, d + 1)).toISOString().slice(0, 10);
    const young = await call(ctx().api, 'POST', '/user', { body: registration({ date_of_birth: tomorrow }) });
    expect(young.statusCode).toBe(422);
    expect(young.json().error.code).toBe('too_young');
    expect((await call(ctx().api, 'POST', '/user', { body: registration({ date_of_birth: fourteenToday }) })).statusCode).toBe(201);
  });

  it('refuses an e-mail already on record whatever its case, a calling code not served, and malformed fields', async () => {
    const first = registration();
    expect((await call(ctx().api, 'POST', '/user', { body: first })).statusCode).toBe(201);
    const again = await call(ctx().api, 'POST', '/user', { body: registration({ email: first.email.toUpperCase() }) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('email_taken');
    const code = await call(ctx().api, 'POST', '/user', { body: registration({ mobile: { calling_code: '+1', number: '5551234567' } }) });
    expect(code.json().error.code).toBe('calling_code_mismatch');
    const bad = await call(ctx().api, 'POST', '/user', { body: registration({ email: 'not-an-email', date_of_birth: '1999-02-30' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['body.date_of_birth', 'body.email']);
    // Each field's message is in the shopper's language too.
    const thai = await call(ctx().api, 'POST', '/user', { body: registration({ email: 'not-an-email' }), country: 'TH', language: 'th' });
    expect(thai.json().error.details.fields).toEqual([{ field: 'body.email', message: 'รูปแบบไม่ถูกต้อง: ที่อยู่อีเมล' }]);
  });

  it('creates one member when ten registrations with the same e-mail race', async () => {
    const body = registration();
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(ctx().api, 'POST', '/user', { body })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const rows = await queryRows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from customers where lower(email) = ${body.email}`);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('refuses state-changing requests without the platform header or from another site', async () => {
    const plain = await ctx().api.inject({ method: 'POST', url: '/api/web/v1/user', payload: registration() });
    expect(plain.statusCode).toBe(403);
    const crossSite = await call(ctx().api, 'POST', '/sessions', { body: { email: 'pink@blush.example', password: 'Blush#2026' }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.cookies).toHaveLength(0);
  });
});
