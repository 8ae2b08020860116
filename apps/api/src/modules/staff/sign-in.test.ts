/**
 * Staff sign-in (docs/decisions/0029): password, then the authenticator's code or a recovery code;
 * a code is never accepted twice; wrong passwords slow the guessing pair down, wrong codes lock the
 * account; first enrolment; the staff cookie and the shopper's never open each other's API.
 */
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STAFF_ACTIONS } from '@blush/shared/staff-permissions';
import { STAFF_SIGN_IN } from '@blush/shared/staff-contracts';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { decodeQrSvg } from '../../test/qr-decode.ts';
import { call, registerMember } from '../auth/test-helpers.ts';
import { CookieJar, DEMO_STAFF_PASSWORD, adminCall, codeFor, demoTotpSecret, signInStaff } from './test-helpers.ts';

const ADMIN = 'admin@staff.blush.example';
const NOT_AUTHORIZED = 'You are not authorized to perform this action.';
let next = 0;
const newAddress = () => `198.18.${Math.floor(++next / 250)}.${(next % 250) + 1}`;

describeApi('staff sign-in', (ctx) => {
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
  const forget = (email: string) => () => run(sql`update staff_members set totp_last_step = null where lower(email) = ${email}`);
  const password = (email: string, pass: string, jar = new CookieJar(), address = newAddress()) => adminCall(ctx().api, 'POST', '/sessions', { body: { email, password: pass }, jar, address });
  const secondFactor = (jar: CookieJar, body: Record<string, string>) => adminCall(ctx().api, 'POST', '/sessions/second-factor', { body, jar });
  const newStaff = async (roles: string[] = ['operations']) => {
    const admin = await signInStaff(ctx().api, ADMIN, { forgetLastStep: forget(ADMIN) });
    const email = `staff-${Math.random().toString(36).slice(2, 10)}@staff.blush.example`;
    const created = await adminCall(ctx().api, 'POST', '/staff', { jar: admin, body: { email, name: 'New Staff', password: 'Long#Password1', roles } });
    expect(created.statusCode).toBe(201);
    return { email, password: 'Long#Password1', id: created.json().staff.id as string, admin };
  };

  it('signs in with password then the current code, and says who and what they may do', async () => {
    const jar = new CookieJar();
    const first = await password(ADMIN, DEMO_STAFF_PASSWORD, jar);
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('needs_second_factor');
    const cookie = (first.cookies as Array<{ name: string; path?: string; httpOnly?: boolean; sameSite?: string }>).find((c) => c.name === 'blush_staff')!;
    expect(cookie).toMatchObject({ path: '/api/admin', httpOnly: true, sameSite: 'Strict' });
    // Between the two steps nothing of the back office opens.
    expect((await adminCall(ctx().api, 'GET', '/me', { jar })).statusCode).toBe(401);
    await forget(ADMIN)();
    const second = await secondFactor(jar, { code: codeFor(demoTotpSecret(ADMIN)) });
    expect(second.statusCode).toBe(200);
    const me = (await adminCall(ctx().api, 'GET', '/me', { jar })).json();
    expect(me.staff).toMatchObject({ email: ADMIN, roles: ['administrator'], second_factor: true });
    expect(me.permissions).toEqual(STAFF_ACTIONS);
    // Signing out ends the session at once.
    expect((await adminCall(ctx().api, 'DELETE', '/sessions', { jar })).statusCode).toBe(204);
    expect((await adminCall(ctx().api, 'GET', '/me', { jar: new CookieJar() })).statusCode).toBe(401);
  });

  it('refuses a code already used, even within its 30 seconds, and when two requests race with it', async () => {
    await forget(ADMIN)();
    const code = codeFor(demoTotpSecret(ADMIN));
    const jar = new CookieJar();
    await password(ADMIN, DEMO_STAFF_PASSWORD, jar);
    expect((await secondFactor(jar, { code })).statusCode).toBe(200);
    const again = new CookieJar();
    await password(ADMIN, DEMO_STAFF_PASSWORD, again);
    const replay = await secondFactor(again, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('second_factor_invalid');
    expect((await adminCall(ctx().api, 'GET', '/me', { jar: again })).statusCode).toBe(401);

    await forget(ADMIN)();
    const racing = codeFor(demoTotpSecret(ADMIN));
    const jars = [new CookieJar(), new CookieJar()];
    for (const j of jars) await password(ADMIN, DEMO_STAFF_PASSWORD, j);
    const answers = await Promise.all(jars.map((j) => secondFactor(j, { code: racing })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('answers a wrong password and an unknown e-mail alike, then slows the pair down and blocks it', async () => {
    const address = newAddress();
    for (const email of [ADMIN, 'nobody@staff.blush.example']) {
      const wrong = await password(email, 'Wrong#password1', new CookieJar(), address);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('authentication_failed');
      expect(wrong.cookies).toEqual([]);
    }
    const guesser = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await password(ADMIN, 'Wrong#password1', new CookieJar(), guesser)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // While the pair waits, even the right password is not checked; from elsewhere it works.
    const waiting = await password(ADMIN, DEMO_STAFF_PASSWORD, new CookieJar(), guesser);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect((await password(ADMIN, DEMO_STAFF_PASSWORD)).statusCode).toBe(200);
    let last = waiting;
    for (let failure = 6; failure <= 10; failure++) {
      await run(sql`update staff_sign_in_failures set retry_at = now() - interval '1 second' where address = ${guesser}`);
      last = await password(ADMIN, 'Wrong#password1', new CookieJar(), guesser);
    }
    expect(last.statusCode).toBe(423);
    expect(last.json().error.message).toMatch(/Reference ID BL-[A-Z0-9]{8}/);
  });

  it('locks the account after too many wrong codes, ends its sessions, and an administrator unlocks it', async () => {
    const staff = await newStaff();
    const jar = new CookieJar();
    expect((await password(staff.email, staff.password, jar)).json().status).toBe('needs_enrolment');
    const enrolment = (await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment', { jar })).json();
    await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment/confirm', { jar, body: { code: codeFor(enrolment.secret) } });
    const trying = new CookieJar();
    await password(staff.email, staff.password, trying);
    const wrong = codeFor(enrolment.secret, 5);
    const answers: string[] = [];
    for (let i = 0; i < STAFF_SIGN_IN.secondFactorMaxFailures; i++) answers.push((await secondFactor(trying, { code: wrong })).json().error.code);
    expect(answers).toEqual([...Array(STAFF_SIGN_IN.secondFactorMaxFailures - 1).fill('second_factor_invalid'), 'second_factor_locked']);
    // The enrolled session ended with the lock; the right password now says the account is locked.
    expect((await adminCall(ctx().api, 'GET', '/me', { jar })).statusCode).toBe(401);
    const locked = await password(staff.email, staff.password);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error.message).toMatch(/locked for 30 minutes/);
    const version = (await adminCall(ctx().api, 'GET', '/staff', { jar: staff.admin })).json().staff.find((s: { id: string }) => s.id === staff.id).version;
    const unlocked = await adminCall(ctx().api, 'PATCH', `/staff/${staff.id}`, { jar: staff.admin, body: { version, unlock: true } });
    expect(unlocked.json().staff.locked).toBe(false);
    await signInStaff(ctx().api, staff.email, { password: staff.password, secret: enrolment.secret, forgetLastStep: forget(staff.email) });
  });

  it('enrols an authenticator at the first sign-in: a QR code of the otpauth URI, ten recovery codes that each work once', async () => {
    const staff = await newStaff(['merchandiser']);
    const jar = new CookieJar();
    await password(staff.email, staff.password, jar);
    // No authenticator yet: a code cannot stand in for one.
    expect((await secondFactor(jar, { code: '123456' })).json().error.code).toBe('second_factor_invalid');
    const enrolment = (await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment', { jar })).json();
    expect(enrolment.otpauth_uri).toBe(`otpauth://totp/Blush%20back%20office:${encodeURIComponent(staff.email)}?secret=${enrolment.secret}&issuer=Blush+back+office&algorithm=SHA1&digits=6&period=30`);
    expect(decodeQrSvg(enrolment.qr_svg)).toBe(enrolment.otpauth_uri);
    expect((await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment/confirm', { jar, body: { code: codeFor(enrolment.secret, 3) } })).statusCode).toBe(401);
    const confirmed = await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment/confirm', { jar, body: { code: codeFor(enrolment.secret) } });
    const codes = confirmed.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await adminCall(ctx().api, 'GET', '/me', { jar })).json()).toMatchObject({ staff: { email: staff.email, second_factor: true }, recovery_codes_left: 10 });
    // Stored hashed: no code appears in the table.
    const stored = await run<{ code_hash: string }>(sql`select code_hash from staff_recovery_codes r join staff_members s on s.id = r.staff_id where s.email = ${staff.email}`);
    expect(stored).toHaveLength(10);
    expect(stored.some((r) => codes.some((c) => r.code_hash.includes(c.replace('-', ''))))).toBe(false);

    const withRecovery = new CookieJar();
    await password(staff.email, staff.password, withRecovery);
    expect((await secondFactor(withRecovery, { recovery_code: codes[0]!.toLowerCase() })).statusCode).toBe(200);
    expect((await adminCall(ctx().api, 'GET', '/me', { jar: withRecovery })).json().recovery_codes_left).toBe(9);
    const reused = new CookieJar();
    await password(staff.email, staff.password, reused);
    expect((await secondFactor(reused, { recovery_code: codes[0]! })).json().error.code).toBe('second_factor_invalid');
    // With an authenticator, the password alone cannot enrol another one.
    const hijack = await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment', { jar: reused });
    expect(hijack.statusCode).toBe(403);
    expect(hijack.json().error.message).toBe(NOT_AUTHORIZED);
  });

  it('lets a signed-in staff member replace their authenticator: the old one stops working, new recovery codes replace the old', async () => {
    const staff = await newStaff();
    const jar = new CookieJar();
    await password(staff.email, staff.password, jar);
    const first = (await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment', { jar })).json();
    const oldCodes = (await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment/confirm', { jar, body: { code: codeFor(first.secret) } })).json().recovery_codes as string[];
    const second = (await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment', { jar })).json();
    expect(second.secret).not.toBe(first.secret);
    const newCodes = (await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment/confirm', { jar, body: { code: codeFor(second.secret) } })).json().recovery_codes as string[];
    expect(newCodes).toHaveLength(10);
    await forget(staff.email)();
    const withOld = new CookieJar();
    await password(staff.email, staff.password, withOld);
    expect((await secondFactor(withOld, { code: codeFor(first.secret) })).json().error.code).toBe('second_factor_invalid');
    expect((await secondFactor(withOld, { recovery_code: oldCodes[0]! })).json().error.code).toBe('second_factor_invalid');
    expect((await secondFactor(withOld, { code: codeFor(second.secret) })).statusCode).toBe(200);
  });

  it('keeps the staff cookie and the shopper cookies apart: neither opens the other API', async () => {
    const staffJar = await signInStaff(ctx().api, ADMIN, { forgetLastStep: forget(ADMIN) });
    const member = await registerMember(ctx().api);
    // The shopper's signed-in cookies on the admin API: no staff session.
    expect((await adminCall(ctx().api, 'GET', '/me', { jar: member.jar })).statusCode).toBe(401);
    expect((await adminCall(ctx().api, 'GET', '/staff', { jar: member.jar })).statusCode).toBe(401);
    // The staff cookie sent to the shopper's API (a browser would not even send it: path /api/admin).
    const asShopper = await call(ctx().api, 'GET', '/user', { jar: staffJar });
    expect(asShopper.statusCode).toBe(401);
    expect(asShopper.json().error.code).toBe('sign_in_required');
    // Both at once: each API reads only its own.
    const both = new CookieJar();
    for (const [k, v] of [...staffJar.values, ...member.jar.values]) both.values.set(k, v);
    expect((await adminCall(ctx().api, 'GET', '/me', { jar: both })).json().staff.email).toBe(ADMIN);
    expect((await call(ctx().api, 'GET', '/user', { jar: both })).json().user.email).toBe(member.email);
  });

  it('refuses a state change without the X-Platform header (a cross-site form)', async () => {
    const jar = await signInStaff(ctx().api, ADMIN, { forgetLastStep: forget(ADMIN) });
    const forged = await ctx().api.inject({ method: 'DELETE', url: '/api/admin/v1/sessions', headers: { cookie: jar.header() } });
    expect(forged.statusCode).toBe(403);
    expect((await adminCall(ctx().api, 'GET', '/me', { jar })).statusCode).toBe(200);
  });

  it('signs a disabled staff member out at once and answers their password as a wrong one', async () => {
    const staff = await newStaff();
    const jar = new CookieJar();
    await password(staff.email, staff.password, jar);
    const enrolment = (await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment', { jar })).json();
    await adminCall(ctx().api, 'POST', '/sessions/totp-enrolment/confirm', { jar, body: { code: codeFor(enrolment.secret) } });
    expect((await adminCall(ctx().api, 'GET', '/me', { jar })).statusCode).toBe(200);
    const version = (await adminCall(ctx().api, 'GET', '/staff', { jar: staff.admin })).json().staff.find((s: { id: string }) => s.id === staff.id).version;
    expect((await adminCall(ctx().api, 'PATCH', `/staff/${staff.id}`, { jar: staff.admin, body: { version, disabled: true } })).statusCode).toBe(200);
    expect((await adminCall(ctx().api, 'GET', '/me', { jar })).statusCode).toBe(401);
    const again = await password(staff.email, staff.password);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('authentication_failed');
  });
});
