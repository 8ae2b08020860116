/** An activity, its slots and a booking as the API answers them, for the happening components' tests. */
import type { ActivityDto, BookingDto } from '@blush/shared/booking-contracts';
import { addDays, localDateIn } from '../../../lib/zoned-time.ts';

export const DAY = addDays(localDateIn(new Date(), 'Asia/Bangkok'), 2);

export const facial: ActivityDto = {
  id: 'th-signature-facial',
  kind: 'service',
  group: { id: 'skincare', name: 'Skincare' },
  name: 'Signature facial',
  summary: 'Cleanse, exfoliate, mask and massage.',
  description: 'An hour of calm.',
  durationMinutes: 60,
  price: { amount: 230000, currency: 'THB' },
  imageUrl: null,
  stores: [{ id: 'th-siam-paragon', name: 'Blush Siam Paragon', city: 'Bangkok', timeZone: 'Asia/Bangkok' }],
  bookableOnWeb: true,
};

export const slotAt = (time: string, capacity = 2) => ({
  startsAt: new Date(`${DAY}T${time}:00+07:00`).toISOString(),
  endsAt: new Date(new Date(`${DAY}T${time}:00+07:00`).getTime() + 3_600_000).toISOString(),
  capacity,
  artists: [{ id: 7, name: 'Ploy' }, { id: 8, name: 'Fah' }].slice(0, capacity),
  sessionId: null,
});

export const questions = [
  { id: 'skin_type', kind: 'choice', required: true, label: 'Your skin type', choices: [{ id: 'dry', label: 'Dry' }, { id: 'oily', label: 'Oily' }] },
];

export function booking(overrides: Partial<BookingDto> = {}): BookingDto {
  const slot = slotAt('10:00');
  return {
    id: '0b8e7c64-3d0f-4c1c-9d5e-2f1a3b4c5d6e',
    number: 'BK-TH-1001',
    state: 'confirmed',
    activity: { id: facial.id, kind: 'service', name: facial.name, durationMinutes: 60, price: facial.price },
    store: facial.stores[0]!,
    artist: { id: 7, name: 'Ploy' },
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    contact: { fullName: 'Somying Jaidee', email: 'somying@example.com', callingCode: '+66', phone: '812345678' },
    answers: { skin_type: 'dry' },
    cancelReason: null,
    manageable: true,
    ...overrides,
  };
}
