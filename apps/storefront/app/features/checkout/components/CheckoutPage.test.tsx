import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Outlet, createRoutesStub, useParams } from 'react-router';
import type { CountryCode, Language } from '@blush/shared/markets';
import type { PlaceOrderBody } from '@blush/shared/order-contracts';
import { UiNoticeProvider } from '../../../components/ui/UiNotice.tsx';
import { I18nProvider } from '../../../lib/i18n.ts';
import { resetBrowserQueryClient } from '../../../lib/query-client.ts';
import { deferred, reply, stubFetch } from '../../../test/fetch-stub.ts';
import { rootData } from '../../../test/render.tsx';
import { resetFraudScreening } from '../fraud.ts';
import { STORES, checkoutFixture, lineFixture, bagFixture, money, placedOrder, quote, summaryFixture, thaiCheckoutFixture } from '../test/fixtures.ts';
import { CheckoutPage } from './CheckoutPage.tsx';

const MESSAGES = { bagEmpty: 'Your bag is empty.', outOfStock: 'Out of stock. Please remove it to proceed to checkout.' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The checkout inside a router with the order page and the bag as plain markers, to see where it leads. */
function renderCheckout({ country = 'SG', language = 'en' }: { country?: CountryCode; language?: Language } = {}) {
  const data = rootData({ country, language });
  resetBrowserQueryClient();
  const placed = vi.fn();
  function Root() {
    return (
      <I18nProvider language={data.locale.language} messages={data.messages}>
        <UiNoticeProvider>
          <div id="app">
            <Outlet />
          </div>
        </UiNoticeProvider>
      </I18nProvider>
    );
  }
  function OrderMarker() {
    return <p data-testid="order-route">{useParams().id}</p>;
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Root,
      children: [
        { path: 'checkout', Component: () => <CheckoutPage messages={MESSAGES} onOrderPlaced={placed} /> },
        { path: 'orders/:id', Component: OrderMarker },
        { path: 'cart', Component: () => <p data-testid="cart-route">bag</p> },
      ],
    },
  ]);
  render(<Stub initialEntries={['/checkout']} hydrationData={{ loaderData: { root: data } }} />);
  return { placed };
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

/** A Singapore shopper's details, all valid. */
function fillSingapore() {
  type('Email address', 'Mei@Example.com');
  type('First name', 'Mei');
  type('Last name', 'Tan');
  type('Mobile number', '9123 4567');
  type('Block and street name', 'Blk 1 Orchard Road');
  type(/^Unit number and building name/, '#12-34 Orchard Towers');
  type('Postal code', '238859');
}

function fillCard() {
  type('Card number', '4242424242424242');
  fireEvent.change(screen.getByLabelText('Expiry month'), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText('Expiry year'), { target: { value: String(new Date().getFullYear() + 2) } });
  type('Security code (CVC)', '123');
  type('Name on card', 'MEI TAN');
}

const placeButton = () => screen.getByTestId('place-order');

/** jsdom runs no scripts: this plays the fraud-prevention script the page adds, as the built-in one behaves. */
const FRAUD_TOKEN = `v1.blush-sg.${'a'.repeat(32)}.${'b'.repeat(32)}`;
function playFraudScript(): MutationObserver {
  const observer = new MutationObserver(() => {
    const script = document.head.querySelector<HTMLScriptElement>('script[data-fraud-site-id]');
    if (!script || script.dataset.played) return;
    script.dataset.played = 'yes';
    window.ftrToken = FRAUD_TOKEN;
    document.dispatchEvent(new CustomEvent('ftr:tokenReady', { detail: FRAUD_TOKEN }));
  });
  observer.observe(document.head, { childList: true });
  return observer;
}

