/**
 * Bookings in the back office (issue 21 item 8): a store's day per artist; moving a booking to a
 * free time and cancelling it with a reason on the shopper's behalf, who is e-mailed; audited in the
 * same transaction; a stale version or a time taken meanwhile answers 409 and changes nothing; a
 * store manager only in their stores; two staff moving two bookings onto the same last free time:
 * one moves.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminBooking, AdminBookingDay } from '@blush/shared/admin-booking-contracts';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { call } from '../auth/test-helpers.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';
import { addDays, localDateOf } from './clock.ts';

interface Slot {
  startsAt: string;
  capacity: number;
  artists: { id: number; name: string }[];
}

const STORE = 'sg-ion-orchard';
const SERVICE = 'sg-express-makeup';
const contact = (n: string) => ({ full_name: `Shopper ${n}`, email: `desk-${n}@example.com`, calling_code: '+65', phone: '91234567' });

describeApi('bookings in the back office', (ctx) => {
  let manager: CookieJar;
  let care: CookieJar;
  let ops: CookieJar;
  const api = () => ctx().api;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx().database.db, query);
  const dayAhead = (days: number) => addDays(localDateOf(new Date(), 'Asia/Singapore'), days);

  const shopSlots = async (date: string, store = STORE): Promise<Slot[]> => {
    const response = await call(api(), 'GET', `/booking-service/time-slots/${SERVICE}?store=${store}&date=${date}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().slots;
  };
  const book = async (name: string, startsAt: string, store = STORE): Promise<string> => {
    const created = await call(api(), 'POST', '/reservation-service/create', { body: { activity: SERVICE, store, starts_at: startsAt, ...contact(name) } });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().booking.id;
  };
  const day = async (query: string, jar = manager): Promise<AdminBookingDay> => {
    const answer = await adminCall(api(), 'GET', `/bookings?${query}`, { jar });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const inDay = async (id: string, date: string, store = STORE): Promise<AdminBooking> => (await day(`store_id=${store}&date=${date}`, care)).bookings.find((b) => b.id === id)!;
  const mailsTo = (email: string) => run<{ subject: string; text: string }>(sql`select subject, text from mail_messages where "to" = ${email} order by id`);
  const audits = (id: string) => run<{ action: string; before: Record<string, unknown>; after: Record<string, unknown>; staff_id: number }>(sql`select action, before, after, staff_id from staff_audit_log where target_type = 'booking' and target_id = ${id} order by id`);

  beforeAll(async () => {
    manager = await signInStaff(api(), 'store@staff.blush.example');
    care = await signInStaff(api(), 'care@staff.blush.example');
    ops = await signInStaff(api(), 'ops@staff.blush.example');
  });

  it("shows a store's day: the artists working it and each booking with its time, shopper and status", async () => {
    const date = dayAhead(3);
    const slots = await shopSlots(date);
    const id = await book('day', slots[0]!.startsAt);
    const answer = await day(`store_id=${STORE}&date=${date}`);
    expect(answer.store).toMatchObject({ id: STORE, country: 'SG', time_zone: 'Asia/Singapore' });
    // A store manager picks among their (Singapore) stores only.
    expect(answer.stores.map((s) => s.country)).toEqual(answer.stores.map(() => 'SG'));
    expect(answer.stores.map((s) => s.id)).toContain(STORE);
    expect(answer.artists.length).toBeGreaterThan(0);
    const booking = answer.bookings.find((b) => b.id === id)!;
    expect(booking).toMatchObject({ state: 'confirmed', manageable: true, customer: { name: 'Shopper day', email: 'desk-day@example.com', phone: '+65 91234567', member: false }, activity: { id: SERVICE, kind: 'service' } });
    expect(booking.starts_at).toBe(slots[0]!.startsAt);
    expect(answer.artists.map((a) => a.id)).toContain(booking.artist!.id);
    expect(booking.starts_local).toMatch(/^\d\d:\d\d$/);
    // A day that does not exist is refused, not guessed.
    for (const bad of ['2026-13-45', '2026-02-30']) {
      const refused = await adminCall(api(), 'GET', `/bookings?store_id=${STORE}&date=${bad}`, { jar: manager });
      expect(refused.statusCode, bad).toBe(400);
      expect((await adminCall(api(), 'GET', `/bookings/${id}/slots?date=${bad}`, { jar: manager })).statusCode, bad).toBe(400);
    }
    // Without a store: the first of theirs, today.
    const first = await day('');
    expect(first.date).toBe(dayAhead(0));
    expect(answer.stores.map((s) => s.id)).toContain(first.store.id);
  });

  it('keeps a store manager to their stores; operations may look but not move; all refused when signed out', async () => {
    const thDate = dayAhead(4);
    const th = await shopSlotsAbroad(thDate);
    const created = await call(api(), 'POST', '/reservation-service/create', { country: 'TH', language: 'th', body: { activity: th.activity, store: 'th-siam-paragon', starts_at: th.slot, full_name: 'Shopper th', email: 'desk-th@example.com', calling_code: '+66', phone: '812345678' } });
    expect(created.statusCode, created.body).toBe(201);
    const thId = created.json().booking.id as string;
    const elsewhere = await adminCall(api(), 'GET', `/bookings?store_id=th-siam-paragon&date=${thDate}`, { jar: manager });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.message).toBe('You are not authorized to perform this action.');
    expect((await adminCall(api(), 'GET', `/bookings/${thId}/slots?date=${thDate}`, { jar: manager })).statusCode).toBe(404);
    const version = (await inDay(thId, thDate, 'th-siam-paragon')).version;
    expect((await adminCall(api(), 'POST', `/bookings/${thId}/cancel`, { jar: manager, body: { reason: 'Not mine', version } })).statusCode).toBe(404);
    expect((await day(`store_id=th-siam-paragon&date=${thDate}`, ops)).bookings.map((b) => b.id)).toContain(thId);
    const refused = await adminCall(api(), 'POST', `/bookings/${thId}/cancel`, { jar: ops, body: { reason: 'No', version } });
    expect(refused.statusCode).toBe(403);
    expect((await adminCall(api(), 'GET', `/bookings?store_id=${STORE}`)).statusCode).toBe(401);
    expect((await inDay(thId, thDate, 'th-siam-paragon')).state).toBe('confirmed');
    expect(await audits(thId)).toEqual([]);
    // Customer service may: the Thai shopper is told in Thai that the store cancelled, and why.
    const cancelled = await adminCall(api(), 'POST', `/bookings/${thId}/cancel`, { jar: care, body: { reason: 'ร้านปิดปรับปรุง', version } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await api().outbox.kick();
    const mail = (await mailsTo('desk-th@example.com')).at(-1)!;
    expect(mail.text).toContain('ทีมงานของร้านได้ทำการเปลี่ยนแปลงนี้แทนคุณ');
    expect(mail.text).toContain('เหตุผล: ร้านปิดปรับปรุง');
  });

  /** A Thai service with a free time on that day. */
  async function shopSlotsAbroad(date: string): Promise<{ activity: string; slot: string }> {
    const activities = (await call(api(), 'GET', '/booking-service/activities', { country: 'TH' })).json().activities as { id: string; kind: string; stores: { id: string }[] }[];
    const activity = activities.find((a) => a.kind === 'service' && a.stores.some((s) => s.id === 'th-siam-paragon'))!;
    const slots = (await call(api(), 'GET', `/booking-service/time-slots/${activity.id}?store=th-siam-paragon&date=${date}`, { country: 'TH' })).json().slots as Slot[];
    return { activity: activity.id, slot: slots[0]!.startsAt };
  }

  it('moves a booking to a free time: the shopper is e-mailed the new time, the move is audited, a stale version is refused', async () => {
    const date = dayAhead(5);
    const slots = await shopSlots(date);
    const id = await book('move', slots[0]!.startsAt);
    const before = await inDay(id, date);
    const free = await adminCall(api(), 'GET', `/bookings/${id}/slots?date=${date}`, { jar: manager });
    expect(free.statusCode, free.body).toBe(200);
    const target = (free.json().slots as { starts_at: string; starts_local: string; artists: { id: number }[] }[]).find((s) => new Date(s.starts_at).getTime() >= new Date(before.ends_at).getTime())!;
    const moved = await adminCall(api(), 'POST', `/bookings/${id}/move`, { jar: manager, body: { starts_at: target.starts_at, artist_id: target.artists[0]!.id, version: before.version } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({ state: 'rescheduled', starts_at: target.starts_at, starts_local: target.starts_local, artist: { id: target.artists[0]!.id } });
    expect(moved.json().booking.version).not.toBe(before.version);
    // The old version is stale now: 409, nothing changes.
    const stale = await adminCall(api(), 'POST', `/bookings/${id}/move`, { jar: care, body: { starts_at: slots[0]!.startsAt, version: before.version } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('edit_conflict');
    expect((await inDay(id, date)).starts_at).toBe(target.starts_at);
    await api().outbox.kick();
    const mail = await mailsTo('desk-move@example.com');
    expect(mail.map((m) => m.subject)).toEqual([expect.stringContaining('is confirmed'), expect.stringContaining('has moved')]);
    expect(mail[1]!.text).toContain('Our store team made this change on your behalf.');
    const when = new Intl.DateTimeFormat('en-SG', { timeStyle: 'short', timeZone: 'Asia/Singapore' }).format(new Date(target.starts_at));
    expect(mail[1]!.text).toContain(when);
    const trail = await audits(id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'booking.moved', before: { starts_at: slots[0]!.startsAt, status: 'confirmed' }, after: { starts_at: target.starts_at, status: 'rescheduled' } });
  });

  it('refuses a time that is taken, in the past or off the grid with a clear message, and changes nothing', async () => {
    const date = dayAhead(6);
    const slots = await shopSlots(date);
    const mine = await book('keep', slots[0]!.startsAt);
    const artist = (await inDay(mine, date)).artist!.id;
    const id = await book('taken', slots.at(-1)!.startsAt);
    const version = (await inDay(id, date)).version;
    const taken = await adminCall(api(), 'POST', `/bookings/${id}/move`, { jar: care, body: { starts_at: slots[0]!.startsAt, artist_id: artist, version } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'slot_unavailable', message: 'Time slots empty: this time is no longer available. Please choose another.' });
    const past = await adminCall(api(), 'POST', `/bookings/${id}/move`, { jar: care, body: { starts_at: new Date(Date.now() - 3_600_000).toISOString(), version } });
    expect(past.json().error.code).toBe('slot_in_past');
    const odd = new Date(new Date(slots[1]!.startsAt).getTime() + 7 * 60_000).toISOString();
    expect((await adminCall(api(), 'POST', `/bookings/${id}/move`, { jar: care, body: { starts_at: odd, version } })).json().error.code).toBe('slot_unavailable');
    const after = await inDay(id, date);
    expect(after).toMatchObject({ starts_at: slots.at(-1)!.startsAt, state: 'confirmed', version });
    expect(await audits(id)).toEqual([]);
  });

  it('cancels with a reason: the place is free again, the shopper is told why, audited; a second cancel is refused', async () => {
    const date = dayAhead(7);
    const slots = await shopSlots(date);
    const capacity = slots[0]!.capacity;
    const id = await book('cancel', slots[0]!.startsAt);
    const { version } = await inDay(id, date);
    expect((await adminCall(api(), 'POST', `/bookings/${id}/cancel`, { jar: manager, body: { reason: ' ', version } })).statusCode).toBe(400);
    const cancelled = await adminCall(api(), 'POST', `/bookings/${id}/cancel`, { jar: manager, body: { reason: 'Artist unwell', version } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().booking).toMatchObject({ state: 'cancelled', manageable: false, cancel_reason: 'Artist unwell' });
    expect((await shopSlots(date)).find((s) => s.startsAt === slots[0]!.startsAt)!.capacity).toBe(capacity);
    const again = await adminCall(api(), 'POST', `/bookings/${id}/cancel`, { jar: manager, body: { reason: 'Again', version: cancelled.json().booking.version } });
    expect(again.json().error.code).toBe('booking_cancelled');
    await api().outbox.kick();
    const mail = await mailsTo('desk-cancel@example.com');
    expect(mail.at(-1)!.subject).toContain('is cancelled');
    expect(mail.at(-1)!.text).toContain('Reason: Artist unwell');
    expect((await audits(id)).map((a) => [a.action, a.after.reason])).toEqual([['booking.cancelled', 'Artist unwell']]);
  });

  it('two staff moving two bookings onto the same last free place of a time: one moves, the other is told and keeps its time', async () => {
    const date = dayAhead(8);
    const target = (await shopSlots(date)).at(-1)!;
    // Fill the time until one artist is left free for it: the last free place.
    for (let i = 0; i < target.capacity - 1; i++) await book(`fill-${i}`, target.startsAt);
    expect((await shopSlots(date)).find((s) => s.startsAt === target.startsAt)!.capacity).toBe(1);
    const a = await book('race-a', (await shopSlots(date))[0]!.startsAt);
    const b = await book('race-b', (await shopSlots(date))[0]!.startsAt);
    const [before, va, vb] = [await inDay(a, date), (await inDay(a, date)).version, (await inDay(b, date)).version];
    const answers = await Promise.all([
      adminCall(api(), 'POST', `/bookings/${a}/move`, { jar: manager, body: { starts_at: target.startsAt, version: va } }),
      adminCall(api(), 'POST', `/bookings/${b}/move`, { jar: care, body: { starts_at: target.startsAt, version: vb } }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error.code).toBe('slot_unavailable');
    expect((await shopSlots(date)).some((s) => s.startsAt === target.startsAt)).toBe(false);
    const live = await run<{ n: number }>(sql`select count(*)::int as n from bookings where starts_at = ${new Date(target.startsAt)} and status <> 'cancelled'`);
    expect(live[0]!.n).toBe(target.capacity);
    const loser = answers[0]!.statusCode === 409 ? a : b;
    expect((await inDay(loser, date))).toMatchObject({ state: 'confirmed', starts_at: loser === a ? before.starts_at : (await inDay(b, date)).starts_at });
    expect(await audits(loser)).toEqual([]);
  });
});
