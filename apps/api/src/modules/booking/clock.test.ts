import { describe, expect, it } from 'vitest';
import { localDateOf, localDay, localTimeOf, localToInstant, timeOfMinutes } from './clock.ts';
import { serviceSlots } from './slots.ts';

describe("a store's local time", () => {
  it('reads Bangkok, Singapore and Sydney times as the same instant wherever the server runs', () => {
    expect(localToInstant('2026-12-01', '10:00', 'Asia/Bangkok')!.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(localToInstant('2026-12-01', '10:00', 'Asia/Singapore')!.toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(localToInstant('2026-12-01', '10:00', 'Australia/Sydney')!.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    const instant = new Date('2026-12-01T03:00:00.000Z');
    expect([localDateOf(instant, 'Asia/Bangkok'), localTimeOf(instant, 'Asia/Bangkok')]).toEqual(['2026-12-01', '10:00']);
    expect([localDateOf(instant, 'Australia/Sydney'), localTimeOf(instant, 'Australia/Sydney')]).toEqual(['2026-12-01', '14:00']);
  });

  it('skips the hour the clocks go forward in Sydney and Auckland, and takes the first of the hour they go back', () => {
    expect(localToInstant('2026-10-04', '02:30', 'Australia/Sydney')).toBeNull();
    expect(localToInstant('2026-10-04', '01:30', 'Australia/Sydney')!.toISOString()).toBe('2026-10-03T15:30:00.000Z');
    expect(localToInstant('2026-10-04', '03:00', 'Australia/Sydney')!.toISOString()).toBe('2026-10-03T16:00:00.000Z');
    expect(localToInstant('2026-09-27', '02:15', 'Pacific/Auckland')).toBeNull();
    expect(localToInstant('2027-04-04', '02:30', 'Australia/Sydney')!.toISOString()).toBe('2027-04-03T15:30:00.000Z');
    expect(localToInstant('2027-04-04', '10:00', 'Australia/Sydney')!.toISOString()).toBe('2027-04-04T00:00:00.000Z');
  });

  it('lays out a whole day the same way as one time at a time, on ordinary days and on clock-change days', () => {
    for (const [date, zone] of [['2026-10-04', 'Australia/Sydney'], ['2027-04-04', 'Australia/Sydney'], ['2026-09-27', 'Pacific/Auckland'], ['2026-11-25', 'Asia/Bangkok'], ['2026-11-25', 'Australia/Sydney']] as const) {
      const at = localDay(date, zone);
      for (let minute = 0; minute < 24 * 60; minute += 30) {
        expect(at(minute)?.toISOString() ?? null, `${date} ${timeOfMinutes(minute)} ${zone}`).toBe(localToInstant(date, timeOfMinutes(minute), zone)?.toISOString() ?? null);
      }
    }
  });

  it('offers a Sydney artist’s day on the grid across the change to daylight time', () => {
    const slots = serviceSlots({
      date: '2026-10-04',
      timeZone: 'Australia/Sydney',
      durationMinutes: 60,
      stepMinutes: 30,
      notBefore: new Date('2026-01-01T00:00:00Z'),
      artists: [{ id: 1, name: 'Chloe', starts: '01:00', ends: '05:00', busy: [] }],
    });
    // 01:00 to 05:00 local is three real hours that day (02:00–03:00 does not exist).
    expect(slots.map((s) => localTimeOf(new Date(s.startsAt), 'Australia/Sydney'))).toEqual(['01:00', '01:30', '03:00', '03:30', '04:00']);
    expect(slots.every((s) => new Date(s.endsAt).getTime() - new Date(s.startsAt).getTime() === 3_600_000)).toBe(true);
  });
});
