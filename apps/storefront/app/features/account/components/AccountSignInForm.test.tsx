import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { AccountSignInForm } from './AccountSignInForm.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('AccountSignInForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields before calling the API, and moves focus to the first problem', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AccountSignInForm returnTo={null} />, { path: '/sign_in' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('This field is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the API message in an alert that takes focus, and says so while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AccountSignInForm returnTo="/cart" />, { path: '/sign_in?return_to=%2Fcart', language: 'th', country: 'TH' });

    fireEvent.change(screen.getByLabelText('อีเมล'), { target: { value: 'pink@blush.example' } });
    fireEvent.change(screen.getByLabelText('รหัสผ่าน'), { target: { value: 'Wrong#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    const pending = await screen.findByRole('button', { name: 'กำลังเข้าสู่ระบบ…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/web/v1/sessions');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'pink@blush.example', password: 'Wrong#2026' });
    expect((init.headers as Record<string, string>)['X-Platform']).toBe('web');

    answer(json(401, { error: { code: 'authentication_failed', message: 'ยืนยันตัวตนไม่สำเร็จ' } }));
    const alert = await screen.findByText('ยืนยันตัวตนไม่สำเร็จ');
    const region = alert.closest('[role=alert]')!;
    expect(region).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect((screen.getByLabelText('รหัสผ่าน') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('button', { name: 'เข้าสู่ระบบ' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says what to do after a wrong password (WCAG 3.3.3): check the e-mail and password, or reset the password, in every language', async () => {
    const cases = [
      { language: 'en', country: 'SG', message: 'Authentication failed.', email: 'Email', password: 'Password', submit: 'Sign in', help: 'Check that your email address and password are correct.', reset: 'Forgotten it? Reset your password', href: '/users/password/forgot' },
      { language: 'th', country: 'TH', message: 'ยืนยันตัวตนไม่สำเร็จ', email: 'อีเมล', password: 'รหัสผ่าน', submit: 'เข้าสู่ระบบ', help: 'โปรดตรวจสอบว่าอีเมลและรหัสผ่านถูกต้อง', reset: 'จำไม่ได้? ตั้งรหัสผ่านใหม่', href: '/users/password/forgot' },
      { language: 'zh', country: 'HK', message: '身份驗證失敗。', email: '電郵地址', password: '密碼', submit: '登入', help: '請檢查電郵地址和密碼是否正確。', reset: '忘記了？重設密碼', href: '/users/password/forgot?language=zh' },
      { language: 'id', country: 'ID', message: 'Autentikasi gagal.', email: 'Email', password: 'Kata sandi', submit: 'Masuk', help: 'Periksa kembali alamat email dan kata sandi Anda.', reset: 'Lupa kata sandi? Atur ulang di sini', href: '/users/password/forgot' },
    ] as const;
    for (const c of cases) {
      vi.stubGlobal('fetch', vi.fn(async () => json(401, { error: { code: 'authentication_failed', message: c.message } })));
      const view = renderWithApp(<AccountSignInForm returnTo={null} />, { path: '/sign_in', language: c.language, country: c.country });
      fireEvent.change(screen.getByLabelText(c.email), { target: { value: 'pink@blush.example' } });
      fireEvent.change(screen.getByLabelText(c.password), { target: { value: 'Wrong#2026' } });
      fireEvent.click(screen.getByRole('button', { name: c.submit }));

      const summary = await screen.findByTestId('form-alert');
      await waitFor(() => expect(document.activeElement).toBe(summary));
      // The catalogue message stays the headline; what to do follows it, with the way out.
      expect(within(summary).getByTestId('form-error').textContent).toBe(c.message);
      expect(within(summary).getByTestId('sign-in-help').textContent).toContain(c.help);
      expect(within(summary).getByRole('link', { name: c.reset }).getAttribute('href')).toBe(c.href);
      // The emptied password is not called missing before the next try.
      const password = screen.getByLabelText(c.password);
      expect((password as HTMLInputElement).value).toBe('');
      expect(password.getAttribute('aria-invalid')).toBeNull();
      view.unmount();
    }
  });

  it('keeps the blocked sign-in message with its Reference ID and offers the unlock page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(423, { error: { code: 'sign_in_blocked', message: 'This sign-in attempt was blocked. Please contact support with Reference ID AB12CD.', details: { reference: 'AB12CD' } } })));
    renderWithApp(<AccountSignInForm returnTo={null} />, { path: '/sign_in' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'pink@blush.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Blush#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Reference ID AB12CD/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Account locked? Get an unlock link' }).getAttribute('href')).toBe('/users/unlock');
    expect(screen.queryByTestId('sign-in-help')).toBeNull();
  });

  it('tells an address that must wait when it may try again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(429, { error: { code: 'sign_in_slowed_down', message: 'Too many unsuccessful sign-in attempts. Please wait a moment and try again.', details: { retry_after: 30 } } })));
    renderWithApp(<AccountSignInForm returnTo={null} />, { path: '/sign_in' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'pink@blush.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wrong#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many unsuccessful sign-in attempts. Please wait a moment and try again. You can try again in 30 seconds.')).toBeTruthy();
  });

  it('asks a locked account for the e-mailed code in a second step, in Thai, and sends it with the same e-mail and password', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { code?: string };
      if (!body.code) return json(401, { error: { code: 'sign_in_code_required', message: 'เพื่อความปลอดภัย โปรดกรอกรหัส 6 หลักที่เราส่งไปทางอีเมล', details: { reference: 'BL-AAAA2222' } } });
      return json(401, { error: { code: 'sign_in_code_invalid', message: 'รหัสไม่ถูกต้องหรือหมดอายุแล้ว' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AccountSignInForm returnTo={null} />, { path: '/sign_in', language: 'th', country: 'TH' });
    fireEvent.change(screen.getByLabelText('อีเมล'), { target: { value: 'black@blush.example' } });
    fireEvent.change(screen.getByLabelText('รหัสผ่าน'), { target: { value: 'Blush#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    const field = await screen.findByLabelText('รหัส 6 หลัก');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByRole('heading', { name: 'ตรวจสอบอีเมลเพื่อรับรหัส' })).toBeTruthy();
    const described = field.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(described).toContain('เพื่อความปลอดภัย');
    expect(described).toContain('black@blush.example');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');

    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(field, { target: { value: '12 34 56' } });
    expect((field as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }));
    expect(await screen.findByText('รหัสไม่ถูกต้องหรือหมดอายุแล้ว')).toBeTruthy();
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'black@blush.example', password: 'Blush#2026', code: '123456' });

    fireEvent.click(screen.getByRole('button', { name: 'ใช้อีเมลหรือรหัสผ่านอื่น' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('รหัสผ่าน')));
  });

  it('shows the Google "not linked" message with a sign-up link, and Google sign-in returns to return_to', () => {
    renderWithApp(
      // Google sign-in is configured on this shop (the page learns it from the API).
      <AccountSignInForm returnTo="/cart" google socialError={{ message: 'This Google account is not linked to a Blush account. Please sign up.', signUpHref: '/sign_up?link_token=t&return_to=%2Fcart' }} />,
      { path: '/sign_in' },
    );
    expect(screen.getByText('This Google account is not linked to a Blush account. Please sign up.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up with this Google account' }).getAttribute('href')).toBe('/sign_up?link_token=t&return_to=%2Fcart');
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/api/web/v1/auth/social/google?return_to=%2Fcart');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign_up?return_to=%2Fcart');
  });

  it('offers no Google sign-in where it is not configured', () => {
    renderWithApp(<AccountSignInForm returnTo="/cart" />, { path: '/sign_in' });
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  });
});
