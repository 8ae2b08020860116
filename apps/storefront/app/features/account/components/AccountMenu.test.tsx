import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { AccountMenu } from './AccountMenu.tsx';

describe('AccountMenu', () => {
  it('is one navigation landmark with every account page, the current one marked, and sign-out', () => {
    const onSignOut = vi.fn();
    renderWithApp(<AccountMenu pathname="/account/beauty-profile" onSignOut={onSignOut} />, { path: '/account/beauty-profile' });
    const nav = screen.getByRole('navigation', { name: 'Account menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/account'],
      ['Orders', '/account/orders'],
      ['Bookings', '/account/bookings'],
      ['Reviews', '/account/reviews'],
      ['Wishlist', '/account/wishlist'],
      ['Waitlist', '/account/waitlist'],
      ['Beauty profile', '/account/beauty-profile'],
      ['Points summary', '/account/points'],
      ['Beauty Pass benefits', '/account/benefits'],
      ['Rewards', '/account/rewards'],
      ['Store credit', '/account/credit'],
      ['Notifications', '/account/notifications'],
      ['Account details', '/account/details'],
    ]);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['Beauty profile']);
    fireEvent.click(within(nav).getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('is translated and keeps the locale in its links', () => {
    renderWithApp(<AccountMenu pathname="/account" onSignOut={() => undefined} signingOut />, { path: '/account', country: 'TH', language: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/account?language=en');
    expect((within(nav).getByRole('button', { name: 'Signing out…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
