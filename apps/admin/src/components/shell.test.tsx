import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { StaffRole } from '@blush/shared/staff-permissions';
import { apiError, fakeApi } from '../test/fake-api.ts';
import { meFixture } from '../test/fixtures.ts';
import { renderAdmin } from '../test/render.tsx';
import { pickLanguage, translate } from '../lib/i18n.tsx';

async function menuOf(role: StaffRole): Promise<string[]> {
  fakeApi({ 'GET /me': { body: meFixture(role) } });
  const view = renderAdmin('/');
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  const items = within(nav).queryAllByRole('link').map((link) => link.textContent ?? '');
  view.unmount();
  return items;
}

describe('the signed-in layout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows in the menu only what the role may do (the permission table)', async () => {
    expect(await menuOf('administrator')).toEqual(['Orders', 'Fraud review', 'Members', 'Reviews', 'Catalogue', 'Content', 'Promotions', 'Gifts and bundles', 'Free samples', 'Bookings', 'Stores', 'Gift cards', 'Flags and experiments', 'Audit trail', 'Staff']);
    expect(await menuOf('operations')).toEqual(['Orders', 'Fraud review', 'Catalogue', 'Bookings', 'Stores']);
    expect(await menuOf('customer_service')).toEqual(['Orders', 'Members', 'Reviews', 'Catalogue', 'Promotions', 'Gifts and bundles', 'Free samples', 'Bookings', 'Gift cards']);
    expect(await menuOf('content_editor')).toEqual(['Reviews', 'Catalogue', 'Content', 'Flags and experiments']);
    expect(await menuOf('store_manager')).toEqual(['Orders', 'Catalogue', 'Bookings', 'Stores']);
    expect(await menuOf('merchandiser')).toEqual(['Catalogue', 'Promotions', 'Gifts and bundles', 'Free samples', 'Flags and experiments']);
  });

  it('has a banner, navigation and main landmark, and moves focus to the page heading on navigation', async () => {
    fakeApi({ 'GET /me': { body: meFixture('operations') }, 'GET /orders': { body: { orders: [], next_cursor: null } } });
    renderAdmin('/');
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Orders' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(document.activeElement).toBe(heading);
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
  });

  it('refuses a screen outside the role with the not-authorised message', async () => {
    fakeApi({ 'GET /me': { body: meFixture('customer_service') } });
    renderAdmin('/audit');
    expect((await screen.findByText('You are not authorized to perform this action.')).getAttribute('role')).toBe('alert');
  });

  it('signs out: the session ends at the API and the sign-in page shows', async () => {
    let signedIn = true;
    const api = fakeApi({
      'GET /me': () => (signedIn ? { body: meFixture('operations') } : apiError(401, 'sign_in_required', 'Please sign in to continue.')),
      'DELETE /sessions': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    renderAdmin('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeTruthy();
    expect(api.to('DELETE /sessions')[0]!.headers['x-platform']).toBe('admin');
  });
});

describe('the message catalogue', () => {
  it('uses the staff member’s language, else the browser’s first supported one, else English', () => {
    expect(pickLanguage('th', ['id-ID'])).toBe('th');
    expect(pickLanguage(undefined, ['fr-FR', 'id-ID', 'en'])).toBe('id');
    expect(pickLanguage(undefined, ['fr-FR'])).toBe('en');
  });

  it('fills placeholders', () => {
    expect(translate('en', 'order.title', { number: 'SG1' })).toBe('Order SG1');
  });
});
