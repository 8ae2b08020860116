/**
 * Scheduled sales in the back office (issue 21 item 3, decision 0032): a sale price for a variant
 * in a country from a start to an end, both written in the country's local time ("1 Dec 00:00 to
 * 3 Dec 23:59 in Bangkok"). A job applies the sale price at the start and removes it at the end
 * through the same write as a manual price edit.
 *
 * Endpoints (all under `/api/admin/v1`):
 * - `GET  /catalog/variants/:sku/markets/:country/sales` catalog.read  — the country's time zone and the windows not yet over
 * - `POST /catalog/variants/:sku/markets/:country/sales` prices.write — schedule one (409 sale_window_overlap, 422 sale_window_invalid)
 * - `POST /catalog/sales/:id/cancel`                     prices.write — a window that has not started (409 sale_window_step_not_allowed otherwise)
 * - `POST /catalog/sales/:id/end`                        prices.write — end an active window now
 * - `PATCH /catalog/sales/:id`                           prices.write — change a window that has not started (price, start, end) or
 *   move a running one's end (not before now), with the version read (409 edit_conflict, sale_window_overlap, 422 sale_window_invalid)
 */
import { z } from 'zod';
import { type CountryCode, MARKETS } from './markets.ts';

/** A local date and time as a `datetime-local` field writes it: `2026-12-01T00:00`. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The UTC instant of a local date and time in a time zone; undefined when the text is no real date. */
export function zonedToUtc(local: string, timeZone: string): Date | undefined {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return undefined;
  let utc = wall - offsetMs(new Date(wall), timeZone);
  utc = wall - offsetMs(new Date(utc), timeZone);
  return new Date(utc);
}

/** The time zone's offset from UTC at an instant, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** An instant as the local `2026-12-01T00:00` of a time zone. */
export function utcToZoned(at: Date, timeZone: string): string {
  return `${new Date(at.getTime() + offsetMs(at, timeZone)).toISOString().slice(0, 16)}`;
}

/** Start and end (the country's local time) as instants, or undefined when they are no dates, the end is not after the start, or it has passed. */
export function windowTimes(startsLocal: string, endsLocal: string, country: CountryCode, now: Date): { startsAt: Date; endsAt: Date } | undefined {
  const tz = MARKETS[country].timeZone;
  const startsAt = zonedToUtc(startsLocal, tz);
  const endsAt = zonedToUtc(endsLocal, tz);
  if (!startsAt || !endsAt || endsAt <= startsAt || endsAt <= now) return undefined;
  return { startsAt, endsAt };
}

export const SALE_WINDOW_STATUSES = ['scheduled', 'active', 'ended', 'cancelled'] as const;

export const adminSaleWindowSchema = z.object({
  id: z.number().int(),
  sale_price: z.number().int(),
  /** ISO instants. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** The same instants in the country's local time (`2026-12-01T00:00`). */
  starts_local: z.string(),
  ends_local: z.string(),
  status: z.enum(SALE_WINDOW_STATUSES),
  /** Moves on every change (an edit, the job's start or end): an edit naming an older one is refused. */
  version: z.number().int(),
});
export type AdminSaleWindow = z.infer<typeof adminSaleWindowSchema>;

export const adminSaleWindowListSchema = z.object({
  /** The country's IANA time zone: every local time here is in it. */
  time_zone: z.string(),
  windows: z.array(adminSaleWindowSchema),
});
export type AdminSaleWindowList = z.infer<typeof adminSaleWindowListSchema>;

/** `POST …/sales`: the sale price (minor unit) and the local start and end in the country's time zone. */
export const adminSaleWindowCreateSchema = z.object({
  sale_price: z.number().int().min(1).max(2_000_000_000),
  starts_at: z.string().regex(LOCAL_DATE_TIME),
  ends_at: z.string().regex(LOCAL_DATE_TIME),
});
export type AdminSaleWindowCreate = z.infer<typeof adminSaleWindowCreateSchema>;

/** `PATCH /catalog/sales/:id`: the window as it should be, with the version read. A running window takes only a new end. */
export const adminSaleWindowEditSchema = adminSaleWindowCreateSchema.extend({ version: z.number().int().min(1) });
export type AdminSaleWindowEdit = z.infer<typeof adminSaleWindowEditSchema>;

export const adminSaleWindowParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
