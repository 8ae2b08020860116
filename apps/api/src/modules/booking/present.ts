/** Activities and bookings as the API answers them, in the shopper's language and the country's currency. */
import type { ActivityDto, BookingDto } from '@blush/shared/booking-contracts';
import type { BookingQuestion, BookingState } from '@blush/shared/booking';
import type { Translated } from '@blush/shared/catalog';
import { type CountryCode, type Language, MARKETS } from '@blush/shared/markets';
import type { ActivityRow, BookingRow, GroupRow, StorePlace } from './repo.ts';

const pick = (text: Translated | Record<string, string>, language: Language): string => (text as Record<string, string>)[language] || (text as Record<string, string>).en || '';

export const storeOf = (store: StorePlace, language: Language) => ({ id: store.slug, name: pick(store.name, language), city: store.city, timeZone: store.timeZone });

export function activityDto(row: ActivityRow, group: GroupRow | undefined, places: readonly StorePlace[], language: Language, bookableOnWeb: boolean, provider: 'builtin' | 'external' = 'builtin'): ActivityDto {
  return {
    id: row.slug,
    kind: row.kind,
    group: group ? { id: group.slug, name: pick(group.name, language) } : null,
    name: pick(row.name, language),
    summary: pick(row.summary, language),
    description: pick(row.description, language),
    durationMinutes: row.durationMinutes,
    price: { amount: row.price, currency: MARKETS[row.country as CountryCode].currency },
    imageUrl: row.imageUrl,
    stores: places.map((s) => storeOf(s, language)),
    bookableOnWeb,
    bookingProvider: provider,
  };
}

export function questionDtos(questions: readonly BookingQuestion[], language: Language) {
  return questions.map((q) => ({
    id: q.id,
    kind: q.kind,
    required: q.required,
    label: pick(q.label, language),
    choices: (q.choices ?? []).map((c) => ({ id: c.id, label: pick(c.label, language) })),
  }));
}

/** The state a shopper sees: a live booking whose time has come is expired. */
export function stateOf(row: Pick<BookingRow, 'status' | 'startsAt'>, now: Date): BookingState {
  if (row.status === 'cancelled') return 'cancelled';
  return row.startsAt <= now ? 'expired' : row.status;
}

export function bookingDto(row: BookingRow, activity: ActivityRow, store: StorePlace, artist: { id: number; name: string } | null, language: Language, now: Date): BookingDto {
  const state = stateOf(row, now);
  return {
    id: row.id,
    number: row.number,
    state,
    activity: {
      id: activity.slug,
      kind: activity.kind,
      name: pick(activity.name, language),
      durationMinutes: activity.durationMinutes,
      price: { amount: activity.price, currency: MARKETS[activity.country as CountryCode].currency },
    },
    store: storeOf(store, language),
    artist,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    contact: { fullName: row.fullName, email: row.email, callingCode: row.callingCode, phone: row.phone },
    answers: row.answers,
    cancelReason: row.cancelReason,
    manageable: state === 'confirmed' || state === 'rescheduled',
  };
}
