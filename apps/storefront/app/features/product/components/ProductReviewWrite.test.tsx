import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { ProductReviewWrite } from './ProductReviewWrite.tsx';

const setCookie = (value: string | null) => {
  document.cookie = value === null ? 'jwt-data=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' : `jwt-data=${value}; path=/`;
};

describe('ProductReviewWrite', () => {
  afterEach(() => {
    setCookie(null);
    vi.unstubAllGlobals();
  });

  it('offers a guest a sign-in link that comes back to the reviews', () => {
    renderWithApp(<ProductReviewWrite slug="velvet-lip" productName="Velvet Lip" />, { path: '/products/velvet-lip' });
    const link = screen.getByRole('link', { name: 'Sign in to write a review' });
    expect(link.getAttribute('href')).toBe(`/sign_in?return_to=${encodeURIComponent('/products/velvet-lip#reviews')}`);
  });

  it('lets a member rate and write a review: missing fields are named and focused, then it is sent and thanked for', async () => {
    setCookie('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 9, status: 'pending' }), { status: 201, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ProductReviewWrite slug="velvet-lip" productName="Velvet Lip" />, { path: '/products/velvet-lip' });

    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const submit = await screen.findByRole('button', { name: 'Submit review' });
    fireEvent.click(submit);
    expect(await screen.findByText('Please choose a rating.')).toBeTruthy();
    expect(screen.getByText('Please give your review a title.')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Rated 1 out of 5' }));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'Rated 4 out of 5' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Lovely colour' } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Stays on all day and feels light.' } });
    fireEvent.click(submit);

    expect(await screen.findByText('Thank you for your review!')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/web/v1/products/velvet-lip/reviews');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ rating: 4, title: 'Lovely colour', body: 'Stays on all day and feels light.' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'See your reviews' }).getAttribute('href')).toBe('/account/reviews'));
  });
});
