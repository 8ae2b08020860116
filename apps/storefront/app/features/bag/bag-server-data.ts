import type { BagDto } from '@blush/shared/bag-contracts';
import type { CountryCode } from '@blush/shared/markets';

/** The bag the bag page's loader read with the shopper's cookies, and whose bag it is. */
export interface ServerBag {
  bag: BagDto;
  country: CountryCode;
  /** `sessionSubject` of the request's `jwt-data` cookie: null for a guest. */
  subject: string | null;
}
