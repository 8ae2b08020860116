/**
 * Gift cards in the back office (issue 21 item 9): customer service finds a card without ever
 * seeing its PIN, issues one the recipient gets by e-mail and can spend, voids and adjusts with a
 * reason, each audited and once per Idempotency-Key; bad input and a balance below zero change
 * nothing; on PostgreSQL adjustments racing never take a card below zero.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { call } from '../auth/test-helpers.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';
import { giftCardKit } from './test-kit.ts';

describeApi('gift cards in the back office', (ctx) => {
  const kit = giftCardKit(ctx);
  let care: CookieJar;
  let admin: CookieJar;
  let merch: CookieJar;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
  const post = (jar: CookieJar, url: string, body: unknown, key: string | null = `gc-${randomUUID()}`, headers: Record<string, string> = {}) =>
    adminCall(ctx().api, 'POST', url, { jar, body, headers: { ...(key ? { 'idempotency-key': key } : {}), ...headers } });
  const auditOf = (id: number) => run<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> }>(sql`select action, before, after from staff_audit_log where target_type = 'gift_card' and target_id = ${String(id)} order by id`);
  const ledgerCount = async (id: number) => Number((await run<{ n: number }>(sql`select count(*)::int as n from gift_card_ledger where gift_card_id = ${id}`))[0]!.n);

  beforeAll(async () => {
    care = await signInStaff(ctx().api, 'care@staff.blush.example');
    admin = await signInStaff(ctx().api, 'admin@staff.blush.example');
    merch = await signInStaff(ctx().api, 'merch@staff.blush.example');
  });

  it('finds a card by full number, last 4 digits or recipient e-mail, never answering its PIN or number', async () => {
    const card = await kit.card(50_00);
    const byNumber = await adminCall(ctx().api, 'GET', `/gift-cards?q=${card.number.replace(/(\d{4})/g, '$1 ').trim().replace(/ /g, '%20')}`, { jar: care });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(byNumber.json().cards).toEqual([expect.objectContaining({ id: card.id, last4: card.number.slice(-4), masked_number: `•••• •••• •••• ${card.number.slice(-4)}`, status: 'active', balance: { amount: 50_00, currency: 'SGD' } })]);
    const byLast4 = (await adminCall(ctx().api, 'GET', `/gift-cards?q=${card.number.slice(-4)}`, { jar: care })).json().cards;
    expect(byLast4.map((c: { id: number }) => c.id)).toContain(card.id);
    const byEmail = (await adminCall(ctx().api, 'GET', '/gift-cards?q=TEST@example.com', { jar: care })).json().cards;
    expect(byEmail.map((c: { id: number }) => c.id)).toContain(card.id);
    const detail = await adminCall(ctx().api, 'GET', `/gift-cards/${card.id}`, { jar: care });
    expect(detail.json()).toMatchObject({ id: card.id, status: 'active', ledger: [{ kind: 'issued', amount: 50_00 }] });
    for (const body of [byNumber.body, detail.body]) {
      expect(body).not.toContain(card.pin);
      expect(body).not.toContain(card.number);
    }
    expect((await adminCall(ctx().api, 'GET', '/gift-cards/999999', { jar: care })).statusCode).toBe(404);
  });

  it('issues a card the recipient receives by e-mail and can spend, once per Idempotency-Key, audited', async () => {
    const to = `gift-${randomUUID().slice(0, 8)}@example.com`;
    const key = `issue-${randomUUID()}`;
    const body = { country: 'TH', amount: 1_000_00, recipient_name: 'Nok', recipient_email: to.toUpperCase(), reason: 'Apology for a lost parcel' };
    const issued = await post(care, '/gift-cards', body, key);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({ created: true, card: { country: 'TH', balance: { amount: 1_000_00, currency: 'THB' }, recipient_email: to, ledger: [{ kind: 'issued', amount: 1_000_00, note: 'Apology for a lost parcel' }] } });
    const again = await post(care, '/gift-cards', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, card: { id: issued.json().card.id } });
    expect((await post(care, '/gift-cards', { ...body, amount: 2_000_00 }, key)).json().error.code).toBe('idempotency_conflict');

    await ctx().api.outbox.kick();
    const mails = await kit.cardMails(to);
    expect(mails).toHaveLength(1);
    const balance = await call(ctx().api, 'POST', '/gift-cards/balance', { body: { number: mails[0]!.number, pin: mails[0]!.pin }, country: 'TH', address: '10.9.1.1' });
    expect(balance.json().balance).toEqual({ amount: 1_000_00, currency: 'THB' });
    expect(await auditOf(issued.json().card.id)).toEqual([expect.objectContaining({ action: 'giftcard.issued', after: expect.objectContaining({ amount: 1_000_00, currency: 'THB', reason: 'Apology for a lost parcel' }) })]);

    const tooSmall = await post(care, '/gift-cards', { ...body, amount: 10_00 });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().error.code).toBe('gift_card_amount_invalid');
  });

  it('adjusts with a reason, never below zero nor above the face value, once per key, audited', async () => {
    const card = await kit.card(50_00);
    const url = `/gift-cards/${card.id}/adjustments`;
    const key = `adj-${randomUUID()}`;
    const taken = await post(care, url, { amount: -20_00, reason: 'Spent in store, till was offline' }, key);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().card.balance.amount).toBe(30_00);
    expect((await post(care, url, { amount: -20_00, reason: 'Spent in store, till was offline' }, key)).json()).toMatchObject({ created: false, card: { balance: { amount: 30_00 } } });
    expect((await post(care, url, { amount: -21_00, reason: 'Spent in store, till was offline' }, key)).statusCode).toBe(409);

    const below = await post(care, url, { amount: -30_01, reason: 'Too much' });
    expect(below.statusCode).toBe(422);
    expect(below.json().error).toEqual({ code: 'gift_card_balance_negative', message: "This would take the gift card's balance below zero: it holds $30.00." });
    const above = await post(care, url, { amount: 20_01, reason: 'Too much back' });
    expect(above.json().error).toEqual({ code: 'gift_card_above_face_value', message: 'A gift card cannot hold more than its value of $50.00.' });
    expect((await post(care, url, { amount: -30_00, reason: 'Closing the card' })).json().card).toMatchObject({ balance: { amount: 0 }, status: 'spent' });
    expect(await kit.balanceOf(card.id)).toBe(0);
    expect((await auditOf(card.id)).map((a) => [a.action, a.before?.balance, a.after.balance])).toEqual([
      ['giftcard.adjusted', 50_00, 30_00],
      ['giftcard.adjusted', 30_00, 0],
    ]);
  });

  it('voids what is left: the card can no longer pay and takes no adjustment', async () => {
    const card = await kit.card(50_00);
    const key = `void-${randomUUID()}`;
    const voided = await post(admin, `/gift-cards/${card.id}/void`, { reason: 'Reported stolen' }, key);
    expect(voided.statusCode, voided.body).toBe(201);
    expect(voided.json().card).toMatchObject({ status: 'voided', balance: { amount: 0 }, ledger: [{ kind: 'voided', amount: -50_00, note: 'Reported stolen' }, { kind: 'issued' }] });
    expect((await post(admin, `/gift-cards/${card.id}/void`, { reason: 'Reported stolen' }, key)).statusCode).toBe(200);
    const twice = await post(admin, `/gift-cards/${card.id}/void`, { reason: 'Again' });
    expect(twice.json().error).toEqual({ code: 'gift_card_voided', message: 'This gift card has been voided.' });
    expect((await post(care, `/gift-cards/${card.id}/adjustments`, { amount: 10_00, reason: 'Put back' })).json().error.code).toBe('gift_card_voided');
    const check = await call(ctx().api, 'POST', '/gift-cards/balance', { body: { number: card.number, pin: card.pin }, country: 'SG', address: '10.9.2.2' });
    expect(check.json().balance).toEqual({ amount: 0, currency: 'SGD' });
    expect((await auditOf(card.id)).map((a) => a.action)).toEqual(['giftcard.voided']);
  });

  it('answers bad input and other roles with a clear error and changes nothing', async () => {
    const card = await kit.card(50_00);
    const url = `/gift-cards/${card.id}/adjustments`;
    for (const [body, key] of [
      [{ amount: 0, reason: 'Nothing' }, `k-${randomUUID()}`],
      [{ amount: 1.5, reason: 'Half' }, `k-${randomUUID()}`],
      [{ amount: 10 }, `k-${randomUUID()}`],
      [{ amount: 10, reason: 'No key' }, null],
    ] as Array<[unknown, string | null]>) {
      const answer = await post(care, url, body, key);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const refused = await post(merch, url, { amount: -10, reason: 'Not mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You are not authorized to perform this action.');
    expect((await adminCall(ctx().api, 'GET', `/gift-cards?q=${card.number.slice(-4)}`, { jar: merch })).statusCode).toBe(403);
    expect(await kit.balanceOf(card.id)).toBe(50_00);
    expect(await ledgerCount(card.id)).toBe(1);
    expect(await auditOf(card.id)).toEqual([]);
  });

  it('never takes a card below zero when adjustments race (on PostgreSQL truly at once)', async () => {
    const card = await kit.card(50_00);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(i % 2 ? care : admin, `/gift-cards/${card.id}/adjustments`, { amount: -15_00, reason: `Race ${i}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    expect(await kit.balanceOf(card.id)).toBe(5_00);
    const [sum] = await run<{ n: number }>(sql`select sum(amount)::int as n from gift_card_ledger where gift_card_id = ${card.id}`);
    expect(Number(sum!.n)).toBe(5_00);
    expect((await auditOf(card.id)).length).toBe(3);
    const key = `burst-${randomUUID()}`;
    const burst = await Promise.all(Array.from({ length: 5 }, () => post(care, `/gift-cards/${card.id}/adjustments`, { amount: -5_00, reason: 'Burst' }, key)));
    expect(burst.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await kit.balanceOf(card.id)).toBe(0);
  });
});
