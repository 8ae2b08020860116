/**
 * Booking, moving and cancelling (product guide §3–§5, §7 reservation-service). Every change runs in
 * one transaction that first locks what the slot depends on — the candidate artists of a service
 * (in id order), or the session of a class or event — then checks the slot is still free, so two
 * shoppers racing for the last place get one booking and one "no longer free". The unique indexes
 * of `bookings` back this up. The confirmation e-mail follows the commit through the outbox.
 */
import { BOOKING_LIMITS, contactProblems, type BookingContact } from '@blush/shared/booking';
import type { BookingDto, CreateBookingBody } from '@blush/shared/booking-contracts';
import { type CountryCode, type Language } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import { type Db, withTransaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { DomainError } from '../../domain-error.ts';
import { enqueue } from '../../outbox/outbox.ts';
import { isManageToken, manageToken } from './links.ts';
import { localDateOf, localTimeOf, minutesOf, weekdayOf } from './clock.ts';
import { bookingDto, stateOf } from './present.ts';
import * as repo from './repo.ts';
import { notBefore, requireActivity, requirePlace } from './service.ts';
import { openOn, openingOf, withinOpening } from './opening.ts';
import { type ArtistDay, artistFree } from './slots.ts';

/** The database and the key that signs guests' manage links. */
export interface BookingDeps {
  db: Db;
  key: Uint8Array;
  /** Countries where booking is app-exclusive: no new bookings from the web there. */
  appOnly: ReadonlySet<CountryCode>;
  /** An external provider takes new bookings (decision 0026): the shop's own flow only moves and cancels those it already holds. */
  external?: boolean;
}

/** Who asks: a signed-in member, and/or the holder of a booking's e-mailed token. */
export interface Access {
  customerId: number | null;
  token?: string | undefined;
}

export interface Locale {
  country: CountryCode;
  language: Language;
  /** Where the shopper is (scheme and host), for the links of the e-mails that follow. */
  origin?: string;
}

/** The §5 contact rules: a 400 with each field's message, in the shopper's language. */
function checkContact(contact: BookingContact, language: Language): void {
  const problems = contactProblems(contact);
  const fields = Object.entries(problems).map(([field, problem]) => ({ field: `body.${field}`, message: message(language, `booking.contact.${problem}`) }));
  if (fields.length) throw new DomainError('validation_failed', {}, { fields });
}

/** The place a booking takes at `start`: an artist (the chosen one, or the first free) or a session's seat; `moving` is the booking being moved (its own place counts as free). */
export async function takePlace(t: Db, activity: repo.ActivityRow, store: repo.StorePlace, start: Date, artistId: number | null, now: Date, moving?: repo.BookingRow) {
  if (start < notBefore(activity, now)) throw new DomainError('slot_in_past');
  const date = localDateOf(start, store.timeZone);
  // The store row locked (shared): a closure or new hours committed meanwhile waits for this booking, or this booking sees them.
  await repo.lockStoreShared(t, store.id);
  const open = openOn(await openingOf(t, store.id, date, date), date);
  if (!open) throw new DomainError('slot_unavailable');
  if (activity.kind !== 'service') {
    const session = await repo.lockSession(t, activity.id, store.id, start);
    if (!session) throw new DomainError('slot_unavailable');
    const own = moving?.sessionId === session.id;
    if (session.taken - (own ? 1 : 0) >= session.seats) throw new DomainError('slot_unavailable');
    return { artistId: null, sessionId: session.id, endsAt: session.endsAt };
  }
  const candidates = (await repo.artistsOn(t, store.id, activity.id, weekdayOf(date))).flatMap((a) => withinOpening(a, open) ?? []);
  if (artistId !== null && !candidates.some((a) => a.id === artistId)) throw new DomainError('artist_unavailable');
  const chosen = artistId === null ? candidates : candidates.filter((a) => a.id === artistId);
  await repo.lockArtists(t, chosen.map((a) => a.id));
  const endsAt = new Date(start.getTime() + activity.durationMinutes * 60_000);
  const busy = (await repo.busyOf(t, chosen.map((a) => a.id), start, endsAt)).filter((b) => b.id !== moving?.id);
  const day = { date, timeZone: store.timeZone, durationMinutes: activity.durationMinutes };
  if (!onGrid(store, start)) throw new DomainError('slot_unavailable');
  const free = chosen.find((a) => artistFree({ ...a, busy: busy.filter((b) => b.artistId === a.id) } satisfies ArtistDay, day, start));
  if (!free) throw new DomainError('slot_unavailable');
  return { artistId: free.id, sessionId: null, endsAt };
}

/** Services start on the store's grid of local times (a client cannot invent 10:07). */
const onGrid = (store: repo.StorePlace, start: Date) =>
  start.getTime() % 60_000 === 0 && minutesOf(localTimeOf(start, store.timeZone)) % BOOKING_LIMITS.slotStepMinutes === 0;

async function present(db: Db, row: repo.BookingRow, language: Language, now: Date): Promise<BookingDto> {
  const [activity, store] = await Promise.all([repo.activityById(db, row.activityId), repo.storeById(db, row.storeId)]);
  const artist = row.artistId ? ((await repo.artistsByIds(db, [row.artistId]))[0] ?? null) : null;
  return bookingDto(row, activity!, store!, artist, language, now);
}

/** `reservation-service/create`: book a slot; the answer carries the manage token once. */
export async function createBooking({ db, key, appOnly, external }: BookingDeps, body: CreateBookingBody, access: Access, locale: Locale, now: Date): Promise<{ booking: BookingDto; manageToken: string }> {
  if (appOnly.has(locale.country)) throw new DomainError('booking_app_only');
  if (external) throw new DomainError('booking_external');
  const contact = { fullName: body.full_name.trim(), email: body.email.trim(), callingCode: body.calling_code.trim(), phone: body.phone.replace(/[\s-]/g, '') };
  checkContact(contact, locale.language);
  const activity = await requireActivity(db, body.activity, locale.country);
  const store = await requirePlace(db, activity, body.store);
  const answers = checkAnswers(activity, body.answers ?? {}, locale.language);
  const start = new Date(body.starts_at);
  try {
    const row = await withTransaction(db, async (t) => {
      const place = await takePlace(t, activity, store, start, activity.kind === 'service' ? (body.artist_id ?? null) : null, now);
      if (await repo.personHolds(t, activity.id, store.id, start, contact.email)) throw new DomainError('booking_duplicate');
      const number = `BK-${locale.country}-${await repo.nextBookingNumber(t)}`;
      const booking = await repo.insertBooking(t, {
        number,
        country: locale.country,
        language: locale.language,
        activityId: activity.id,
        storeId: store.id,
        artistId: place.artistId,
        sessionId: place.sessionId,
        startsAt: start,
        endsAt: place.endsAt,
        customerId: access.customerId,
        ...contact,
        answers,
      });
      await enqueue(t, 'booking.confirmed', `${booking.id}:confirmed`, { bookingId: booking.id, origin: locale.origin ?? '' });
      return booking;
    });
    return { booking: await present(db, row, locale.language, now), manageToken: manageToken(key, row.id) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('booking_duplicate');
    throw error;
  }
}

/** Answers to the activity's questions: required ones given, choices among the offered, nothing else kept. */
function checkAnswers(activity: repo.ActivityRow, answers: Record<string, string>, language: Language): Record<string, string> {
  const kept: Record<string, string> = {};
  const fields: { field: string; message: string }[] = [];
  for (const q of activity.questions) {
    const answer = (answers[q.id] ?? '').trim();
    if (!answer) {
      if (q.required) fields.push({ field: `body.answers.${q.id}`, message: message(language, 'booking.contact.required') });
      continue;
    }
    if (answer.length > BOOKING_LIMITS.answer) fields.push({ field: `body.answers.${q.id}`, message: message(language, 'booking.contact.too_long') });
    else if (q.kind === 'choice' && !(q.choices ?? []).some((c) => c.id === answer)) fields.push({ field: `body.answers.${q.id}`, message: message(language, 'booking.contact.required') });
    else kept[q.id] = answer;
  }
  if (fields.length) throw new DomainError('validation_failed', {}, { fields });
  return kept;
}

/** The booking if the asker may see it: its member, or whoever holds its token. */
function authorize(key: Uint8Array, row: repo.BookingRow | undefined, access: Access): repo.BookingRow {
  if (!row) throw new DomainError('resource_not_found');
  const byToken = access.token !== undefined && isManageToken(key, row.id, access.token);
  const byMember = row.customerId !== null && row.customerId === access.customerId;
  if (!byToken && !byMember) throw new DomainError('owner_mismatch', { attribute: 'booking' });
  return row;
}

export async function showBooking({ db, key }: BookingDeps, id: string, access: Access, language: Language, now: Date): Promise<BookingDto> {
  return present(db, authorize(key, await repo.bookingById(db, id), access), language, now);
}

export async function memberBookings(db: Db, customerId: number, language: Language, now: Date): Promise<BookingDto[]> {
  return Promise.all((await repo.bookingsOfCustomer(db, customerId)).map((row) => present(db, row, language, now)));
}

/** A booking that may still change: not cancelled, not expired. */
function requireManageable(row: repo.BookingRow, now: Date): void {
  const state = stateOf(row, now);
  if (state === 'expired') throw new DomainError('booking_expired');
  if (state === 'cancelled') throw new DomainError('booking_cancelled');
}

/** `reservation-service` delete: cancel with an optional reason; the seat or artist is free at once. */
export async function cancelBooking({ db, key }: BookingDeps, id: string, access: Access, reason: string | undefined, language: Language, now: Date, origin = ''): Promise<BookingDto> {
  const row = await withTransaction(db, async (t) => {
    const booking = authorize(key, await repo.lockBooking(t, id), access);
    requireManageable(booking, now);
    const cancelled = await repo.updateBooking(t, id, { status: 'cancelled', cancelReason: reason?.trim() || null });
    await enqueue(t, 'booking.cancelled', `${id}:cancelled`, { bookingId: id, origin });
    return cancelled;
  });
  return present(db, row, language, now);
}

/** `reservation-service` create with a booking id: move it to another free time of the same activity and store. */
export async function rescheduleBooking({ db, key }: BookingDeps, id: string, access: Access, startsAt: string, artistId: number | null, language: Language, now: Date, origin = ''): Promise<BookingDto> {
  try {
    const row = await withTransaction(db, async (t) => {
      const booking = authorize(key, await repo.lockBooking(t, id), access);
      requireManageable(booking, now);
      const activity = (await repo.activityById(t, booking.activityId))!;
      const store = (await repo.storeById(t, booking.storeId))!;
      const start = new Date(startsAt);
      const place = await takePlace(t, activity, store, start, activity.kind === 'service' ? artistId : null, now, booking);
      const moved = await repo.updateBooking(t, id, { status: 'rescheduled', startsAt: start, endsAt: place.endsAt, artistId: place.artistId, sessionId: place.sessionId, reminderSentAt: null });
      await enqueue(t, 'booking.rescheduled', `${id}:${moved.updatedAt.toISOString()}`, { bookingId: id, origin });
      return moved;
    });
    return present(db, row, language, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('slot_unavailable');
    throw error;
  }
}
