import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminVariant } from '@blush/shared/admin-catalog-contracts';
import type { AdminSaleWindow } from '@blush/shared/admin-sale-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const variant: AdminVariant = {
  sku: 'ROSE-LT-01',
  variant_id: 11,
  product: { id: 3, slug: 'silk-lip-tint', name: 'Silk Lip Tint' },
  brand: 'Rosé',
  label: null,
  markets: [{ country: 'TH', currency: 'THB', price: 50000, sale_price: null, stock: 7, available: true, version: 3 }],
};
const running: AdminSaleWindow = { id: 7, sale_price: 42000, starts_at: '2026-11-20T17:00:00.000Z', ends_at: '2026-11-30T16:59:00.000Z', starts_local: '2026-11-21T00:00', ends_local: '2026-11-30T23:59', status: 'active', version: 2 };
const later: AdminSaleWindow = { id: 8, sale_price: 39900, starts_at: '2026-11-30T17:00:00.000Z', ends_at: '2026-12-03T16:59:00.000Z', starts_local: '2026-12-01T00:00', ends_local: '2026-12-03T23:59', status: 'scheduled', version: 1 };

describe('scheduled sales', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("schedules a sale in the country's local time, lists scheduled and running sales, cancels one and ends one now", async () => {
    let windows = [running];
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /catalog/variants': { body: { variants: [variant] } },
      'GET /catalog/variants/ROSE-LT-01/markets/TH/sales': () => ({ body: { time_zone: 'Asia/Bangkok', windows } }),
      'POST /catalog/variants/ROSE-LT-01/markets/TH/sales': (request) => {
        const body = request.body as { starts_at: string };
        if (body.starts_at === '2026-11-25T00:00') return apiError(409, 'sale_window_overlap', 'This sale overlaps another sale of the same product in this country. Change its dates or cancel the other sale first.');
        windows = [running, later];
        return { body: later };
      },
      'POST /catalog/sales/8/cancel': () => {
        windows = [running];
        return { body: { ...later, status: 'cancelled' } };
      },
      'POST /catalog/sales/7/end': () => {
        windows = [];
        return { body: { ...running, status: 'ended' } };
      },
    });
    renderAdmin('/catalog');
    fireEvent.click(await screen.findByRole('button', { name: 'Sales of ROSE-LT-01 in TH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sales of ROSE-LT-01 in TH' });
    expect(await within(dialog).findByText(/^Times are in Asia\/Bangkok/)).toBeTruthy();
    const table = await within(dialog).findByRole('table', { name: 'Scheduled and running sales' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('2026-11-21 00:00 to 2026-11-30 23:59Running');

    const fill = (sale: string, starts: string, ends: string) => {
      fireEvent.change(within(dialog).getByLabelText('Sale price (THB)'), { target: { value: sale } });
      fireEvent.change(within(dialog).getByLabelText('Starts (Asia/Bangkok)'), { target: { value: starts } });
      fireEvent.change(within(dialog).getByLabelText('Ends (Asia/Bangkok)'), { target: { value: ends } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule sale' }));
    };
    fill('500', '2026-12-01T00:00', '2026-12-03T23:59');
    expect(await within(dialog).findByText('Enter a sale price lower than the price.')).toBeTruthy();
    fill('399', '2026-12-03T00:00', '2026-12-01T00:00');
    expect(await within(dialog).findByText('Enter a start and an end after it.')).toBeTruthy();
    fill('399', '2026-11-25T00:00', '2026-12-03T23:59');
    expect(await within(dialog).findByText(/overlaps another sale/)).toBeTruthy();
    fill('399', '2026-12-01T00:00', '2026-12-03T23:59');
    expect(await within(dialog).findByText(/Sale scheduled: .*399\.00 from 2026-12-01 00:00 to 2026-12-03 23:59\./)).toBeTruthy();
    expect(api.to('POST /catalog/variants/ROSE-LT-01/markets/TH/sales').at(-1)!.body).toEqual({ sale_price: 39900, starts_at: '2026-12-01T00:00', ends_at: '2026-12-03T23:59' });

    fireEvent.click(await within(dialog).findByRole('button', { name: /^Cancel \(sale .*399\.00\)$/ }));
    expect(await within(dialog).findByText(/Sale .*399\.00 cancelled\./)).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: /^End now \(sale .*420\.00\)$/ }));
    expect(await within(dialog).findByText('No sale scheduled or running.')).toBeTruthy();
    expect(api.to('POST /catalog/sales/7/end')).toHaveLength(1);
  });

  it("changes a scheduled sale's price and times, and moves a running sale's end; a stale version shows the translated conflict", async () => {
    let windows = [running, later];
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /catalog/variants': { body: { variants: [variant] } },
      'GET /catalog/variants/ROSE-LT-01/markets/TH/sales': () => ({ body: { time_zone: 'Asia/Bangkok', windows } }),
      'PATCH /catalog/sales/8': (request) => {
        const body = request.body as { sale_price: number; starts_at: string; ends_at: string };
        const changed = { ...later, sale_price: body.sale_price, starts_local: body.starts_at, ends_local: body.ends_at, version: 2 };
        windows = [running, changed];
        return { body: changed };
      },
      'PATCH /catalog/sales/7': () => apiError(409, 'edit_conflict', 'Someone else changed this while you were editing. Reload to see their changes, then try again.'),
    });
    renderAdmin('/catalog');
    fireEvent.click(await screen.findByRole('button', { name: 'Sales of ROSE-LT-01 in TH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sales of ROSE-LT-01 in TH' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Change \(sale .*399\.00\)$/ }));
    expect((within(dialog).getByLabelText('Sale price (THB)') as HTMLInputElement).value).toBe('399.00');
    fireEvent.change(within(dialog).getByLabelText('Sale price (THB)'), { target: { value: '380' } });
    fireEvent.change(within(dialog).getByLabelText('Ends (Asia/Bangkok)'), { target: { value: '2026-12-04T23:59' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save change' }));
    expect(await within(dialog).findByText(/Sale changed: .*380\.00 from 2026-12-01 00:00 to 2026-12-04 23:59\./)).toBeTruthy();
    expect(api.to('PATCH /catalog/sales/8').at(-1)!.body).toEqual({ sale_price: 38000, starts_at: '2026-12-01T00:00', ends_at: '2026-12-04T23:59', version: 1 });

    fireEvent.click(await within(dialog).findByRole('button', { name: /^Change end \(sale .*420\.00\)$/ }));
    expect(within(dialog).getByText('The sale is running: only its end can move, and not before now.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Starts (Asia/Bangkok)') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Ends (Asia/Bangkok)'), { target: { value: '2026-11-29T12:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save change' }));
    expect(await within(dialog).findByText(/Someone else changed this/)).toBeTruthy();
    expect(api.to('PATCH /catalog/sales/7').at(-1)!.body).toEqual({ sale_price: 42000, starts_at: '2026-11-21T00:00', ends_at: '2026-11-29T12:00', version: 2 });
  });

  it('shows no sales button to operations, who set stock but not prices', async () => {
    fakeApi({ 'GET /me': { body: meFixture('operations') }, 'GET /catalog/variants': { body: { variants: [variant] } } });
    renderAdmin('/catalog');
    expect(await screen.findByRole('button', { name: 'Edit ROSE-LT-01 in TH' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Sales of/ })).toBeNull();
  });

  it('the price file check shows the sale window a line schedules', async () => {
    fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'POST /catalog/prices/import': {
        body: {
          dry_run: true, applied: false, rows: 1, changed: 1, errors: [],
          changes: [{ line: 2, sku: 'ROSE-LT-01', country: 'TH', currency: 'THB', before: { price: 50000, sale_price: null }, after: { price: 50000, sale_price: null }, changed: true, sale_window: { sale_price: 39900, starts_local: '2026-12-01T00:00', ends_local: '2026-12-03T23:59', time_zone: 'Asia/Bangkok' } }],
        },
      },
    });
    renderAdmin('/catalog/import');
    fireEvent.change(await screen.findByLabelText('CSV text'), { target: { value: 'sku,country,price,sale_price,sale_starts_at,sale_ends_at\nROSE-LT-01,TH,500,399,2026-12-01 00:00,2026-12-03 23:59' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const changes = await screen.findByRole('table', { name: 'What would change' });
    expect(within(changes).getAllByRole('row')[1]!.textContent).toMatch(/on sale .*399\.00 from 2026-12-01 00:00 to 2026-12-03 23:59 \(Asia\/Bangkok\)$/);
  });
});
