import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { deferred, reply, setSessionCookie, stubFetch } from '../../../test/fetch-stub.ts';
import { resetBagCount, useBagCount } from '../bag-count.ts';
import { bagFixture, lineFixture, summaryFixture, sgd } from '../test/fixtures.ts';
import { BagPage } from './BagPage.tsx';

const onSale = lineFixture(1, { price: sgd(3600), regularPrice: sgd(4500), subtotal: sgd(3600) });
const twoOf = lineFixture(2, {
  variant: { id: 102, sku: 'BL-2-50', type: 'size', shade: null, shadeHex: null, size: '50 ml', imageUrl: null },
  product: { id: 12, slug: 'cleanser', name: 'Gentle Cleanser' },
  brand: { slug: 'blush-collection', name: 'Blush Collection' },
  quantity: 2,
  maxQuantity: 4,
  price: sgd(2800),
  regularPrice: sgd(2800),
  subtotal: sgd(5600),
});
const soldOut = lineFixture(3, { product: { id: 13, slug: 'glow-serum', name: 'Glow Serum' }, outOfStock: true, maxQuantity: 0 });

function renderBag(language: 'en' | 'th' = 'en') {
  return renderWithApp(<BagPage />, { path: '/cart', language, country: language === 'th' ? 'TH' : 'SG' });
}

