import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DayHours } from '@blush/shared/store-contracts';
import { openState, storeClock } from './store-hours.ts';
import { BANGKOK_STORE } from './test/fixtures.ts';

const at = (iso: string) => Date.parse(iso);
const week = (...days: Array<DayHours | null>) => days;

describe('open now, on the store’s clock', () => {
  let tz: string | undefined;
  beforeEach(() => {
    // The shopper's browser is in Sydney (UTC+11 in November), the store in Bangkok (UTC+7).
    tz = process.env.TZ;
    process.env.TZ = 'Australia/Sydney';
  });
  afterEach(() => {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  });

  it('a Bangkok store at 21:30 its time is open, though the Sydney clock reads 01:30 the next day', () => {
    const now = at('2026-11-25T14:30:00Z');
    expect(new Date(now).getHours()).toBe(1);
    expect(storeClock('Asia/Bangkok', now)).toEqual({ day: 3, minutes: 21 * 60 + 30, date: '2026-11-25' });
    expect(openState(BANGKOK_STORE.weeklyHours, BANGKOK_STORE.timeZone, now)).toEqual({ open: true, closes: '22:00' });
  });

  it('closed after closing, opening tomorrow; closed before opening, opening today', () => {
    expect(openState(BANGKOK_STORE.weeklyHours, 'Asia/Bangkok', at('2026-11-25T15:00:00Z'))).toEqual({ open: false, opens: '10:00', inDays: 1, day: 4, date: '2026-11-26' });
    // 09:00 in Bangkok is 13:00 in Sydney: the Sydney clock would call it open.
    const nine = at('2026-11-25T02:00:00Z');
    expect(new Date(nine).getHours()).toBe(13);
    expect(openState(BANGKOK_STORE.weeklyHours, 'Asia/Bangkok', nine)).toEqual({ open: false, opens: '10:00', inDays: 0, day: 3, date: '2026-11-25' });
    // Opening and closing minutes themselves.
    expect(openState(BANGKOK_STORE.weeklyHours, 'Asia/Bangkok', at('2026-11-25T03:00:00Z')).open).toBe(true);
    expect(openState(BANGKOK_STORE.weeklyHours, 'Asia/Bangkok', at('2026-11-25T15:00:00Z')).open).toBe(false);
  });

  it('weekday and weekend hours: a Friday evening after the weekday closing opens Saturday', () => {
    const chiangMai = week({ opens: '10:00', closes: '22:00' }, ...Array.from({ length: 4 }, () => ({ opens: '11:00', closes: '21:00' })), { opens: '10:00', closes: '22:00' }, { opens: '10:00', closes: '22:00' });
    // Friday 27 November 2026, 21:30 in Bangkok: Friday runs to 22:00 there.
    expect(openState(chiangMai, 'Asia/Bangkok', at('2026-11-27T14:30:00Z'))).toEqual({ open: true, closes: '22:00' });
    // Thursday 21:30: closed since 21:00, opens Friday at 10:00.
    expect(openState(chiangMai, 'Asia/Bangkok', at('2026-11-26T14:30:00Z'))).toEqual({ open: false, opens: '10:00', inDays: 1, day: 5, date: '2026-11-27' });
  });

  it('days closed are skipped to the next opening; a week without hours never opens', () => {
    const closedSunMon = week(null, null, { opens: '10:00', closes: '18:00' }, { opens: '10:00', closes: '18:00' }, { opens: '10:00', closes: '18:00' }, { opens: '10:00', closes: '18:00' }, { opens: '10:00', closes: '18:00' });
    // Saturday 28 November 2026, 19:00 in Singapore.
    expect(openState(closedSunMon, 'Asia/Singapore', at('2026-11-28T11:00:00Z'))).toEqual({ open: false, opens: '10:00', inDays: 3, day: 2, date: '2026-12-01' });
    expect(openState(week(null, null, null, null, null, null, null), 'Asia/Singapore', at('2026-11-28T11:00:00Z'))).toEqual({ open: false, opens: null });
  });

  it('hours past midnight stay open into the next day', () => {
    const late = Array.from({ length: 7 }, () => ({ opens: '18:00', closes: '02:00' }));
    // 01:00 Thursday in Bangkok, still Wednesday night's hours.
    expect(openState(late, 'Asia/Bangkok', at('2026-11-25T18:00:00Z'))).toEqual({ open: true, closes: '02:00' });
    expect(openState(late, 'Asia/Bangkok', at('2026-11-25T20:00:00Z'))).toEqual({ open: false, opens: '18:00', inDays: 0, day: 4, date: '2026-11-26' });
  });

  it('a day the store is closed for (from the back office) is closed whatever its hours say, and the next opening skips the closure', () => {
    // Wednesday 25 November, 15:00 in Bangkok: open by the hours, closed by the closure.
    const now = at('2026-11-25T08:00:00Z');
    expect(openState(BANGKOK_STORE.weeklyHours, 'Asia/Bangkok', now).open).toBe(true);
    const closures = [{ startsOn: '2026-11-25', endsOn: '2026-11-26' }];
    expect(openState(BANGKOK_STORE.weeklyHours, 'Asia/Bangkok', now, closures)).toEqual({ open: false, opens: '10:00', inDays: 2, day: 5, date: '2026-11-27' });
    // A refit over the holidays: the next opening is weeks away, on its date.
    const refit = [{ startsOn: '2026-11-20', endsOn: '2027-01-04' }];
    expect(openState(BANGKOK_STORE.weeklyHours, 'Asia/Bangkok', now, refit)).toEqual({ open: false, opens: '10:00', inDays: 41, day: 2, date: '2027-01-05' });
    // A closure of yesterday ends a late night that would have run past midnight.
    const late = week(null, null, { opens: '18:00', closes: '02:00' }, { opens: '18:00', closes: '02:00' }, null, null, null);
    expect(openState(late, 'Asia/Bangkok', at('2026-11-25T18:00:00Z')).open).toBe(true);
    expect(openState(late, 'Asia/Bangkok', at('2026-11-25T18:00:00Z'), [{ startsOn: '2026-11-25', endsOn: '2026-11-25' }]).open).toBe(false);
  });

  it('a Friday open 10:00–01:00 is open at 23:59, 00:00 and 00:59, closed from 01:00; a closure on Saturday ends it at midnight', () => {
    // Friday 27 November 2026 in Bangkok (UTC+7); Saturday's own hours 10:00–22:00.
    const fri = week(null, null, null, null, null, { opens: '10:00', closes: '01:00' }, { opens: '10:00', closes: '22:00' });
    const local = (date: string, time: string) => at(`${date}T${time}:00+07:00`);
    expect(openState(fri, 'Asia/Bangkok', local('2026-11-27', '23:59'))).toEqual({ open: true, closes: '01:00' });
    expect(openState(fri, 'Asia/Bangkok', local('2026-11-28', '00:00'))).toEqual({ open: true, closes: '01:00' });
    expect(openState(fri, 'Asia/Bangkok', local('2026-11-28', '00:59'))).toEqual({ open: true, closes: '01:00' });
    expect(openState(fri, 'Asia/Bangkok', local('2026-11-28', '01:00'))).toEqual({ open: false, opens: '10:00', inDays: 0, day: 6, date: '2026-11-28' });
    const saturdayClosed = [{ startsOn: '2026-11-28', endsOn: '2026-11-28' }];
    expect(openState(fri, 'Asia/Bangkok', local('2026-11-27', '23:59'), saturdayClosed)).toEqual({ open: true, closes: '00:00' });
    expect(openState(fri, 'Asia/Bangkok', local('2026-11-28', '00:00'), saturdayClosed)).toEqual({ open: false, opens: '10:00', inDays: 6, day: 5, date: '2026-12-04' });
    expect(openState(fri, 'Asia/Bangkok', local('2026-11-28', '00:30'), saturdayClosed).open).toBe(false);
  });

  it('the same instant reads the same in every browser time zone', () => {
    const now = at('2026-11-25T14:30:00Z');
    const seen = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo'].map((zone) => {
      process.env.TZ = zone;
      return openState(BANGKOK_STORE.weeklyHours, 'Asia/Bangkok', now);
    });
    expect(new Set(seen.map((s) => JSON.stringify(s))).size).toBe(1);
  });
});
