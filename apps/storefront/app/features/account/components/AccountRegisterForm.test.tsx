import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { AccountRegisterForm } from './AccountRegisterForm.tsx';

const rules = () =>
  Object.fromEntries([...document.querySelectorAll('[data-rule]')].map((el) => [el.getAttribute('data-rule'), el.getAttribute('data-state')]));

describe('AccountRegisterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ticks the password rules as the shopper types, in the page language, and announces progress politely', () => {
    renderWithApp(<AccountRegisterForm returnTo={null} />, { path: '/sign_up', language: 'zh', country: 'HK' });
    const password = screen.getByLabelText('密碼');
    const checklist = screen.getByRole('list', { name: '您的密碼必須包含：' });
    expect(within(checklist).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s*\(.*\)$/, ''))).toEqual([
      '至少 8 個字元',
      '至少 1 個數字',
      '至少 1 個特殊字元（如 @、$、#）',
      '至少 1 個小寫字母和 1 個大寫字母',
      '不能與您的電郵地址相同',
    ]);
    // The checklist describes the password input.
    expect(password.getAttribute('aria-describedby')).toContain(checklist.parentElement!.id);

    fireEvent.change(password, { target: { value: 'abc' } });
    expect(rules()).toEqual({ AUTH_MS_PV_001: 'todo', AUTH_MS_PV_002: 'todo', AUTH_MS_PV_003: 'todo', AUTH_MS_PV_004: 'todo', AUTH_MS_PV_005: 'met' });
    fireEvent.change(password, { target: { value: 'Abcdefg1#' } });
    expect(Object.values(rules()).every((state) => state === 'met')).toBe(true);
    expect(document.querySelector('[aria-live=polite]')?.textContent).toBe('已滿足 5/5 條密碼規則');

    // The password may not be the e-mail.
    fireEvent.change(screen.getByLabelText('電郵地址'), { target: { value: 'Abcdefg1#@x.co' } });
    fireEvent.change(password, { target: { value: 'Abcdefg1#@x.co' } });
    expect(rules().AUTH_MS_PV_005).toBe('todo');
  });

  it('on submit marks what is missing, focuses the first field, and maps the API answer to the checklist and fields', async () => {
    const fetchMock = vi.fn(async () =>
      new Response(
        JSON.stringify({
          error: {
            code: 'password_rules',
            message: 'The password does not meet the rules below.',
            details: { rules: [{ code: 'AUTH_MS_PV_005', message: 'Must not be the same as your email' }] },
          },
        }),
        { status: 422 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AccountRegisterForm returnTo="/cart" prefill={{ email: 'ava@example.com', first_name: 'Ava', last_name: 'Lim', link_token: 'link-123' }} />, { path: '/sign_up' });

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.getByTestId('form-alert').textContent).toContain('Please correct');
    expect(Object.values(rules()).filter((s) => s === 'broken').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/I confirm that I am over 14 years old/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(password, { target: { value: 'Glow#2026x' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Glow#2026x' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9123 4567' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2020-01-01' } });
    for (const box of screen.getAllByRole('checkbox')) if (!/Send me news/.test(box.parentElement!.textContent!)) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    // Too young, checked in the browser too.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Date of birth')));
    expect(screen.getAllByText('You must be over 14 years old to join Beauty Pass.').length).toBeGreaterThan(1);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1995-06-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      email: 'ava@example.com',
      first_name: 'Ava',
      mobile: { calling_code: '+65', number: '91234567' },
      country: 'SG',
      language: 'en',
      consents: { policy: true, personal_information: true, third_party_sharing: true, over_14: true, marketing: false },
      social_link_token: 'link-123',
    });
    await waitFor(() => expect(rules().AUTH_MS_PV_005).toBe('broken'));
    expect(screen.getByTestId('form-alert').textContent).toContain('The password does not meet the rules below.');
    expect(document.activeElement).toBe(password);
  });
});
