import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describeApi } from '../../test/api.ts';
import { type CookieJar, call, registerMember } from '../auth/test-helpers.ts';
import { addDays, localDateOf } from '../booking/clock.ts';

describeApi('notification choices honoured by the booking reminder', (ctx) => {
  const api = () => ctx().api;
  const db = () => ctx().database.db;

  /** A member's booking of a brow shaping in SG `days` ahead, at the first free time. */
  const book = async (jar: CookieJar, email: string, days: number) => {
    const date = addDays(localDateOf(new Date(), 'Asia/Singapore'), days);
    const slots = (await call(api(), 'GET', `/booking-service/time-slots/sg-brow-shaping?store=sg-ion-orchard&date=${date}`)).json().slots as { startsAt: string }[];
    expect(slots.length).toBeGreaterThan(0);
    const booked = await call(api(), 'POST', '/reservation-service/create', {
      jar,
      body: { activity: 'sg-brow-shaping', store: 'sg-ion-orchard', starts_at: slots[0]!.startsAt, full_name: 'Mei Tan', email, calling_code: '+65', phone: '91234567' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return slots[0]!.startsAt;
  };
  const reminders = async (email: string) =>
    Number((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from mail_messages where lower("to") = lower(${email}) and kind = 'booking_reminder'`))[0]!.n);

  it('sends the day-before reminder to a member who keeps booking reminders on, not to one who turned them off', async () => {
    const keeps = await registerMember(api());
    const stops = await registerMember(api());
    const off = await call(api(), 'POST', '/notification-subscription', { jar: stops.jar, body: { preferences: [{ topic: 'booking_reminder', channel: 'email', enabled: false }] } });
    expect(off.statusCode).toBe(200);
    const first = await book(keeps.jar, keeps.email, 3);
    const second = await book(stops.jar, stops.email, 4);
    for (const startsAt of [first, second]) {
      const run = await call(api(), 'POST', '/sandbox/jobs/booking.remind_tomorrow/run', { body: { at: new Date(new Date(startsAt).getTime() - 12 * 3_600_000).toISOString() } });
      expect(run.statusCode).toBe(200);
    }
    expect(await reminders(keeps.email)).toBe(1);
    expect(await reminders(stops.email)).toBe(0);
  });
});
