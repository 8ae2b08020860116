/**
 * Store hours past midnight (issue 21): a day may close after midnight (10:00–01:00 closes at 01:00
 * the next day). The back office keeps such hours and refuses a day that opens and closes at the same
 * time; the store page shows them as kept; the free times of that day stay within its own date, so
 * none runs past the real close nor into a closure of the next day.
 */
import { beforeAll, expect, it } from 'vitest';
import type { AdminStore } from '@blush/shared/admin-store-contracts';
import { describeApi } from '../../test/api.ts';
import { call } from '../auth/test-helpers.ts';
import { type CookieJar, adminCall, signInStaff } from '../staff/test-helpers.ts';
import { addDays, localDateOf, localTimeOf, weekdayOf } from './clock.ts';
import { openOn } from './opening.ts';

const SLUG = 'sg-jewel-changi';
const SERVICE = 'sg-express-makeup';
const ZONE = 'Asia/Singapore';

it('books a day that closes after midnight until the end of its own date, and a closure still closes it', () => {
  const hours = [['10:00', '01:00'], ['10:00', '22:00'], null, null, null, null, null] as const;
  // 2026-11-29 is a Sunday, 2026-11-30 a Monday.
  expect(openOn({ hours, closures: [] }, '2026-11-29')).toEqual(['10:00', '24:00']);
  expect(openOn({ hours, closures: [] }, '2026-11-30')).toEqual(['10:00', '22:00']);
  expect(openOn({ hours, closures: [{ startsOn: '2026-11-29', endsOn: '2026-11-29' }] }, '2026-11-29')).toBeNull();
});

describeApi('store hours past midnight', (ctx) => {
  let ops: CookieJar;
  const api = () => ctx().api;
  const dayAhead = (days: number) => addDays(localDateOf(new Date(), ZONE), days);
  const store = async (): Promise<AdminStore> => (await adminCall(api(), 'GET', `/stores/${SLUG}`, { jar: ops })).json().store;
  const slots = async (date: string): Promise<{ startsAt: string }[]> => (await call(api(), 'GET', `/booking-service/time-slots/${SERVICE}?store=${SLUG}&date=${date}`)).json().slots;

  beforeAll(async () => {
    ops = await signInStaff(api(), 'ops@staff.blush.example');
  });

  it('keeps hours that close after midnight, refuses opening and closing at the same time, and offers no time past midnight or into the next day’s closure', async () => {
    const date = dayAhead(5);
    const weekday = weekdayOf(date);
    const before = await store();
    const same = await adminCall(api(), 'PUT', `/stores/${SLUG}`, { jar: ops, body: { hours: before.hours.map((h, d) => (d === weekday ? { opens: '10:00', closes: '10:00' } : h)), click_and_collect: true, version: before.version } });
    expect(same.statusCode).toBe(422);
    expect(same.json().error.code).toBe('store_hours_invalid');

    const late = before.hours.map((h, d) => (d === weekday ? { opens: '10:00', closes: '01:00' } : h));
    const saved = await adminCall(api(), 'PUT', `/stores/${SLUG}`, { jar: ops, body: { hours: late, click_and_collect: true, version: before.version } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json().store as AdminStore).hours[weekday]).toEqual({ opens: '10:00', closes: '01:00' });
    const page = (await call(api(), 'GET', `/store-locations/${SLUG}`, { country: 'SG' })).json().store;
    expect(page.weeklyHours[weekday]).toEqual({ opens: '10:00', closes: '01:00' });

    // The next day closed: the late day's free times all start and end on its own date.
    const closed = await adminCall(api(), 'POST', `/stores/${SLUG}/closures`, { jar: ops, body: { starts_on: dayAhead(6), ends_on: dayAhead(6), reason: 'Mall works', version: (saved.json().store as AdminStore).version } });
    expect(closed.statusCode, closed.body).toBe(200);
    const free = await slots(date);
    expect(free.length).toBeGreaterThan(0);
    for (const slot of free) {
      expect(localDateOf(new Date(slot.startsAt), ZONE)).toBe(date);
      expect(localTimeOf(new Date(slot.startsAt), ZONE) >= '10:00').toBe(true);
    }
    expect(await slots(dayAhead(6))).toEqual([]);
  });
});
