import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminReview } from '@blush/shared/admin-member-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

function review(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 5,
    status: 'pending',
    product: { slug: 'silk-lip-tint', name: 'Silk Lip Tint', brand: 'Rosé' },
    member: { id: '22222222-2222-4222-8222-222222222222', email: 'mei@example.com', name: 'Mei Tan' },
    author_name: 'Mei T.',
    rating: 4,
    title: 'Lovely colour',
    body: 'Lasts all day and does not dry my lips.',
    language: 'en',
    country: 'SG',
    verified_purchase: true,
    created_at: '2026-11-20T02:00:00.000Z',
    moderated_at: null,
    rejection_reason: null,
    ...overrides,
  };
}
const second = review({ id: 6, title: 'Too sticky', rating: 2, author_name: 'Ana', member: null, verified_purchase: false });

describe('review moderation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the pending reviews oldest first with product, rating, text, author and date; publishing removes it', async () => {
    let pending = [review(), second];
    const api = fakeApi({
      'GET /me': { body: meFixture('content_editor') },
      'GET /reviews': () => ({ body: { reviews: pending, next_cursor: null } }),
      'POST /reviews/5/publish': () => {
        pending = [second];
        return { body: { review: review({ status: 'published' }), points_awarded: 50 } };
      },
    });
    renderAdmin('/reviews');
    const queue = await screen.findByRole('list', { name: 'Reviews to moderate' });
    const items = within(queue).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Lovely colour', 'Too sticky']);
    const first = items[0]!;
    for (const text of ['Rosé · Silk Lip Tint', '4 out of 5', 'Lasts all day and does not dry my lips.']) expect(within(first).getByText(text)).toBeTruthy();
    expect(first.textContent).toContain('By Mei T., 20 Nov 2026');
    expect(api.to('GET /reviews')[0]!.query.get('status')).toBe('pending');

    fireEvent.click(within(first).getByRole('button', { name: 'Publish “Lovely colour”' }));
    expect(await screen.findByText('Published: “Lovely colour”. The author got 50 points.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Lovely colour' })).toBeNull());
  });

  it('rejects only with a reason, from a dialog', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      'GET /reviews': { body: { reviews: [review()], next_cursor: null } },
      'POST /reviews/5/reject': { body: { review: review({ status: 'rejected', rejection_reason: 'Mentions a competitor' }), points_awarded: 0 } },
    });
    renderAdmin('/reviews');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject “Lovely colour”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Lovely colour”' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(api.to('POST /reviews/5/reject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Mentions a competitor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected: “Lovely colour”.')).toBeTruthy();
    expect(api.to('POST /reviews/5/reject')[0]!.body).toEqual({ reason: 'Mentions a competitor' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a review a colleague moderated first (409) says so and reloads the queue', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      'GET /reviews': (_request, count) => ({ body: { reviews: count === 1 ? [review(), second] : [second], next_cursor: null } }),
      'POST /reviews/5/reject': apiError(409, 'review_already_moderated', 'This review has already been moderated.'),
    });
    renderAdmin('/reviews');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject “Lovely colour”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Lovely colour”' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await screen.findByText('Another staff member moderated this review a moment ago; the queue is reloaded.')).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Lovely colour' })).toBeNull());
    expect(api.to('GET /reviews')).toHaveLength(2);
  });

  it('is refused to a role without reviews.moderate', async () => {
    fakeApi({ 'GET /me': { body: meFixture('operations') } });
    renderAdmin('/reviews');
    expect((await screen.findByText('You are not authorized to perform this action.')).getAttribute('role')).toBe('alert');
  });
});
