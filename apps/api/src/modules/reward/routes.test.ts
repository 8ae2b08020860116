import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { CookieJar, call } from '../auth/test-helpers.ts';
import { balanceOf, ledgerSums, manualAdjustment } from '../loyalty/service.ts';
import { REWARD_SEEDS } from '../../../seed/rewards.ts';
import { seed, seedIfEmpty } from '../../../seed/seed.ts';
import { type NewReward, confirmRedemptions, createReward } from './service.ts';

const t = (en: string) => ({ en, id: `${en} (id)`, th: `${en} (th)`, zh: `${en} (zh)` });

describeApi('Beauty Pass rewards', (ctx) => {
  const db = () => ctx().database.db;
  const api = () => ctx().api;

  /** A sandbox member, signed in, with exactly `points` available. */
  const member = async (points = 0, country = 'SG') => {
    const created = await call(api(), 'POST', '/sandbox/users', { body: { country } });
    expect(created.statusCode).toBe(201);
    const { email, password } = created.json();
    const jar = new CookieJar();
    expect((await call(api(), 'POST', '/sessions', { body: { email, password }, jar, country })).statusCode).toBe(200);
    const [row] = await queryRows<{ id: number }>(db(), sql`select id from customers where lower(email) = lower(${email})`);
    const customerId = Number(row!.id);
    const current = await balanceOf(db(), customerId);
    if (points !== current) await manualAdjustment(db(), customerId, points - current, `test:${randomUUID()}`);
    return { jar, email, customerId, country };
  };

  let made = 0;
  const reward = (overrides: Partial<NewReward> = {}) => {
    made++;
    const slug = `test-reward-${made}-${randomUUID().slice(0, 8)}`;
    return createReward(db(), { slug, name: t(`Test reward ${made}`), description: t('A reward for tests.'), points: 300, stock: 10, position: 10_000 + made, ...overrides });
  };

  const stockOf = async (id: number) => Number((await queryRows<{ stock: number }>(db(), sql`select stock from rewards where id = ${id}`))[0]!.stock);
  const ledgerOf = (customerId: number) =>
    queryRows<{ source: string; points: number; reference: string | null }>(db(), sql`select source, points, reference from points_ledger where customer_id = ${customerId} order by id`);
  const redemptionsOf = (customerId: number) =>
    queryRows<{ id: number; reward_id: number; status: string; points: number; transaction_ref: string }>(
      db(),
      sql`select id, reward_id, status, points, transaction_ref from reward_redemptions where customer_id = ${customerId} order by id`,
    );
  /** Balance, ledger, redemptions: what a refused redemption must leave as it was. */
  const snapshot = async (customerId: number, rewardIds: number[]) => ({
    balance: await balanceOf(db(), customerId),
    ledger: await ledgerOf(customerId),
    redemptions: await redemptionsOf(customerId),
    stock: await Promise.all(rewardIds.map(stockOf)),
  });
  const expectLedgerMatchesAccount = async (customerId: number) => {
    const sums = await ledgerSums(db(), customerId);
    expect(sums.available).toBe(await balanceOf(db(), customerId));
    return sums.available;
  };
  const redeem = (m: { jar: CookieJar; country: string }, body: Record<string, unknown>) => call(api(), 'POST', '/rewards', { body, jar: m.jar, country: m.country });

  it('lists the seeded rewards for guests, grouped under 500 and from 500 points, in order, with stock and images', async () => {
    const response = await call(api(), 'GET', '/rewards');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(String(response.headers.vary)).toContain('cookie');
    const body = response.json();
    expect(body).toMatchObject({ signed_in: false, balance: null });
    expect(body.groups.map((g: { key: string }) => g.key)).toEqual(['under_500', 'from_500']);
    const [under, from] = body.groups;
    expect(under.rewards.length).toBeGreaterThanOrEqual(5);
    expect(from.rewards.length).toBeGreaterThanOrEqual(4);
    for (const r of under.rewards) expect(r.points).toBeLessThanOrEqual(499);
    for (const r of from.rewards) expect(r.points).toBeGreaterThanOrEqual(500);
    const slugsOf = (group: { rewards: Array<{ slug: string }> }) => group.rewards.map((r) => r.slug);
    // Display order is the seed order (position), and the 499 / 500 boundary falls between the groups.
    const seeded = REWARD_SEEDS.filter((s) => !s.countries || s.countries.includes('SG'));
    expect([...slugsOf(under), ...slugsOf(from)].filter((slug) => seeded.some((s) => s.slug === slug))).toEqual(seeded.map((s) => s.slug));
    expect(slugsOf(under)).toContain('travel-size-sunscreen');
    expect(slugsOf(from)[0]).toBe('blush-tote-bag');

    const all = [...under.rewards, ...from.rewards];
    const bySlug = (slug: string) => all.find((r: { slug: string }) => r.slug === slug);
    // Guests see what is in stock; the fully redeemed one is not available.
    expect(bySlug('beauty-sponge')).toMatchObject({ stock_left: 0, available: false, brand: 'beautyblender' });
    expect(bySlug('mini-mascara')).toMatchObject({ stock_left: 3, available: true, brand: 'Benefit Cosmetics' });
    expect(bySlug('deluxe-serum-sample')!.name).toMatch(/^Deluxe sample: /);
    expect(bySlug('deluxe-serum-sample')!.image_url).toMatch(/^\/api\/web\/v1\/media\/products\/\d+\.svg$/);
    expect(bySlug('express-makeup-session')).toMatchObject({ brand: null, image_url: '/api/web/v1/media/rewards/express-makeup-session.svg' });
    for (const r of all) expect(r.available).toBe(r.stock_left > 0);

    // Generated art for rewards that give no catalogue item.
    const pouch = bySlug('blush-makeup-pouch')!;
    const image = await api().inject({ method: 'GET', url: pouch.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect((await api().inject({ method: 'GET', url: '/api/web/v1/media/rewards/no-such-reward.svg' })).statusCode).toBe(404);

    // The service voucher is offered in SG, not in AU; names follow the language.
    const au = (await call(api(), 'GET', '/rewards', { country: 'AU' })).json();
    expect(au.groups.flatMap((g: { rewards: Array<{ slug: string }> }) => g.rewards.map((r) => r.slug))).not.toContain('express-makeup-session');
    const th = (await call(api(), 'GET', '/rewards', { country: 'TH', language: 'th' })).json();
    expect(th.groups[1].rewards.find((r: { slug: string }) => r.slug === 'blush-tote-bag').name).toBe('กระเป๋าผ้าแคนวาส Blush');
  });

  it('shows a member the balance and which rewards it affords, never cached publicly; hides inactive, ended and other-country rewards', async () => {
    const m = await member(320);
    const cheap = await reward({ points: 300 });
    const dear = await reward({ points: 350 });
    const inactive = await reward({ active: false });
    const ended = await reward({ startsAt: new Date(Date.now() - 2 * 86_400_000), endsAt: new Date(Date.now() - 86_400_000) });
    const later = await reward({ startsAt: new Date(Date.now() + 86_400_000) });
    const elsewhere = await reward({ countries: ['AU', 'NZ'] });
    const everywhere = await reward({ countries: [] });
    const response = await call(api(), 'GET', '/rewards', { jar: m.jar });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body).toMatchObject({ signed_in: true, balance: 320 });
    const all = body.groups.flatMap((g: { rewards: unknown[] }) => g.rewards) as Array<{ id: number; slug: string; points: number; stock_left: number; available: boolean }>;
    expect(all.find((r) => r.id === cheap.id)).toMatchObject({ available: true, stock_left: 10 });
    expect(all.find((r) => r.id === dear.id)).toMatchObject({ available: false, stock_left: 10 });
    for (const r of all) expect(r.available).toBe(r.stock_left > 0 && r.points <= 320);
    const ids = all.map((r) => r.id);
    for (const hidden of [inactive, ended, later, elsewhere]) expect(ids).not.toContain(hidden.id);
    expect(ids).toContain(everywhere.id);
    // Within a group, rewards keep their position order.
    expect(ids.indexOf(cheap.id)).toBeLessThan(ids.indexOf(dear.id));
    // Redeeming a hidden reward is refused as not found.
    for (const hidden of [inactive, ended, later, elsewhere]) {
      const refused = await redeem(m, { reward_id: hidden.id, transaction_ref: `bag-${hidden.id}` });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('offer_not_found');
    }
    expect((await redeem(m, { reward_id: 2_000_000_000, transaction_ref: 'bag-x' })).json().error).toMatchObject({ code: 'offer_not_found', message: 'Offer not found.' });
    expect(await balanceOf(db(), m.customerId)).toBe(320);
  });

  it('redeems: takes the reward’s points and one from its stock, with a used_points row naming the reward', async () => {
    const m = await member(1000);
    const r = await reward({ points: 300, stock: 5, name: t('Glow Pouch') });
    const response = await redeem(m, { reward_id: r.id, transaction_ref: 'bag-1' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ id: expect.any(Number), reward_id: r.id, points: 300, balance: 700, transaction_ref: 'bag-1' });
    expect(await stockOf(r.id)).toBe(4);
    expect(await balanceOf(db(), m.customerId)).toBe(700);
    expect(await redemptionsOf(m.customerId)).toEqual([expect.objectContaining({ id: response.json().id, reward_id: r.id, status: 'reserved', points: 300, transaction_ref: 'bag-1' })]);
    const log = (await call(api(), 'GET', '/loyalty/points-log?source=used_points', { jar: m.jar })).json();
    expect(log.items).toEqual([expect.objectContaining({ source: 'used_points', points: -300, description: 'Points used for Glow Pouch' })]);
    // Redeemed in English, read in Thai (and the other way round): the reward is named in the page's language.
    const thai = (await call(api(), 'GET', '/loyalty/points-log?source=used_points', { jar: m.jar, language: 'th', country: 'TH' })).json();
    expect(thai.items[0].description).toBe('ใช้คะแนนแลก Glow Pouch (th)');
    await expectLedgerMatchesAccount(m.customerId);
    // The list now shows the new balance and stock.
    const listed = (await call(api(), 'GET', '/rewards', { jar: m.jar })).json();
    expect(listed.balance).toBe(700);
    expect(listed.groups[0].rewards.find((x: { id: number }) => x.id === r.id)).toMatchObject({ stock_left: 4, available: true });
  });

  it('ignores forged fields: the points charged are the reward’s, to the signed-in member', async () => {
    const m = await member(1000);
    const other = await member(1000);
    const r = await reward({ points: 450 });
    const response = await redeem(m, { reward_id: r.id, transaction_ref: 'bag-forged', points: 1, customer_id: other.customerId, balance: 99_999 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ points: 450, balance: 550 });
    expect(await balanceOf(db(), m.customerId)).toBe(550);
    expect(await balanceOf(db(), other.customerId)).toBe(1000);
    expect(await redemptionsOf(other.customerId)).toEqual([]);
    // Invalid ids and references are refused outright.
    for (const body of [{ reward_id: -1, transaction_ref: 'bag' }, { reward_id: r.id, transaction_ref: '' }, { reward_id: '1; drop', transaction_ref: 'bag' }, { reward_id: r.id }]) {
      const refused = await redeem(m, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
    }
  });

  it('refuses guests with members_only, and nothing changes', async () => {
    const r = await reward();
    const response = await call(api(), 'POST', '/rewards', { body: { reward_id: r.id, transaction_ref: 'bag-guest' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'members_only', message: 'Please sign in or register as a Beauty Pass member to redeem rewards.' });
    expect((await call(api(), 'DELETE', '/rewards/1')).json().error.code).toBe('members_only');
    expect(await stockOf(r.id)).toBe(10);
    // A token that does not hold is a failed authentication, on the list too: the client refreshes on it and asks again.
    const broken = { authorization: 'Bearer not.a.token' };
    expect((await call(api(), 'POST', '/rewards', { body: { reward_id: r.id, transaction_ref: 'bag-guest' }, headers: broken })).statusCode).toBe(401);
    expect((await call(api(), 'GET', '/rewards', { headers: broken })).json().error.code).toBe('authentication_failed');
    expect((await call(api(), 'GET', '/rewards')).json()).toMatchObject({ signed_in: false, balance: null });
  });

  it('refuses a reward the member cannot afford with 422 insufficient_points, and changes nothing', async () => {
    const m = await member(200);
    const r = await reward({ points: 300 });
    const before = await snapshot(m.customerId, [r.id]);
    const response = await redeem(m, { reward_id: r.id, transaction_ref: 'bag-poor' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('insufficient_points');
    expect(await snapshot(m.customerId, [r.id])).toEqual(before);
    // The stock taken inside the refused transaction was given back: another member can have it.
    const rich = await member(300);
    const lone = await reward({ points: 300, stock: 1 });
    expect((await redeem(m, { reward_id: lone.id, transaction_ref: 'bag-poor' })).statusCode).toBe(422);
    expect((await redeem(rich, { reward_id: lone.id, transaction_ref: 'bag-rich' })).statusCode).toBe(201);
    expect(await stockOf(lone.id)).toBe(0);
  });

  it('allows one reward per transaction: a second answers 409 already_redeemed and changes nothing', async () => {
    const m = await member(2000);
    const first = await reward({ points: 300 });
    const second = await reward({ points: 500 });
    expect((await redeem(m, { reward_id: first.id, transaction_ref: 'bag-once' })).statusCode).toBe(201);
    const before = await snapshot(m.customerId, [first.id, second.id]);
    for (const id of [second.id, first.id]) {
      const response = await redeem(m, { reward_id: id, transaction_ref: 'bag-once' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'already_redeemed', message: 'Only one reward gift per customer per transaction.' });
    }
    expect(await snapshot(m.customerId, [first.id, second.id])).toEqual(before);
    // Another transaction may have its own reward; another member the same transaction reference.
    expect((await redeem(m, { reward_id: second.id, transaction_ref: 'bag-twice' })).statusCode).toBe(201);
    expect((await redeem(await member(500), { reward_id: second.id, transaction_ref: 'bag-once' })).statusCode).toBe(201);
  });

  it('answers 409 fully_redeemed when no stock is left, and changes nothing', async () => {
    const m = await member(5000);
    const gone = await reward({ stock: 0 });
    const before = await snapshot(m.customerId, [gone.id]);
    const response = await redeem(m, { reward_id: gone.id, transaction_ref: 'bag-gone' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'fully_redeemed', message: 'Fully Redeemed' });
    expect(await snapshot(m.customerId, [gone.id])).toEqual(before);
    const [seeded] = await queryRows<{ id: number }>(db(), sql`select id from rewards where slug = 'beauty-sponge'`);
    expect((await redeem(m, { reward_id: Number(seeded!.id), transaction_ref: 'bag-sponge' })).json().error.code).toBe('fully_redeemed');
  });

  it('takes a reserved reward out of the bag: points and stock come back, once; a placed order’s reward cannot be returned', async () => {
    const m = await member(1000);
    const r = await reward({ points: 400, stock: 3, name: t('Silk Scrunchie') });
    const redeemed = (await redeem(m, { reward_id: r.id, transaction_ref: 'bag-cancel' })).json();
    expect(await balanceOf(db(), m.customerId)).toBe(600);
    const cancelled = await call(api(), 'DELETE', `/rewards/${redeemed.id}`, { jar: m.jar });
    expect(cancelled.statusCode).toBe(204);
    expect(await balanceOf(db(), m.customerId)).toBe(1000);
    expect(await stockOf(r.id)).toBe(3);
    expect(await redemptionsOf(m.customerId)).toEqual([expect.objectContaining({ id: redeemed.id, status: 'cancelled' })]);
    const ledger = await ledgerOf(m.customerId);
    expect(ledger.slice(-2)).toEqual([
      { source: 'used_points', points: -400, reference: `reward-redemption:${redeemed.id}` },
      { source: 'manual_points_adjustment', points: 400, reference: `reward-redemption:${redeemed.id}:cancelled` },
    ]);
    await expectLedgerMatchesAccount(m.customerId);
    // Twice is once.
    expect((await call(api(), 'DELETE', `/rewards/${redeemed.id}`, { jar: m.jar })).statusCode).toBe(204);
    expect(await balanceOf(db(), m.customerId)).toBe(1000);
    expect(await stockOf(r.id)).toBe(3);

    // The bag may take a reward again after removing one.
    const again = await redeem(m, { reward_id: r.id, transaction_ref: 'bag-cancel' });
    expect(again.statusCode).toBe(201);
    expect(await confirmRedemptions(db(), m.customerId, 'bag-cancel')).toBe(1);
    const returned = await call(api(), 'DELETE', `/rewards/${again.json().id}`, { jar: m.jar });
    expect(returned.statusCode).toBe(403);
    expect(returned.json().error.code).toBe('not_authorized');
    expect(await balanceOf(db(), m.customerId)).toBe(600);
    expect(await stockOf(r.id)).toBe(2);
  });

  it("answers owner_mismatch for another member's redemption and 404 for an unknown one", async () => {
    const owner = await member(1000);
    const thief = await member(1000);
    const r = await reward({ points: 300 });
    const redeemed = (await redeem(owner, { reward_id: r.id, transaction_ref: 'bag-owner' })).json();
    const response = await call(api(), 'DELETE', `/rewards/${redeemed.id}`, { jar: thief.jar });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'owner_mismatch', message: 'The reward does not belong to the current user.' });
    expect(await balanceOf(db(), owner.customerId)).toBe(700);
    expect(await balanceOf(db(), thief.customerId)).toBe(1000);
    expect(await redemptionsOf(owner.customerId)).toEqual([expect.objectContaining({ status: 'reserved' })]);
    expect((await call(api(), 'DELETE', '/rewards/2000000000', { jar: thief.jar })).statusCode).toBe(404);
    expect((await call(api(), 'DELETE', '/rewards/abc', { jar: thief.jar })).statusCode).toBe(400);
  });

  it('races ten redemptions of one member against a balance for three: exactly three pass, never overdrawn', async () => {
    const m = await member(3 * 300 + 50);
    const r = await reward({ points: 300, stock: 100 });
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => redeem(m, { reward_id: r.id, transaction_ref: `race-bag-${i}` })));
    const statuses = responses.map((x) => x.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 422, 422, 422, 422, 422, 422, 422]);
    for (const x of responses.filter((x) => x.statusCode === 422)) expect(x.json().error.code).toBe('insufficient_points');
    expect(responses.filter((x) => x.statusCode === 201).map((x) => x.json().balance).sort((a, b) => b - a)).toEqual([650, 350, 50]);
    expect(await balanceOf(db(), m.customerId)).toBe(50);
    expect(await expectLedgerMatchesAccount(m.customerId)).toBe(50);
    expect(await stockOf(r.id)).toBe(97);
    expect((await redemptionsOf(m.customerId)).length).toBe(3);
    const [negative] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from loyalty_accounts where balance < 0`);
    expect(Number(negative!.n)).toBe(0);

    // The same across six different rewards (each its own stock lock), with points for two.
    const other = await member(2 * 300 + 299);
    const several = await Promise.all(Array.from({ length: 6 }, () => reward({ points: 300, stock: 5 })));
    const spread = await Promise.all(several.map((x, i) => redeem(other, { reward_id: x.id, transaction_ref: `spread-bag-${i}` })));
    expect(spread.map((x) => x.statusCode).sort()).toEqual([201, 201, 422, 422, 422, 422]);
    expect(await expectLedgerMatchesAccount(other.customerId)).toBe(299);
    expect((await Promise.all(several.map((x) => stockOf(x.id)))).reduce((a, b) => a + b, 0)).toBe(6 * 5 - 2);
  });

  it('races five rewards into one transaction: the unique index lets exactly one through', async () => {
    const m = await member(5000);
    const five = await Promise.all(Array.from({ length: 5 }, () => reward({ points: 100, stock: 5 })));
    const responses = await Promise.all(five.map((x) => redeem(m, { reward_id: x.id, transaction_ref: 'one-bag' })));
    expect(responses.map((x) => x.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const x of responses.filter((x) => x.statusCode === 409)) expect(x.json().error.code).toBe('already_redeemed');
    expect(await expectLedgerMatchesAccount(m.customerId)).toBe(4900);
    expect((await Promise.all(five.map((x) => stockOf(x.id)))).sort()).toEqual([4, 5, 5, 5, 5]);
  });

  it('races five members for a reward with two left: exactly two get it and the stock ends at zero', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => member(1000)));
    const r = await reward({ points: 500, stock: 2 });
    const responses = await Promise.all(members.map((m, i) => redeem(m, { reward_id: r.id, transaction_ref: `race-stock-${i}` })));
    expect(responses.map((x) => x.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    for (const x of responses.filter((x) => x.statusCode === 409)) expect(x.json().error.code).toBe('fully_redeemed');
    expect(await stockOf(r.id)).toBe(0);
    const balances = await Promise.all(members.map((m) => balanceOf(db(), m.customerId)));
    expect(balances.sort()).toEqual([1000, 1000, 1000, 500, 500].sort());
    for (const m of members) await expectLedgerMatchesAccount(m.customerId);
    const [count] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from reward_redemptions where reward_id = ${r.id} and status = 'reserved'`);
    expect(Number(count!.n)).toBe(2);
  });
});

describe('demo rewards seed', () => {
  it('seeds the rewards with the catalogue, and once into a catalogue seeded before rewards existed', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await seed(database.db, { products: 40 });
      const count = async () => Number((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from rewards`))[0]!.n);
      expect(await count()).toBe(REWARD_SEEDS.length);
      const untranslated = await queryRows<{ slug: string }>(database.db, sql`
        select slug from rewards where name->>'id' = '' or name->>'th' = '' or name->>'zh' = '' or description->>'th' = description->>'en' or description->>'zh' = ''`);
      expect(untranslated).toEqual([]);
      await database.db.execute(sql`delete from rewards`);
      expect(await seedIfEmpty(database.db)).toBeNull();
      expect(await count()).toBe(REWARD_SEEDS.length);
      await seedIfEmpty(database.db);
      expect(await count()).toBe(REWARD_SEEDS.length);
    } finally {
      await database.close();
    }
  });
});
