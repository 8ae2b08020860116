/** Reviews on the product page: the page size (loader and "Show more reviews") and display helpers. */
import type { ProductReviewsResponse } from '@blush/shared/contracts';
import { type CountryCode, type Language, MARKETS } from '@blush/shared/markets';
import { formatLocaleTag } from '@blush/shared/locale';

/** Reviews per page: the loader's first page and each "Show more reviews". */
export const REVIEWS_PAGE_SIZE = 5;

export type ProductReview = ProductReviewsResponse['items'][number];

/** The query-cache key of one page of a product's reviews. */
export function reviewsQueryKey(slug: string, country: CountryCode, language: Language, page: number) {
  return ['product-reviews', slug, country, language, REVIEWS_PAGE_SIZE, page] as const;
}

/** `reviews` then `more`, without repeats (a review published meanwhile shifts the pages). */
export function mergeReviews(reviews: readonly ProductReview[], more: readonly ProductReview[]): ProductReview[] {
  const seen = new Set<number>();
  return [...reviews, ...more].filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
}

/**
 * A review date in the shopper's locale, in the country's time zone (the same on the server and
 * in the browser, so hydration matches).
 */
export function reviewDateFormat(language: Language, country: CountryCode): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(formatLocaleTag(language, country), { dateStyle: 'medium', timeZone: MARKETS[country].timeZone });
}
