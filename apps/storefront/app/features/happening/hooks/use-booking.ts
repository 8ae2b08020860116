/**
 * A booking to manage, asked for in the browser: with the e-mailed token (a guest) or the member's
 * session. `owner_mismatch` and the other refusals come back with the API's message.
 */
import { useState } from 'react';
import type { BookingDto } from '@blush/shared/booking-contracts';
import { isApiError } from '../../../lib/api-core.ts';
import type { HappeningApi } from '../happening-api.ts';
import { useKeyedLoad } from './use-keyed-load.ts';

export type BookingLoad = { status: 'loading' } | { status: 'error'; code: string; message: string | null } | { status: 'ready'; booking: BookingDto };

export function useBooking(api: HappeningApi, id: string, token: string | null) {
  const [round, setRound] = useState(0);
  const key = `${id}|${token ?? ''}|${round}`;
  const [changed, setChanged] = useState<{ key: string; booking: BookingDto } | null>(null);
  const load = useKeyedLoad(key, () => api.show(id, token));
  let state: BookingLoad;
  if (changed?.key === key) state = { status: 'ready', booking: changed.booking };
  else if (load.status === 'ready') state = { status: 'ready', booking: load.data };
  else if (load.status === 'error') {
    const error = load.error;
    const known = isApiError(error) && error.status < 500 && !error.message.startsWith('HTTP ');
    state = { status: 'error', code: isApiError(error) ? error.code : 'internal_error', message: known ? error.message : null };
  } else state = { status: 'loading' };
  return {
    state,
    /** Show the booking as the API now has it (after a change). */
    set: (booking: BookingDto) => setChanged({ key, booking }),
    retry: () => setRound((n) => n + 1),
  };
}
