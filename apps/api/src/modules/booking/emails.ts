/**
 * Booking e-mails in the booking's language (`email.booking.*`): confirmed, moved, cancelled and the
 * reminder the day before, each with the time in the store's zone, the manage link and a calendar
 * entry. Sent from the outbox after the change commits (at least once; the entry's UID makes a
 * repeat harmless in a calendar).
 */
import { formatLocaleTag } from '@blush/shared/locale';
import { type CountryCode, type Language, MARKETS } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import type { Mailer, OutgoingMail } from '../../adapters/email/mailer.ts';
import type { Db } from '../../db/client.ts';
import { sendMail } from '../mail/service.ts';
import { allows } from '../notification/service.ts';
import { calendarEntry } from './ics.ts';
import { manageToken } from './links.ts';
import * as repo from './repo.ts';

export type BookingMailKind = 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder';

interface Wiring {
  mailer: Mailer;
  publicUrl: string | undefined;
  key: Uint8Array;
}
const wiring = new WeakMap<Db, Wiring>();

/** The API registers its mailer for the database it serves. */
export function configureBookingMail(db: Db, mailer: Mailer, publicUrl: string | undefined, key: Uint8Array): void {
  wiring.set(db, { mailer, publicUrl, key });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const PATHS = { service: 'services', class: 'classes', event: 'events' } as const;

/** Where a booking is managed: a service can be moved, a class or event cancelled. The token proves a guest's ownership. */
export function manageLink(base: string, kind: keyof typeof PATHS, bookingId: string, token: string): string {
  const action = kind === 'service' ? 'reschedule' : 'cancel';
  return `${base}/happening/${PATHS[kind]}/${action}/${bookingId}?token=${encodeURIComponent(token)}`;
}

export interface BookingMailInput {
  kind: BookingMailKind;
  booking: repo.BookingRow;
  activity: repo.ActivityRow;
  store: repo.StorePlace;
  artist: string | null;
  link: string;
  now: Date;
  /** The store's team made the change on the shopper's behalf (the back office): said so, with a cancellation's reason. */
  byStore?: boolean;
}

export function bookingMail({ kind, booking, activity, store, artist, link, now, byStore = false }: BookingMailInput): OutgoingMail {
  const language = booking.language as Language;
  const t = (key: string, params?: Record<string, string | number>) => message(language, `email.booking.${key}` as never, params);
  const name = (activity.name as Record<string, string>)[language] || activity.name.en;
  const storeName = store.name[language] || store.name.en || store.slug;
  const when = new Intl.DateTimeFormat(formatLocaleTag(language, booking.country as CountryCode), { dateStyle: 'full', timeStyle: 'short', timeZone: store.timeZone }).format(booking.startsAt);
  const lines = [
    message(language, 'email.greeting', { name: booking.fullName }),
    t(kind),
    ...(byStore ? [t('by_store')] : []),
    ...(byStore && kind === 'cancelled' && booking.cancelReason ? [t('reason', { reason: booking.cancelReason })] : []),
    t('what', { activity: name, minutes: activity.durationMinutes }),
    t('where', { store: storeName }),
    t('when', { when }),
    ...(artist ? [t('with', { artist })] : []),
    t('number', { number: booking.number }),
    t('calendar'),
  ];
  const action = t('manage');
  const showAction = kind !== 'cancelled';
  const text = [...lines, ...(showAction ? ['', `${action}: ${link}`] : []), '', 'Blush'].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${showAction ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>` : ''}
<p>Blush</p></body></html>`;
  const ics = calendarEntry(
    {
      uid: `${booking.id}@bookings.blush`,
      sequence: Math.floor(booking.updatedAt.getTime() / 1000) - Math.floor(booking.createdAt.getTime() / 1000),
      start: booking.startsAt,
      end: booking.endsAt,
      summary: `${name} · Blush`,
      location: storeName,
      description: t('number', { number: booking.number }),
      url: link,
      cancelled: kind === 'cancelled',
    },
    now,
  );
  return {
    to: booking.email,
    subject: t(`${kind}_subject`, { number: booking.number }),
    text,
    html,
    attachments: [{ filename: `blush-${booking.number}.ics`, contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' ? 'CANCEL' : 'REQUEST'}`, content: ics }],
  };
}

/**
 * Send one booking e-mail (the outbox's handler), its manage link signed for the booking and
 * absolute: PUBLIC_URL, else the origin of the request that caused it, else (the reminder, which
 * no request causes) the country's site.
 */
export async function sendBookingMail(db: Db, kind: BookingMailKind, bookingId: string, origin = '', now = new Date(), byStore = false): Promise<void> {
  const w = wiring.get(db);
  const booking = await repo.bookingById(db, bookingId);
  if (!w || !booking) return;
  // The reminder is news a member can turn off (notification choices); the booking's own e-mails are its record.
  if (kind === 'reminder' && booking.customerId !== null && !(await allows(db, booking.customerId, 'booking_reminder', 'email'))) return;
  const [activity, store] = await Promise.all([repo.activityById(db, booking.activityId), repo.storeById(db, booking.storeId)]);
  const artist = booking.artistId ? ((await repo.artistsByIds(db, [booking.artistId]))[0]?.name ?? null) : null;
  const base = w.publicUrl ?? (origin || `https://${MARKETS[booking.country as CountryCode].domain}`);
  const link = manageLink(base, activity!.kind, booking.id, manageToken(w.key, booking.id));
  await sendMail(db, w.mailer, bookingMail({ kind, booking, activity: activity!, store: store!, artist, link, now, byStore }), { kind: `booking_${kind}`, meta: { booking: booking.number } });
}
