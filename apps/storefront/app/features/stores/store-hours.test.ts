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
    expect(storeClock('Asia/Bangkok', now)).toEqual({ day: 3, minutes: 21 * 60 + 30 });
    expect(openState(BANGKOK_STORE.weeklyHours, BANGKOK_STORE.timeZone, now)).toEqual({ open: true, closes: '22:00' });
  });

  it('closed after closing, opening tomorrow; closed before opening, opening today', () => {
    expect(openState(BANGKOK_STORE.weeklyHours, 'Asia/Bangkok', at('2026-11-25T15:00:00Z'))).toEqual({ open: false, opens: '10:00', inDays: 1, day: 4 });
    // 09:00 in Bangkok is 13:00 in Sydney: the Sydney clock would call it open.
    const nine = at('2026-11-25T02:00:00Z');
    expect(new Date(nine).getHours()).toBe(13);
    expect(openState(BANGKOK_STORE.weeklyHours, 'Asia/Bangkok', nine)).toEqual({ open: false, opens: '10:00', inDays: 0, day: 3 });
    // Opening and closing minutes themselves.
    expect(openState(BANGKOK_STORE.weeklyHours, 'Asia/Bangkok', at('2026-11-25T03:00:00Z')).open).toBe(true);
    expect(openState(BANGKOK_STORE.weeklyHours, 'Asia/Bangkok', at('2026-11-25T15:00:00Z')).open).toBe(false);
  });

  it('weekday and weekend hours: a Friday evening after the weekday closing opens Saturday', () => {
    const chiangMai = week({ opens: '10:00', closes: '22:00' }, ...Array.from({ length: 4 }, () => ({ opens: '11:00', closes: '21:00' })), { opens: '10:00', closes: '22:00' }, { opens: '10:00', closes: '22:00' });
    // Friday 27 November 2026, 21:30 in Bangkok: Friday runs to 22:00 there.
    expect(openState(chiangMai, 'Asia/Bangkok', at('2026-11-27T14:30:00Z'))).toEqual({ open: true, closes: '22:00' });
    // Thursday 21:30: closed since 21:00, opens Friday at 10:00.
    expect(openState(chiangMai, 'Asia/Bangkok', at('2026-11-26T14:30:00Z'))).toEqual({ open: false, opens: '10:00', inDays: 1, day: 5 });
  });

  it('days closed are skipped to the next opening; a week without hours never opens', () => {
    const closedSunMon = week(null, null, { opens: '10:00', closes: '18:00' }, { opens: '10:00', closes: '18:00' }, { opens: '10:00', closes: '18:00' }, { opens: '10:00', closes: '18:00' }, { opens: '10:00', closes: '18:00' });
    // Saturday 28 November 2026, 19:00 in Singapore.
    expect(openState(closedSunMon, 'Asia/Singapore', at('2026-11-28T11:00:00Z'))).toEqual({ open: false, opens: '10:00', inDays: 3, day: 2 });
    expect(openState(week(null, null, null, null, null, null, null), 'Asia/Singapore', at('2026-11-28T11:00:00Z'))).toEqual({ open: false, opens: null });
  });

  it('hours past midnight stay open into the next day', () => {
    const late = Array.from({ length: 7 }, () => ({ opens: '18:00', closes: '02:00' }));
    // 01:00 Thursday in Bangkok, still Wednesday night's hours.
    expect(openState(late, 'Asia/Bangkok', at('2026-11-25T18:00:00Z'))).toEqual({ open: true, closes: '02:00' });
    expect(openState(late, 'Asia/Bangkok', at('2026-11-25T20:00:00Z'))).toEqual({ open: false, opens: '18:00', inDays: 0, day: 4 });
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
