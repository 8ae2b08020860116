import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { renderAdmin } from '../../test/render.tsx';

const signedOut = apiError(401, 'sign_in_required', 'Please sign in to continue.');
const withSso = { body: { oidc: { name: 'Blush Group', start_path: '/api/admin/v1/sessions/oidc' } } };

describe('sign-in with the company account (single sign-on)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers the company account as a link that keeps the page first asked for', async () => {
    fakeApi({ 'GET /me': signedOut, 'GET /sessions/methods': withSso });
    renderAdmin('/orders?status=paid');
    const link = await screen.findByRole('link', { name: 'Sign in with Blush Group account' });
    expect(link.getAttribute('href')).toBe('/api/admin/v1/sessions/oidc?next=%2Forders%3Fstatus%3Dpaid');
    // The password form stays beside it.
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('shows only the password sign-in when single sign-on is not configured', async () => {
    const api = fakeApi({ 'GET /me': signedOut, 'GET /sessions/methods': { body: { oidc: null } } });
    renderAdmin('/sign-in');
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    await vi.waitFor(() => expect(api.to('GET /sessions/methods')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('says in the live region why the company account was refused', async () => {
    fakeApi({ 'GET /me': signedOut, 'GET /sessions/methods': withSso });
    renderAdmin('/sign-in?sso_error=not_recognised');
    const alert = await screen.findByText(/Your company account is not linked to an active back-office account/);
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('says so when the company account is not the one bound to the back-office account', async () => {
    fakeApi({ 'GET /me': signedOut, 'GET /sessions/methods': withSso });
    renderAdmin('/sign-in?sso_error=other_account');
    const alert = await screen.findByText(/Your back-office account is linked to a different company account/);
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('ignores an sso_error it does not know', async () => {
    fakeApi({ 'GET /me': signedOut, 'GET /sessions/methods': withSso });
    renderAdmin('/sign-in?sso_error=<script>');
    await screen.findByRole('link', { name: 'Sign in with Blush Group account' });
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
