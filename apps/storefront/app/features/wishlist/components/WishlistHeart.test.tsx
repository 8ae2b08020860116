import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubRequest, deferred, reply, setSessionCookie, stubFetch } from '../../../test/fetch-stub.ts';
import { productDetail } from '../../../test/product-fixtures.ts';
import { wishlistItem } from '../test/fixtures.ts';
import { WishlistHeart } from './WishlistHeart.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const PRODUCT = { id: 10, slug: 'product-1', name: 'NARS Velvet Lip 1' };

describe('WishlistHeart', () => {
  let signOut: (() => void) | undefined;
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut?.();
    signOut = undefined;
  });

  it('sends a guest to sign in and back to this page, asking the API nothing', async () => {
    const api = stubFetch({});
    renderWithApp(
      <>
        <WishlistHeart productId={PRODUCT.id} slug={PRODUCT.slug} name={PRODUCT.name} />
        <Where />
      </>,
      { path: '/categories/makeup?sort=newest' },
    );
    const heart = screen.getByRole('button', { name: 'Save to wishlist: NARS Velvet Lip 1' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.getAttribute('title')).toBe('Add to wishlist');
    fireEvent.click(heart);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/sign_in?return_to=%2Fcategories%2Fmakeup%3Fsort%3Dnewest'));
    expect(api.requests).toHaveLength(0);
  });

  it('shows a saved variant as pressed and takes it off the wishlist; pressed again, saves it', async () => {
    signOut = setSessionCookie('member-1');
    const removal = deferred<unknown>();
    const api = stubFetch({
      'GET /wishlist': { items: [wishlistItem(1), wishlistItem(2)] },
      'PUT /wishlist': (request: StubRequest) => ((request.body as { action: string }).action === 'remove' ? removal.promise : { items: [wishlistItem(1), wishlistItem(2)] }),
    });
    renderWithApp(<WishlistHeart productId={10} slug="product-1" name="NARS Velvet Lip 1" variantId={1} variant="page" />, { path: '/products/product-1' });
    const heart = screen.getByRole('button', { name: 'Save to wishlist' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(heart.getAttribute('title')).toBe('Remove from wishlist');

    fireEvent.click(heart);
    // Shown at once, busy until the API answers.
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(heart.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(api.sent('PUT /wishlist')).toHaveLength(1));
    expect(api.sent('PUT /wishlist')[0]!.body).toEqual({ variant_id: 1, action: 'remove' });
    removal.resolve({ items: [wishlistItem(2)] });
    await waitFor(() => expect(heart.getAttribute('aria-busy')).toBe('false'));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText('NARS Velvet Lip 1 was removed from your wishlist.')).toBeTruthy();

    fireEvent.click(heart);
    await waitFor(() => expect(api.sent('PUT /wishlist')).toHaveLength(2));
    expect(api.sent('PUT /wishlist')[1]!.body).toEqual({ variant_id: 1, action: 'add' });
    await waitFor(() => expect(heart.getAttribute('aria-busy')).toBe('false'));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('on a card, saves the product’s default variant and undoes the press when the API fails', async () => {
    signOut = setSessionCookie('member-1');
    const api = stubFetch({
      'GET /wishlist': { items: [] },
      // Shade 6 is not sold here, 7 is sold out: the card stands for shade 8.
      'GET /products/product-1': productDetail('product-1', [{ id: 6, inStock: null }, { id: 7, inStock: false }, { id: 8, inStock: true }]),
      'PUT /wishlist': reply(500, { error: { code: 'internal_error', message: 'Boom' } }),
    });
    renderWithApp(<WishlistHeart productId={10} slug="product-1" name="NARS Velvet Lip 1" />, { path: '/' });
    const heart = screen.getByRole('button', { name: 'Save to wishlist: NARS Velvet Lip 1' });
    await waitFor(() => expect(api.sent('GET /wishlist')).toHaveLength(1));
    fireEvent.click(heart);
    expect(await screen.findByText('We couldn’t update your wishlist. Please try again.')).toBeTruthy();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(api.sent('PUT /wishlist')[0]!.body).toEqual({ variant_id: 8, action: 'add' });
  });
});