describe('CheckoutPage', () => {
  let fraudScript: MutationObserver;
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    resetFraudScreening();
    fraudScript = playFraudScript();
  });
  afterEach(() => {
    fraudScript.disconnect();
    vi.unstubAllGlobals();
  });

  it('shows Singapore’s address fields (postal code of 6 digits, no region), the country read-only, and a sign-in link for a guest', async () => {
    stubFetch({ 'GET /checkout': checkoutFixture() });
    renderCheckout();
    await screen.findByTestId('checkout-form');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout');
    expect(input('Block and street name')).toBeTruthy();
    expect(input(/^Unit number and building name/).getAttribute('aria-required')).toBeNull();
    const postal = input('Postal code');
    expect(postal.getAttribute('inputmode')).toBe('numeric');
    expect(document.getElementById(postal.getAttribute('aria-describedby')!)!.textContent).toBe('6 digits, for example 238859');
    expect(screen.queryByLabelText('Region')).toBeNull();
    expect(screen.queryByLabelText('State')).toBeNull();
    const country = input('Country');
    expect(country.value).toBe('Singapore');
    expect(country.readOnly).toBe(true);
    // The calling code starts as the site's.
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('+65');
    // Guests may sign in first, and come back here.
    expect(within(screen.getByTestId('sign-in-prompt')).getByRole('link', { name: 'Sign in for faster checkout' }).getAttribute('href')).toBe('/sign_in?return_to=%2Fcheckout');
    // Registration number with Singapore's name for it.
    expect(input(/^Your UEN for the invoice/)).toBeTruthy();

    // The options, with fees and dates; the summary follows the chosen one.
    expect(screen.getByRole('radio', { name: 'Standard delivery $5.00' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('delivery-express').textContent).toMatch(/Estimated delivery: Mon, 23 Nov\s–\sTue, 24 Nov$/);
    expect(screen.getByTestId('summary-total').textContent).toBe('Total$41.00');
    fireEvent.click(screen.getByRole('radio', { name: 'Express delivery $12.00' }));
    expect(screen.getByTestId('summary-total').textContent).toBe('Total$48.00');
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Shipping (Express delivery)$12.00');
    expect(screen.getByTestId('summary-tax').textContent).toBe('Includes GST 9%: $3.39');

    // A wrong postal code says so once the field is left, in the shopper's words.
    type('Postal code', '12345');
    fireEvent.blur(input('Postal code'));
    expect(input('Postal code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a 6-digit postal code.')).toBeTruthy();
  });

  it('prefills a member’s details and shows no sign-in link', async () => {
    stubFetch({ 'GET /checkout': checkoutFixture({ member: { email: 'mei@example.com', firstName: 'Mei', lastName: 'Tan', callingCode: '+65', mobile: '91234567' } }) });
    renderCheckout();
    await screen.findByTestId('checkout-form');
    expect(input('Email address').value).toBe('mei@example.com');
    expect(input('First name').value).toBe('Mei');
    expect(input('Mobile number').value).toBe('91234567');
    expect(screen.queryByTestId('sign-in-prompt')).toBeNull();
  });

  it('in Thai: the province as a select of Thai names, and every error in Thai, next to its field and in a summary with links', async () => {
    const api = stubFetch({ 'GET /checkout': thaiCheckoutFixture() });
    renderCheckout({ country: 'TH', language: 'th' });
    await screen.findByTestId('checkout-form');

    const province = screen.getByLabelText('จังหวัด') as HTMLSelectElement;
    expect(province.tagName).toBe('SELECT');
    const names = within(province).getAllByRole('option').map((o) => o.textContent);
    expect(names[0]).toBe('เลือก…');
    expect(names).toContain('กรุงเทพมหานคร');
    expect(names).toContain('เชียงใหม่');
    expect(names).toHaveLength(78);
    expect(input('รหัสไปรษณีย์')).toBeTruthy();
    expect(input('ประเทศ').value).toBe('ประเทศไทย');
    expect(input('ประเทศ').readOnly).toBe(true);

    fireEvent.click(placeButton());
    const summary = screen.getByTestId('error-summary');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(api.sent('POST /orders')).toHaveLength(0);
    expect(within(summary).getByTestId('form-error').textContent).toMatch(/^โปรดแก้ไขข้อมูล \d+ รายการ:$/);
    const links = within(summary).getAllByRole('link').map((a) => a.textContent);
    expect(links).toContain('โปรดกรอกอีเมลของคุณ');
    expect(links).toContain('โปรดกรอกที่อยู่ (บ้านเลขที่ ถนน)');
    expect(links).toContain('โปรดกรอกจังหวัด');
    expect(links).toContain('โปรดกรอกหมายเลขบัตร');

    // Next to the field, tied to it.
    const street = input('ที่อยู่ (บ้านเลขที่ ถนน)');
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(street.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toBe('โปรดกรอกที่อยู่ (บ้านเลขที่ ถนน)');
    // A link of the summary takes the focus to its field.
    fireEvent.click(within(summary).getByRole('link', { name: 'โปรดกรอกจังหวัด' }));
    expect(document.activeElement).toBe(province);

    // Choosing the province clears its error; a Thai postcode has 5 digits.
    fireEvent.change(province, { target: { value: '10' } });
    expect(province.getAttribute('aria-invalid')).toBeNull();
    type('รหัสไปรษณีย์', '1033');
    // (Next to the field, and in the summary, which follows the form once it was sent.)
    expect(screen.getAllByText('โปรดกรอกรหัสไปรษณีย์ 5 หลัก')).toHaveLength(2);
  });

  it('places the order: the chosen option’s total as expected_total, an Idempotency-Key, the fraud token, then the card payment, then the order page', async () => {
    const api = stubFetch({
      'GET /checkout': checkoutFixture(),
      'POST /orders': reply(201, { order: placedOrder() }),
      'POST /orders/order-1/payments': reply(201, { payment: null }),
    });
    const { placed } = renderCheckout();
    await screen.findByTestId('checkout-form');
    fillSingapore();
    fireEvent.click(screen.getByRole('radio', { name: 'Express delivery $12.00' }));
    type(/^Your UEN for the invoice/, '201912345k');
    fillCard();
    fireEvent.click(placeButton());

    expect(await screen.findByTestId('order-route')).toBeTruthy();
    expect(screen.getByTestId('order-route').textContent).toBe('order-1');
    const [post] = api.sent('POST /orders');
    expect(post!.headers['Idempotency-Key']).toMatch(UUID);
    expect(post!.headers['X-Platform']).toBe('web');
    const body = post!.body as PlaceOrderBody;
    expect(body).toMatchObject({
      email: 'mei@example.com',
      recipient: { first_name: 'Mei', last_name: 'Tan', calling_code: '+65', mobile: '91234567' },
      delivery_option: 'express',
      shipping_address: { country: 'SG', line1: 'Blk 1 Orchard Road', line2: '#12-34 Orchard Towers', city: 'Singapore', postcode: '238859', first_name: 'Mei' },
      registration_number: '201912345K',
      payment_method: 'card',
      expected_total: 4800,
    });
    expect(body.billing_address).toEqual(body.shipping_address);
    // The token of the fraud-prevention script the page loaded with the layout's site id.
    expect(document.head.querySelector<HTMLScriptElement>('script[data-fraud-site-id]')!.getAttribute('src')).toBe('/api/web/v1/fraud/script.js?site=blush-sg');
    expect(body.fraud_token).toBe(FRAUD_TOKEN);
    // Card details go only to the payment call.
    expect(JSON.stringify(body)).not.toContain('4242');
    const [payment] = api.sent('POST /orders/order-1/payments');
    expect(payment!.body).toEqual({ card: { number: '4242 4242 4242 4242', expiry_month: 12, expiry_year: new Date().getFullYear() + 2, cvc: '123', name: 'MEI TAN' } });
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toContain('4242');
    expect(placed).toHaveBeenCalledWith(expect.objectContaining({ id: 'order-1' }));
    // The attempt is over: its key is forgotten.
    expect(sessionStorage.getItem('blush.checkout.attempt')).toBeNull();
  });

  it('gift cards pay it all: no payment method to choose, and the order placed needs no payment call', async () => {
    const covered = summaryFixture({ shipping: money(500), giftCardRedeemed: money(4100), total: money(0) });
    const api = stubFetch({
      'GET /checkout': checkoutFixture({ deliveryOptions: [quote('standard', 500, 0, { summary: covered })] }),
      'POST /orders': reply(201, { order: placedOrder({ status: 'paid', summary: covered }) }),
    });
    renderCheckout();
    await screen.findByTestId('checkout-form');
    expect(screen.getByTestId('paid-in-full').textContent).toBe('Your gift cards and store credit pay the whole order: there is nothing more to pay.');
    expect(screen.queryByRole('radio', { name: /Credit or debit card/ })).toBeNull();
    expect(screen.getByTestId('summary-gift-card').textContent).toContain('−$41.00');
    fillSingapore();
    fireEvent.click(placeButton());
    expect(await screen.findByTestId('order-route')).toBeTruthy();
    expect((api.sent('POST /orders')[0]!.body as PlaceOrderBody).expected_total).toBe(0);
    expect(api.sent('POST /orders/order-1/payments')).toHaveLength(0);
  });

  it('a bag of gift cards alone: no delivery to choose, no address and no shipping row, only the buyer’s name and mobile; the order is sent without a shipping address', async () => {
    const cardLine = {
      id: 7,
      design: { id: 'rose', name: 'Rose', colors: { background: '#f9c5d5', foreground: '#111', accent: '#c2185b' } },
      amount: money(5000),
      recipientName: 'Ana',
      recipientEmail: 'ana@example.com',
      senderName: 'Mei',
      message: 'Happy birthday',
      deliverOn: 'now' as const,
    };
    const summary = summaryFixture({ subtotal: money(5000), shipping: money(0), toFreeShipping: money(0), total: money(5000) });
    const api = stubFetch({
      'GET /checkout': checkoutFixture({ bag: bagFixture([], { giftCardLines: [cardLine], summary, itemsCount: 1 }), deliveryOptions: [quote('standard', 0, 5000, { summary }), quote('express', 1200, 6200)] }),
      'POST /orders': reply(201, { order: placedOrder() }),
      'POST /orders/order-1/payments': reply(201, { payment: null }),
    });
    renderCheckout();
    await screen.findByTestId('checkout-form');
    expect(screen.queryByRole('radio', { name: /Express delivery/ })).toBeNull();
    expect(screen.queryByLabelText('Postal code')).toBeNull();
    expect(screen.getByRole('heading', { name: /Your details/ })).toBeTruthy();
    expect(screen.getByTestId('no-shipping-note').textContent).toContain('Gift cards are sent by e-mail');
    // Nothing ships: the summary has no shipping row, and the mobile number is for the order.
    expect(screen.queryByTestId('summary-shipping')).toBeNull();
    expect(screen.getByText('For updates about your order.')).toBeTruthy();
    type('Email address', 'mei@example.com');
    type('First name', 'Mei');
    type('Last name', 'Tan');
    type('Mobile number', '9123 4567');
    fillCard();
    fireEvent.click(placeButton());
    expect(await screen.findByTestId('order-route')).toBeTruthy();
    const body = api.sent('POST /orders')[0]!.body as PlaceOrderBody;
    expect(body).toMatchObject({ delivery_option: 'standard', expected_total: 5000, recipient: { first_name: 'Mei', mobile: '91234567' } });
    expect(body.shipping_address).toBeUndefined();
    expect(body.billing_address).toBeUndefined();
  });

  it('sends one request for a double press and the same Idempotency-Key when pressed again after a failure; a changed detail gets a new key', async () => {
    const first = deferred<unknown>();
    let calls = 0;
    const api = stubFetch({
      'GET /checkout': checkoutFixture({ paymentMethods: [{ id: 'paynow', name: 'PayNow', description: 'Scan the QR code with your banking app.' }] }),
      'POST /orders': () => {
        calls += 1;
        return calls === 1 ? first.promise : reply(503, { error: { code: 'service_unavailable', message: 'Unavailable' } });
      },
    });
    renderCheckout();
    await screen.findByTestId('checkout-form');
    fillSingapore();
    expect(screen.getByTestId('qr-note').textContent).toContain('we’ll show you a PayNow QR code');

    fireEvent.click(placeButton());
    fireEvent.click(placeButton());
    await waitFor(() => expect(placeButton().textContent).toBe('Placing order…'));
    expect(placeButton()).toHaveProperty('disabled', true);
    expect(api.sent('POST /orders')).toHaveLength(1);
    await act(async () => first.resolve(reply(503, { error: { code: 'service_unavailable', message: 'Unavailable' } })));
    expect((await screen.findByTestId('form-error')).textContent).toBe('We couldn’t place your order. Please try again.');
    expect(placeButton().textContent).toBe('Place order');

    fireEvent.click(placeButton());
    await waitFor(() => expect(api.sent('POST /orders')).toHaveLength(2));
    const [one, two] = api.sent('POST /orders');
    expect(two!.headers['Idempotency-Key']).toBe(one!.headers['Idempotency-Key']);
    await screen.findByText('We couldn’t place your order. Please try again.');

    // Another mobile number: another order attempt, another key.
    type('Mobile number', '9876 5432');
    await waitFor(() => expect(placeButton()).toHaveProperty('disabled', false));
    fireEvent.click(placeButton());
    await waitFor(() => expect(api.sent('POST /orders')).toHaveLength(3));
    expect(api.sent('POST /orders')[2]!.headers['Idempotency-Key']).not.toBe(one!.headers['Idempotency-Key']);
  });

  it('price_changed: says the new total, loads the checkout again and sends the new total with a new key', async () => {
    let checkoutCalls = 0;
    let orderCalls = 0;
    const cheaper = checkoutFixture();
    const dearer = checkoutFixture({
      bag: bagFixture([lineFixture(1, { price: money(4000), subtotal: money(4000) })], { summary: summaryFixture({ subtotal: money(4000), total: money(4500) }) }),
      deliveryOptions: [quote('standard', 500, 4500), quote('express', 1200, 5200), quote('click_and_collect', 0, 4000)],
    });
    const api = stubFetch({
      'GET /checkout': () => (++checkoutCalls === 1 ? cheaper : dearer),
      'POST /orders': () =>
        ++orderCalls === 1
          ? reply(409, { error: { code: 'price_changed', message: 'Your bag total has changed to $45.00. Please review it before paying.', details: { total: money(4500) } } })
          : reply(201, { order: placedOrder() }),
      'POST /orders/order-1/payments': reply(201, { payment: null }),
    });
    renderCheckout();
    await screen.findByTestId('checkout-form');
    fillSingapore();
    fillCard();
    fireEvent.click(placeButton());

    expect((await screen.findByTestId('form-error')).textContent).toBe('Your bag total has changed to $45.00. Please review it before paying.');
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('Total$45.00'));
    expect(api.sent('GET /checkout')).toHaveLength(2);
    // What was typed stays.
    expect(input('Postal code').value).toBe('238859');

    fireEvent.click(placeButton());
    await screen.findByTestId('order-route');
    const [first, second] = api.sent('POST /orders');
    expect((first!.body as PlaceOrderBody).expected_total).toBe(4100);
    expect((second!.body as PlaceOrderBody).expected_total).toBe(4500);
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it('shows the API’s field errors next to their fields (validation_failed)', async () => {
    stubFetch({
      'GET /checkout': checkoutFixture(),
      'POST /orders': reply(400, {
        error: { code: 'validation_failed', message: 'Some of the details are not valid.', details: { fields: { 'shipping_address.postcode': 'Enter a 6-digit postal code.', 'recipient.mobile': 'Enter a valid mobile number.' } } },
      }),
    });
    renderCheckout();
    await screen.findByTestId('checkout-form');
    fillSingapore();
    fillCard();
    fireEvent.click(placeButton());
    expect((await screen.findByTestId('form-error')).textContent).toBe('Please check the details marked below.');
    expect(input('Postal code').getAttribute('aria-invalid')).toBe('true');
    expect(input('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByTestId('error-summary')).getAllByRole('link').map((a) => a.textContent)).toEqual(['Enter a valid mobile number.', 'Enter a 6-digit postal code.']);
  });

  it('out of stock when placing: back to the bag with the reason', async () => {
    stubFetch({
      'GET /checkout': checkoutFixture(),
      'POST /orders': reply(409, { error: { code: 'out_of_stock', message: 'Out of stock. Please remove it to proceed to checkout.', details: { blockers: [{ lineId: 1, code: 'out_of_stock' }] } } }),
    });
    renderCheckout();
    await screen.findByTestId('checkout-form');
    fillSingapore();
    fillCard();
    fireEvent.click(placeButton());
    expect(await screen.findByTestId('cart-route')).toBeTruthy();
    // The notification's look loads with the first one.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Out of stock. Please remove it to proceed to checkout.'));
  });

  it('an empty or blocked bag goes back to the bag, saying why', async () => {
    stubFetch({ 'GET /checkout': checkoutFixture({ bag: bagFixture([lineFixture(1, { outOfStock: true })]) }) });
    renderCheckout();
    expect(await screen.findByTestId('cart-route')).toBeTruthy();
    // The notification's look loads with the first one.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Out of stock. Please remove it to proceed to checkout.'));
  });

  it('click & collect: an unavailable option says why; the stores on a map and a list; the chosen store’s hours; a store_id and no address are sent', async () => {
    const collectOnly = checkoutFixture({
      bag: bagFixture([lineFixture(1, { clickAndCollectOnly: true })]),
      deliveryOptions: [
        quote('standard', 500, 4100, { available: false, unavailableReason: 'An item in your bag can only be collected in store.' }),
        quote('express', 1200, 4800, { available: false, unavailableReason: 'An item in your bag can only be collected in store.' }),
        quote('click_and_collect', 0, 3600),
      ],
    });
    const api = stubFetch({
      'GET /checkout': collectOnly,
      'POST /orders': reply(201, { order: placedOrder({ deliveryOption: 'click_and_collect', storeId: 'sg-jewel', shippingAddress: null }) }),
      'POST /orders/order-1/payments': reply(201, { payment: null }),
    });
    renderCheckout();
    await screen.findByTestId('checkout-form');
    const standard = screen.getByRole('radio', { name: 'Standard delivery $5.00' });
    expect(standard).toHaveProperty('disabled', true);
    expect(document.getElementById(standard.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toBe('An item in your bag can only be collected in store.');
    // The only option there is is chosen.
    expect(screen.getByRole('radio', { name: 'Click & Collect Free' })).toHaveProperty('checked', true);
    expect(screen.getByRole('heading', { name: /Who’s collecting/ })).toBeTruthy();
    expect(screen.queryByLabelText('Block and street name')).toBeNull();

    // Both stores on the map, numbered as in the list; a marker picks its store.
    expect(screen.getAllByTestId('store-marker')).toHaveLength(2);
    expect(screen.getAllByRole('radio', { name: /Blush/ }).map((r) => r.getAttribute('aria-labelledby'))).toHaveLength(2);
    fireEvent.click(screen.getAllByTestId('store-marker')[1]!);
    expect(screen.getByRole('radio', { name: /Blush Jewel Changi/ })).toHaveProperty('checked', true);
    expect(screen.getByTestId('store-hours').textContent).toContain('Daily 10:00–23:00');

    type('Email address', 'mei@example.com');
    type('First name', 'Mei');
    type('Last name', 'Tan');
    type('Mobile number', '91234567');
    fillCard();
    fireEvent.click(placeButton());
    await screen.findByTestId('order-route');
    const body = api.sent('POST /orders')[0]!.body as PlaceOrderBody;
    expect(body.delivery_option).toBe('click_and_collect');
    expect(body.store_id).toBe(STORES[1]!.id);
    expect(body.shipping_address).toBeUndefined();
    expect(body.billing_address).toBeUndefined();
    expect(body.expected_total).toBe(3600);
  });
});
