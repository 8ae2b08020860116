/**
 * Stores' schedules in the back office (issue 21 item 8): hours, closures, click-and-collect,
 * artists' weeks and sessions' seats; what a shopper notices at once (the store page, the free
 * times); refused changes with their message and nothing changed; versions; the store manager in
 * their stores only; and the races on PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminStore } from '@blush/shared/admin-store-contracts';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { call } from '../auth/test-helpers.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';
import { addDays, localDateOf, weekdayOf } from './clock.ts';

const SERVICE = 'sg-express-makeup';
const CLASS = 'sg-makeup-masterclass';
const contact = (n: string) => ({ full_name: `Shopper ${n}`, email: `stores-${n}@example.com`, calling_code: '+65', phone: '91234567' });

describeApi('stores in the back office', (ctx) => {
  let manager: CookieJar;
  let ops: CookieJar;
  let care: CookieJar;
  const api = () => ctx().api;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
  const dayAhead = (days: number) => addDays(localDateOf(new Date(), 'Asia/Singapore'), days);

  const store = async (slug: string, jar = manager): Promise<AdminStore> => {
    const answer = await adminCall(api(), 'GET', `/stores/${slug}`, { jar });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().store;
  };
  const slots = async (date: string, slug: string, activity = SERVICE): Promise<{ startsAt: string; capacity: number }[]> => {
    const response = await call(api(), 'GET', `/booking-service/time-slots/${activity}?store=${slug}&date=${date}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().slots;
  };
  const book = (slug: string, startsAt: string, name: string, activity = SERVICE) =>
    call(api(), 'POST', '/reservation-service/create', { body: { activity, store: slug, starts_at: startsAt, ...contact(name) } });
  const audits = (slug: string) => run<{ action: string }>(sql`select action from staff_audit_log where target_type = 'store' and target_id = ${slug} order by id`);
  const session = async (slug: string, seats: number, days: number): Promise<{ id: number; startsAt: string }> => {
    const startsAt = new Date(Date.now() + days * 86_400_000);
    startsAt.setUTCHours(8, 0, 0, 0);
    const [row] = await run<{ id: number }>(sql`insert into activity_sessions (activity_id, store_id, starts_at, ends_at, seats)
      select a.id, s.id, ${startsAt}, ${new Date(startsAt.getTime() + 90 * 60_000)}, ${seats} from activities a, stores s where a.slug = ${CLASS} and s.slug = ${slug} returning id`);
    return { id: Number(row!.id), startsAt: startsAt.toISOString() };
  };

  beforeAll(async () => {
    manager = await signInStaff(api(), 'store@staff.blush.example');
    ops = await signInStaff(api(), 'ops@staff.blush.example');
    care = await signInStaff(api(), 'care@staff.blush.example');
  });

  it('lists the stores a staff member may manage: a store manager their own, operations all, others refused', async () => {
    const mine = (await adminCall(api(), 'GET', '/stores', { jar: manager })).json().stores as { id: string; country: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((s) => s.country === 'SG')).toBe(true);
    const all = (await adminCall(api(), 'GET', '/stores', { jar: ops })).json().stores as { id: string }[];
    expect(all.length).toBeGreaterThan(mine.length);
    const elsewhere = await adminCall(api(), 'GET', '/stores/hk-times-square', { jar: manager });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.code).toBe('not_authorized');
    expect((await adminCall(api(), 'PUT', '/stores/hk-times-square', { jar: manager, body: { hours: Array(7).fill(null), click_and_collect: false, version: 1 } })).statusCode).toBe(403);
    expect((await store('hk-times-square', ops)).country).toBe('HK');
    const refused = await adminCall(api(), 'GET', '/stores', { jar: care });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'not_authorized', message: 'You are not authorized to perform this action.' });
    expect((await adminCall(api(), 'GET', '/stores')).statusCode).toBe(401);
  });

  it('new hours and click-and-collect show on the store page and in the free times at once; bad hours and stale versions change nothing', async () => {
    const slug = 'sg-vivocity';
    const before = await store(slug);
    const date = dayAhead(5);
    const weekday = weekdayOf(date);
    expect((await slots(date, slug)).length).toBeGreaterThan(0);
    const hours = before.hours.map((h, d) => (d === weekday ? null : h));
    const bad = await adminCall(api(), 'PUT', `/stores/${slug}`, { jar: manager, body: { hours: hours.map((h, d) => (d === (weekday + 1) % 7 ? { opens: '20:00', closes: '20:00' } : h)), click_and_collect: true, version: before.version }, headers: { 'accept-language': 'th-TH', 'x-site-country': 'TH' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('store_hours_invalid');
    expect(bad.json().error.message).toMatch(/[\u0E00-\u0E7F]/);
    const saved = await adminCall(api(), 'PUT', `/stores/${slug}`, { jar: manager, body: { hours, click_and_collect: false, version: before.version } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().store).toMatchObject({ version: before.version + 1, click_and_collect: false });
    // The shopper: the store page shows the day closed, no free time that day, the store no longer hands over orders.
    const page = (await call(api(), 'GET', `/store-locations/${slug}`, { country: 'SG' })).json().store;
    expect(page.weeklyHours[weekday]).toBeNull();
    expect(page.clickAndCollect).toBe(false);
    expect(await slots(date, slug)).toEqual([]);
    // The second editor, on the version they read, is refused and changes nothing.
    const stale = await adminCall(api(), 'PUT', `/stores/${slug}`, { jar: ops, body: { hours: before.hours, click_and_collect: true, version: before.version } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('edit_conflict');
    expect((await store(slug)).click_and_collect).toBe(false);
    expect((await audits(slug)).map((a) => a.action)).toEqual(['store.updated']);
    // Back as it was: the day offers times again.
    expect((await adminCall(api(), 'PUT', `/stores/${slug}`, { jar: manager, body: { hours: before.hours, click_and_collect: true, version: before.version + 1 } })).statusCode).toBe(200);
    expect((await slots(date, slug)).length).toBeGreaterThan(0);
  });

  it('a closure empties the day for shoppers and shows on the store page; one over bookings or another closure is refused, listed, nothing changed', async () => {
    const slug = 'sg-ion-orchard';
    const date = dayAhead(6);
    const free = await slots(date, slug);
    const booked = await book(slug, free[0]!.startsAt, 'closure');
    expect(booked.statusCode, booked.body).toBe(201);
    const number = booked.json().booking.confirmationNumber ?? booked.json().booking.number;
    let version = (await store(slug)).version;
    const over = await adminCall(api(), 'POST', `/stores/${slug}/closures`, { jar: manager, body: { starts_on: date, ends_on: date, reason: 'Refit', version } });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('store_closure_has_bookings');
    expect(over.json().error.message).toContain('1 bookings');
    expect(over.json().error.details.bookings).toEqual([expect.objectContaining({ number, name: 'Shopper closure' })]);
    expect((await store(slug)).closures).toEqual([]);

    const later = dayAhead(8);
    const closed = await adminCall(api(), 'POST', `/stores/${slug}/closures`, { jar: manager, body: { starts_on: later, ends_on: dayAhead(9), reason: 'Refit', version } });
    expect(closed.statusCode, closed.body).toBe(200);
    const closure = (closed.json().store as AdminStore).closures[0]!;
    expect(closure).toMatchObject({ starts_on: later, ends_on: dayAhead(9), reason: 'Refit' });
    version = (closed.json().store as AdminStore).version;
    expect(await slots(later, slug)).toEqual([]);
    expect(await slots(dayAhead(9), slug)).toEqual([]);
    const days = (await call(api(), 'GET', `/booking-service/available-slots/${SERVICE}?store=${slug}&from=${dayAhead(7)}`)).json().days as { date: string }[];
    expect(days.map((d) => d.date)).not.toContain(later);
    expect(days.map((d) => d.date)).toContain(dayAhead(7));
    // A booking sent for a time of the closed day (a page left open) is refused.
    const taken = await book(slug, new Date(new Date(free[0]!.startsAt).getTime() + 2 * 86_400_000).toISOString(), 'late');
    expect(taken.json().error.code).toBe('slot_unavailable');
    const page = (await call(api(), 'GET', `/store-locations/${slug}`, { country: 'SG' })).json().store;
    expect(page.closures).toEqual([{ startsOn: later, endsOn: dayAhead(9), reason: 'Refit' }]);

    const overlap = await adminCall(api(), 'POST', `/stores/${slug}/closures`, { jar: manager, body: { starts_on: dayAhead(9), ends_on: dayAhead(10), version } });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.code).toBe('store_closure_overlap');
    const backwards = await adminCall(api(), 'POST', `/stores/${slug}/closures`, { jar: manager, body: { starts_on: dayAhead(12), ends_on: dayAhead(11), version } });
    expect(backwards.statusCode).toBe(400);

    const reopened = await adminCall(api(), 'POST', `/stores/${slug}/closures/${closure.id}/remove`, { jar: manager, body: { version } });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((reopened.json().store as AdminStore).closures).toEqual([]);
    expect((await slots(later, slug)).length).toBeGreaterThan(0);
    expect((await audits(slug)).map((a) => a.action)).toEqual(['store.closure_added', 'store.closure_removed']);
  });

  it("an artist's new week moves the free times; hours that end before they start are refused", async () => {
    const slug = 'sg-jewel-changi';
    const detail = await store(slug);
    const date = dayAhead(13);
    const weekday = weekdayOf(date);
    const working = detail.artists.filter((a) => a.week[weekday] && a.services.length);
    expect(working.length).toBeGreaterThan(0);
    const bad = await adminCall(api(), 'PUT', `/stores/${slug}/artists/${working[0]!.id}`, { jar: manager, body: { week: working[0]!.week.map(() => ({ opens: '18:00', closes: '09:00' })), version: working[0]!.version } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('artist_hours_invalid');
    for (const artist of working) {
      const answer = await adminCall(api(), 'PUT', `/stores/${slug}/artists/${artist.id}`, { jar: manager, body: { week: artist.week.map((h, d) => (d === weekday ? null : h)), version: artist.version } });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(await slots(date, slug)).toEqual([]);
    const stale = await adminCall(api(), 'PUT', `/stores/${slug}/artists/${working[0]!.id}`, { jar: ops, body: { week: working[0]!.week, version: working[0]!.version } });
    expect(stale.statusCode).toBe(409);
    const now = await store(slug);
    for (const artist of working) {
      const fresh = now.artists.find((a) => a.id === artist.id)!;
      expect((await adminCall(api(), 'PUT', `/stores/${slug}/artists/${artist.id}`, { jar: manager, body: { week: artist.week, version: fresh.version } })).statusCode).toBe(200);
    }
    expect((await slots(date, slug)).length).toBeGreaterThan(0);
  });

  it('seats cannot go below those booked; more seats let the next shopper book', async () => {
    const slug = 'sg-ion-orchard';
    const { id, startsAt } = await session(slug, 1, 15);
    expect((await book(slug, startsAt, 'seat-1', CLASS)).statusCode).toBe(201);
    expect((await book(slug, startsAt, 'seat-2', CLASS)).json().error.code).toBe('slot_unavailable');
    const listed = (await store(slug)).sessions.find((s) => s.id === id)!;
    expect(listed).toMatchObject({ seats: 1, booked: 1, version: 1 });
    const none = await adminCall(api(), 'PUT', `/stores/${slug}/sessions/${id}`, { jar: manager, body: { seats: 0, version: 1 } });
    expect(none.statusCode).toBe(400);
    const more = await adminCall(api(), 'PUT', `/stores/${slug}/sessions/${id}`, { jar: manager, body: { seats: 3, version: 1 } });
    expect(more.statusCode, more.body).toBe(200);
    expect((await book(slug, startsAt, 'seat-2', CLASS)).statusCode).toBe(201);
    const below = await adminCall(api(), 'PUT', `/stores/${slug}/sessions/${id}`, { jar: manager, body: { seats: 1, version: 2 } });
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toMatchObject({ code: 'session_seats_below_booked', message: expect.stringContaining('2 seats') });
    expect((await store(slug)).sessions.find((s) => s.id === id)).toMatchObject({ seats: 3, booked: 2 });
  });

  it('two staff saving the same hours at once: one saves, the other is told it changed', async () => {
    const slug = 'sg-jewel-changi';
    const detail = await store(slug);
    const answers = await Promise.all(
      [ops, manager].map((jar, n) => adminCall(api(), 'PUT', `/stores/${slug}`, { jar, body: { hours: detail.hours.map((h) => (h ? { ...h, closes: n ? '21:00' : '21:30' } : h)), click_and_collect: true, version: detail.version } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await store(slug)).version).toBe(detail.version + 1);
  });

  it('seats lowered while shoppers book: never more bookings than seats', async () => {
    const slug = 'sg-ion-orchard';
    const { id, startsAt } = await session(slug, 6, 16);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, n) => book(slug, startsAt, `race-${n}`, CLASS)),
      adminCall(api(), 'PUT', `/stores/${slug}/sessions/${id}`, { jar: manager, body: { seats: 2, version: 1 } }),
    ]);
    const [row] = await run<{ seats: number; booked: number }>(sql`select seats, (select count(*)::int from bookings b where b.session_id = s.id and b.status <> 'cancelled') as booked from activity_sessions s where s.id = ${id}`);
    expect(Number(row!.booked)).toBeLessThanOrEqual(Number(row!.seats));
    const lowered = answers.at(-1)!;
    expect(Number(row!.seats)).toBe(lowered.statusCode === 200 ? 2 : 6);
    expect(answers.slice(0, 5).filter((a) => a.statusCode === 201)).toHaveLength(Number(row!.booked));
  });
});
