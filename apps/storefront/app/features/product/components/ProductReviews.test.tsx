import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductReviewsResponse } from '@blush/shared/contracts';
import { renderWithApp } from '../../../test/render.tsx';
import { ProductReviews } from './ProductReviews.tsx';

type Review = ProductReviewsResponse['items'][number];

const review = (id: number, over: Partial<Review> = {}): Review => ({
  id,
  author: `Shopper ${id}`,
  rating: 5,
  title: `Title ${id}`,
  body: `Body ${id}`,
  language: 'en',
  verifiedPurchase: false,
  createdAt: '2025-03-12T02:00:00.000Z',
  ...over,
});

const SUMMARY: ProductReviewsResponse['summary'] = {
  average: 4.3,
  count: 7,
  distribution: [
    { rating: 5, count: 4 },
    { rating: 4, count: 2 },
    { rating: 3, count: 0 },
    { rating: 2, count: 0 },
    { rating: 1, count: 1 },
  ],
};

const page = (n: number, items: Review[]): ProductReviewsResponse => ({
  product: { slug: 'nars-velvet-lip', name: 'Velvet Lip' },
  summary: SUMMARY,
  items,
  page: n,
  pageSize: 5,
});

const FIRST = page(1, [
  review(11, { verifiedPurchase: true, title: 'Holy grail!', rating: 4 }),
  review(10, { language: 'th', title: 'ของดีที่ต้องมี!' }),
  review(9),
  review(8),
  review(7),
]);
const SECOND = page(2, [review(6), review(5, { rating: 1 })]);

const fetchMock = vi.fn(async (url: string) => {
  const pageNumber = Number(new URL(url, 'http://x').searchParams.get('page'));
  return new Response(JSON.stringify(pageNumber === 2 ? SECOND : FIRST), { status: 200, headers: { 'content-type': 'application/json' } });
});

describe('ProductReviews', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('summarises: average with stars, the count and a bar per star level with a text equivalent', () => {
    renderWithApp(<ProductReviews slug="nars-velvet-lip" initial={FIRST} />, { path: '/products/nars-velvet-lip' });
    const section = screen.getByRole('region', { name: 'Ratings & reviews' });
    expect(section.id).toBe('reviews');
    const summary = screen.getByTestId('reviews-summary');
    expect(within(summary).getByRole('img').getAttribute('aria-label')).toBe('Rated 4.3 out of 5 from 7 reviews');
    expect(summary.textContent).toContain('4.3');
    expect(screen.getByTestId('reviews-count').textContent).toBe('Based on 7 reviews');
    const bars = within(screen.getByRole('list', { name: 'Rating distribution' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.querySelector('.sr-only')?.textContent)).toEqual([
      '5 out of 5 stars: 4 reviews, 57%',
      '4 out of 5 stars: 2 reviews, 29%',
      '3 out of 5 stars: 0 reviews, 0%',
      '2 out of 5 stars: 0 reviews, 0%',
      '1 out of 5 stars: 1 review, 14%',
    ]);
  });

  it('shows each review: stars, title, body, author, verified badge, local date and its language when not the page’s', () => {
    renderWithApp(<ProductReviews slug="nars-velvet-lip" initial={FIRST} />, { path: '/products/nars-velvet-lip' });
    const [first, second] = screen.getAllByTestId('review');
    expect(within(first!).getByRole('img').getAttribute('aria-label')).toBe('Rated 4 out of 5');
    expect(within(first!).getByRole('heading', { level: 3 }).textContent).toBe('Holy grail!');
    expect(first!.textContent).toContain('Shopper 11');
    expect(within(first!).getByTestId('verified-purchase').textContent).toBe('Verified purchase');
    expect(first!.querySelector('time')?.textContent).toBe('12 Mar 2025');
    expect(first!.querySelector('time')?.getAttribute('datetime')).toBe('2025-03-12T02:00:00.000Z');
    expect(within(first!).queryByTestId('review-language')).toBeNull();
    expect(within(second!).getByTestId('review-language').textContent).toBe('Written in Thai');
    expect(within(second!).getByRole('heading', { level: 3 }).getAttribute('lang')).toBe('th');
    expect(within(second!).queryByTestId('verified-purchase')).toBeNull();
  });

  it('names the author of a review whose member asked to be erased as an anonymous shopper', () => {
    const initial = { ...FIRST, items: [review(21, { author: '' })] };
    renderWithApp(<ProductReviews slug="nars-velvet-lip" initial={initial} />, { path: '/products/nars-velvet-lip' });
    expect(screen.getByTestId('review').textContent).toContain('Anonymous shopper');
  });

  it('shows more reviews from the next page, announces the new count, and goes when all are shown', async () => {
    renderWithApp(<ProductReviews slug="nars-velvet-lip" initial={FIRST} />, { path: '/products/nars-velvet-lip' });
    const showing = screen.getByTestId('reviews-showing');
    expect(showing.getAttribute('aria-live')).toBe('polite');
    expect(showing.textContent).toBe('Showing 5 of 7 reviews');
    const button = screen.getByRole('button', { name: 'Show more reviews' });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(7));
    expect(showing.textContent).toBe('Showing 7 of 7 reviews');
    const [url] = fetchMock.mock.calls[0]!;
    expect(url).toContain('/api/web/v1/products/nars-velvet-lip/reviews?page=2&page_size=5');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    // The button is gone: focus lands on the first review it added.
    expect(document.activeElement?.textContent).toContain('Title 6');
  });

  it('says when a product has no reviews yet', () => {
    const none = { ...page(1, []), summary: { average: 0, count: 0, distribution: SUMMARY.distribution.map((d) => ({ ...d, count: 0 })) } };
    renderWithApp(<ProductReviews slug="nars-velvet-lip" initial={none} />, { path: '/products/nars-velvet-lip' });
    expect(screen.getByTestId('reviews-empty').textContent).toContain('No reviews yet');
    expect(screen.queryByTestId('reviews-distribution')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for the first page itself when the loader had none', async () => {
    renderWithApp(<ProductReviews slug="nars-velvet-lip" initial={null} />, { path: '/products/nars-velvet-lip' });
    expect(await screen.findByTestId('reviews-summary')).toBeTruthy();
    expect(screen.getAllByTestId('review')).toHaveLength(5);
  });

  it('speaks Thai, with dates in the Thai calendar', () => {
    renderWithApp(<ProductReviews slug="nars-velvet-lip" initial={FIRST} />, { path: '/products/nars-velvet-lip', language: 'th', country: 'TH' });
    expect(screen.getByRole('region', { name: 'คะแนนและรีวิว' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'แสดงรีวิวเพิ่มเติม' })).toBeTruthy();
    const [first, second] = screen.getAllByTestId('review');
    expect(first!.querySelector('time')?.textContent).toMatch(/2568/);
    expect(within(first!).getByTestId('review-language').textContent).toBe('เขียนเป็นภาษาอังกฤษ');
    expect(within(second!).queryByTestId('review-language')).toBeNull();
  });
});
