import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BagDto } from '@blush/shared/bag-contracts';
import { renderWithApp } from '../../../test/render.tsx';
import { deferred, reply, setSessionCookie, stubFetch } from '../../../test/fetch-stub.ts';
import { resetBagCount } from '../bag-count.ts';
import { bagFixture, lineFixture, summaryFixture, sgd } from '../test/fixtures.ts';
import { BagPage } from './BagPage.tsx';

const line = lineFixture(1);
const plain = bagFixture([line]);

const promotion = (overrides: Partial<NonNullable<BagDto['promotion']>> = {}): NonNullable<BagDto['promotion']> => ({
  id: 7,
  code: 'GlowUp10',
  kind: 'percentage',
  title: '10% off skincare',
  applicable: true,
  hint: null,
  discount: sgd(360),
  freeShipping: false,
  ...overrides,
});

const item = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id, name, brand: 'Blush Collection', imageUrl: `/img/gift-${id}.svg`, fullyRedeemed: false, selected: false, ...extra,
});

function renderBag(language: 'en' | 'th' = 'en') {
  return renderWithApp(<BagPage />, { path: '/cart', language, country: language === 'th' ? 'TH' : 'SG' });
}

describe('BagPage promotions', () => {
  let signOut: (() => void) | undefined;
  beforeEach(() => resetBagCount());
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut?.();
    signOut = undefined;
  });

  it('applies a code exactly as typed: Applying…, then the chip, the discount row and a polite announcement', async () => {
    const answer = deferred<unknown>();
    const applied = bagFixture([line], {
      promotion: promotion(),
      summary: summaryFixture({ discounts: [{ kind: 'promotion', label: 'GlowUp10 – 10% off skincare', amount: sgd(360) }], discount: sgd(360), total: sgd(2940) }),
    });
    const api = stubFetch({ 'GET /cart': { bag: plain }, 'POST /cart/discount-coupon': () => answer.promise });
    renderBag();
    const input = await screen.findByRole('textbox', { name: 'Promo code' });
    expect(screen.getByTestId('promo-note').textContent).toBe('One promo code per order.');
    fireEvent.change(input, { target: { value: 'GlowUp10' } });
    const apply = screen.getByRole('button', { name: 'Apply' });
    fireEvent.click(apply);
    await waitFor(() => expect(apply.textContent).toBe('Applying…'));
    expect(apply.getAttribute('aria-disabled')).toBe('true');
    // A second press while applying sends nothing more.
    fireEvent.click(apply);
    await waitFor(() => expect(api.sent('POST /cart/discount-coupon')).toHaveLength(1));
    expect(api.sent('POST /cart/discount-coupon')[0]!.body).toEqual({ code: 'GlowUp10' });

    answer.resolve({ bag: applied });
    const chip = await screen.findByTestId('promo-applied');
    expect(within(chip).getByTestId('promo-code').textContent).toBe('GlowUp10');
    expect(within(chip).getByTestId('promo-title').textContent).toBe('10% off skincare');
    expect(within(chip).getByRole('button', { name: 'Remove promo code GlowUp10' })).toBeTruthy();
    expect(screen.getByTestId('summary-discount-promotion').textContent).toBe('GlowUp10 – 10% off skincare−$3.60');
    expect(screen.getByTestId('bag-announcer').textContent).toBe('Promo code GlowUp10 applied. Bag total $29.40.');
    expect(screen.getByTestId('promo-note').textContent).toBe('One promo code per order: applying another code replaces GlowUp10.');
    expect((input as HTMLInputElement).value).toBe('');
    expect(apply.textContent).toBe('Apply');
  });

  it('shows why a code fails, with its hint, linked to the field, and keeps what was typed', async () => {
    stubFetch({
      'GET /cart': { bag: plain },
      'POST /cart/discount-coupon': reply(422, {
        error: { code: 'promotion_invalid', message: 'Sorry, the promotion is invalid.', details: { reason: 'min_spend', hint: 'Spend S$12.00 more on eligible items to use this code.' } },
      }),
    });
    renderBag();
    const input = await screen.findByRole('textbox', { name: 'Promo code' });
    fireEvent.change(input, { target: { value: 'bigSpender' } });
    fireEvent.submit(input.closest('form')!);
    const error = await screen.findByTestId('promo-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe('Sorry, the promotion is invalid.Spend S$12.00 more on eligible items to use this code.');
    expect(screen.getByTestId('promo-error-hint').textContent).toBe('Spend S$12.00 more on eligible items to use this code.');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('bigSpender');
    expect(screen.queryByTestId('promo-applied')).toBeNull();
  });

  it('says what a kept code still needs, removes it, and shows a free-shipping promo as Free shipping', async () => {
    const kept = bagFixture([line], {
      promotion: promotion({ kind: 'free_shipping', title: 'Free shipping', applicable: false, hint: 'Spend S$12.00 more on eligible items to use this code.', freeShipping: true }),
    });
    const api = stubFetch({ 'GET /cart': { bag: kept }, 'DELETE /cart/discount-coupon': { bag: plain } });
    const { unmount } = renderBag();
    expect((await screen.findByTestId('promo-hint')).textContent).toBe('This code doesn’t apply to your bag yet. Spend S$12.00 more on eligible items to use this code.');
    // Not applicable: shipping is still charged.
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Shipping$5.00');
    fireEvent.click(screen.getByRole('button', { name: 'Remove promo code GlowUp10' }));
    await waitFor(() => expect(screen.queryByTestId('promo-applied')).toBeNull());
    expect(api.sent('DELETE /cart/discount-coupon')).toHaveLength(1);
    expect(screen.getByTestId('bag-announcer').textContent).toBe('Promo code GlowUp10 removed. Bag total $33.00.');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Promo code' }));
    unmount();

    stubFetch({
      'GET /cart': {
        bag: bagFixture([line], {
          promotion: promotion({ kind: 'free_shipping', title: 'Free shipping', freeShipping: true }),
          summary: summaryFixture({ discounts: [{ kind: 'bundle', label: 'Glow Set bundle', amount: sgd(500) }] }),
        }),
      },
    });
    renderBag();
    expect((await screen.findByTestId('summary-shipping')).textContent).toBe('ShippingFree');
    expect(screen.getByTestId('summary-discount-bundle').textContent).toBe('Glow Set bundle−$5.00');
    expect(screen.getByTestId('summary-free-shipping').textContent).toBe('You’ve got free shipping.');
  });

  it('opens the gift modal after a gift code: n selected of max, no more than max, and asks before leaving the gift behind', async () => {
    const giftBag = bagFixture([line], {
      promotion: promotion({ kind: 'gift', title: 'Free pouch with your order' }),
      giftChoices: [{ promotionId: 7, title: 'Choose 2 minis', max: 2, selected: 0 }],
    });
    const api = stubFetch({
      'GET /cart': { bag: plain },
      'POST /cart/discount-coupon': { bag: giftBag },
      'DELETE /cart/discount-coupon': { bag: plain },
      'GET /multiple-gwps': {
        sets: [
          {
            promotionId: 7, title: 'Choose 2 minis', details: 'Two deluxe minis with GlowUp10.', code: 'GlowUp10', max: 2, selected: 0,
            gifts: [item(1, 'Mini Lip Oil'), item(2, 'Mini Serum'), item(3, 'Mini Mask'), item(4, 'Mini Mist', { fullyRedeemed: true })],
          },
        ],
      },
    });
    renderBag();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Promo code' }), { target: { value: 'GlowUp10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    const dialog = await screen.findByRole('dialog', { name: 'Choose your gift' });
    await within(dialog).findByRole('group', { name: 'Choose 2 minis' });
    const counter = within(dialog).getByTestId('gift-counter');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(counter.textContent).toBe('0 selected of 2');
    const box = (name: RegExp) => within(dialog).getByRole('checkbox', { name });
    expect(box(/Mini Mist/)).toHaveProperty('disabled', true);
    expect(within(dialog).getByTestId('fully-redeemed').textContent).toBe('Fully Redeemed');

    fireEvent.click(box(/Mini Lip Oil/));
    expect(counter.textContent).toBe('1 selected of 2');
    fireEvent.click(box(/Mini Serum/));
    expect(counter.textContent).toBe('2 selected of 2');
    expect(box(/Mini Mask/)).toHaveProperty('disabled', true);
    expect(box(/Mini Lip Oil/)).toHaveProperty('disabled', false);
    fireEvent.click(box(/Mini Lip Oil/));
    expect(counter.textContent).toBe('1 selected of 2');
    expect(box(/Mini Mask/)).toHaveProperty('disabled', false);

    // Closing without saving a gift of the code asks first; Go back returns to the choice.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Your gift isn’t added yet' });
    expect(ask.textContent).toContain('You haven’t added your gift. Go back to choose it, or remove the promo?');
    expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'Go back' }));
    expect(document.activeElement?.getAttribute('aria-describedby')).toBe(within(ask).getByText(/^You haven’t added your gift/).id);
    fireEvent.click(within(ask).getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('dialog', { name: 'Choose your gift' })).toBeTruthy();
    expect(screen.getByTestId('gift-counter').textContent).toBe('1 selected of 2');

    // Escape asks again; Remove promo removes the code.
    fireEvent.keyDown(document, { key: 'Escape' });
    const again = await screen.findByRole('dialog', { name: 'Your gift isn’t added yet' });
    expect(api.sent('DELETE /cart/discount-coupon')).toHaveLength(0);
    fireEvent.click(within(again).getByRole('button', { name: 'Remove promo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('DELETE /cart/discount-coupon')).toHaveLength(1);
    expect(screen.queryByTestId('promo-applied')).toBeNull();
    expect(screen.getByTestId('bag-announcer').textContent).toBe('Promo code GlowUp10 removed. Bag total $33.00.');
  });

  it('asks before the promo panel removes a gift code whose gift is not added, as closing the gift choice does', async () => {
    const giftBag = bagFixture([line], {
      promotion: promotion({ kind: 'gift', title: 'Free pouch with your order' }),
      giftChoices: [{ promotionId: 7, title: 'Choose 2 minis', max: 2, selected: 0 }],
    });
    const api = stubFetch({
      'GET /cart': { bag: giftBag },
      'DELETE /cart/discount-coupon': { bag: plain },
      'GET /multiple-gwps': {
        sets: [{ promotionId: 7, title: 'Choose 2 minis', details: 'Two deluxe minis with GlowUp10.', code: 'GlowUp10', max: 2, selected: 0, gifts: [item(1, 'Mini Lip Oil'), item(2, 'Mini Serum')] }],
      },
    });
    renderBag();
    const remove = await screen.findByRole('button', { name: 'Remove promo code GlowUp10' });
    remove.focus();
    fireEvent.click(remove);
    const ask = await screen.findByRole('dialog', { name: 'Your gift isn’t added yet' });
    expect(ask.textContent).toContain('You haven’t added your gift. Go back to choose it, or remove the promo?');
    await waitFor(() => expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'Go back' })));
    expect(api.sent('DELETE /cart/discount-coupon')).toHaveLength(0);

    // Escape keeps the promo: nothing removed, focus back on Remove.
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('promo-code').textContent).toBe('GlowUp10');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove promo code GlowUp10' }));
    expect(api.sent('DELETE /cart/discount-coupon')).toHaveLength(0);

    // Go back shows the gifts to choose; closing them asks again; Remove promo removes the code.
    fireEvent.click(screen.getByRole('button', { name: 'Remove promo code GlowUp10' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Your gift isn’t added yet' })).getByRole('button', { name: 'Go back' }));
    const gifts = await screen.findByRole('dialog', { name: 'Choose your gift' });
    expect(await within(gifts).findByRole('checkbox', { name: /Mini Lip Oil/ })).toBeTruthy();
    fireEvent.click(within(gifts).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Your gift isn’t added yet' })).getByRole('button', { name: 'Remove promo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('DELETE /cart/discount-coupon')).toHaveLength(1);
    expect(screen.queryByTestId('promo-applied')).toBeNull();
    expect(screen.getByTestId('bag-announcer').textContent).toBe('Promo code GlowUp10 removed. Bag total $33.00.');
  });

  it('removes a gift code at once when its gift is already added', async () => {
    const api = stubFetch({
      'GET /cart': {
        bag: bagFixture([line], {
          promotion: promotion({ kind: 'gift', title: 'Free pouch with your order' }),
          giftChoices: [{ promotionId: 7, title: 'Choose 2 minis', max: 2, selected: 1 }],
        }),
      },
      'DELETE /cart/discount-coupon': { bag: plain },
    });
    renderBag();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove promo code GlowUp10' }));
    await waitFor(() => expect(screen.queryByTestId('promo-applied')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent('DELETE /cart/discount-coupon')).toHaveLength(1);
  });

  it('saves the gifts chosen (Updating…), shows them under the lines, and an automatic gift set just closes', async () => {
    const pending = bagFixture([line], { giftChoices: [{ promotionId: 9, title: 'Spend $30, get a gift', max: 1, selected: 0 }] });
    const chosen = bagFixture([line], {
      giftChoices: [{ promotionId: 9, title: 'Spend $30, get a gift', max: 1, selected: 1 }],
      gifts: [{ id: 2, promotionId: 9, name: 'Mini Serum', brand: 'Blush Collection', imageUrl: null }],
    });
    const answer = deferred<unknown>();
    const api = stubFetch({
      'GET /cart': { bag: pending },
      'PUT /multiple-gwps/9': () => answer.promise,
      'GET /multiple-gwps': { sets: [{ promotionId: 9, title: 'Spend $30, get a gift', details: 'Automatic.', code: null, max: 1, selected: 0, gifts: [item(1, 'Mini Lip Oil'), item(2, 'Mini Serum')] }] },
    });
    renderBag();
    expect((await screen.findByTestId('gift-pending')).textContent).toContain('Spend $30, get a gift: choose your free gift (0 of 1 chosen).');
    const choose = screen.getByRole('button', { name: 'Choose your gift' });
    choose.focus();
    fireEvent.click(choose);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your gift' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Mini Serum/ }));
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(() => expect(save.textContent).toBe('Updating…'));
    expect(api.sent('PUT /multiple-gwps/9')[0]!.body).toEqual({ gift_ids: [2] });
    answer.resolve({ bag: chosen });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('bag-announcer').textContent).toBe('Your gift choice was saved.');
    const row = screen.getByTestId('bag-gift');
    expect(row.textContent).toContain('Free gift');
    expect(row.textContent).toContain('Mini Serum');
    expect(screen.queryByTestId('gift-pending')).toBeNull();
    // "Choose your gift" went with the choice: the focus lands on what is free with the order.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Free with your order' }));

    // "Change" opens it again; an automatic set closes without asking.
    fireEvent.click(within(row).getByRole('button', { name: 'Change: Mini Serum' }));
    await screen.findByRole('dialog', { name: 'Choose your gift' });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists offers in a dialog: details, terms, Apply for a code and Add bundle to bag; Escape closes it and focus returns', async () => {
    const offer = (id: number, overrides: Record<string, unknown>) => ({
      id, code: null, kind: 'percentage', title: `Offer ${id}`, details: 'Details', terms: 'Not valid with other offers.', minSpend: null,
      limitedToOnePerOrder: false, endsAt: null, applied: false, applicable: true, hint: null, products: [], ...overrides,
    });
    const api = stubFetch({
      'GET /cart': { bag: plain },
      'GET /cart/offers': {
        offers: [
          offer(1, { code: 'GlowUp10', title: '10% off skincare', minSpend: sgd(5000), limitedToOnePerOrder: true, endsAt: '2030-12-31', applicable: false, hint: 'Spend S$20.00 more on eligible items to use this code.' }),
          offer(2, { kind: 'bundle', title: 'Glow Set', products: [{ id: 1, slug: 'a', name: 'Serum', brand: 'NARS', variantId: 5, price: sgd(4000) }] }),
        ],
      },
      'POST /cart/discount-coupon': { bag: bagFixture([line], { promotion: promotion() }) },
      'POST /cart/bundles': { bag: bagFixture([line, lineFixture(2, { bundle: { promotionId: 2, title: 'Glow Set' } })]) },
    });
    renderBag();
    const open = await screen.findByRole('button', { name: 'View offers' });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Offers' });
    const cards = await within(dialog).findAllByTestId('offer');
    const first = within(cards[0]!);
    expect(cards[0]!.textContent).toContain('Code: GlowUp10');
    expect(cards[0]!.textContent).toContain('Minimum spend $50.00');
    expect(cards[0]!.textContent).toContain('One per order');
    expect(cards[0]!.textContent).toContain('Ends 31 Dec 2030');
    expect(first.getByTestId('offer-hint').textContent).toBe('Spend S$20.00 more on eligible items to use this code.');
    expect(first.getByText('Terms and conditions').tagName).toBe('SUMMARY');
    expect(cards[1]!.textContent).toContain('Serum');

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);

    fireEvent.click(open);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply: 10% off skincare' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /cart/discount-coupon')[0]!.body).toEqual({ code: 'GlowUp10' });
    expect(screen.getByTestId('promo-code').textContent).toBe('GlowUp10');

    fireEvent.click(open);
    fireEvent.click(await screen.findByRole('button', { name: 'Add bundle to bag: Glow Set' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /cart/bundles')[0]!.body).toEqual({ promotion_id: 2 });
    expect(screen.getAllByTestId('bag-line')).toHaveLength(2);
    expect(screen.getByTestId('line-bundle').textContent).toBe('Bundle: Glow Set');
  });

  it('a gift code applied from the offers: the offers give way to the gift modal, and the page is whole again after', async () => {
    const giftBag = bagFixture([line], {
      promotion: promotion({ kind: 'gift', title: 'Free pouch' }),
      giftChoices: [{ promotionId: 7, title: 'Pouch', max: 1, selected: 0 }],
    });
    stubFetch({
      'GET /cart': { bag: plain },
      'GET /cart/offers': {
        offers: [{ id: 7, code: 'GlowUp10', kind: 'gift', title: 'Free pouch', details: '', terms: '', minSpend: null, limitedToOnePerOrder: true, endsAt: null, applied: false, applicable: true, hint: null, products: [] }],
      },
      'POST /cart/discount-coupon': { bag: giftBag },
      'DELETE /cart/discount-coupon': { bag: plain },
      'GET /multiple-gwps': { sets: [{ promotionId: 7, title: 'Pouch', details: '', code: 'GlowUp10', max: 1, selected: 0, gifts: [item(1, 'Pouch')] }] },
    });
    renderBag();
    const open = await screen.findByRole('button', { name: 'View offers' });
    open.focus();
    fireEvent.click(open);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply: Free pouch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your gift' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(document.getElementById('app')!.hasAttribute('inert')).toBe(true);
    await within(dialog).findByRole('checkbox', { name: /Pouch/ });
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Your gift isn’t added yet' })).getByRole('button', { name: 'Remove promo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.getElementById('app')!.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(open);
  });

  it('free samples: up to max, Fully Redeemed disabled, Save posts the choice', async () => {
    const answer = deferred<unknown>();
    const api = stubFetch({
      'GET /cart': { bag: plain },
      'GET /cart/samples': {
        max: 2, available: true,
        samples: [item(11, 'Toner sample'), item(12, 'Cream sample'), item(13, 'Cleanser sample'), item(14, 'Perfume sample', { fullyRedeemed: true })],
      },
      'POST /cart/samples': () => answer.promise,
    });
    renderBag();
    const panel = await screen.findByRole('tabpanel', { name: 'Free samples' });
    expect(await within(panel).findByRole('group', { name: 'Choose up to 2 free samples' })).toBeTruthy();
    const box = (name: RegExp) => within(panel).getByRole('checkbox', { name });
    expect(box(/Perfume sample/)).toHaveProperty('disabled', true);
    expect(within(panel).getByTestId('fully-redeemed').textContent).toBe('Fully Redeemed');
    fireEvent.click(box(/Toner sample/));
    expect(within(panel).getByTestId('samples-counter').textContent).toBe('1 selected of 2');
    fireEvent.click(box(/Cream sample/));
    expect(within(panel).getByTestId('samples-counter').textContent).toBe('2 selected of 2');
    expect(box(/Cleanser sample/)).toHaveProperty('disabled', true);
    const save = within(panel).getByRole('button', { name: 'Save samples' });
    fireEvent.click(save);
    await waitFor(() => expect(save.textContent).toBe('Updating…'));
    expect(api.sent('POST /cart/samples')[0]!.body).toEqual({ sample_ids: [11, 12] });
    answer.resolve({
      bag: bagFixture([line], { samples: [{ id: 11, name: 'Toner sample', brand: 'Blush Collection', imageUrl: null }, { id: 12, name: 'Cream sample', brand: 'Blush Collection', imageUrl: null }] }),
    });
    await waitFor(() => expect(screen.getAllByTestId('bag-sample')).toHaveLength(2));
    expect(screen.getByTestId('bag-announcer').textContent).toBe('Your free samples were saved.');
    expect(screen.getAllByTestId('bag-sample')[0]!.textContent).toContain('Free sample');
  });

  it('free samples: none offered, or none until the bag holds a product', async () => {
    stubFetch({ 'GET /cart': { bag: plain }, 'GET /cart/samples': { max: 3, available: true, samples: [] } });
    const { unmount } = renderBag();
    expect((await screen.findByText('Samples are not available.')).tagName).toBe('P');
    unmount();
    stubFetch({ 'GET /cart': { bag: plain }, 'GET /cart/samples': { max: 3, available: false, samples: [item(11, 'Toner sample')] } });
    renderBag();
    expect((await screen.findByTestId('samples-unavailable')).textContent).toBe('Samples come with an order: add a product to your bag first.');
    expect(screen.getByRole('checkbox', { name: /Toner sample/ })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save samples' })).toBeNull();
  });

  it('speaks Thai', async () => {
    stubFetch({ 'GET /cart': { bag: plain }, 'GET /cart/samples': { max: 3, available: true, samples: [item(11, 'Toner sample')] } });
    renderBag('th');
    expect(await screen.findByRole('textbox', { name: 'โค้ดส่วนลด' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ใช้โค้ด' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'ตัวอย่างฟรี' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'ของรางวัล Beauty Pass' })).toBeTruthy();
    expect((await screen.findByTestId('samples-counter')).textContent).toBe('เลือกแล้ว 0 จาก 3');
    expect(screen.getByRole('group', { name: 'เลือกตัวอย่างฟรีได้สูงสุด 3 ชิ้น' })).toBeTruthy();
  });

  const rewardsAnswer = (overrides: Record<string, unknown> = {}) => {
    const reward = (id: number, points: number, stock: number, name: string) => ({
      id, slug: `reward-${id}`, name, description: `${name}, deluxe.`, brand: 'Blush Collection', points, stock_left: stock, available: stock > 0, image_url: `/img/reward-${id}.svg`,
    });
    return {
      signed_in: true,
      balance: 1234,
      groups: [
        { key: 'under_500', rewards: [reward(1, 250, 40, 'Lip balm'), reward(3, 300, 0, 'Cleansing oil')] },
        { key: 'from_500', rewards: [reward(4, 1000, 12, 'Serum'), reward(5, 2000, 1, 'Eye palette')] },
      ],
      redeemed: null,
      ...overrides,
    };
  };

  it('rewards tab (arrow keys reach it): a guest is asked to sign in or join and still sees the catalogue', async () => {
    stubFetch({
      'GET /cart': { bag: plain },
      'GET /cart/beauty-pass-offers': rewardsAnswer({ signed_in: false, balance: null }),
      'POST /cart/beauty-pass-offers': reply(401, { error: { code: 'members_only', message: 'Sign in to redeem Beauty Pass rewards.' } }),
    });
    renderBag();
    const samplesTab = await screen.findByRole('tab', { name: 'Free samples' });
    const rewardsTab = screen.getByRole('tab', { name: 'Beauty Pass rewards' });
    expect(screen.getByRole('tablist').contains(samplesTab)).toBe(true);
    expect(samplesTab.getAttribute('aria-selected')).toBe('true');
    expect(rewardsTab.getAttribute('tabindex')).toBe('-1');
    samplesTab.focus();
    fireEvent.keyDown(samplesTab, { key: 'ArrowRight' });
    expect(rewardsTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(rewardsTab);
    const panel = screen.getByRole('tabpanel', { name: 'Beauty Pass rewards' });
    expect(rewardsTab.getAttribute('aria-controls')).toBe(panel.id);

    const guest = await within(panel).findByTestId('rewards-guest');
    expect(guest.textContent).toContain('Sign in or join Beauty Pass to redeem rewards with your points.');
    expect(within(guest).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign_in?return_to=%2Fcart');
    expect(within(guest).getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/sign_up');
    await within(panel).findByRole('heading', { name: 'Under 500 points' });
    expect(within(panel).getByRole('heading', { name: '500 points and above' })).toBeTruthy();
    expect(within(panel).getAllByTestId('bag-reward')).toHaveLength(4);
    expect(within(panel).queryByTestId('rewards-balance')).toBeNull();

    // The API says members only: sign in from there.
    fireEvent.click(within(panel).getByRole('button', { name: 'Redeem: Lip balm' }));
    const error = await within(panel).findByTestId('reward-error');
    expect(error.textContent).toContain('Sign in to redeem Beauty Pass rewards.');
    expect(within(error).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign_in?return_to=%2Fcart');

    fireEvent.keyDown(rewardsTab, { key: 'ArrowLeft' });
    expect(samplesTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(samplesTab);
  });

  it('rewards tab for a member: the balance, Redeem (disabled with a reason when it cannot be), then the reward in the bag and Remove', async () => {
    signOut = setSessionCookie('member-1');
    const reward = { id: 1, redemptionId: 55, name: 'Lip balm', brand: 'Blush Collection', imageUrl: null, points: 250 };
    const api = stubFetch({
      'GET /cart': { bag: plain },
      'GET /cart/beauty-pass-offers': () =>
        api.sent('POST /cart/beauty-pass-offers').length && !api.sent('DELETE /cart/beauty-pass-offers/55').length
          ? rewardsAnswer({ balance: 984, redeemed: { redemptionId: 55, rewardId: 1 } })
          : rewardsAnswer(),
      'POST /cart/beauty-pass-offers': reply(201, { bag: bagFixture([line], { reward }) }),
      'DELETE /cart/beauty-pass-offers/55': { bag: plain },
    });
    renderBag();
    fireEvent.click(await screen.findByRole('tab', { name: 'Beauty Pass rewards' }));
    const panel = screen.getByRole('tabpanel', { name: 'Beauty Pass rewards' });
    expect((await within(panel).findByTestId('rewards-balance')).textContent).toBe('You have 1,234 points');
    expect(panel.textContent).toContain('One reward per order');
    expect(within(panel).queryByTestId('rewards-guest')).toBeNull();
    const redeem = (name: string) => within(panel).getByRole('button', { name: `Redeem: ${name}` });
    expect(redeem('Cleansing oil')).toHaveProperty('disabled', true);
    expect(document.getElementById(redeem('Cleansing oil').getAttribute('aria-describedby')!)?.textContent).toBe('Fully Redeemed');
    expect(redeem('Eye palette')).toHaveProperty('disabled', true);
    expect(document.getElementById(redeem('Eye palette').getAttribute('aria-describedby')!)?.textContent).toBe('You need 766 more points');
    expect(redeem('Serum')).toHaveProperty('disabled', false);

    fireEvent.click(redeem('Lip balm'));
    await waitFor(() => expect(api.sent('POST /cart/beauty-pass-offers')).toHaveLength(1));
    expect(api.sent('POST /cart/beauty-pass-offers')[0]!.body).toEqual({ reward_id: 1 });
    const row = await screen.findByTestId('bag-reward-row');
    expect(row.textContent).toContain('Beauty Pass reward – 250 points');
    expect(screen.getByTestId('bag-announcer').textContent).toBe('Lip balm was added to your bag.');
    expect(await within(panel).findByTestId('reward-in-bag')).toBeTruthy();
    await waitFor(() => expect(within(panel).getByTestId('rewards-balance').textContent).toBe('You have 984 points'));
    // One reward per order: the others wait.
    expect(redeem('Serum')).toHaveProperty('disabled', true);

    fireEvent.click(within(row).getByRole('button', { name: 'Remove: Lip balm' }));
    await waitFor(() => expect(screen.queryByTestId('bag-reward-row')).toBeNull());
    expect(api.sent('DELETE /cart/beauty-pass-offers/55')).toHaveLength(1);
    expect(screen.getByTestId('bag-announcer').textContent).toBe('Lip balm was removed from your bag.');
    await waitFor(() => expect(redeem('Serum')).toHaveProperty('disabled', false));
  });

  it('asks before removing a line of a bundle, and says moving it breaks the bundle', async () => {
    signOut = setSessionCookie('member-1');
    const bundled = lineFixture(1, { bundle: { promotionId: 3, title: 'Glow Set' } });
    const other = lineFixture(2, { bundle: { promotionId: 3, title: 'Glow Set' } });
    const api = stubFetch({
      'GET /cart': { bag: bagFixture([bundled, other], { bundles: [{ promotionId: 3, title: 'Glow Set', lineIds: [1, 2], saving: sgd(500) }] }) },
      'DELETE /cart/line-items/1': { bag: bagFixture([{ ...other, bundle: null }]) },
    });
    renderBag();
    const remove = await screen.findByRole('button', { name: 'Remove: NARS Velvet Lip 1' });
    expect(screen.getAllByTestId('line-bundle')[0]!.textContent).toBe('Bundle: Glow Set');
    remove.focus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove NARS Velvet Lip 1?' });
    expect(dialog.textContent).toContain('The other products in Glow Set will go back to their original prices.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('DELETE /cart/line-items/1')).toHaveLength(0);
    expect(document.activeElement).toBe(remove);

    fireEvent.click(within(screen.getAllByTestId('bag-line')[1]!).getByRole('button', { name: /^Move to wishlist/ }));
    const move = await screen.findByRole('dialog', { name: 'Move to wishlist?' });
    expect(within(move).getByTestId('move-bundle-note').textContent).toBe('The other products in Glow Set will go back to their original prices.');
    fireEvent.click(within(move).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('bag-line')).toHaveLength(1));
    expect(api.sent('DELETE /cart/line-items/1')).toHaveLength(1);
    expect(screen.getByTestId('bag-announcer').textContent).toBe('NARS Velvet Lip 1 was removed from your bag.');
    expect(screen.queryByTestId('line-bundle')).toBeNull();
  });
});
