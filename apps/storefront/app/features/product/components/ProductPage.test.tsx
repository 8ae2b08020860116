import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { ProductDetail, VariantDetail } from '@blush/shared/contracts';
import { renderWithApp } from '../../../test/render.tsx';
import { ProductPage } from './ProductPage.tsx';

const money = (amount: number) => ({ amount, currency: 'SGD' as const });

function variant(id: number, name: string, offer: VariantDetail['offer']): VariantDetail {
  return { id, sku: `BL-9-0${id}`, type: 'shade', shadeName: name, shadeHex: '#aa3344', shadeFamily: 'red', size: null, imageUrl: `/img/${id}.svg`, offer };
}

const PRODUCT: ProductDetail = {
  id: 9,
  slug: 'nars-velvet-lip',
  name: 'Velvet Lip',
  description: `${'A soft matte lipstick. '.repeat(20)}\n\nSecond paragraph.`,
  howToUse: 'Apply to lips.',
  ingredients: 'Ricinus communis seed oil',
  brand: { slug: 'nars', name: 'NARS', logoUrl: '/logo/nars.svg' },
  categories: [
    { slug: 'makeup', path: 'makeup', name: 'Makeup' },
    { slug: 'lips', path: 'makeup/lips', name: 'Lips' },
  ],
  attributes: [{ key: 'finish', values: ['matte'] }],
  badges: ['on_sale'],
  rating: { average: 4.5, count: 12 },
  launchedAt: '2025-01-01T00:00:00.000Z',
  images: [{ url: '/img/general.svg', variantId: null }],
  variants: [
    variant(1, 'Ruby', { price: money(4500), salePrice: money(3600), inStock: true, restockable: true, lowStock: 3 }),
    variant(2, 'Rose', { price: money(4800), salePrice: null, inStock: false, restockable: true, lowStock: null }),
    variant(3, 'Plum', null),
  ],
  availableInCountry: true,
  related: [],
};

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** The route hands in the bag's and the wishlist's controls; here, stand-ins that show what they were given. */
const addToBag = (variant: VariantDetail, offer: NonNullable<VariantDetail['offer']>) => (
  <output data-testid="add-to-bag-slot">
    {variant.sku} {offer.lowStock ?? '-'}
  </output>
);
const wishlist = (variant: VariantDetail) => <output data-testid="wishlist-slot">{variant.id}</output>;
const alert = (variant: VariantDetail, availability: string) => (
  <output data-testid="alert-slot">
    {availability} {variant.sku}
  </output>
);

function renderPage(product: ProductDetail = PRODUCT, path = '/products/nars-velvet-lip', language: 'en' | 'th' = 'en') {
  return renderWithApp(
    <>
      <ProductPage product={product} unavailableMessage="This item is not available for your country." addToBag={addToBag} wishlist={wishlist} alert={alert} />
      <Probe />
    </>,
    { path, language, country: language === 'th' ? 'TH' : 'SG' },
  );
}

describe('ProductPage', () => {
  it('shows the default shade: sale price with the struck original, badges, low stock, the bag and wishlist controls', async () => {
    renderPage();
    expect((await screen.findByTestId('shade-name')).textContent).toBe('Ruby');
    const price = screen.getByTestId('product-price');
    expect(price.querySelector('s')?.textContent).toContain('$45.00');
    expect(price.textContent).toContain('$36.00');
    expect(screen.getByTestId('low-stock').textContent).toBe('Only 3 left');
    expect(screen.getByTestId('product-badges').textContent).toContain('On sale');
    // In stock: the bag's "Add to bag" for the chosen variant (with the units left), and its heart.
    expect(screen.getByTestId('add-to-bag-slot').textContent).toBe('BL-9-01 3');
    expect(screen.getByTestId('wishlist-slot').textContent).toBe('1');
    expect(screen.queryByTestId('buy-button')).toBeNull();
    expect(screen.getByTestId('product-image').getAttribute('src')).toBe('/img/1.svg');
  });

  it('follows the chosen shade: URL, name, price, image and button', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Rose/ }));
    // The URL follows after the navigation the click starts: wait for it, then read the page.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?shade=BL-9-02'));
    expect(screen.getByTestId('shade-name').textContent).toBe('Rose');
    expect(screen.getByTestId('product-price').textContent).toBe('$48.00');
    expect(screen.getByTestId('product-image').getAttribute('src')).toBe('/img/2.svg');
    // Sold out but coming back: the waitlist's button for this shade (the route composes it).
    expect(screen.getByTestId('alert-slot').textContent).toBe('waitlist BL-9-02');
    expect(screen.queryByTestId('buy-button')).toBeNull();
    expect(screen.queryByTestId('add-to-bag-slot')).toBeNull();
    expect(screen.getByTestId('wishlist-slot').textContent).toBe('2');
  });

  it('reads the shade from the URL and says when a shade is not sold here', async () => {
    renderPage(PRODUCT, '/products/nars-velvet-lip?shade=BL-9-03');
    expect((await screen.findByTestId('shade-name')).textContent).toBe('Plum');
    expect(screen.getByTestId('not-available').textContent).toBe('This item is not available for your country.');
    expect(screen.queryByTestId('buy-button')).toBeNull();
  });

  it('offers the reminder for a coming-soon product and Out of stock (disabled) when it will not come back', async () => {
    const { unmount } = renderPage({ ...PRODUCT, badges: ['coming_soon'] });
    expect((await screen.findByTestId('alert-slot')).textContent).toBe('coming_soon BL-9-01');
    unmount();
    const gone = { ...PRODUCT, variants: [variant(1, 'Ruby', { price: money(4500), salePrice: null, inStock: false, lowStock: null, restockable: false })] };
    renderPage(gone);
    const button = await screen.findByTestId('buy-button');
    expect(button.textContent).toBe('Out of stock');
    expect(button).toHaveProperty('disabled', true);
  });

  it('is a native radio group with the shade names, and reads more or less of the description', async () => {
    renderPage();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('name'))).toEqual(['shade', 'shade', 'shade']);
    expect(screen.getByRole('group', { name: /Shade/ })).toBeTruthy();
    const more = screen.getByTestId('read-more');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('Read less');
  });

  it('links the rating under the title to the reviews section', async () => {
    renderWithApp(<ProductPage product={PRODUCT} unavailableMessage="-" reviews={<section id="reviews">Reviews</section>} />, { path: '/products/nars-velvet-lip' });
    const link = await screen.findByRole('link', { name: 'Rated 4.5 out of 5 from 12 reviews' });
    expect(link.getAttribute('href')).toBe('#reviews');
    expect(document.getElementById('reviews')).toBeTruthy();
  });

  it('speaks Thai', async () => {
    const gone = { ...PRODUCT, variants: [variant(1, 'Ruby', { price: money(4500), salePrice: null, inStock: false, lowStock: null, restockable: false })] };
    renderPage(gone, '/products/nars-velvet-lip', 'th');
    expect((await screen.findByTestId('buy-button')).textContent).toBe('สินค้าหมด');
    expect(screen.getByText('วิธีใช้')).toBeTruthy();
  });
});
