import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProductCard } from '@blush/shared/contracts';
import { renderWithApp } from '../../../test/render.tsx';
import { apiError, stubFetch } from '../../../test/fetch-stub.ts';
import { productDetail } from '../../../test/product-fixtures.ts';
import { resetBagCount, useBagCount } from '../bag-count.ts';
import { bagFixture, lineFixture, summaryFixture, sgd } from '../test/fixtures.ts';
import { BagCardAction } from './BagCardAction.tsx';

function card(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 10, slug: 'product-1', name: 'Velvet Lip', brand: { slug: 'nars', name: 'NARS' }, category: 'Lipstick', imageUrl: '/img/1.svg',
    price: sgd(4500), salePrice: null, badges: [], rating: { average: 4, count: 2 }, swatches: [], variantCount: 1, inStock: true,
    ...overrides,
  };
}

function HeaderCount() {
  return <output data-testid="header-count">{useBagCount()}</output>;
}

describe('BagCardAction', () => {
  beforeEach(() => resetBagCount());
  afterEach(() => vi.unstubAllGlobals());

  it('adds a one-variant product in one press: Adding…, Added, a notice and the header count', async () => {
    const api = stubFetch({
      'GET /cart/items-count': { count: 0 },
      'GET /products/product-1': productDetail('product-1', [{ id: 8, inStock: true }]),
      'POST /cart/line-items': { bag: bagFixture([lineFixture(1)], { summary: summaryFixture({ subtotal: sgd(4500) }) }) },
    });
    renderWithApp(
      <>
        <HeaderCount />
        <BagCardAction product={card()} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Add to bag: NARS Velvet Lip' });
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toContain('Adding…'));
    await waitFor(() => expect(button.textContent).toContain('Added'));
    expect(api.sent('POST /cart/line-items')[0]!.body).toEqual({ variant_id: 8, quantity: 1 });
    expect(await screen.findByText('NARS Velvet Lip is in your bag. Bag subtotal: $45.00.')).toBeTruthy();
    expect(screen.getByTestId('header-count').textContent).toBe('1');
  });

  it('says why an add was refused', async () => {
    stubFetch({
      'GET /cart/items-count': { count: 6 },
      'GET /products/product-1': productDetail('product-1', [{ id: 8, inStock: true }]),
      'POST /cart/line-items': apiError(422, 'quantity_limit', 'Only a maximum quantity of 6 of the item could be added to your bag.'),
    });
    renderWithApp(<BagCardAction product={card()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag: NARS Velvet Lip' }));
    expect(await screen.findByText('Only a maximum quantity of 6 of the item could be added to your bag.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to bag: NARS Velvet Lip' }).textContent).toContain('Add to bag');
  });

  it('links a product with shades or sizes to its page, and offers nothing for one that cannot be bought', () => {
    stubFetch({});
    const { unmount } = renderWithApp(
      <>
        <BagCardAction product={card({ variantCount: 12, swatches: ['#aa3344'] })} />
        <BagCardAction product={card({ slug: 'serum', name: 'Serum', variantCount: 2 })} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Choose shade: NARS Velvet Lip' }).getAttribute('href')).toBe('/products/product-1');
    expect(screen.getByRole('link', { name: 'Choose size: NARS Serum' }).getAttribute('href')).toBe('/products/serum');
    unmount();
    renderWithApp(
      <>
        <BagCardAction product={card({ inStock: false })} />
        <BagCardAction product={card({ badges: ['coming_soon'] })} />
        <BagCardAction product={card({ badges: ['app_exclusive'] })} />
        <BagCardAction product={card({ badges: ['app_exclusive'], variantCount: 3 })} />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
