import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const entry = (id: number, action: string) => ({
  id,
  at: '2026-11-27T03:00:00.000Z',
  staff: { id: '00000000-0000-4000-8000-000000000001', email: 'admin@staff.blush.example', name: 'Ada Tan' },
  action,
  target_type: 'order',
  target_id: 'SG100001',
  before: { fulfilment: 'unfulfilled' },
  after: { fulfilment: 'packed' },
  request_id: 'req-1',
});

describe('audit trail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists changes with who, what and before/after; filters go in the URL; "Next page" asks before the last id', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('administrator') },
      'GET /audit': (request) => ({ body: request.query.get('before') ? { entries: [entry(3, 'staff.created')], next_cursor: null } : { entries: [entry(9, 'orders.fulfil')], next_cursor: 9 } }),
    });
    const { router } = renderAdmin('/audit');
    const table = await screen.findByRole('table', { name: 'Changes made by staff, newest first' });
    const row = within(table).getByRole('row', { name: /orders\.fulfil/ });
    expect(row.textContent).toContain('Ada Tan (admin@staff.blush.example)');
    expect(row.textContent).toContain('"fulfilment": "packed"');

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'orders.fulfil' } });
    fireEvent.change(screen.getByLabelText('Target id'), { target: { value: 'SG100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(api.to('GET /audit')).toHaveLength(2));
    expect(router.state.location.search).toBe('?action=orders.fulfil&target_id=SG100001');
    expect(Object.fromEntries(api.to('GET /audit')[1]!.query)).toEqual({ action: 'orders.fulfil', target_id: 'SG100001' });

    fireEvent.click(await screen.findByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('row', { name: /staff\.created/ })).toBeTruthy();
    expect(Object.fromEntries(api.to('GET /audit')[2]!.query)).toEqual({ action: 'orders.fulfil', target_id: 'SG100001', before: '9' });
  });
});
