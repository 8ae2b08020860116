import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { apiError, stubFetch } from '../../../test/fetch-stub.ts';
import { GiftCardBalanceForm } from './GiftCardBalanceForm.tsx';

describe('GiftCardBalanceForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the number and PIN before sending, then shows the balance and expiry', async () => {
    const api = stubFetch({ 'POST /gift-cards/balance': { maskedNumber: '•••• •••• •••• 4321', balance: { amount: 4250, currency: 'SGD' }, expiresAt: '2027-11-25T16:00:00.000Z', country: 'SG' } });
    renderWithApp(<GiftCardBalanceForm />, { path: '/gift-cards/balance' });
    const number = screen.getByLabelText('Gift card number');
    fireEvent.change(number, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(['A gift card number has 16 digits.', 'Enter the PIN.']);
    expect(api.requests).toHaveLength(0);

    fireEvent.change(number, { target: { value: '1234567812344321' } });
    expect((number as HTMLInputElement).value).toBe('1234 5678 1234 4321');
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    const result = await screen.findByTestId('gift-card-balance-result');
    expect(api.sent('POST /gift-cards/balance')[0]!.body).toEqual({ number: '1234567812344321', pin: '123456' });
    expect(screen.getByText('Balance: $42.50')).toBeTruthy();
    expect(result.textContent).toContain('•••• •••• •••• 4321');
    expect(result.textContent).toContain('26 November 2027');
    await waitFor(() => expect(document.activeElement?.contains(result)).toBe(true));
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('');
  });

  it('says the API’s refusal, translated, when there were too many tries', async () => {
    stubFetch({ 'POST /gift-cards/balance': apiError(429, 'gift_card_attempts_exceeded', 'ลองหลายครั้งเกินไป โปรดรอ 15 นาทีแล้วลองอีกครั้ง') });
    renderWithApp(<GiftCardBalanceForm />, { path: '/gift-cards/balance', country: 'TH', language: 'th' });
    fireEvent.change(screen.getByLabelText('หมายเลขบัตรของขวัญ'), { target: { value: '1234 5678 1234 4321' } });
    fireEvent.change(screen.getByLabelText('รหัส PIN'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบยอด' }));
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toBe('ลองหลายครั้งเกินไป โปรดรอ 15 นาทีแล้วลองอีกครั้ง');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('error-summary')));
  });
});
