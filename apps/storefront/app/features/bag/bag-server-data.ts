import type { BagDto, samplesResponseSchema } from '@blush/shared/bag-contracts';
import type { z } from 'zod';
import type { CountryCode } from '@blush/shared/markets';

/** The bag the bag page's loader read with the shopper's cookies, and whose bag it is. */
export interface ServerBag {
  bag: BagDto;
  country: CountryCode;
  /** `sessionSubject` of the request's `jwt-data` cookie: null for a guest. */
  subject: string | null;
  /**
   * The "Free samples" tab's answer for this bag, read beside it so the tab is drawn on the server
   * too (it is open by default, right above the summary on a phone: filling it after hydration
   * pushed the summary down, a layout shift of 0.14). Null when it could not be read here.
   */
  samples?: z.infer<typeof samplesResponseSchema> | null;
}
