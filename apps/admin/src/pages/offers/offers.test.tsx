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
    gift_max: 1, gifts: [{ id: 11, sku: 'MINI-1', name: 'Glow Serum', label: text('Serum mini'), stock: 40 }], product_ids: null, products: [], percent: null, status: 'active', uses: 0, version: 3, ...overrides,
  };
}
const bundle = offer({ id: 6, kind: 'bundle', title: text('Duo'), gift_max: null, gifts: [], product_ids: [1, 2], products: [{ id: 1, name: 'Silk Lip Tint', brand: 'Rosé' }, { id: 2, name: 'Glow Serum', brand: 'Lumen' }], percent: 20, min_spend: null, status: 'paused' });

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

  it('lists where and when each offer runs: its countries, its dates in the local time, scheduled / running / ended / paused', async () => {
    fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /offers': { body: { offers: [offer({ countries: ['TH'], starts_at: '2026-11-30T17:00:00.000Z', ends_at: '2026-12-03T16:59:00.000Z', status: 'scheduled' }), offer({ id: 7, title: text('Old'), ends_at: '2026-01-01T00:00:00.000Z', status: 'expired' }), bundle] } },
    });
    renderAdmin('/offers');
    const table = await screen.findByRole('table', { name: 'Gifts with purchase and bundles' });
    const [scheduled, ended, paused] = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(scheduled).toContain('TH2026-12-01 00:00 to 2026-12-03 23:59 (Asia/Bangkok)Scheduled');
    expect(ended).toContain('Every countryUntil 2026-01-01 08:00 (Asia/Singapore)Ended');
    expect(paused).toContain('Every countryNo datesPaused');
  });

  it("sets the countries and reads and clears the dates in the country's local time; the save sends instants", async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /offers/5': { body: offer({ countries: ['SG'], starts_at: '2026-11-30T16:00:00.000Z', ends_at: '2026-12-03T15:59:00.000Z' }) },
      'PATCH /offers/5': (request) => ({ body: offer({ ...(request.body as object), version: 4 }) }),
    });
    renderAdmin('/offers/5');
    const form = await screen.findByRole('form', { name: 'Edit the offer' });
    expect(within(form).getByText('Times are in Asia/Singapore, the local time of Singapore.')).toBeTruthy();
    const starts = within(form).getByRole('group', { name: 'Starts (Asia/Singapore)' });
    expect(within(starts).getByRole('spinbutton', { name: /day/i }).getAttribute('aria-valuenow')).toBe('1');
    expect(within(starts).getByRole('spinbutton', { name: /hour/i }).getAttribute('aria-valuenow')).toBe('0');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Thailand' }));
    expect(within(form).getByText('Times are in Asia/Singapore for every country the offer runs in.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Clear Ends (Asia/Singapore)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save offer' }));
    await vi.waitFor(() => expect(api.to('PATCH /offers/5')).toHaveLength(1));
    expect(api.to('PATCH /offers/5')[0]!.body).toMatchObject({ countries: ['SG', 'TH'], starts_at: '2026-11-30T16:00:00.000Z', ends_at: null, version: 3 });
  });

  it("chooses a bundle's products by searching the catalogue and removes one; the save sends their ids", async () => {
    const variant = (sku: string, id: number, name: string, brand: string) => ({ sku, variant_id: id * 10, product: { id, slug: `p-${id}`, name }, brand, label: null, markets: [] });
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /offers/6': { body: bundle },
      'GET /catalog/variants': { body: { variants: [variant('GLOW-30', 2, 'Glow Serum', 'Lumen'), variant('VELV-01', 3, 'Velvet Blush', 'Rosé'), variant('VELV-02', 3, 'Velvet Blush', 'Rosé')] } },
      'PATCH /offers/6': (request) => ({ body: { ...bundle, version: 4, product_ids: (request.body as { product_ids: number[] }).product_ids } }),
    });
    renderAdmin('/offers/6');
    const form = await screen.findByRole('form', { name: 'Edit the offer' });
    const chosen = within(form).getByRole('list', { name: 'Products in the bundle (2)' });
    expect(within(chosen).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Rosé · Silk Lip TintRemove', 'Lumen · Glow SerumRemove']);
    const search = within(form).getByRole('combobox', { name: 'Add a product (name, brand or SKU)' });
    search.focus();
    fireEvent.change(search, { target: { value: 'velv' } });
    const option = await screen.findByRole('option', { name: /Rosé · Velvet Blush \(VELV-01\)/ });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.click(option);
    fireEvent.click(await within(form).findByRole('button', { name: 'Remove Silk Lip Tint from the bundle' }));
    expect(within(within(form).getByRole('list', { name: 'Products in the bundle (2)' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lumen · Glow SerumRemove', 'Rosé · Velvet BlushRemove']);
    expect(api.to('GET /catalog/variants').at(-1)!.query.get('q')).toBe('velv');
    fireEvent.click(within(form).getByRole('button', { name: 'Save offer' }));
    await vi.waitFor(() => expect(api.to('PATCH /offers/6')).toHaveLength(1));
    expect(api.to('PATCH /offers/6')[0]!.body).toMatchObject({ product_ids: [2, 3], percent: 20, version: 3 });
  });
});
