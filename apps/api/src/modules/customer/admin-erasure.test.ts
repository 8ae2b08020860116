/**
 * Erasing a member's personal data from the back office (issue 21 item 5, docs/decisions/0033):
 * customer service erases a member who asked; the account is anonymised and can no longer sign in,
 * their sessions, wishlist, bag, alerts and consents go, orders keep their amounts without the person,
 * future bookings are cancelled, published reviews lose their author; the audit trail says who and
 * why, never what was erased. Refused: other roles, a wrong confirmation, an order in progress, twice.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { call, registerMember } from '../auth/test-helpers.ts';
import { paymentKit } from '../payment/test-orders.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';

describeApi('erasing a member in the back office', (ctx) => {
  let care: CookieJar;
  let merch: CookieJar;
  const kit = paymentKit(ctx);
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
  const count = async (table: string, where: ReturnType<typeof sql>) => Number((await run<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0]!.n);
  const erase = (id: string, body: Record<string, unknown>, jar = care, language = 'en-SG') => adminCall(ctx().api, 'POST', `/members/${id}/erase`, { jar, body, headers: { 'accept-language': language, 'x-site-country': language.slice(-2) } });
  const customerOf = async (publicId: string) =>
    (await run<{ id: number; email: string; first_name: string; last_name: string; mobile_number: string; date_of_birth: string; password_hash: string | null; erased_at: string | null }>(sql`select id, email, first_name, last_name, mobile_number, date_of_birth::text, password_hash, erased_at from customers where public_id = ${publicId}`))[0]!;

  /** A member with a delivered order, a future booking, a wishlist, a bag, an alert and reviews (one published, one pending). */
  async function memberWithHistory() {
    const m = await registerMember(ctx().api, { first_name: `Erin${randomUUID().slice(0, 6)}`, last_name: 'Vale' });
    const c = await customerOf(m.id);
    const { order } = await kit.order('SG', 'card', 4200, { jar: m.jar });
    await run(sql`update orders set email = ${m.email}, status = 'paid', fulfilment = 'delivered', paid_at = now() where id = ${order.id}`);
    const [place] = await run<{ activity: number; store: number }>(sql`select a.id as activity, s.id as store from activities a join stores s on s.country = a.country where a.country = 'SG' order by a.id, s.id limit 1`);
    await run(sql`insert into bookings (number, country, language, activity_id, store_id, starts_at, ends_at, customer_id, full_name, email, calling_code, phone)
      values (${`BK${randomUUID().slice(0, 8)}`}, 'SG', 'en', ${place!.activity}, ${place!.store}, now() + interval '20 days', now() + interval '20 days 1 hour', ${c.id}, 'Erin Vale', ${m.email}, '+65', '91234567')`);
    const [v] = await run<{ variant: number; product: number }>(sql`select v.id as variant, v.product_id as product from variants v order by v.id limit 1`);
    await run(sql`insert into wishlist_items (customer_id, variant_id) values (${c.id}, ${v!.variant})`);
    await run(sql`insert into product_alerts (kind, status, customer_id, email, country, language, product_id, variant_id) values ('restock', 'active', ${c.id}, ${m.email}, 'SG', 'en', ${v!.product}, ${v!.variant})`);
    await run(sql`insert into reviews (product_id, customer_id, author_name, rating, title, body, language, country, status) values
      (${v!.product}, ${c.id}, 'Erin V.', 5, 'Lovely', 'Soft and lasting.', 'en', 'SG', 'published'),
      (${v!.product}, ${c.id}, 'Erin V.', 2, 'Meh', 'Not for me.', 'en', 'SG', 'pending')`);
    expect((await call(ctx().api, 'POST', '/cart/line-items', { jar: m.jar, body: { variant_id: await kit.variant(1500, 5, 'SG'), quantity: 1 } })).statusCode).toBeLessThan(300);
    return { ...m, customerId: c.id, order };
  }

  beforeAll(async () => {
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
    merch = await signInStaff(ctx().api, 'merch@staff.blush.example');
  });

  it('erases the person and keeps the anonymised orders and published review; sign-in is refused afterwards', async () => {
    const m = await memberWithHistory();
    const [before] = await run<{ total: number; summary: unknown; lines: number }>(sql`select total, summary, (select count(*)::int from order_lines l where l.order_id = o.id) as lines from orders o where id = ${m.order.id}`);
    expect(await count('customer_consents', sql`customer_id = ${m.customerId}`)).toBeGreaterThan(0);
    expect(await count('mail_messages', sql`lower("to") = lower(${m.email})`)).toBeGreaterThan(0);

    const answer = await erase(m.id, { confirm_email: m.email.toUpperCase(), reason: 'Member asked by e-mail, ticket 4411' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ orders_anonymised: 1, bookings_cancelled: 1, reviews_detached: 1 });

    const c = await customerOf(m.id);
    expect(c).toMatchObject({ email: `erased-${m.id}@erased.invalid`, first_name: '', last_name: '', mobile_number: '', date_of_birth: '1900-01-01', password_hash: null });
    expect(c.erased_at).not.toBeNull();
    for (const table of ['auth_sessions', 'wishlist_items', 'product_alerts', 'customer_consents', 'social_identities', 'one_time_tokens']) {
      expect(await count(table, sql`customer_id = ${m.customerId}`), table).toBe(0);
    }
    expect(await count('bags', sql`customer_id = ${m.customerId} and status = 'active'`)).toBe(0);
    expect(await count('mail_messages', sql`lower("to") = lower(${m.email})`)).toBe(0);

    // The order: amounts, lines and country as they were; no name, contact or street.
    const [order] = await run<{ email: string; recipient: Record<string, string>; shipping_address: Record<string, string>; total: number; summary: unknown; country: string; lines: number }>(
      sql`select email, recipient, shipping_address, total, summary, country, (select count(*)::int from order_lines l where l.order_id = o.id) as lines from orders o where id = ${m.order.id}`,
    );
    expect(order).toMatchObject({ email: c.email, total: before!.total, summary: before!.summary, country: 'SG', lines: before!.lines, shipping_address: { country: 'SG' } });
    expect(order!.recipient).toEqual({ firstName: '', lastName: '', callingCode: '', mobile: '' });
    expect(JSON.stringify(order)).not.toContain('Mei');

    const [booking] = await run<{ status: string; full_name: string; email: string; phone: string }>(sql`select status, full_name, email, phone from bookings where customer_id = ${m.customerId}`);
    expect(booking).toEqual({ status: 'cancelled', full_name: '', email: c.email, phone: '' });
    const reviews = await run<{ customer_id: number | null; author_name: string; body: string }>(sql`select customer_id, author_name, body from reviews where title in ('Lovely', 'Meh') and body in ('Soft and lasting.', 'Not for me.') and (customer_id = ${m.customerId} or customer_id is null) and author_name = ''`);
    expect(reviews.map((r) => r.body)).toContain('Soft and lasting.');
    expect(reviews.map((r) => r.body)).not.toContain('Not for me.');

    // Signing in: with the old password, and with the session the member had.
    expect((await call(ctx().api, 'POST', '/sessions', { body: { email: m.email, password: m.password } })).statusCode).toBe(401);
    expect((await call(ctx().api, 'GET', '/user', { jar: m.jar })).statusCode).toBe(401);

    // The back office shows an erased member, without personal data.
    const page = (await adminCall(ctx().api, 'GET', `/members/${m.id}`, { jar: care })).json();
    expect(page.member).toMatchObject({ first_name: '', last_name: '', phone: '', date_of_birth: '', erased_at: c.erased_at ? expect.any(String) : null });
    expect(page.orders).toHaveLength(1);
    const listed = (await adminCall(ctx().api, 'GET', `/members?q=${encodeURIComponent(m.email)}`, { jar: care })).json().members;
    expect(listed).toEqual([]);

    // The audit trail: who, why and counts; nothing of the person.
    const audits = await run<{ action: string; staff_id: number | null; before: unknown; after: Record<string, unknown> }>(sql`select action, staff_id, before, after from staff_audit_log where target_id = ${m.id} order by id`);
    expect(audits.map((a) => a.action)).toEqual(['member.erased']);
    expect(audits[0]!.staff_id).not.toBeNull();
    expect(audits[0]!.after).toMatchObject({ reason: 'Member asked by e-mail, ticket 4411', orders_anonymised: 1 });
    const trail = JSON.stringify(audits);
    for (const personal of [m.email, 'Erin', 'Vale', '91234567']) expect(trail).not.toContain(personal);

    // Twice: a clear refusal, in the staff member's language.
    const again = await erase(m.id, { confirm_email: c.email, reason: 'again' }, care, 'id-ID');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'member_already_erased', message: 'Data pribadi anggota ini sudah dihapus.' });
  });

  it('refuses a member with an order in progress until it is finished, and a confirmation that is not their e-mail', async () => {
    const m = await registerMember(ctx().api);
    const { order } = await kit.order('SG', 'card', 3000, { jar: m.jar });
    await run(sql`update orders set customer_id = (select id from customers where public_id = ${m.id}), status = 'paid', fulfilment = 'packed' where id = ${order.id}`);
    const wrong = await erase(m.id, { confirm_email: 'someone-else@example.com', reason: 'Asked by phone' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('erase_confirmation_mismatch');
    const open = await erase(m.id, { confirm_email: m.email, reason: 'Asked by phone' });
    expect(open.statusCode).toBe(409);
    expect(open.json().error).toEqual({ code: 'member_has_open_orders', message: 'This member has orders still in progress. Finish or cancel the open orders first, then erase the data.' });
    expect((await customerOf(m.id)).email).toBe(m.email);
    expect(await count('staff_audit_log', sql`target_id = ${m.id}`)).toBe(0);
    // Shipped: the order no longer needs the member's details here.
    await run(sql`update orders set fulfilment = 'shipped' where id = ${order.id}`);
    expect((await erase(m.id, { confirm_email: m.email, reason: 'Asked by phone' })).statusCode).toBe(200);
  });

  it('refuses roles without members.erase and changes nothing', async () => {
    const m = await registerMember(ctx().api);
    const refused = await erase(m.id, { confirm_email: m.email, reason: 'Not mine to do' }, merch);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_authorized');
    expect((await customerOf(m.id)).erased_at).toBeNull();
    expect((await call(ctx().api, 'POST', '/sessions', { body: { email: m.email, password: m.password } })).statusCode).toBe(200);
    expect((await erase(randomUUID(), { confirm_email: m.email, reason: 'Unknown member' })).statusCode).toBe(404);
    expect((await erase(m.id, { confirm_email: m.email, reason: '' })).statusCode).toBe(400);
  });

  it('two staff erasing at once: one erases, the other is told it is already done', async () => {
    const m = await registerMember(ctx().api);
    const answers = await Promise.all([erase(m.id, { confirm_email: m.email, reason: 'Race one' }), erase(m.id, { confirm_email: m.email, reason: 'Race two' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('member_already_erased');
    expect(await count('staff_audit_log', sql`target_id = ${m.id} and action = 'member.erased'`)).toBe(1);
  });
});
