import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { setSessionCookie, stubFetch } from '../../../test/fetch-stub.ts';
import { wishlistItem } from '../test/fixtures.ts';
import { WishlistList } from './WishlistList.tsx';

describe('WishlistList', () => {
  let signOut: (() => void) | undefined;
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut?.();
  });

  it('lists saved products with price and stock, offers the bag for what is in stock, and removes', async () => {
    signOut = setSessionCookie('member-1');
    const saved = [
      wishlistItem(1, { salePrice: { amount: 3600, currency: 'SGD' } }),
      wishlistItem(2, { inStock: false, shade: null, size: '50 ml' }),
      wishlistItem(3),
      wishlistItem(4, { appExclusive: true }),
    ];
    const api = stubFetch({
      'GET /wishlist': { items: saved },
      'PUT /wishlist': { items: [saved[1], saved[2], saved[3]] },
    });
    renderWithApp(<WishlistList addToBag={(item) => <button type="button">Bag {item.variantId}</button>} empty={<p>Nothing saved</p>} />, { path: '/account/wishlist' });
    const items = await screen.findAllByTestId('wishlist-item');
    expect(screen.getByTestId('wishlist-count').textContent).toBe('4 saved products');
    expect(items).toHaveLength(4);
    const first = within(items[0]!);
    expect(first.getByText('Shade: Ruby')).toBeTruthy();
    expect(first.getByTestId('price').textContent).toContain('$36.00');
    expect(first.getByTestId('wishlist-stock').textContent).toBe('In stock');
    expect(first.getByRole('button', { name: 'Bag 1' })).toBeTruthy();
    const second = within(items[1]!);
    expect(second.getByText('Size: 50 ml')).toBeTruthy();
    expect(second.getByTestId('wishlist-stock').textContent).toBe('Out of stock');
    expect(second.queryByRole('button', { name: /^Bag/ })).toBeNull();
    // Sold only in the app: in stock, but no bag here.
    const appOnly = within(items[3]!);
    expect(appOnly.getByTestId('wishlist-stock').textContent).toBe('In stock');
    expect(appOnly.queryByRole('button', { name: /^Bag/ })).toBeNull();
    expect(appOnly.getByTestId('wishlist-app-only').textContent).toBe('In the app only');

    fireEvent.click(first.getByRole('button', { name: 'Remove: NARS Velvet Lip 1' }));
    await waitFor(() => expect(screen.getAllByTestId('wishlist-item')).toHaveLength(3));
    expect(api.sent('PUT /wishlist')[0]!.body).toEqual({ variant_id: 1, action: 'remove' });
    // Focus moves on to the next item (an effect after the list updates).
    await waitFor(() => expect(document.activeElement?.textContent).toBe('NARS Velvet Lip 2'));
    // Told in the site's notification, which screen readers hear.
    const notice = await screen.findByTestId('notice');
    expect(notice.dataset.type).toBe('success');
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it('shows the empty state it is given', async () => {
    signOut = setSessionCookie('member-1');
    stubFetch({ 'GET /wishlist': { items: [] } });
    renderWithApp(<WishlistList empty={<p>Nothing saved</p>} />, { path: '/account/wishlist' });
    expect(await screen.findByText('Nothing saved')).toBeTruthy();
  });
});
