import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminPromotion, AdminPromotionPreview } from '@blush/shared/admin-promotion-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

function promotion(overrides: Partial<AdminPromotion> = {}): AdminPromotion {
  return {
    id: 7,
    code: 'GLOW10',
    kind: 'percentage',
    title: { en: 'Glow 10% off', id: 'Diskon Glow 10%', th: 'Glow ลด 10%', zh: 'Glow 9 折' },
    percent: 10,
    amounts: null,
    min_spend: { SG: 50_00 },
    first_order_only: false,
    product_ids: null,
    brand_ids: [3],
    countries: ['SG'],
    starts_at: null,
    ends_at: '2026-12-31T15:59:00.000Z',
    usage_limit: 500,
    per_customer_limit: 1,
    status: 'active',
    uses: 12,
    version: 4,
    ...overrides,
  };
}
const paused = promotion({ id: 8, code: 'SHIPFREE', kind: 'free_shipping', percent: null, min_spend: null, brand_ids: null, status: 'paused', usage_limit: null, uses: 3 });

describe('promotions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists promo codes with their offer, status and uses; filters go to the API; pause and resume', async () => {
    let rows = [promotion(), paused];
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /promotions': () => ({ body: { promotions: rows } }),
      'POST /promotions/7/pause': () => {
        rows = [promotion({ status: 'paused', version: 5 }), paused];
        return { body: rows[0] };
      },
    });
    renderAdmin('/promotions');
    expect(await screen.findByRole('link', { name: 'Promotions' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    const [glow, ship] = within(table).getAllByRole('row').slice(1);
    expect(within(glow!).getByRole('rowheader').textContent).toBe('GLOW10');
    expect(glow!.textContent).toContain('10% off · minimum spend');
    expect(glow!.textContent).toContain('Active');
    expect(glow!.textContent).toContain('12 of 500');
    expect(ship!.textContent).toContain('Free shipping');
    expect(ship!.textContent).toContain('Paused');
    expect(within(ship!).getByRole('button', { name: 'Resume SHIPFREE' })).toBeTruthy();

    fireEvent.click(within(glow!).getByRole('button', { name: 'Pause GLOW10' }));
    expect(await screen.findByText('GLOW10 is paused: shoppers can no longer use it.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Resume GLOW10' })).toBeTruthy());

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paused' } });
    fireEvent.change(screen.getByLabelText('Code or title'), { target: { value: 'glow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(api.to('GET /promotions').at(-1)!.query.get('status')).toBe('paused'));
    expect(api.to('GET /promotions').at(-1)!.query.get('q')).toBe('glow');
  });

  it('customer service sees the list but no pause, create or save', async () => {
    fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      'GET /promotions': { body: { promotions: [promotion()] } },
      'GET /promotions/7': { body: promotion() },
    });
    renderAdmin('/promotions');
    await screen.findByRole('table', { name: 'Promo codes' });
    expect(screen.queryByRole('button', { name: 'Pause GLOW10' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New promo code' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Open GLOW10' }));
    await screen.findByRole('heading', { name: 'Promo code GLOW10' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('creates a promo code from the form: amounts in minor units per country, limits and window', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'POST /promotions': (request) => ({ status: 201, body: promotion({ id: 9, code: 'TAKE5', kind: 'fixed', percent: null, amounts: (request.body as { amounts: Record<string, number> }).amounts, version: 1 }) }),
      'GET /promotions/9': { body: promotion({ id: 9, code: 'TAKE5', kind: 'fixed', percent: null, amounts: { SG: 5_00 }, version: 1 }) },
      'GET /promotions': { body: { promotions: [] } },
    });
    renderAdmin('/promotions/new');
    const form = await screen.findByRole('form', { name: 'New promo code' });
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'TAKE5' } });
    fireEvent.change(within(form).getByLabelText('Kind of offer'), { target: { value: 'fixed' } });
    fireEvent.change(within(form).getByLabelText('SG (SGD)', { selector: '#amounts-SG' }), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Title shoppers see (English)'), { target: { value: 'Take $5 off' } });
    fireEvent.change(within(form).getByLabelText('SG (SGD)', { selector: '#min_spend-SG' }), { target: { value: '40.50' } });
    fireEvent.change(within(form).getByLabelText('Uses per customer (empty: no limit)'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'First order only' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await screen.findByText('TAKE5 is created.')).toBeTruthy();
    expect(api.to('POST /promotions')[0]!.body).toMatchObject({
      code: 'TAKE5', kind: 'fixed', amounts: { SG: 5_00 }, min_spend: { SG: 40_50 }, percent: null, first_order_only: true, per_customer_limit: 1, usage_limit: null,
      title: { en: 'Take $5 off', id: '', th: '', zh: '' }, starts_at: null, ends_at: null, countries: null,
    });
    await screen.findByRole('heading', { name: 'Promo code TAKE5' });
  });

  it('an amount that is not a number is pointed out and nothing is sent', async () => {
    const api = fakeApi({ 'GET /me': { body: meFixture('merchandiser') } });
    renderAdmin('/promotions/new');
    const form = await screen.findByRole('form', { name: 'New promo code' });
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'BAD' } });
    fireEvent.change(within(form).getByLabelText('Title shoppers see (English)'), { target: { value: 'Bad' } });
    fireEvent.change(within(form).getByLabelText('SG (SGD)', { selector: '#min_spend-SG' }), { target: { value: '-4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await screen.findByText('Enter an amount such as 12.50.')).toBeTruthy();
    expect(within(form).getByLabelText('SG (SGD)', { selector: '#min_spend-SG' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.to('POST /promotions')).toHaveLength(0);
  });

  it('saves with the version read; when a colleague saved first (409) it says so and reloads their version', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /promotions/7': (_request, count) => ({ body: count === 1 ? promotion() : promotion({ percent: 15, version: 5 }) }),
      'PATCH /promotions/7': apiError(409, 'edit_conflict', 'Someone else changed this while you were editing.'),
    });
    renderAdmin('/promotions/7');
    const form = await screen.findByRole('form', { name: 'Promo code GLOW10' });
    expect((within(form).getByLabelText('Percent off (1–100)') as HTMLInputElement).value).toBe('10');
    fireEvent.change(within(form).getByLabelText('Percent off (1–100)'), { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed this promo code while you were editing/)).toBeTruthy();
    expect(api.to('PATCH /promotions/7')[0]!.body).toMatchObject({ percent: 20, version: 4, code: 'GLOW10', brand_ids: [3], min_spend: { SG: 50_00 } });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect((screen.getByLabelText('Percent off (1–100)') as HTMLInputElement).value).toBe('15'));
  });

  it('previews the form’s rules on a sample bag in a country and shows the discount per line', async () => {
    const answer: AdminPromotionPreview = {
      currency: 'MYR', applies: true, reason: null, missing: null, subtotal: 120_00, discount: 12_00, total: 108_00, free_shipping: false,
      lines: [
        { sku: 'LIP-01', name: 'Silk Lip Tint', quantity: 2, unit_price: 40_00, discount: 8_00, found: true, payable: true },
        { sku: 'SER-02', name: 'Dew Serum', quantity: 1, unit_price: 40_00, discount: 4_00, found: true, payable: true },
      ],
    };
    const api = fakeApi({
      'GET /me': { body: meFixture('customer_service') },
      'GET /promotions/7': { body: promotion() },
      'POST /promotions/preview': { body: answer },
    });
    renderAdmin('/promotions/7');
    const panel = await screen.findByRole('region', { name: 'Preview on a sample bag' });
    fireEvent.change(within(panel).getByLabelText('Country'), { target: { value: 'MY' } });
    fireEvent.change(within(panel).getByLabelText('SKU 1'), { target: { value: 'LIP-01' } });
    fireEvent.change(within(panel).getByLabelText('Quantity 1'), { target: { value: '2' } });
    fireEvent.change(within(panel).getByLabelText('SKU 2'), { target: { value: 'SER-02' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Preview' }));
    const result = await within(panel).findByRole('status');
    expect(result.textContent).toContain('The code applies');
    expect(api.to('POST /promotions/preview')[0]!.body).toMatchObject({ country: 'MY', bag: [{ sku: 'LIP-01', quantity: 2 }, { sku: 'SER-02', quantity: 1 }], shopper_orders: 0, rules: { kind: 'percentage', percent: 10, brand_ids: [3] } });
    const rows = within(within(result).getByRole('table')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Silk Lip Tint');
    expect(rows[1]!.textContent).toMatch(/−MYR\s?8\.00/);
  });

  it('a preview that does not apply says why, with the spend missing', async () => {
    fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'POST /promotions/preview': { body: { currency: 'SGD', applies: false, reason: 'min_spend', missing: 10_00, subtotal: 40_00, discount: 0, total: 40_00, free_shipping: false, lines: [{ sku: 'LIP-01', name: 'Silk Lip Tint', quantity: 1, unit_price: 40_00, discount: 0, found: true, payable: true }] } },
    });
    renderAdmin('/promotions/new');
    const panel = await screen.findByRole('region', { name: 'Preview on a sample bag' });
    fireEvent.change(within(panel).getByLabelText('SKU 1'), { target: { value: 'LIP-01' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Preview' }));
    expect((await within(panel).findByRole('status')).textContent).toMatch(/The code does not apply yet: S?\$\s?10\.00 more of eligible products is needed\./);
  });
});
