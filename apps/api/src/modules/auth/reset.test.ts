import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeApi } from '../../test/api.ts';
import type { Api } from '../../app.ts';
import { call, registerMember } from './test-helpers.ts';

async function resetToken(api: Api, email: string): Promise<string> {
  const box = (await call(api, 'GET', `/dev/mailbox?to=${encodeURIComponent(email)}`)).json().messages;
  const latest = box.find((m: { kind: string }) => m.kind === 'password_reset');
  const message = (await call(api, 'GET', `/dev/mailbox/${latest.id}`)).json();
  return /\/users\/password\/reset\?token=([\w-]+)/.exec(message.text)![1]!;
}

describeApi('password reset', (ctx) => {
  it('answers the same "sent only if on record" for known and unknown e-mails, and writes only to the known one', async () => {
    const member = await registerMember(ctx().api);
    const known = await call(ctx().api, 'POST', '/passwords/reset-instructions', { body: { email: member.email } });
    const unknown = await call(ctx().api, 'POST', '/passwords/reset-instructions', { body: { email: 'nobody-here@example.com' } });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe('If this email is on record, we have sent instructions to reset your password.');
    expect((await call(ctx().api, 'GET', '/dev/mailbox?to=nobody-here@example.com')).json().messages).toEqual([]);
    const indonesian = await call(ctx().api, 'POST', '/passwords/reset-instructions', { body: { email: member.email }, country: 'ID', language: 'id' });
    expect(indonesian.json().message).toContain('Jika email ini terdaftar');
  });

  it('resets through a single-use link, refuses the previous passwords (AUTH_MS_PV_006) without spending the link, and ends every session', async () => {
    const member = await registerMember(ctx().api);
    await call(ctx().api, 'POST', '/passwords/reset-instructions', { body: { email: member.email } });
    const token = await resetToken(ctx().api, member.email);
    expect((await call(ctx().api, 'POST', '/passwords/reset/verify', { body: { token } })).json()).toEqual({ valid: true });

    const previous = await call(ctx().api, 'POST', '/passwords/reset', { body: { token, password: member.password, password_confirmation: member.password } });
    expect(previous.statusCode).toBe(422);
    expect(previous.json().error.details.rules.map((r: { code: string }) => r.code)).toEqual(['AUTH_MS_PV_006']);
    const asEmail = await call(ctx().api, 'POST', '/passwords/reset', { body: { token, password: member.email, password_confirmation: member.email } });
    expect(asEmail.json().error.details.rules.map((r: { code: string }) => r.code)).toContain('AUTH_MS_PV_006');

    const done = await call(ctx().api, 'POST', '/passwords/reset', { body: { token, password: 'Fresh#2026', password_confirmation: 'Fresh#2026' } });
    expect(done.statusCode).toBe(200);
    expect((await call(ctx().api, 'GET', '/user', { jar: member.jar })).statusCode).toBe(401);
    expect((await call(ctx().api, 'POST', '/sessions', { body: { email: member.email, password: member.password } })).statusCode).toBe(401);
    expect((await call(ctx().api, 'POST', '/sessions', { body: { email: member.email, password: 'Fresh#2026' } })).statusCode).toBe(200);

    const reused = await call(ctx().api, 'POST', '/passwords/reset', { body: { token, password: 'Other#2026', password_confirmation: 'Other#2026' } });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error).toMatchObject({ code: 'reset_link_expired', message: 'Your reset link has expired. Please ask for a new one.' });

    // The two previous passwords are refused next time; the one before them is allowed again.
    await call(ctx().api, 'POST', '/passwords/reset-instructions', { body: { email: member.email } });
    const second = await resetToken(ctx().api, member.email);
    const refused = await call(ctx().api, 'POST', '/passwords/reset', { body: { token: second, password: 'Fresh#2026', password_confirmation: 'Fresh#2026' } });
    expect(refused.json().error.details.rules.map((r: { code: string }) => r.code)).toEqual(['AUTH_MS_PV_006']);
    expect((await call(ctx().api, 'POST', '/passwords/reset', { body: { token: second, password: 'Third#2026', password_confirmation: 'Third#2026' } })).statusCode).toBe(200);
    await call(ctx().api, 'POST', '/passwords/reset-instructions', { body: { email: member.email } });
    const third = await resetToken(ctx().api, member.email);
    expect((await call(ctx().api, 'POST', '/passwords/reset', { body: { token: third, password: member.password, password_confirmation: member.password } })).statusCode).toBe(200);
  });

  it('answers "reset link expired" for an expired link and for an older link after a new one was sent', async () => {
    const member = await registerMember(ctx().api);
    await call(ctx().api, 'POST', '/passwords/reset-instructions', { body: { email: member.email } });
    const older = await resetToken(ctx().api, member.email);
    await call(ctx().api, 'POST', '/passwords/reset-instructions', { body: { email: member.email } });
    const newer = await resetToken(ctx().api, member.email);
    expect(newer).not.toBe(older);
    expect((await call(ctx().api, 'POST', '/passwords/reset/verify', { body: { token: older } })).statusCode).toBe(410);
    await ctx().database.db.execute(sql`update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset'`);
    const expired = await call(ctx().api, 'POST', '/passwords/reset', { body: { token: newer, password: 'Fresh#2026', password_confirmation: 'Fresh#2026' } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('reset_link_expired');
  });

  it('lets only one of two racing resets through the same link succeed', async () => {
    const member = await registerMember(ctx().api);
    await call(ctx().api, 'POST', '/passwords/reset-instructions', { body: { email: member.email } });
    const token = await resetToken(ctx().api, member.email);
    const answers = await Promise.all(
      ['Alpha#2026', 'Bravo#2026', 'Charlie#2026', 'Delta#2026'].map((password) => call(ctx().api, 'POST', '/passwords/reset', { body: { token, password, password_confirmation: password } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410, 410]);
  });
});

describeApi('sandbox users', (ctx) => {
  it('makes, lists, reads, changes and deletes sandbox members of any tier, locked or not', async () => {
    const made = await call(ctx().api, 'POST', '/sandbox/users', { body: { tier: 'black', country: 'TH' } });
    expect(made.statusCode).toBe(201);
    const user = made.json();
    expect(user).toMatchObject({ tier: 'black', country: 'TH', language: 'th', locked: false });
    expect((await call(ctx().api, 'POST', '/sessions', { body: { email: user.email, password: user.password } })).statusCode).toBe(200);

    const list = (await call(ctx().api, 'GET', '/sandbox/users')).json().users;
    expect(list.map((u: { id: string }) => u.id)).toContain(user.id);
    expect(list.every((u: { email: string }) => !u.email.endsWith('@blush.example') || u.email.startsWith('sandbox-'))).toBe(true);

    const staff = await call(ctx().api, 'PATCH', `/sandbox/users/${user.id}`, { body: { is_employee: true } });
    expect(staff.json().is_employee).toBe(true);
    const signedIn = await call(ctx().api, 'POST', '/sessions', { body: { email: user.email, password: user.password } });
    const cookie = signedIn.cookies.map((c: { name: string; value: string }) => `${c.name}=${c.value}`).join('; ');
    const perks = (await call(ctx().api, 'GET', '/loyalty/perks', { headers: { cookie } })).json().perks.map((p: { kind: string }) => p.kind);
    expect(perks).toEqual(expect.arrayContaining(['staff_discount', 'welcome_voucher']));
    const locked = await call(ctx().api, 'PATCH', `/sandbox/users/${user.id}`, { body: { locked: true, tier: 'gold' } });
    expect(locked.json()).toMatchObject({ locked: true, tier: 'gold' });
    // A locked account lets its owner in only with an e-mailed code (or from a known device, which this cookie-less call is not).
    const lockedSignIn = await call(ctx().api, 'POST', '/sessions', { body: { email: user.email, password: user.password } });
    expect(lockedSignIn.statusCode).toBe(401);
    expect(lockedSignIn.json().error.code).toBe('sign_in_code_required');
    expect((await call(ctx().api, 'PATCH', `/sandbox/users/${user.id}`, { body: { locked: false } })).json().locked).toBe(false);

    expect((await call(ctx().api, 'DELETE', `/sandbox/users/${user.id}`)).statusCode).toBe(204);
    const gone = await call(ctx().api, 'GET', `/sandbox/users/${user.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('user_not_found');
  });

  it('does not touch members who are not sandbox users', async () => {
    const member = await registerMember(ctx().api);
    expect((await call(ctx().api, 'DELETE', `/sandbox/users/${member.id}`)).statusCode).toBe(404);
    expect((await call(ctx().api, 'GET', '/user', { jar: member.jar })).statusCode).toBe(200);
  });
});

describeApi(
  'accounts in production',
  (ctx) => {
    it('serves neither sandbox users nor the mailbox', async () => {
      expect((await call(ctx().api, 'GET', '/sandbox/users')).statusCode).toBe(404);
      expect((await call(ctx().api, 'POST', '/sandbox/users', { body: {} })).statusCode).toBe(404);
      expect((await call(ctx().api, 'GET', '/dev/mailbox')).statusCode).toBe(404);
    });

    it('limits sign-in attempts per address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(ctx().api, 'POST', '/sessions', { body: { email: 'pink@blush.example', password: 'Wrong#pass1' } })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    });

    it('marks the session cookies Secure in production', async () => {
      const response = await call(ctx().api, 'POST', '/sessions', { body: { email: 'gold@blush.example', password: 'Blush#2026' } });
      expect(response.statusCode).toBe(429);
      const signedIn = await ctx().api.inject({
        method: 'POST',
        url: '/api/web/v1/sessions',
        headers: { 'x-platform': 'web', 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.9' },
        payload: { email: 'gold@blush.example', password: 'Blush#2026' },
      });
      expect(signedIn.statusCode).toBe(200);
      expect((signedIn.cookies as Array<{ secure?: boolean }>).every((c) => c.secure === true)).toBe(true);
    });
  },
  { products: 20, env: { APP_ENV: 'production', AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' } },
);
