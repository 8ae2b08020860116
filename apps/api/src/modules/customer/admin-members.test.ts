/**
 * Members in the back office (issue 21 item 5): customer service finds a member by e-mail, phone,
 * name or card number a page at a time, sees their orders, bookings, bag and points, unlocks their
 * sign-in and sends the reset or welcome e-mail again; an administrator exports their data; each
 * change audited, bad input refused.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar as ShopJar, call, registerMember } from '../auth/test-helpers.ts';
import { subjectOf } from '../auth/sign-in-guard.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';

interface Row {
  id: string;
  email: string;
  first_name: string;
  card_number: string;
  phone: string;
}

describeApi('members in the back office', (ctx) => {
  let care: CookieJar;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
  const find = async (q: string, extra = '') => {
    const answer = await adminCall(ctx().api, 'GET', `/members?q=${encodeURIComponent(q)}${extra}`, { jar: care });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { members: Row[]; next_cursor: string | null };
  };
  const mails = async (email: string, kind: string) =>
    ((await call(ctx().api, 'GET', `/dev/mailbox?to=${encodeURIComponent(email)}`)).json().messages as Array<{ kind: string }>).filter((m) => m.kind === kind);
  const audits = (memberId: string) => run<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> }>(sql`select action, before, after from staff_audit_log where target_id = ${memberId} order by id`);

  beforeAll(async () => {
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
  });

  it('finds a member by e-mail, mobile number, name or card number', async () => {
    const tag = randomUUID().slice(0, 8);
    const mobile = `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const m = await registerMember(ctx().api, { first_name: `Zora${tag}`, last_name: 'Quill', mobile: { calling_code: '+65', number: mobile } });
    const [card] = await run<{ card_number: string }>(sql`select card_number from customers where public_id = ${m.id}`);
    const ids = (page: { members: Row[] }) => page.members.map((r) => r.id);
    expect(ids(await find(m.email.toUpperCase()))).toEqual([m.id]);
    expect(ids(await find(m.email.slice(0, 14)))).toContain(m.id);
    expect(ids(await find(mobile))).toEqual([m.id]);
    expect(ids(await find(`+65 ${mobile.slice(0, 4)} ${mobile.slice(4)}`))).toEqual([m.id]);
    expect(ids(await find(`zora${tag}`))).toEqual([m.id]);
    expect(ids(await find(`Zora${tag} qui`))).toEqual([m.id]);
    expect(ids(await find(card!.card_number))).toEqual([m.id]);
    expect(ids(await find(card!.card_number.slice(-8)))).toContain(m.id);
    const [row] = (await find(m.email)).members;
    expect(row).toMatchObject({ email: m.email, first_name: `Zora${tag}`, last_name: 'Quill', phone: `+65 ${mobile}`, country: 'SG', card_number: card!.card_number, tier: 'pink' });
    expect((await find('nobody-such@example.com')).members).toEqual([]);
    // Wildcards are letters like any other.
    expect((await find('%')).members).toEqual([]);
  });

  it('pages through matches newest first with a cursor', async () => {
    const tag = `Pag${randomUUID().slice(0, 6)}`;
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await registerMember(ctx().api, { first_name: tag })).id);
    const first = await find(tag, '&limit=2');
    expect(first.members.map((r) => r.id)).toEqual([made[2], made[1]]);
    expect(first.next_cursor).not.toBeNull();
    const second = await find(tag, `&limit=2&cursor=${first.next_cursor}`);
    expect(second.members.map((r) => r.id)).toEqual([made[0]]);
    expect(second.next_cursor).toBeNull();
    expect((await adminCall(ctx().api, 'GET', '/members?cursor=abc', { jar: care })).statusCode).toBe(400);
    expect((await adminCall(ctx().api, 'GET', '/members?limit=0', { jar: care })).statusCode).toBe(400);
  });

  it("shows a member's profile, tier and points, orders, bookings and current bag", async () => {
    // The seeded member with the most orders and a booking.
    const [seeded] = await run<{ public_id: string; id: number; orders: number; bookings: number }>(sql`
      select c.public_id, c.id, (select count(*)::int from orders o where o.customer_id = c.id) as orders,
             (select count(*)::int from bookings b where b.customer_id = c.id) as bookings
      from customers c order by 3 desc, 4 desc, c.id limit 1`);
    const detail = (await adminCall(ctx().api, 'GET', `/members/${seeded!.public_id}`, { jar: care })).json();
    expect(detail.orders.length).toBe(Math.min(20, seeded!.orders));
    expect(detail.bookings.length).toBe(seeded!.bookings);
    const created = detail.orders.map((o: { created_at: string }) => o.created_at);
    expect(created).toEqual([...created].sort().reverse());

    // A new member with one line in the bag.
    const m = await registerMember(ctx().api);
    const [variant] = await run<{ id: number; sku: string }>(sql`
      select v.id, v.sku from variants v join variant_markets vm on vm.variant_id = v.id and vm.country = 'SG' join products p on p.id = v.product_id join brands b on b.id = p.brand_id
      where vm.available and vm.stock >= 10 and v.purchase_limit is null and b.purchase_limit is null and not v.click_and_collect_only and not ('app_exclusive' = any(p.badges))
      order by v.id limit 1`);
    const added = await call(ctx().api, 'POST', '/cart/line-items', { jar: m.jar, body: { variant_id: variant!.id, quantity: 2 } });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const mine = (await adminCall(ctx().api, 'GET', `/members/${m.id}`, { jar: care })).json();
    expect(mine.member).toMatchObject({ id: m.id, email: m.email, first_name: 'Lin', last_name: 'Chua', date_of_birth: '1999-04-01', marketing_consent: false });
    expect(mine.beauty_pass).toEqual({ tier: 'pink', earned_tier: 'pink', override: null, balance: 100, pending: 0 });
    expect(mine.bag).toEqual([expect.objectContaining({ sku: variant!.sku, quantity: 2 })]);
    expect(mine.orders).toEqual([]);
    expect(mine.sign_in).toEqual({ locked: false, locked_until: null, blocked_addresses: 0 });
    expect(mine.ledger).toEqual([expect.objectContaining({ source: 'registration_of_blush_account', points: 100, description: 'Welcome to Beauty Pass', reason: null })]);

    const unknown = await adminCall(ctx().api, 'GET', `/members/${randomUUID()}`, { jar: care });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'user_not_found', message: 'User not found.' });
    expect((await adminCall(ctx().api, 'GET', '/members/not-a-uuid', { jar: care })).statusCode).toBe(400);
  });

  it('unlocks a locked and blocked member, audited, so they sign in again', async () => {
    const m = await registerMember(ctx().api);
    const address = '198.51.100.77';
    await run(sql`insert into sign_in_guards (customer_id, failed_attempts, locked_at, locked_until, reference)
                  select id, 20, now(), now() + interval '1 day', 'BL-ADMINTEST' from customers where public_id = ${m.id}`);
    await run(sql`insert into sign_in_failures (subject, address, failures, blocked_until, reference) values (${subjectOf(m.email)}, ${address}, 10, now() + interval '1 day', 'BL-PAIR')`);
    const blocked = await call(ctx().api, 'POST', '/sessions', { body: { email: m.email, password: m.password }, address, jar: new ShopJar() });
    expect(blocked.statusCode).toBeGreaterThanOrEqual(400);
    const before = (await adminCall(ctx().api, 'GET', `/members/${m.id}`, { jar: care })).json().sign_in;
    expect(before).toMatchObject({ locked: true, blocked_addresses: 1 });

    const unlocked = await adminCall(ctx().api, 'POST', `/members/${m.id}/unlock`, { jar: care });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toEqual({ was_locked: true, cleared_addresses: 1 });
    expect((await adminCall(ctx().api, 'GET', `/members/${m.id}`, { jar: care })).json().sign_in).toEqual({ locked: false, locked_until: null, blocked_addresses: 0 });
    const signedIn = await call(ctx().api, 'POST', '/sessions', { body: { email: m.email, password: m.password }, address, jar: new ShopJar() });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [audit] = await audits(m.id);
    expect(audit).toMatchObject({ action: 'member.unlocked', before: { locked: true, blocked_addresses: 1 }, after: { locked: false } });
    // Unlocking an open account changes nothing and says so.
    expect((await adminCall(ctx().api, 'POST', `/members/${m.id}/unlock`, { jar: care })).json()).toEqual({ was_locked: false, cleared_addresses: 0 });
  });

  it('sends a fresh password-reset link or the welcome e-mail again, audited; refuses anything else', async () => {
    const m = await registerMember(ctx().api);
    const welcomes = (await mails(m.email, 'welcome')).length;
    const reset = await adminCall(ctx().api, 'POST', `/members/${m.id}/emails`, { jar: care, body: { email: 'password_reset' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ sent: 'password_reset', to: m.email });
    expect(await mails(m.email, 'password_reset')).toHaveLength(1);
    expect((await adminCall(ctx().api, 'POST', `/members/${m.id}/emails`, { jar: care, body: { email: 'welcome' } })).statusCode).toBe(200);
    expect(await mails(m.email, 'welcome')).toHaveLength(welcomes + 1);
    expect((await audits(m.id)).map((a) => [a.action, a.after.email])).toEqual([['member.email_sent', 'password_reset'], ['member.email_sent', 'welcome']]);

    const bad = await adminCall(ctx().api, 'POST', `/members/${m.id}/emails`, { jar: care, body: { email: 'order_confirmation' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    const nobody = await adminCall(ctx().api, 'POST', `/members/${randomUUID()}/emails`, { jar: care, body: { email: 'welcome' } });
    expect(nobody.statusCode).toBe(404);
    expect(await audits(m.id)).toHaveLength(2);
    expect(await mails(m.email, 'password_reset')).toHaveLength(1);
  });

  it("exports a member's personal data for an administrator only, audited without personal data", async () => {
    const m = await registerMember(ctx().api);
    const admin = await signInStaff(ctx().api, 'admin@staff.blush.example');
    const answer = await adminCall(ctx().api, 'GET', `/members/${m.id}/export`, { jar: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="blush-member-${m.id}.json"`);
    const data = answer.json();
    expect(data.member).toMatchObject({ id: m.id, email: m.email, first_name: 'Lin', mobile: { calling_code: '+65' }, tier: 'pink', earned_tier: 'pink' });
    expect(data.consents.map((c: { kind: string }) => c.kind)).toEqual(expect.arrayContaining(['policy', 'personal_information']));
    expect(data.beauty_pass).toMatchObject({ balance: 100 });
    expect(data.points_ledger).toEqual([expect.objectContaining({ source: 'registration_of_blush_account', points: 100 })]);
    expect(data.perks).toEqual([expect.objectContaining({ kind: 'welcome_voucher' })]);
    expect(data).toMatchObject({ orders: [], bookings: [], reviews: [], wishlist: [] });
    const [audit] = await audits(m.id);
    expect(audit).toMatchObject({ action: 'member.exported', after: { orders: 0, bookings: 0, ledger_rows: 1 } });
    expect(JSON.stringify(audit)).not.toContain(m.email);

    // Customer service may export too (they take the requests: docs/decisions/0033); a merchandiser may not.
    const merch = await signInStaff(ctx().api, 'merch@staff.blush.example');
    const refused = await adminCall(ctx().api, 'GET', `/members/${m.id}/export`, { jar: merch });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_authorized');
    expect(await audits(m.id)).toHaveLength(1);
    expect((await adminCall(ctx().api, 'GET', `/members/${randomUUID()}/export`, { jar: admin })).statusCode).toBe(404);
    // A member with orders and bookings: every order in full, with its lines and address.
    const [seeded] = await run<{ public_id: string; orders: number }>(sql`
      select c.public_id, (select count(*)::int from orders o where o.customer_id = c.id) as orders from customers c order by 2 desc, c.id limit 1`);
    const full = await adminCall(ctx().api, 'GET', `/members/${seeded!.public_id}/export`, { jar: admin });
    expect(full.statusCode, full.body.slice(0, 300)).toBe(200);
    expect(full.json().orders).toHaveLength(Math.min(100, seeded!.orders));
    expect(full.json().orders[0]).toHaveProperty('lines');
  });
});
