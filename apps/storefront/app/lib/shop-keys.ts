/**
 * Query keys of the shopper's own lists that more than one feature touches: the bag (the bag page
 * reads it, adding from a product page or the wishlist updates it) and the wishlist (the hearts
 * and the account page read it, "move to wishlist" in the bag changes it). Both are per country
 * (prices, stock) and per session (`sessionSubject`: a guest's bag is not the member's).
 * The wishlist sits under `['member']`, which signing out clears.
 */
import type { CountryCode } from '@blush/shared/markets';

export const bagKey = (country: CountryCode, subject: string | null) => ['bag', country, subject ?? 'guest'] as const;

export const WISHLIST_KEY_PREFIX = ['member', 'wishlist'] as const;
export const wishlistKey = (country: CountryCode, subject: string | null) => [...WISHLIST_KEY_PREFIX, country, subject ?? 'guest'] as const;
