import { expect, it } from 'vitest';
import type { ProductListResponse, ProductReviewsResponse } from '@blush/shared/contracts';
import { describeApi, shopHeaders } from '../../test/api.ts';

describeApi('product reviews', (ctx) => {
  it('derives every rating summary from the published reviews it lists', async () => {
    const { api } = ctx();
    const listing = (await api.inject({ method: 'GET', url: '/api/web/v1/products?sort=rating&page_size=5', headers: shopHeaders() })).json() as ProductListResponse;
    const card = listing.items.find((i) => i.rating.count > 3)!;
    const res = await api.inject({ method: 'GET', url: `/api/web/v1/products/${card.slug}/reviews?page_size=3`, headers: shopHeaders('TH', 'th') });
    expect(res.statusCode).toBe(200);
    const reviews = res.json() as ProductReviewsResponse;
    expect(reviews.summary.count).toBe(card.rating.count);
    expect(reviews.summary.average).toBeCloseTo(card.rating.average, 1);
    expect(reviews.summary.distribution.reduce((sum, d) => sum + d.count, 0)).toBe(card.rating.count);
    expect(reviews.items).toHaveLength(3);
    const dates = reviews.items.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(reviews.items.every((r) => r.rating >= 1 && r.rating <= 5 && r.body.length > 0)).toBe(true);
    expect(reviews.product.slug).toBe(card.slug);
  });

  it('answers unknown products with 404 and bad paging with 400', async () => {
    const { api } = ctx();
    expect((await api.inject({ method: 'GET', url: '/api/web/v1/products/no-such-thing/reviews', headers: shopHeaders() })).statusCode).toBe(404);
    expect((await api.inject({ method: 'GET', url: '/api/web/v1/products/x/reviews?page_size=500', headers: shopHeaders() })).statusCode).toBe(400);
  });
});
