import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { VariantStockResponse } from '@blush/shared/admin-stock-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture, variantFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const variant = variantFixture([{ country: 'SG', currency: 'SGD', price: 2490, sale_price: null, stock: 7, available: true, version: 3 }]);

const stock = (store: { quantity: number; version: number }, total = 7): VariantStockResponse => ({
  sku: 'ROSE-LT-01',
  countries: [{ country: 'SG', stock: total, version: 3 }],
  locations: [
    { code: 'WH-SG', kind: 'warehouse', country: 'SG', name: 'SG warehouse', ships_online: true, quantity: total, version: 2, editable: false },
    { code: 'SG-ION-ORCHARD', kind: 'store', country: 'SG', name: 'Blush ION Orchard', ships_online: false, quantity: store.quantity, version: store.version, editable: true },
  ],
});

describe('stock by location', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lets a store manager set their store's shelf with the version seen; warehouses are view only; a colleague's change is told and the rows reload", async () => {
    let shelf = { quantity: 4, version: 1 };
    const api = fakeApi({
      'GET /me': { body: meFixture('store_manager') },
      'GET /catalog/variants': { body: { variants: [variant] } },
      'GET /catalog/variants/ROSE-LT-01/stock': () => ({ body: stock(shelf) }),
      'PUT /catalog/variants/ROSE-LT-01/stock/SG-ION-ORCHARD': (request) => {
        const body = request.body as { version: number; quantity: number };
        if (body.version !== shelf.version) return apiError(409, 'edit_conflict', 'Someone else changed this while you were editing.');
        shelf = { quantity: body.quantity, version: shelf.version + 1 };
        return { body: { sku: 'ROSE-LT-01', location: 'SG-ION-ORCHARD', country: 'SG', quantity: shelf.quantity, version: shelf.version, country_stock: 7 } };
      },
    });
    renderAdmin('/catalog');
    fireEvent.click(await screen.findByRole('button', { name: 'Stock by location: ROSE-LT-01 in SG' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock of ROSE-LT-01 by location in SG' });
    const table = await within(dialog).findByRole('table', { name: 'Locations in SG' });
    expect(api.to('GET /catalog/variants/ROSE-LT-01/stock')[0]!.query.get('country')).toBe('SG');
    expect(within(dialog).getByText('Sold online in SG: 7 (the sum at its warehouses). Store shelves are not sold online.')).toBeTruthy();
    const [warehouse, store] = within(table).getAllByRole('row').slice(1);
    expect(within(warehouse!).getByRole('rowheader').textContent).toBe('Singapore warehouseWH-SG');
    expect(within(warehouse!).getByText('Warehouse, ships online')).toBeTruthy();
    expect(within(warehouse!).getByText('View only')).toBeTruthy();
    expect(within(warehouse!).queryByRole('textbox')).toBeNull();

    const field = within(store!).getByRole('textbox', { name: 'New quantity at Blush ION Orchard' });
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.blur(field);
    fireEvent.click(within(store!).getByRole('button', { name: 'Save Blush ION Orchard' }));
    expect(await within(dialog).findByText('Saved: Blush ION Orchard holds 9. Sold online in SG: 7.')).toBeTruthy();
    expect(api.to('PUT /catalog/variants/ROSE-LT-01/stock/SG-ION-ORCHARD')[0]!.body).toEqual({ version: 1, quantity: 9 });
    await vi.waitFor(() => expect(within(dialog).getAllByRole('row')[2]!.textContent).toContain('9'));

    // A colleague sets the shelf meanwhile: the save carrying the version seen is told, the rows reload.
    shelf = { quantity: 2, version: 5 };
    const loads = api.to('GET /catalog/variants/ROSE-LT-01/stock').length;
    const again = within(dialog).getByRole('textbox', { name: 'New quantity at Blush ION Orchard' });
    fireEvent.change(again, { target: { value: '12' } });
    fireEvent.blur(again);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Blush ION Orchard' }));
    expect(await within(dialog).findByText('Someone else changed this while you were editing.')).toBeTruthy();
    await vi.waitFor(() => expect(api.to('GET /catalog/variants/ROSE-LT-01/stock').length).toBeGreaterThan(loads));
    await vi.waitFor(() => expect((within(dialog).getByRole('textbox', { name: 'New quantity at Blush ION Orchard' }) as HTMLInputElement).value).toBe('2'));
  });

  it('shows no stock-by-location button to a role without stock.write', async () => {
    fakeApi({ 'GET /me': { body: meFixture('customer_service') }, 'GET /catalog/variants': { body: { variants: [variant] } } });
    renderAdmin('/catalog');
    await screen.findByRole('table', { name: 'Newest products first, with price and stock per country' });
    expect(screen.queryByRole('button', { name: /Stock by location/ })).toBeNull();
  });
});