describe('BagPage', () => {
  let signOut: (() => void) | undefined;
  beforeEach(() => resetBagCount());
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut?.();
    signOut = undefined;
  });

  it('shows each line and the cost summary as the API sent them, and blocks checkout for an out-of-stock line', async () => {
    signOut = setSessionCookie('member-1');
    const summary = summaryFixture({
      subtotal: sgd(12_800),
      discounts: [{ kind: 'staff', label: 'Staff discount', amount: sgd(3840) }],
      discount: sgd(3840),
      shipping: sgd(500),
      toFreeShipping: sgd(700),
      tax: sgd(781),
      priceBeforeTax: sgd(8679),
      pointsEarned: 89,
      total: sgd(9460),
    });
    stubFetch({ 'GET /cart': { bag: bagFixture([onSale, twoOf, soldOut], { summary }) } });
    renderBag();

    const lines = await screen.findAllByTestId('bag-line');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bag');
    expect(screen.getByTestId('bag-count').textContent).toBe('4 items');
    expect(lines).toHaveLength(3);
    // On sale: the price charged, the regular one struck through.
    const first = within(lines[0]!);
    // (The brand is in the link's name through a visually hidden span: jsdom joins it without the space.)
    expect(first.getByRole('link', { name: /^NARS ?Velvet Lip 1$/ }).getAttribute('href')).toBe('/products/product-1?shade=BL-1-01');
    expect(first.getByText('Shade: Ruby')).toBeTruthy();
    expect(first.getByTestId('line-price').querySelector('s')?.textContent).toContain('$45.00');
    expect(first.getByTestId('line-price').textContent).toContain('$36.00');
    expect(first.getByTestId('line-subtotal').textContent).toBe('Item total: $36.00');
    // Quantity: 1 up to what the line can hold (4 here), named after the product.
    const second = within(lines[1]!);
    const quantity = second.getByRole('combobox', { name: 'Quantity, Blush Collection Gentle Cleanser' });
    expect((quantity as HTMLSelectElement).value).toBe('2');
    expect(within(quantity).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4']);
    expect(second.getByText('Size: 50 ml')).toBeTruthy();
    // Out of stock: the catalogue message on the line, no quantity change, but it can go.
    const third = within(lines[2]!);
    expect(third.getByTestId('line-blocker').textContent).toBe('Out of stock. Please remove it to proceed to checkout.');
    expect(third.getByRole('combobox')).toHaveProperty('disabled', true);
    expect(third.getByRole('button', { name: 'Remove: NARS Glow Serum' })).toBeTruthy();
    expect(screen.getByTestId('bag-blockers').textContent).toContain('NARS Glow Serum: Out of stock. Please remove it to proceed to checkout.');

    // The summary, amount for amount.
    const panel = within(screen.getByTestId('bag-summary'));
    expect(panel.getByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(panel.getByTestId('summary-subtotal').textContent).toBe('Subtotal (4 items)$128.00');
    expect(panel.getByTestId('summary-discount-staff').textContent).toBe('Staff discount−$38.40');
    expect(panel.getByTestId('summary-shipping').textContent).toBe('Shipping$5.00');
    expect(panel.getByTestId('summary-total').textContent).toBe('Total$94.60');
    expect(panel.getByTestId('summary-tax').textContent).toBe('Includes GST 9%: $7.81');
    expect(panel.getByTestId('summary-before-tax').textContent).toBe('Price before GST: $86.79');
    expect(panel.getByTestId('summary-free-shipping').textContent).toBe('Spend $7.00 more for free shipping');
    expect(panel.getByTestId('summary-points').textContent).toBe('You’ll earn 89 Beauty Pass points');
    expect(panel.queryByTestId('summary-gift-card')).toBeNull();

    // This bag cannot check out: the button is disabled and says why.
    for (const button of screen.getAllByTestId('checkout')) expect(button).toHaveProperty('disabled', true);
    expect(screen.getByTestId('checkout-note').textContent).toBe('Remove the items that are out of stock or not available to check out.');
    expect(screen.getByTestId('bar-total').textContent).toBe('$94.60');
  });

  it('says Free shipping and leads to checkout for a bag that can check out, in Thai', async () => {
    const line = lineFixture(1, { price: { amount: 120_000, currency: 'THB' }, regularPrice: { amount: 120_000, currency: 'THB' }, subtotal: { amount: 120_000, currency: 'THB' } });
    const thb = (amount: number) => ({ amount, currency: 'THB' as const });
    const summary = summaryFixture({
      subtotal: thb(120_000), priceBeforeTax: thb(112_150), tax: thb(7850), taxPercent: 7, taxName: 'VAT', shipping: thb(0), toFreeShipping: thb(0),
      giftCardRedeemed: thb(0), discount: thb(0), total: thb(120_000), pointsEarned: 1200,
    });
    stubFetch({ 'GET /cart': { bag: bagFixture([line], { country: 'TH', summary }) } });
    renderBag('th');
    const panel = within(await screen.findByTestId('bag-summary'));
    expect(panel.getByTestId('summary-shipping').textContent).toBe('ค่าจัดส่งฟรี');
    expect(panel.getByTestId('summary-free-shipping').textContent).toBe('คุณได้รับการจัดส่งฟรี');
    expect(panel.getByTestId('summary-tax').textContent).toBe('รวม VAT 7%: ฿78.50');
    // Checkout is open: a link to /checkout (the Thai site's default language needs no query), no note.
    for (const link of screen.getAllByTestId('checkout')) expect(link.getAttribute('href')).toBe('/checkout');
    expect(screen.getAllByTestId('checkout')[0]!.textContent).toBe('ดำเนินการชำระเงิน');
    expect(screen.queryByTestId('checkout-note')).toBeNull();
    // A guest earns the points once signed in.
    expect(panel.getByTestId('summary-points').textContent).toBe('เข้าสู่ระบบเพื่อรับ 1,200 คะแนน Beauty Pass จากคำสั่งซื้อนี้');
  });

  it("draws the loader's bag at once and does not ask for it (nor the header count) again; changes still work", async () => {
    signOut = setSessionCookie('member-1');
    const api = stubFetch({ 'PATCH /cart/line-items/2': { bag: bagFixture([onSale, { ...twoOf, quantity: 3, subtotal: sgd(8400) }]) } });
    function HeaderCount() {
      return <output data-testid="header-count">{useBagCount()}</output>;
    }
    renderWithApp(
      <>
        <HeaderCount />
        <BagPage initial={{ bag: bagFixture([onSale, twoOf]), country: 'SG', subject: 'member-1' }} />
      </>,
      { path: '/cart' },
    );
    // On the first render: no loading state, the lines and the member's bag (no guest note).
    expect(screen.queryByTestId('bag-loading')).toBeNull();
    expect(screen.getAllByTestId('bag-line')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('header-count').textContent).toBe('3'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Quantity, Blush Collection Gentle Cleanser' }), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('bag-count').textContent).toBe('4 items'));
    expect(screen.getByTestId('header-count').textContent).toBe('4');
    expect(api.sent('PATCH /cart/line-items/2')).toHaveLength(1);
    expect(api.sent('GET /cart')).toHaveLength(0);
    expect(api.sent('GET /cart/items-count')).toHaveLength(0);
  });

  it("draws the loader's free samples with the bag (no shift when they would arrive), asking again only when the choice changes", async () => {
    const sample = (id: number, name: string) => ({ id, name, brand: 'Blush Collection', imageUrl: null, fullyRedeemed: false, selected: false });
    const bag = bagFixture([onSale]);
    const api = stubFetch({
      'POST /cart/samples': { bag: bagFixture([onSale], { samples: [{ id: 11, name: 'Toner sample', brand: 'Blush Collection', imageUrl: null }] }) },
      'GET /cart/samples': { max: 2, available: true, samples: [sample(11, 'Toner sample'), sample(12, 'Cream sample')] },
    });
    renderWithApp(<BagPage initial={{ bag, country: 'SG', subject: null, samples: { max: 2, available: true, samples: [sample(11, 'Toner sample'), sample(12, 'Cream sample')] } }} />, { path: '/cart' });
    const panel = screen.getByRole('tabpanel', { name: 'Free samples' });
    expect(await within(panel).findByRole('checkbox', { name: /Toner sample/ })).toBeTruthy();
    expect(within(panel).queryByText('Loading samples…')).toBeNull();
    expect(api.sent('GET /cart/samples')).toHaveLength(0);

    fireEvent.click(within(panel).getByRole('checkbox', { name: /Toner sample/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save samples' }));
    await waitFor(() => expect(api.sent('GET /cart/samples')).toHaveLength(1));
  });

  it('changes a quantity: Updating…, then the new bag, announced politely', async () => {
    const answer = deferred<unknown>();
    const api = stubFetch({
      'GET /cart': { bag: bagFixture([onSale, twoOf]) },
      'PATCH /cart/line-items/2': () => answer.promise,
    });
    renderBag();
    const quantity = await screen.findByRole('combobox', { name: 'Quantity, Blush Collection Gentle Cleanser' });
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(await screen.findByTestId('line-updating')).toBeTruthy();
    expect((quantity as HTMLSelectElement).value).toBe('3');
    expect(quantity.getAttribute('aria-describedby')).toBe(screen.getByTestId('line-updating').id);
    await waitFor(() => expect(api.sent('PATCH /cart/line-items/2')).toHaveLength(1));
    expect(api.sent('PATCH /cart/line-items/2')[0]!.body).toEqual({ quantity: 3 });

    const updated = bagFixture([onSale, { ...twoOf, quantity: 3, subtotal: sgd(8400) }], { summary: summaryFixture({ total: sgd(12_500) }) });
    answer.resolve({ bag: updated });
    await waitFor(() => expect(screen.queryByTestId('line-updating')).toBeNull());
    expect(screen.getByTestId('bag-announcer').textContent).toBe('Blush Collection Gentle Cleanser: quantity 3. Bag total $125.00.');
    expect(screen.getAllByTestId('line-subtotal')[1]!.textContent).toBe('Item total: $84.00');
    expect(screen.getByTestId('bag-count').textContent).toBe('4 items');
  });

  it('shows a quantity the API refuses as an error on the line', async () => {
    stubFetch({
      'GET /cart': { bag: bagFixture([onSale]) },
      'PATCH /cart/line-items/1': reply(422, { error: { code: 'variant_limit', message: 'You have reached the limit for this item in one checkout.' } }),
    });
    renderBag();
    fireEvent.change(await screen.findByRole('combobox', { name: /Quantity/ }), { target: { value: '5' } });
    expect((await screen.findByTestId('line-error')).textContent).toBe('You have reached the limit for this item in one checkout.');
    expect((screen.getByRole('combobox', { name: /Quantity/ }) as HTMLSelectElement).value).toBe('1');
  });

  it('removes a line: Removing…, then focus on the next line; the last one leaves the empty bag', async () => {
    const answer = deferred<unknown>();
    stubFetch({
      'GET /cart': { bag: bagFixture([onSale, twoOf]) },
      'DELETE /cart/line-items/1': () => answer.promise,
      'DELETE /cart/line-items/2': { bag: bagFixture([]) },
    });
    renderBag();
    const remove = await screen.findByRole('button', { name: 'Remove: NARS Velvet Lip 1' });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(remove.textContent).toContain('Removing…'));
    expect(remove.getAttribute('aria-busy')).toBe('true');
    answer.resolve({ bag: bagFixture([twoOf]) });
    await waitFor(() => expect(screen.getAllByTestId('bag-line')).toHaveLength(1));
    expect(document.activeElement?.textContent).toBe('Blush Collection Gentle Cleanser');
    expect(screen.getByTestId('bag-announcer').textContent).toBe('NARS Velvet Lip 1 was removed from your bag.');
    // Shown in a notification too, kept out of the live regions: the announcer has read it.
    const notice = await screen.findByTestId('notice');
    expect(notice.textContent).toBe('NARS Velvet Lip 1 was removed from your bag.');
    expect(notice.closest('[aria-live]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove: Blush Collection Gentle Cleanser' }));
    const empty = await screen.findByRole('heading', { name: 'Your bag is empty' });
    expect(document.activeElement).toBe(empty);
  });

  it('moves a line to the wishlist after confirming, and asks a guest to sign in instead', async () => {
    signOut = setSessionCookie('member-1');
    const api = stubFetch({
      'GET /cart': { bag: bagFixture([onSale, twoOf]) },
      'POST /cart/move-to-wishlist': { bag: bagFixture([twoOf]) },
    });
    const { unmount } = renderBag();
    fireEvent.click(await screen.findByRole('button', { name: 'Move to wishlist: NARS Velvet Lip 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to wishlist?' });
    expect(dialog.textContent).toContain('NARS Velvet Lip 1 will be saved to your wishlist and removed from your bag.');
    // Nothing happens before the confirmation.
    expect(api.sent('POST /cart/move-to-wishlist')).toHaveLength(0);
    const confirm = within(dialog).getByRole('button', { name: 'Move to wishlist' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /cart/move-to-wishlist')[0]!.body).toEqual({ line_id: 1 });
    expect(screen.getAllByTestId('bag-line')).toHaveLength(1);
    expect(screen.getByTestId('bag-announcer').textContent).toBe('NARS Velvet Lip 1 was moved to your wishlist.');
    unmount();

    signOut();
    signOut = undefined;
    renderBag();
    fireEvent.click(await screen.findByRole('button', { name: 'Move to wishlist: NARS Velvet Lip 1' }));
    const ask = await screen.findByRole('dialog', { name: 'Sign in to use your wishlist' });
    expect(within(ask).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign_in?return_to=%2Fcart');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('bag-line')).toHaveLength(2);
  });

  it('shows the empty bag', async () => {
    stubFetch({ 'GET /cart': { bag: bagFixture([], { summary: summaryFixture({ subtotal: sgd(0), total: sgd(0), shipping: sgd(0) }) }) } });
    renderBag();
    expect(await screen.findByRole('heading', { name: 'Your bag is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });
});
