import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubRequest, setSessionCookie, stubFetch } from '../../../test/fetch-stub.ts';
import { productAlert } from '../test/fixtures.ts';
import { AlertList } from './AlertList.tsx';

describe('AlertList', () => {
  let signOut: (() => void) | undefined;
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut?.();
    signOut = undefined;
  });

  it('lists the alerts with shade, kind and where each stands, and removes one', async () => {
    signOut = setSessionCookie('member-1');
    const items = [
      productAlert(1, { inStock: true, status: 'notified', notifiedAt: '2026-11-21T04:00:00.000Z' }),
      productAlert(2, { kind: 'launch', variant: { id: 2, sku: 'BL-2', shade: null, shadeHex: null, size: '50 ml' } }),
      productAlert(3, { status: 'pending' }),
    ];
    const api = stubFetch({
      'GET /waitlist': { items },
      'PUT /waitlist': (request: StubRequest) => ({ items: items.filter((i) => i.variant.id !== (request.body as { variant_id: number }).variant_id) }),
    });
    renderWithApp(<AlertList empty={<p>No alerts yet</p>} />, { path: '/account/waitlist' });
    const rows = await screen.findAllByTestId('alert-item');
    expect(screen.getByTestId('alert-count').textContent).toBe('3 alerts');
    expect(rows.map((row) => within(row).getByTestId('alert-status').textContent)).toEqual(['In stock now', 'Waiting for the launch', 'Waiting for you to confirm by e-mail']);
    expect(within(rows[0]!).getByText('Back in stock alert')).toBeTruthy();
    expect(within(rows[0]!).getByText('Shade: Ruby')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Shop now: NARS Velvet Lip 1' }).getAttribute('href')).toBe('/products/product-1?shade=BL-1');
    expect(within(rows[1]!).getByText('Launch reminder')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'NARS Velvet Lip 2' }).getAttribute('href')).toBe('/products/product-2?size=BL-2');
    expect(within(rows[1]!).queryByRole('link', { name: /Shop now/ })).toBeNull();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Remove: NARS Velvet Lip 2' }));
    await waitFor(() => expect(screen.getAllByTestId('alert-item')).toHaveLength(2));
    expect(api.sent('PUT /waitlist')[0]!.body).toEqual({ variant_id: 2, action: 'remove' });
    // Told in the site's notification, which screen readers hear.
    const notice = await screen.findByTestId('notice');
    expect(notice.textContent).toBe('NARS Velvet Lip 2 was removed from your waitlist.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // Focus moves on to the next alert.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('NARS Velvet Lip 3'));
  });
});
