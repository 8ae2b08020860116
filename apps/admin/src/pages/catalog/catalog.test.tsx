import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminCatalogImportResponse } from '@blush/shared/admin-catalog-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture, variantFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const variant = variantFixture([
    { country: 'SG', currency: 'SGD', price: 2490, sale_price: null, stock: 7, available: true, version: 3 },
    { country: 'MY', currency: 'MYR', price: 7900, sale_price: 6900, stock: 0, available: true, version: 1 },
  ]);

const dryRun = (overrides: Partial<AdminCatalogImportResponse> = {}): AdminCatalogImportResponse => ({
  dry_run: true,
  applied: false,
  rows: 1,
  changed: 1,
  changes: [{ line: 2, sku: 'ROSE-LT-01', country: 'SG', currency: 'SGD', before: { price: 2490, sale_price: null }, after: { price: 2990, sale_price: 2590 }, changed: true }],
  errors: [],
  ...overrides,
});

describe('catalogue', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('finds variants with price, sale price and stock per country; the search is in the URL', async () => {
    const api = fakeApi({ 'GET /me': { body: meFixture('customer_service') }, 'GET /catalog/variants': { body: { variants: [variant] } } });
    renderAdmin('/catalog?q=rose');
    const table = await screen.findByRole('table', { name: 'Variants matching “rose”' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Each price as that country's shop writes it (the country column says which currency).
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent!.replace(/\s/g, ' ')))).toEqual([
      ['Rosé · Silk Lip TintPetal', 'SG', '$24.90', '—', '7'],
      ['', 'MY', 'RM 79.00', 'RM 69.00', '0'],
    ]);
    expect(api.to('GET /catalog/variants')[0]!.query.get('q')).toBe('rose');
    // Customer service reads the catalogue but edits nothing, and imports nothing.
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import prices' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export prices (CSV)' }).getAttribute('href')).toBe('/api/admin/v1/catalog/prices/export.csv');
  });

  it('edits a price and the stock with the version seen; a colleague’s change is told and the list reloads', async () => {
    let version = 3;
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /catalog/variants': { body: { variants: [variant] } },
      'PATCH /catalog/variants/ROSE-LT-01/markets/SG/price': (request) =>
        (request.body as { version: number }).version === version ? { body: { sku: 'ROSE-LT-01', country: 'SG', price: 2990, sale_price: 2590, stock: 7, version: ++version } } : apiError(409, 'edit_conflict', 'Someone else changed this while you were editing.'),
      'PATCH /catalog/variants/ROSE-LT-01/markets/SG/stock': { body: { sku: 'ROSE-LT-01', country: 'SG', price: 2990, sale_price: 2590, stock: 12, version: 5 } },
    });
    renderAdmin('/catalog');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit ROSE-LT-01 in SG' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ROSE-LT-01 in SG' });
    fireEvent.change(within(dialog).getByLabelText('Sale price (SGD)'), { target: { value: '30.00' } });
    fireEvent.change(within(dialog).getByLabelText('Price (SGD)'), { target: { value: '29.90' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a sale price lower than the price, or leave it empty.')).toBeTruthy();
    expect(api.to('PATCH /catalog/variants/ROSE-LT-01/markets/SG/price')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Sale price (SGD)'), { target: { value: '25.90' } });
    fireEvent.change(within(dialog).getByLabelText('Stock'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: ROSE-LT-01 in SG. The shop shows it now.')).toBeTruthy();
    expect(api.to('PATCH /catalog/variants/ROSE-LT-01/markets/SG/price')[0]!.body).toEqual({ version: 3, price: 2990, sale_price: 2590 });
    expect(api.to('PATCH /catalog/variants/ROSE-LT-01/markets/SG/stock')[0]!.body).toEqual({ version: 4, stock: 12 });

    // The list still says version 3: a second edit from it is stale.
    const loads = api.to('GET /catalog/variants').length;
    fireEvent.click(await screen.findByRole('button', { name: 'Edit ROSE-LT-01 in SG' }));
    const again = await screen.findByRole('dialog', { name: 'Edit ROSE-LT-01 in SG' });
    fireEvent.change(within(again).getByLabelText('Price (SGD)'), { target: { value: '31.00' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByText('Someone else changed this while you were editing.')).toBeTruthy();
    await vi.waitFor(() => expect(api.to('GET /catalog/variants').length).toBeGreaterThan(loads));
  });

  it('imports prices: Apply only after a clean check of the same text; the check shows before → after and each wrong line', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'POST /catalog/prices/import': (request) => {
        const body = request.body as { csv: string; dry_run: boolean };
        if (body.csv.includes('NOPE')) return { body: dryRun({ rows: 2, errors: [{ line: 3, sku: 'NOPE', code: 'unknown_sku' }] }) };
        return { body: body.dry_run ? dryRun() : dryRun({ dry_run: false, applied: true }) };
      },
    });
    renderAdmin('/catalog/import');
    const text = await screen.findByLabelText('CSV text');
    const apply = () => screen.getByRole('button', { name: 'Apply' });
    fireEvent.change(text, { target: { value: 'sku,country,price,sale_price\nROSE-LT-01,SG,29.90,25.90\nNOPE,SG,1.00,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const errors = await screen.findByRole('table', { name: 'Lines that cannot be imported' });
    expect(within(errors).getAllByRole('row')[1]!.textContent).toBe('3NOPENo variant has this SKU.');
    expect(apply().hasAttribute('disabled') || apply().getAttribute('data-disabled') !== null).toBe(true);

    fireEvent.change(text, { target: { value: 'sku,country,price,sale_price\nROSE-LT-01,SG,29.90,25.90' } });
    expect(screen.queryByRole('table', { name: 'Lines that cannot be imported' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const changes = await screen.findByRole('table', { name: 'What would change' });
    expect(within(changes).getAllByRole('row')[1]!.textContent).toBe('2ROSE-LT-01SG$24.90$29.90, on sale $25.90');
    expect(screen.getByText('Lines: 1. To change: 1. With errors: 0.')).toBeTruthy();
    await vi.waitFor(() => expect(apply().getAttribute('data-disabled')).toBeNull());

    // Editing the text after the check asks for a new check.
    fireEvent.change(text, { target: { value: 'sku,country,price,sale_price\nROSE-LT-01,SG,19.90,' } });
    expect(apply().getAttribute('data-disabled')).not.toBeNull();
    fireEvent.change(text, { target: { value: 'sku,country,price,sale_price\nROSE-LT-01,SG,29.90,25.90' } });
    fireEvent.click(apply());
    expect(await screen.findByText('Applied. Prices changed: 1. The shop shows them now.')).toBeTruthy();
    const sent = api.to('POST /catalog/prices/import').map((r) => r.body as { dry_run: boolean });
    expect(sent.map((b) => b.dry_run)).toEqual([true, true, false]);
  });

  it('lets operations set stock but not prices; a store manager, whose stock is per store, edits nothing here', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('operations') },
      'GET /catalog/variants': { body: { variants: [variant] } },
      'PATCH /catalog/variants/ROSE-LT-01/markets/MY/stock': { body: { sku: 'ROSE-LT-01', country: 'MY', price: 7900, sale_price: 6900, stock: 5, version: 2 } },
    });
    const { unmount } = renderAdmin('/catalog');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit ROSE-LT-01 in MY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ROSE-LT-01 in MY' });
    expect((within(dialog).getByLabelText('Price (MYR)') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Stock'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: ROSE-LT-01 in MY. The shop shows it now.')).toBeTruthy();
    expect(api.to('PATCH /catalog/variants/ROSE-LT-01/markets/MY/stock')[0]!.body).toEqual({ version: 1, stock: 5 });
    expect(api.to('PATCH /catalog/variants/ROSE-LT-01/markets/MY/price')).toHaveLength(0);
    unmount();

    vi.unstubAllGlobals();
    fakeApi({ 'GET /me': { body: meFixture('store_manager') }, 'GET /catalog/variants': { body: { variants: [variant] } } });
    renderAdmin('/catalog');
    await screen.findByRole('table', { name: 'Newest products first, with price and stock per country' });
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('shows the Catalogue menu entry to roles with catalog.read only, and the import page only with prices.write', async () => {
    fakeApi({ 'GET /me': { body: meFixture('store_manager') }, 'GET /catalog/variants': { body: { variants: [] } } });
    renderAdmin('/catalog/import');
    expect(await screen.findByRole('link', { name: 'Catalogue' })).toBeTruthy();
    expect(await screen.findByText('You are not authorized to perform this action.')).toBeTruthy();
  });
});
