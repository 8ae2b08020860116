import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const signedOut = apiError(401, 'sign_in_required', 'Please sign in to continue.');

async function enterPassword() {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'ops@staff.blush.example' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Blush#Staff2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('sign-in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a page asked for while signed out leads to sign-in, then password and authenticator code lead back to it', async () => {
    const api = fakeApi({
      'GET /me': signedOut,
      'POST /sessions': { body: { status: 'needs_second_factor', expires_at: '2026-11-27T10:05:00.000Z' } },
      'POST /sessions/second-factor': { body: meFixture('operations') },
      'GET /orders': { body: { orders: [], next_cursor: null } },
    });
    renderAdmin('/orders?status=paid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeTruthy();
    await enterPassword();
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    expect(api.to('POST /sessions')[0]!.body).toEqual({ email: 'ops@staff.blush.example', password: 'Blush#Staff2026' });
    expect(api.to('POST /sessions/second-factor')[0]!.body).toEqual({ code: '123456' });
    // The filters of the page first asked for survive the sign-in.
    expect((await vi.waitFor(() => api.to('GET /orders')[0]!)).query.get('status')).toBe('paid');
    // Every request carries the CSRF header the admin API requires.
    for (const request of api.requests) expect(request.headers['x-platform']).toBe('admin');
  });

  it('shows the API’s message for a wrong password in a live region, and how long to wait when slowed down', async () => {
    let attempt = 0;
    fakeApi({
      'GET /me': signedOut,
      'POST /sessions': () =>
        ++attempt === 1
          ? apiError(401, 'invalid_credentials', 'The e-mail address or password is incorrect.')
          : apiError(429, 'sign_in_slowed_down', 'Too many unsuccessful sign-in attempts. Please wait a moment and try again.', { 'retry-after': '30' }),
    });
    renderAdmin('/sign-in');
    await enterPassword();
    expect((await screen.findByText('The e-mail address or password is incorrect.')).closest('[role="alert"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByText('Too many unsuccessful sign-in attempts. Please wait a moment and try again. Try again in 30 seconds.')).getAttribute('role')).toBe('alert');
  });

  it('signs in with a recovery code instead of the authenticator', async () => {
    const api = fakeApi({
      'GET /me': signedOut,
      'POST /sessions': { body: { status: 'needs_second_factor', expires_at: '2026-11-27T10:05:00.000Z' } },
      'POST /sessions/second-factor': { body: meFixture('administrator') },
    });
    renderAdmin('/sign-in');
    await enterPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abcd-efgh-ijkl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Omar Rahman' })).toBeTruthy();
    expect(api.to('POST /sessions/second-factor')[0]!.body).toEqual({ recovery_code: 'abcd-efgh-ijkl' });
  });

  it('a locked account goes back to the password step with the lock message', async () => {
    fakeApi({
      'GET /me': signedOut,
      'POST /sessions': { body: { status: 'needs_second_factor', expires_at: '2026-11-27T10:05:00.000Z' } },
      'POST /sessions/second-factor': apiError(423, 'second_factor_locked', 'Too many wrong codes: this account is locked for 30 minutes.'),
    });
    renderAdmin('/sign-in');
    await enterPassword();
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many wrong codes: this account is locked for 30 minutes.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeTruthy();
  });

  it('enrols an authenticator: QR code and key, first code, then the ten recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code-${i}-abcdef`);
    let signedIn = false;
    const api = fakeApi({
      'GET /me': () => (signedIn ? { body: meFixture('operations') } : signedOut),
      'POST /sessions': { body: { status: 'needs_enrolment', expires_at: '2026-11-27T10:05:00.000Z' } },
      'POST /sessions/totp-enrolment': { body: { otpauth_uri: 'otpauth://totp/Blush:ops', secret: 'JBSWY3DPEHPK3PXP', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } },
      'POST /sessions/totp-enrolment/confirm': () => {
        signedIn = true;
        return { body: { recovery_codes: codes } };
      },
    });
    renderAdmin('/sign-in');
    await enterPassword();
    const qr = await screen.findByRole('img', { name: 'QR code to add the Blush back office to an authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(api.to('POST /sessions/totp-enrolment')).toHaveLength(1);
    expect(api.to('POST /sessions/totp-enrolment/confirm')[0]!.body).toEqual({ code: '654321' });
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them: continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Omar Rahman' })).toBeTruthy();
  });

  it('after sign-in the app speaks the staff member’s language, to the API and on screen', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('operations', 'th') },
      'GET /orders': { body: { orders: [], next_cursor: null } },
    });
    renderAdmin('/orders');
    await vi.waitFor(() => expect(api.to('GET /orders')).toHaveLength(1));
    expect(api.to('GET /orders')[0]!.headers).toMatchObject({ 'accept-language': 'th-TH', 'x-site-country': 'TH' });
    // …and the screens are in it.
    expect(await screen.findByRole('heading', { level: 1, name: 'คำสั่งซื้อ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('th');
  });
});
