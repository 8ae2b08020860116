/**
 * The account forms on the form kit (issue 14): every field labelled, with its hint and its error
 * tied to it; a failed submit opens an error summary naming each field with a link to it; the API's
 * field errors land back on their fields; a form-level answer takes focus in the summary.
 */
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { renderWithApp } from '../../../test/render.tsx';
import { reply, stubFetch } from '../../../test/fetch-stub.ts';
import { accountFixture } from '../test/fixtures.ts';
import { AccountBeautyProfileForm } from './AccountBeautyProfileForm.tsx';
import { AccountChangePasswordForm } from './AccountChangePasswordForm.tsx';
import { AccountDetailsForm } from './AccountDetailsForm.tsx';
import { AccountForgotPassword } from './AccountForgotPassword.tsx';
import { AccountResetPassword } from './AccountResetPassword.tsx';

/** Inside the account area: the page gets the member's account from the layout's outlet. */
function inAccount(page: ReactNode) {
  return (
    <Routes>
      <Route element={<Outlet context={{ account: accountFixture(), refetch: async () => undefined }} />}>
        <Route path="*" element={page} />
      </Route>
    </Routes>
  );
}

const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

const summaryLinks = () => within(screen.getByTestId('form-alert')).queryAllByRole('link').map((link) => link.textContent);

describe('account forms on the form kit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('details: the summary names each field in error and its links go to them; the API’s field errors come back to their fields', async () => {
    const api = stubFetch({
      'PATCH /user': reply(400, { error: { code: 'validation_failed', message: 'Please check the highlighted fields.', details: { fields: [{ field: 'body.mobile.number', message: 'Invalid string' }] } } }),
    });
    renderWithApp(inAccount(<AccountDetailsForm />), { path: '/account/details' });
    const first = screen.getByLabelText('First name');
    const mobile = screen.getByLabelText('Mobile number');
    fireEvent.change(first, { target: { value: ' ' } });
    fireEvent.change(mobile, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(within(screen.getByTestId('form-alert')).getByTestId('form-error').textContent).toBe('Please correct 2 errors in the form.');
    expect(summaryLinks()).toEqual(['First name: This field is required.', 'Mobile number: Enter a mobile number of 6 to 12 digits.']);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(described(first)).toBe('This field is required.');
    fireEvent.click(within(screen.getByTestId('form-alert')).getByRole('link', { name: /^Mobile number/ }));
    expect(document.activeElement).toBe(mobile);
    expect(api.sent('PATCH /user')).toHaveLength(0);

    // Fixed here, refused by the API: its field error comes back to the mobile number, which takes focus.
    fireEvent.change(first, { target: { value: 'Mei' } });
    fireEvent.change(mobile, { target: { value: '91234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(api.sent('PATCH /user')).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(mobile));
    expect(within(screen.getByTestId('form-alert')).getByTestId('form-error').textContent).toBe('Please check the highlighted fields.');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(described(mobile)).toBe('Enter a mobile number of 6 to 12 digits.');
    expect(summaryLinks()).toEqual(['Mobile number: Enter a mobile number of 6 to 12 digits.']);
    // Changing the field takes the API's error away.
    fireEvent.change(mobile, { target: { value: '91234568' } });
    expect(mobile.getAttribute('aria-invalid')).toBeNull();
  });

  it('change password: a wrong current password lands on its field, in Thai; a saved change empties the form without errors', async () => {
    let attempt = 0;
    stubFetch({
      'POST /user/password': () =>
        ++attempt === 1 ? reply(422, { error: { code: 'wrong_current_password', message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' } }) : { message: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' },
    });
    renderWithApp(inAccount(<AccountChangePasswordForm />), { path: '/account/details', language: 'th', country: 'TH' });
    const current = screen.getByLabelText('รหัสผ่านปัจจุบัน');
    fireEvent.change(current, { target: { value: 'Old#2026pass' } });
    fireEvent.change(screen.getByLabelText('รหัสผ่านใหม่'), { target: { value: 'Lotus#2027x' } });
    fireEvent.change(screen.getByLabelText('ยืนยันรหัสผ่าน'), { target: { value: 'Lotus#2027x' } });
    fireEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));

    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(described(current)).toBe('รหัสผ่านปัจจุบันไม่ถูกต้อง');
    expect(within(screen.getByTestId('form-alert')).getByTestId('form-error').textContent).toBe('รหัสผ่านปัจจุบันไม่ถูกต้อง');

    fireEvent.change(current, { target: { value: 'Right#2026pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    expect(await screen.findByText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว')).toBeTruthy();
    expect((current as HTMLInputElement).value).toBe('');
    // Empty again, but not called missing: the checks start over.
    expect(screen.queryAllByTestId('field-error')).toHaveLength(0);
    expect(screen.getByTestId('form-alert').textContent).toBe('');
  });

  it('forgot password: a missing e-mail is named in the summary and on the field; the API’s refusal takes focus in the summary', async () => {
    const api = stubFetch({ 'POST /passwords/reset-instructions': reply(429, { error: { code: 'rate_limited', message: 'Too many requests. Please try again later.' } }) });
    renderWithApp(<AccountForgotPassword />, { path: '/users/password/forgot', language: 'zh', country: 'HK' });
    fireEvent.click(screen.getByRole('button', { name: '發送重設連結' }));
    const email = screen.getByLabelText('電郵地址');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(summaryLinks()).toEqual(['電郵地址：此項為必填項。']);

    fireEvent.change(email, { target: { value: 'gold@blush.example' } });
    fireEvent.click(screen.getByRole('button', { name: '發送重設連結' }));
    const summary = screen.getByTestId('form-alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByTestId('form-error').textContent).toBe('Too many requests. Please try again later.');
    expect(api.sent('POST /passwords/reset-instructions')[0]!.body).toEqual({ email: 'gold@blush.example' });
  });

  it('reset password: the rules the API found broken are marked, its message heads the summary and the password field takes focus', async () => {
    stubFetch({
      'POST /passwords/reset': reply(422, {
        error: { code: 'password_rules', message: 'The password does not meet the rules below.', details: { rules: [{ code: 'AUTH_MS_PV_006', message: 'x' }] } },
      }),
    });
    renderWithApp(<AccountResetPassword token="t0ken" expiredMessage={undefined} />, { path: '/users/password/reset?token=t0ken' });
    const password = screen.getByLabelText('New password');
    fireEvent.change(password, { target: { value: 'Camellia#77' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Camellia#77' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(within(screen.getByTestId('form-alert')).getByTestId('form-error').textContent).toBe('The password does not meet the rules below.');
    expect(document.querySelector('[data-rule="AUTH_MS_PV_006"]')?.getAttribute('data-state')).toBe('broken');
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('beauty profile: a failed save heads the summary, which takes focus; a saved one says so', async () => {
    let attempt = 0;
    stubFetch({
      'PATCH /user': () => (++attempt === 1 ? reply(503, { error: { code: 'service_unavailable', message: 'The service is busy. Please try again.' } }) : { user: accountFixture().user }),
    });
    renderWithApp(inAccount(<AccountBeautyProfileForm />), { path: '/account/beauty-profile' });
    fireEvent.click(screen.getByRole('radio', { name: 'Oily' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save beauty profile' }));
    const summary = screen.getByTestId('form-alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByTestId('form-error').textContent).toBe('The service is busy. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Save beauty profile' }));
    expect(await screen.findByText('Your beauty profile is saved.')).toBeTruthy();
    expect(summary.textContent).toBe('');
  });
});
