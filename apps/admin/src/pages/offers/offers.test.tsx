import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminOffer } from '@blush/shared/admin-offer-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const text = (en: string) => ({ en, id: `${en} id`, th: `${en} th`, zh: `${en} zh` });
function offer(overrides: Partial<AdminOffer> = {}): AdminOffer {
  return {
    id: 5, kind: 'gift', title: text('Spend $60, get a mini'), details: text(''), min_spend: { SG: 60_00 }, countries: null, starts_at: null, ends_at: null,
    gift_max: 1, gifts: [{ id: 11, sku: 'MINI-1', name: 'Glow Serum', label: text('Serum mini'), stock: 40 }], product_ids: null, percent: null, status: 'active', uses: 0, version: 3, ...overrides,
  };
}
const bundle = offer({ id: 6, kind: 'bundle', title: text('Duo'), gift_max: null, gifts: [], product_ids: [1, 2], percent: 20, min_spend: null, status: 'paused' });

describe('gifts with purchase and bundles', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists offers with their gift set or bundle and pauses one', async () => {
    let rows = [offer(), bundle];
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /offers': () => ({ body: { offers: rows } }),
      'POST /offers/5/pause': () => {
        rows = [offer({ status: 'paused', version: 4 }), bundle];
        return { body: rows[0] };
      },
    });
    renderAdmin('/offers');
    const table = await screen.findByRole('table', { name: 'Gifts with purchase and bundles' });
    const [gift, duo] = within(table).getAllByRole('row').slice(1);
    expect(gift!.textContent).toContain('Choose 1 of: Serum mini (40)');
    expect(duo!.textContent).toContain('20% off each set of 2 products');
    expect(duo!.textContent).toContain('Paused');
    fireEvent.click(within(gift!).getByRole('button', { name: 'Pause Spend $60, get a mini' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Spend $60, get a mini is paused: bags no longer get it.'));
    expect(api.to('POST /offers/5/pause')).toHaveLength(1);
  });

  it('creates a gift with purchase with its gift set; an unknown SKU is told as the API words it', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /offers': { body: { offers: [] } },
      'GET /offers/9': { body: offer({ id: 9, version: 1 }) },
      'POST /offers': (request) => ((request.body as { gifts: Array<{ sku: string }> }).gifts[0]!.sku === 'NOPE' ? apiError(422, 'free_item_sku_unknown', 'No product variant has the SKU NOPE.') : { status: 201, body: offer({ id: 9, version: 1 }) }),
    });
    renderAdmin('/offers/new');
    const form = await screen.findByRole('form', { name: 'New gift or bundle' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Title shoppers see \(English\)/ }), { target: { value: 'Spend $60, get a mini' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^SG/ }), { target: { value: '60' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /SKU of gift 1/ }), { target: { value: 'NOPE' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Label of gift 1 \(English\)/ }), { target: { value: 'Serum mini' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Stock of gift 1/ }), { target: { value: '40' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create offer' }));
    await vi.waitFor(() => expect(within(form).getAllByRole('alert').some((a) => a.textContent === 'No product variant has the SKU NOPE.')).toBe(true));
    fireEvent.change(within(form).getByRole('textbox', { name: /SKU of gift 1/ }), { target: { value: 'MINI-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create offer' }));
    await vi.waitFor(() => expect(api.to('POST /offers')).toHaveLength(2));
    expect(api.to('POST /offers')[1]!.body).toMatchObject({ kind: 'gift', min_spend: { SG: 60_00 }, gift_max: 1, gifts: [{ sku: 'MINI-1', label: { en: 'Serum mini' }, stock: 40 }], product_ids: null });
    await screen.findByRole('heading', { level: 1, name: 'Spend $60, get a mini' });
  });

  it('an edit names the version read; a conflict is shown; the preview says whether the gift choice opens', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /offers/5': { body: offer() },
      'PATCH /offers/5': apiError(409, 'edit_conflict', 'Someone else changed this while you were editing.'),
      'POST /offers/5/gifts/11/stock': apiError(422, 'free_item_stock_negative', 'Stock cannot go below zero. Only 40 left.'),
      'POST /offers/preview': { body: { currency: 'SGD', subtotal: 40_00, gift_choice: { opens: false, max: 1, gifts: [], reason: 'min_spend', missing: 20_00 }, bundle: null } },
    });
    renderAdmin('/offers/5');
    const form = await screen.findByRole('form', { name: 'Edit the offer' });
    expect(within(form).getByText(/In stock: 40/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save offer' }));
    await vi.waitFor(() => expect(within(form).getAllByRole('alert').some((a) => a.textContent?.includes('Someone else changed this'))).toBe(true));
    expect(api.to('PATCH /offers/5')[0]!.body).toMatchObject({ version: 3, gifts: [{ id: 11, sku: 'MINI-1' }] });
    fireEvent.change(within(form).getByRole('textbox', { name: /Add to stock of gift 1/ }), { target: { value: '-50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(within(form).getAllByRole('alert').some((a) => a.textContent === 'Stock cannot go below zero. Only 40 left.')).toBe(true));
    expect(api.to('POST /offers/5/gifts/11/stock')[0]!.body).toEqual({ delta: -50 });
    const panel = screen.getByRole('region', { name: 'Preview on a sample bag' });
    fireEvent.change(within(panel).getByRole('textbox', { name: /SKUs in the sample bag/ }), { target: { value: 'LIP-01' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Preview' }));
    await vi.waitFor(() => expect(within(panel).getByRole('status').textContent).toContain('No gift yet'));
    expect(api.to('POST /offers/preview')[0]!.body).toMatchObject({ country: 'SG', bag: [{ sku: 'LIP-01', quantity: 1 }], rules: { kind: 'gift' } });
  });
});
