import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test/render.tsx';
import { LayoutAccountLink } from './LayoutHeader.tsx';

const ACCOUNT = {
  user: {
    id: 'u1', email: 'pink@blush.example', first_name: 'Mei', last_name: 'Tan', mobile: { calling_code: '+65', number: '91234567' },
    date_of_birth: '2001-03-14', country: 'SG', language: 'en', marketing_consent: false, has_password: true, social_providers: [],
    is_employee: false, tier: 'pink', card_number: '8801271651744672',
    beauty_profile: { skin_type: null, skin_tone: null, skin_undertone: null, skin_concerns: [], hair_type: null, hair_concerns: [], eye_colour: null },
    beauty_profile_complete: false, created_at: '2026-11-21T15:09:50.620Z',
  },
  beauty_pass: { tier: 'pink', card_number: '8801271651744672', member_since: '2026-11-21T15:09:50.620Z', points_balance: 0 },
  counts: { orders: 0, reviews: 0, wishlist: 0 },
};

function setSessionCookie(value: string | null) {
  document.cookie = value === null ? 'jwt-data=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' : `jwt-data=${value}; path=/`;
}

describe('header account link', () => {
  afterEach(() => {
    setSessionCookie(null);
    vi.unstubAllGlobals();
  });

  it('asks a guest to sign in and come back to this page, without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LayoutAccountLink />, { path: '/products/glow?shade=2' });
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/sign_in?return_to=%2Fproducts%2Fglow%3Fshade%3D2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the member once the account query answers (cookie present)', async () => {
    setSessionCookie('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(ACCOUNT), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LayoutAccountLink />, { path: '/' });
    const link = await screen.findByRole('link', { name: 'Hi, Mei: my account' });
    expect(link.getAttribute('href')).toBe('/account');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/web/v1/account');
  });

  it('treats a 401 (after the refresh failed) as signed out, without retrying the account query', async () => {
    setSessionCookie('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9');
    const unauthorized = () => new Response(JSON.stringify({ error: { code: 'authentication_failed', message: 'Authentication failed.' } }), { status: 401 });
    const fetchMock = vi.fn(async () => unauthorized());
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LayoutAccountLink />, { path: '/cart' });
    await waitFor(() => expect(screen.getByTestId('account-link').getAttribute('data-session')).toBe('guest'));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign_in?return_to=%2Fcart');
    // GET /account, POST /auth/token (refused): no retry of either.
    expect(fetchMock.mock.calls.map((call) => (call as unknown as [string])[0])).toEqual(['/api/web/v1/account', '/api/web/v1/auth/token']);
  });
});
