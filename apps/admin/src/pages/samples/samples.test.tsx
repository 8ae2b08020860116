import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminSample } from '@blush/shared/admin-offer-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const label = (en: string) => ({ en, id: `${en} id`, th: `${en} th`, zh: `${en} zh` });
function sample(overrides: Partial<AdminSample> = {}): AdminSample {
  return { id: 3, sku: 'SER-5ML', name: 'Glow Serum', label: label('Glow Serum 5 ml'), stock: 12, countries: ['SG'], active: true, position: 0, ...overrides };
}
const second = sample({ id: 4, sku: 'MASK-3ML', name: 'Night Mask', label: label('Night Mask 3 ml'), stock: 0, countries: null, position: 1 });

describe('free samples', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists samples with their stock; stock changes, deactivation and moves go to the API; a refusal is shown as the API words it', async () => {
    let rows = [sample(), second];
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /samples': () => ({ body: { samples: rows } }),
      'POST /samples/3/stock': (request) => {
        const delta = (request.body as { delta: number }).delta;
        if (delta < -12) return apiError(422, 'free_item_stock_negative', 'Stock cannot go below zero. Only 12 left.');
        rows = [sample({ stock: 12 + delta }), second];
        return { body: rows[0] };
      },
      'POST /samples/3/deactivate': () => {
        rows = [sample({ active: false }), second];
        return { body: rows[0] };
      },
      'POST /samples/4/move': () => {
        rows = [{ ...second, position: 0 }, sample({ position: 1 })];
        return { body: { samples: rows } };
      },
    });
    renderAdmin('/samples');
    expect(await screen.findByRole('link', { name: 'Free samples' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Samples in the order shoppers see them' });
    const [serum, mask] = within(table).getAllByRole('row').slice(1);
    expect(within(serum!).getByRole('rowheader').textContent).toContain('Glow Serum 5 ml');
    expect(serum!.textContent).toContain('SG');
    expect(serum!.textContent).toContain('12');
    expect(mask!.textContent).toContain('Fully Redeemed');
    expect(mask!.textContent).toContain('Every country');

    // A short number field, not one as wide as the row.
    expect(within(serum!).getByRole('textbox', { name: /Add to stock of Glow Serum 5 ml/ }).className.split(' ')).toEqual(expect.arrayContaining(['w-24']));
    expect(within(serum!).getByRole('textbox', { name: /Add to stock of Glow Serum 5 ml/ }).className.split(' ')).not.toContain('w-full');
    fireEvent.change(within(serum!).getByRole('textbox', { name: /Add to stock of Glow Serum 5 ml/ }), { target: { value: '-20' } });
    fireEvent.click(within(serum!).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Stock cannot go below zero. Only 12 left.')).toBe(true));

    fireEvent.change(within(serum!).getByRole('textbox', { name: /Add to stock of Glow Serum 5 ml/ }), { target: { value: '8' } });
    fireEvent.click(within(serum!).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Stock of Glow Serum 5 ml updated.'));
    expect(api.to('POST /samples/3/stock').map((r) => r.body)).toEqual([{ delta: -20 }, { delta: 8 }]);
    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')[1]!.textContent).toContain('20'));

    fireEvent.click(screen.getByRole('button', { name: 'Stop offering Glow Serum 5 ml' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Glow Serum 5 ml is no longer offered.'));
    fireEvent.click(await screen.findByRole('button', { name: 'Move Night Mask 3 ml up' }));
    await vi.waitFor(() => expect(within(within(screen.getByRole('table')).getAllByRole('row')[1]!).getByRole('rowheader').textContent).toContain('Night Mask 3 ml'));
    expect(api.to('POST /samples/4/move')[0]!.body).toEqual({ direction: 'up' });
  });

  it('adds a sample by SKU with its label in four languages and countries', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /samples': { body: { samples: [] } },
      'POST /samples': (request) => ((request.body as { sku: string }).sku === 'NOPE' ? apiError(422, 'free_item_sku_unknown', 'No product variant has the SKU NOPE.') : { status: 201, body: sample({ id: 9 }) }),
    });
    renderAdmin('/samples');
    expect(await screen.findByText('No samples yet.')).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Add a sample' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^SKU/ }), { target: { value: 'NOPE' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Label in English/ }), { target: { value: 'Glow Serum 5 ml' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Label in Thai/ }), { target: { value: 'เซรั่ม 5 มล.' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'SG' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add sample' }));
    await vi.waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('No product variant has the SKU NOPE.'));
    fireEvent.change(within(form).getByRole('textbox', { name: /^SKU/ }), { target: { value: 'SER-5ML' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add sample' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Glow Serum 5 ml added as a free sample.'));
    expect(api.to('POST /samples')[1]!.body).toEqual({ sku: 'SER-5ML', label: { en: 'Glow Serum 5 ml', id: '', th: 'เซรั่ม 5 มล.', zh: '' }, countries: ['SG'], stock: 0 });
  });

  it('customer service sees the list without the actions', async () => {
    fakeApi({ 'GET /me': { body: meFixture('customer_service') }, 'GET /samples': { body: { samples: [sample()] } } });
    renderAdmin('/samples');
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Add a sample' })).toBeNull();
  });
});
