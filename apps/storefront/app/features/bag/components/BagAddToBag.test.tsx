import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { apiError, deferred, reply, stubFetch } from '../../../test/fetch-stub.ts';
import { resetBagCount, useBagCount } from '../bag-count.ts';
import { bagFixture, lineFixture, summaryFixture, sgd } from '../test/fixtures.ts';
import { BagAddToBag } from './BagAddToBag.tsx';

const ITEM = { brand: 'NARS', name: 'Velvet Lip', variantLabel: 'Ruby', imageUrl: '/img/1.svg' };

function HeaderCount() {
  return <output data-testid="header-count">{useBagCount()}</output>;
}

function renderButton(props: { maxQuantity?: number } = {}, language: 'en' | 'th' = 'en') {
  return renderWithApp(
    <>
      <HeaderCount />
      <BagAddToBag variantId={101} item={ITEM} maxQuantity={props.maxQuantity ?? 6} />
    </>,
    { path: '/products/velvet-lip', language, country: language === 'th' ? 'TH' : 'SG' },
  );
}

describe('BagAddToBag', () => {
  beforeEach(() => resetBagCount());
  afterEach(() => vi.unstubAllGlobals());

  it('adds the chosen quantity: Adding… (busy), then a polite confirmation and the header count', async () => {
    const answer = deferred<unknown>();
    const bag = bagFixture([lineFixture(1, { quantity: 2, subtotal: sgd(7200) }), lineFixture(2)], { summary: summaryFixture({ subtotal: sgd(10800) }) });
    const api = stubFetch({
      'GET /cart/items-count': { count: 1 },
      'POST /cart/line-items': () => answer.promise,
    });
    renderButton();
    // After hydration the header asks for the count once.
    await waitFor(() => expect(screen.getByTestId('header-count').textContent).toBe('1'));

    const quantity = screen.getByRole('combobox', { name: 'Quantity' });
    expect(within(quantity).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    fireEvent.change(quantity, { target: { value: '2' } });
    const button = screen.getByRole('button', { name: 'Add to bag' });
    fireEvent.click(button);

    await waitFor(() => expect(button.textContent).toBe('Adding…'));
    expect(button.getAttribute('aria-busy')).toBe('true');
    // A second press while adding sends nothing more.
    fireEvent.click(button);
    await waitFor(() => expect(api.sent('POST /cart/line-items')).toHaveLength(1));
    expect(api.sent('POST /cart/line-items')[0]!.body).toEqual({ variant_id: 101, quantity: 2 });
    expect(api.sent('POST /cart/line-items')[0]!.headers['X-Platform']).toBe('web');

    answer.resolve(reply(201, { bag }));
    const panel = await screen.findByTestId('added-to-bag');
    expect(button.textContent).toBe('Add to bag');
    expect(button.getAttribute('aria-busy')).toBe('false');
    // Inside the polite live region: the item, how many, the bag subtotal, View bag and Checkout.
    expect(panel.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(panel.textContent).toContain('Added to your bag');
    expect(panel.textContent).toContain('Velvet Lip');
    expect(panel.textContent).toContain('Ruby · Qty 2');
    expect(within(panel).getByTestId('added-subtotal').textContent).toBe('Bag subtotal (3 items)$108.00');
    expect(within(panel).getByRole('link', { name: 'View bag' }).getAttribute('href')).toBe('/cart');
    expect(within(panel).getByRole('link', { name: 'Checkout' })).toBeTruthy();
    expect(screen.getByTestId('header-count').textContent).toBe('3');
    // The site's notification as well, quiet (the panel above is what is read).
    const notice = await screen.findByTestId('notice');
    expect(notice.textContent).toBe('Added to your bagNARS Velvet Lip is in your bag. Bag subtotal: $108.00.');
    expect(notice.closest('[aria-live]')).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('added-to-bag')).toBeNull();
  });

  it('shows the quantity limit from the API next to the button, described by it', async () => {
    stubFetch({
      'GET /cart/items-count': { count: 6 },
      'POST /cart/line-items': apiError(422, 'quantity_limit', 'Only a maximum quantity of 6 of the item could be added to your bag.'),
    });
    renderButton();
    const button = screen.getByRole('button', { name: 'Add to bag' });
    fireEvent.click(button);
    const alert = await screen.findByTestId('add-to-bag-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Only a maximum quantity of 6 of the item could be added to your bag.');
    expect(button.getAttribute('aria-describedby')).toBe(alert.id);
    expect(button.textContent).toBe('Add to bag');
    expect(screen.queryByTestId('added-to-bag')).toBeNull();
  });

  it('says out of stock and purchase limits in the API’s words, and a network failure in its own', async () => {
    const answers = [
      apiError(409, 'out_of_stock', 'Out of stock. Please remove it to proceed to checkout.'),
      apiError(422, 'brand_limit', 'You have reached the limit for this brand in one checkout.'),
      reply(503, 'unavailable'),
    ];
    stubFetch({ 'GET /cart/items-count': { count: 0 }, 'POST /cart/line-items': () => answers.shift() });
    renderButton();
    const button = screen.getByRole('button', { name: 'Add to bag' });
    fireEvent.click(button);
    expect((await screen.findByTestId('add-to-bag-error')).textContent).toBe('Out of stock. Please remove it to proceed to checkout.');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('add-to-bag-error').textContent).toBe('You have reached the limit for this brand in one checkout.'));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('add-to-bag-error').textContent).toBe('We couldn’t add this to your bag. Please try again.'));
  });

  it('offers no more than the units left, and speaks Thai', async () => {
    stubFetch({ 'GET /cart/items-count': { count: 0 } });
    renderButton({ maxQuantity: 3 }, 'th');
    const quantity = screen.getByRole('combobox', { name: 'จำนวน' });
    expect(within(quantity).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByTestId('buy-button').textContent).toBe('เพิ่มลงตะกร้า');
  });
});
