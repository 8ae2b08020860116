/**
 * The sign-in guard (docs/decisions/0017): wrong passwords slow down and block the guessing
 * (account, address) pair, not the owner; only a distributed attack locks the account, and then
 * the owner gets in with an e-mailed code or from a known device.
 */
import { expect, it } from 'vitest';
import { type SQL, sql } from 'drizzle-orm';
import { SIGN_IN_GUARD } from '@blush/shared/sign-in-guard';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import type { Api } from '../../app.ts';
import { CookieJar, call, registerMember } from './test-helpers.ts';

const WRONG = 'Wrong#pass1';
let next = 0;
/** A fresh client address for every call site that needs one (documentation ranges). */
const newAddress = () => `198.51.${Math.floor(++next / 250)}.${(next % 250) + 1}`;

interface Mail {
  id: number;
  kind: string;
  subject: string;
}

async function mails(api: Api, email: string, kind: string): Promise<Mail[]> {
  const box = (await call(api, 'GET', `/dev/mailbox?to=${encodeURIComponent(email)}`)).json().messages as Mail[];
  return box.filter((m) => m.kind === kind);
}

async function mailText(api: Api, id: number): Promise<string> {
  return (await call(api, 'GET', `/dev/mailbox/${id}`)).json().text;
}

describeApi('sign-in guard', (ctx) => {
  const signIn = (email: string, password: string, options: { address?: string; code?: string; jar?: CookieJar } = {}) =>
    call(ctx().api, 'POST', '/sessions', { body: { email, password, ...(options.code ? { code: options.code } : {}) }, address: options.address ?? '127.0.0.1', jar: options.jar ?? new CookieJar() });
  const run = (query: SQL) => queryRows(ctx().database.db, query);
  /** Let the pair's wait pass, as time would. */
  const waitOver = (address: string) => run(sql`update sign_in_failures set retry_at = now() - interval '1 second' where address = ${address}`);
  const lock = (email: string) =>
    run(sql`insert into sign_in_guards (customer_id, locked_at, locked_until, reference)
            select id, now(), now() + interval '1 day', 'BL-TESTLOCK' from customers where lower(email) = lower(${email})
            on conflict (customer_id) do update set locked_at = excluded.locked_at, locked_until = excluded.locked_until, reference = excluded.reference`);
  const latestCode = async (email: string) => {
    const [mail] = await mails(ctx().api, email, 'sign_in_code');
    return /\b(\d{6})\b/.exec(await mailText(ctx().api, mail!.id))![1]!;
  };

  it('does not stop the owner signing in from another address after an attacker tried wrong passwords from one', async () => {
    const owner = await registerMember(ctx().api);
    const attacker = newAddress();
    for (let i = 0; i < 6; i++) await signIn(owner.email, WRONG, { address: attacker });
    const home = await signIn(owner.email, owner.password, { address: newAddress() });
    expect(home.statusCode).toBe(200);
    // Nor does it end the owner's open session, nor touch another account from the attacker's address.
    expect((await call(ctx().api, 'GET', '/user', { jar: owner.jar })).statusCode).toBe(200);
    expect((await signIn('pink@blush.example', 'Blush#2026', { address: attacker })).statusCode).toBe(200);
    expect(await mails(ctx().api, owner.email, 'sign_in_attack')).toEqual([]);
  });

  it('slows the guessing pair down with 429 and Retry-After, then blocks it with a Reference ID; an unknown e-mail is treated alike', async () => {
    const owner = await registerMember(ctx().api);
    for (const email of [owner.email, `nobody-${Math.random().toString(36).slice(2)}@example.com`]) {
      const attacker = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_GUARD.pairFreeFailures; i++) statuses.push((await signIn(email, WRONG, { address: attacker })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401]);
      const slowed = await signIn(email, WRONG, { address: attacker });
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().error).toMatchObject({ code: 'sign_in_slowed_down', details: { retry_after: 30 } });
      expect(slowed.headers['retry-after']).toBe('30');
      // While it waits, nothing is checked or counted — not even the right password.
      const waiting = await signIn(email, email === owner.email ? owner.password : WRONG, { address: attacker });
      expect(waiting.statusCode).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(30);
      const delays: string[] = [];
      let last = slowed;
      for (let failure = 6; failure <= SIGN_IN_GUARD.pairBlockFailures; failure++) {
        await waitOver(attacker);
        last = await signIn(email, WRONG, { address: attacker });
        delays.push(last.statusCode === 429 ? String(last.headers['retry-after']) : String(last.statusCode));
      }
      expect(delays).toEqual(['60', '120', '240', '480', '423']);
      const reference = last.json().error.details.reference;
      expect(reference).toMatch(/^BL-[A-Z2-9]{8}$/);
      expect(last.json().error.message).toContain(reference);
      await waitOver(attacker);
      const still = await signIn(email, email === owner.email ? owner.password : WRONG, { address: attacker });
      expect(still.statusCode).toBe(423);
      expect(still.json().error.details.reference).toBe(reference);
    }
    // The owner elsewhere is not affected, and no attack e-mail went out for one address.
    expect((await signIn(owner.email, owner.password, { address: newAddress() })).statusCode).toBe(200);
    expect(await mails(ctx().api, owner.email, 'sign_in_attack')).toEqual([]);
  });

  it('lets an owner blocked at their own address back in through the e-mailed unlock link, once', async () => {
    const owner = await registerMember(ctx().api);
    const home = newAddress();
    for (let i = 0; i < SIGN_IN_GUARD.pairBlockFailures; i++) {
      await waitOver(home);
      await signIn(owner.email, WRONG, { address: home });
    }
    expect((await signIn(owner.email, owner.password, { address: home })).statusCode).toBe(423);
    expect((await call(ctx().api, 'POST', '/users/unlock-instructions', { body: { email: owner.email } })).statusCode).toBe(202);
    const [mail] = await mails(ctx().api, owner.email, 'unlock');
    const token = /\/users\/unlock\?token=([\w-]+)/.exec(await mailText(ctx().api, mail!.id))![1]!;
    expect((await call(ctx().api, 'POST', '/users/unlock', { body: { token } })).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password, { address: home })).statusCode).toBe(200);
    const again = await call(ctx().api, 'POST', '/users/unlock', { body: { token } });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('unlock_link_invalid');
  });

  it('locks the account under a distributed attack, tells the owner once in their language, and answers the code step alike for right and wrong passwords', async () => {
    const owner = await registerMember(ctx().api, { language: 'zh', country: 'HK', mobile: { calling_code: '+852', number: '9123 4567' } });
    const perAddress = SIGN_IN_GUARD.pairFreeFailures + 1;
    const addresses = Math.ceil(SIGN_IN_GUARD.accountLockFailures / perAddress);
    expect(addresses).toBeGreaterThanOrEqual(SIGN_IN_GUARD.accountLockAddresses);
    for (let a = 0; a < addresses; a++) {
      const attacker = newAddress();
      for (let i = 0; i < perAddress; i++) await signIn(owner.email, WRONG, { address: attacker });
    }
    const [attack, ...more] = await mails(ctx().api, owner.email, 'sign_in_attack');
    expect(more).toEqual([]);
    expect(attack!.subject).toBe('有人嘗試登入你的 Blush 帳戶');
    const text = await mailText(ctx().api, attack!.id);
    const reference = /參考編號：(BL-[A-Z2-9]{8})/.exec(text)![1]!;
    expect(text).toContain('/users/unlock?token=');

    // More guesses from new addresses: no second e-mail; the owner's session was not ended.
    for (let i = 0; i < 3; i++) await signIn(owner.email, WRONG, { address: newAddress() });
    expect(await mails(ctx().api, owner.email, 'sign_in_attack')).toHaveLength(1);
    expect((await call(ctx().api, 'GET', '/user', { jar: owner.jar })).statusCode).toBe(200);

    const wrong = await signIn(owner.email, WRONG, { address: newAddress() });
    const right = await signIn(owner.email, owner.password, { address: newAddress() });
    for (const answer of [wrong, right]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error).toMatchObject({ code: 'sign_in_code_required', details: { reference } });
      expect(answer.cookies).toHaveLength(0);
    }
    expect(wrong.body).toBe(right.body);
    // Only the right password sent a code.
    expect(await mails(ctx().api, owner.email, 'sign_in_code')).toHaveLength(1);
  });

  it('lets the owner of a locked account in with the password and the e-mailed code; refuses a wrong, reused or expired code', async () => {
    const owner = await registerMember(ctx().api, { language: 'th', country: 'TH', mobile: { calling_code: '+66', number: '81 234 5678' } });
    await lock(owner.email);
    const first = await signIn(owner.email, owner.password, { address: newAddress() });
    expect(first.json().error.code).toBe('sign_in_code_required');
    const [mail] = await mails(ctx().api, owner.email, 'sign_in_code');
    expect(mail!.subject).toBe('รหัสเข้าสู่ระบบ Blush ของคุณ');
    const code = await latestCode(owner.email);
    const stored = await run(sql`select c.code_hash from sign_in_codes c join customers u on u.id = c.customer_id where u.email = ${owner.email}`);
    expect(JSON.stringify(stored)).not.toContain(code);

    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await signIn(owner.email, owner.password, { address: newAddress(), code: wrongCode })).json().error.code).toBe('sign_in_code_invalid');
    // A wrong password with the right code neither gets in nor uses the code up.
    expect((await signIn(owner.email, WRONG, { address: newAddress(), code })).json().error.code).toBe('sign_in_code_invalid');
    const jar = new CookieJar();
    const ok = await signIn(owner.email, owner.password, { address: newAddress(), code, jar });
    expect(ok.statusCode).toBe(200);
    expect([...jar.values.keys()].some((name) => name.startsWith('blush_kd_'))).toBe(true);
    const reused = await signIn(owner.email, owner.password, { address: newAddress(), code });
    expect(reused.json().error.code).toBe('sign_in_code_invalid');

    // A second code within the resend gap is not sent; after it, one is, and it expires.
    await signIn(owner.email, owner.password, { address: newAddress() });
    expect(await mails(ctx().api, owner.email, 'sign_in_code')).toHaveLength(1);
    await run(sql`update sign_in_codes set created_at = now() - interval '2 minutes'`);
    await signIn(owner.email, owner.password, { address: newAddress() });
    expect(await mails(ctx().api, owner.email, 'sign_in_code')).toHaveLength(2);
    const expiring = await latestCode(owner.email);
    await run(sql`update sign_in_codes set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await signIn(owner.email, owner.password, { address: newAddress(), code: expiring })).json().error.code).toBe('sign_in_code_invalid');

    // Five wrong tries use a code up: the right one is refused after them.
    await run(sql`update sign_in_codes set created_at = now() - interval '2 minutes'`);
    await signIn(owner.email, owner.password, { address: newAddress() });
    const guessed = await latestCode(owner.email);
    for (let i = 0; i < SIGN_IN_GUARD.codeMaxTries; i++) await signIn(owner.email, owner.password, { address: newAddress(), code: guessed === '000000' ? '111111' : '000000' });
    expect((await signIn(owner.email, owner.password, { address: newAddress(), code: guessed })).json().error.code).toBe('sign_in_code_invalid');
  });

  it('lets the owner of a locked account in without a code from a device that signed in before, and not with a forged cookie', async () => {
    const owner = await registerMember(ctx().api);
    const device = new CookieJar();
    expect((await signIn(owner.email, owner.password, { jar: device, address: newAddress() })).statusCode).toBe(200);
    const [name, value] = [...device.values].find(([n]) => n.startsWith('blush_kd_'))!;
    await lock(owner.email);
    expect((await signIn(owner.email, owner.password, { jar: device, address: newAddress() })).statusCode).toBe(200);
    expect((await signIn(owner.email, WRONG, { jar: device, address: newAddress() })).json().error.code).toBe('sign_in_code_required');
    const forged = new CookieJar();
    forged.values.set(name, value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect((await signIn(owner.email, owner.password, { jar: forged, address: newAddress() })).json().error.code).toBe('sign_in_code_required');
    // Another member's device cookie is no key to this account.
    const other = await registerMember(ctx().api);
    const otherDevice = new CookieJar();
    await signIn(other.email, other.password, { jar: otherDevice });
    const borrowed = new CookieJar();
    borrowed.values.set(name, [...otherDevice.values].find(([n]) => n.startsWith('blush_kd_'))![1]);
    expect((await signIn(owner.email, owner.password, { jar: borrowed, address: newAddress() })).json().error.code).toBe('sign_in_code_required');
  });

  it('counts racing wrong passwords exactly: one pair waits after its fifth, and a racing distributed attack locks once with one e-mail', async () => {
    const owner = await registerMember(ctx().api);
    const one = newAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn(owner.email, WRONG, { address: one })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const [pair] = await run(sql`select failures from sign_in_failures where address = ${one}`);
    expect(pair).toMatchObject({ failures: 5 });

    const target = await registerMember(ctx().api);
    const racers = Array.from({ length: 20 }, () => newAddress());
    const wave = await Promise.all(racers.flatMap((address) => Array.from({ length: 3 }, () => signIn(target.email, WRONG, { address }))));
    expect(wave.every((a) => a.statusCode === 401)).toBe(true);
    expect(await mails(ctx().api, target.email, 'sign_in_attack')).toHaveLength(1);
    const guards = await run(sql`select g.reference from sign_in_guards g join customers u on u.id = g.customer_id where u.email = ${target.email} and g.locked_until > now()`);
    expect(guards).toHaveLength(1);
    const codeSteps = wave.filter((a) => a.json().error.code === 'sign_in_code_required');
    expect(new Set(codeSteps.map((a) => a.json().error.details.reference))).toEqual(new Set([(guards[0] as { reference: string }).reference]));
  });
});
