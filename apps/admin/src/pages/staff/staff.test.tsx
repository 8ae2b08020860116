import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { StaffDto } from '@blush/shared/staff-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const member = (overrides: Partial<StaffDto> = {}): StaffDto => ({ ...meFixture('operations').staff, id: '00000000-0000-4000-8000-000000000002', name: 'Omar Rahman', ...overrides });

describe('staff', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists staff with roles and state; unlocking sends the version it saw', async () => {
    let locked = true;
    const api = fakeApi({
      'GET /me': { body: meFixture('administrator') },
      'GET /staff': () => ({ body: { staff: [member({ locked, version: locked ? 4 : 5 })] } }),
      [`PATCH /staff/${member().id}`]: () => {
        locked = false;
        return { body: { staff: member({ version: 5 }) } };
      },
    });
    renderAdmin('/staff');
    const table = await screen.findByRole('table', { name: 'Everyone who can sign in to the back office' });
    const row = within(table).getByRole('row', { name: /Omar Rahman/ });
    expect(row.textContent).toContain('Operations');
    expect(row.textContent).toContain('Locked');
    fireEvent.click(within(row).getByRole('button', { name: 'Unlock Omar Rahman' }));
    expect(await screen.findByText('Done: Omar Rahman is updated.')).toBeTruthy();
    expect(api.to(`PATCH /staff/${member().id}`)[0]!.body).toEqual({ version: 4, unlock: true });
    await vi.waitFor(() => expect(within(screen.getByRole('row', { name: /Omar Rahman/ })).queryByRole('button', { name: 'Unlock Omar Rahman' })).toBeNull());
  });

  it('resetting the authenticator is confirmed first; a stale copy says so and reloads', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('administrator') },
      'GET /staff': { body: { staff: [member({ version: 2 })] } },
      [`PATCH /staff/${member().id}`]: apiError(409, 'edit_conflict', 'Someone else changed this while you were editing.'),
    });
    renderAdmin('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset authenticator of Omar Rahman' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the authenticator of Omar Rahman?' });
    expect(api.to(`PATCH /staff/${member().id}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset authenticator' }));
    expect((await screen.findByText('Someone else changed this staff member; reloaded. Check and try again.')).getAttribute('role')).toBe('alert');
    expect(api.to(`PATCH /staff/${member().id}`)[0]!.body).toEqual({ version: 2, reset_second_factor: true });
    await vi.waitFor(() => expect(api.to('GET /staff')).toHaveLength(2));
  });

  it('shows a bound company account, and clearing the binding is confirmed first and sends the version it saw', async () => {
    let linked = true;
    const api = fakeApi({
      'GET /me': { body: meFixture('administrator') },
      'GET /staff': () => ({ body: { staff: [member({ sso_linked: linked, version: linked ? 3 : 4 })] } }),
      [`PATCH /staff/${member().id}`]: () => {
        linked = false;
        return { body: { staff: member({ version: 4 }) } };
      },
    });
    renderAdmin('/staff');
    const row = await screen.findByRole('row', { name: /Omar Rahman/ });
    expect(row.textContent).toContain('Company account linked');
    fireEvent.click(within(row).getByRole('button', { name: 'Clear company link of Omar Rahman' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear the company account link of Omar Rahman?' });
    expect(api.to(`PATCH /staff/${member().id}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear company link' }));
    expect(await screen.findByText('Done: Omar Rahman is updated.')).toBeTruthy();
    expect(api.to(`PATCH /staff/${member().id}`)[0]!.body).toEqual({ version: 3, clear_sso_link: true });
    await vi.waitFor(() => expect(screen.getByRole('row', { name: /Omar Rahman/ }).textContent).not.toContain('Company account linked'));
  });
});
