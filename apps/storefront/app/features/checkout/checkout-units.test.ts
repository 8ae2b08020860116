import { beforeEach, describe, expect, it } from 'vitest';
import { attemptFingerprint, attemptKey, forgetAttempt } from './attempt.ts';
import { cardBody, checkCard, formatCardNumber, luhnValid } from './card.ts';
import { fieldOfServerPath, serverFieldErrors } from './checkout-form.ts';
import { loadFraudScreening, resetFraudScreening } from './fraud.ts';

describe('attempt keys', () => {
  beforeEach(() => {
    sessionStorage.clear();
    forgetAttempt();
  });

  it('keeps one key per attempt (a reload reads it back), and a new one for other details', () => {
    const a = attemptFingerprint({ bag: { id: 'b', lines: [[1, 101, 2]] }, details: { email: 'a@b.co', expected_total: 4100 } });
    const same = attemptFingerprint({ details: { expected_total: 4100, email: 'a@b.co' }, bag: { lines: [[1, 101, 2]], id: 'b' } });
    expect(same).toBe(a);
    const key = attemptKey(a);
    expect(attemptKey(a)).toBe(key);
    // Kept in the session, as a hash: no details in storage.
    expect(sessionStorage.getItem('blush.checkout.attempt')).toContain(key);
    expect(sessionStorage.getItem('blush.checkout.attempt')).not.toContain('a@b.co');
    const other = attemptFingerprint({ bag: { id: 'b', lines: [[1, 101, 3]] }, details: { email: 'a@b.co', expected_total: 4100 } });
    expect(attemptKey(other)).not.toBe(key);
    forgetAttempt();
    expect(attemptKey(other)).not.toBe(key);
  });
});

describe('fraud screening (built in)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetFraudScreening();
  });

  it('a token of the site id, a device id kept in localStorage and a session nonce', async () => {
    const client = await loadFraudScreening('blush-sg');
    const token = client.token();
    expect(token).toMatch(/^v1\.blush-sg\.[0-9a-f]{32}\.[0-9a-f]{32}$/);
    expect(client.token()).toBe(token);
    const [, , device, nonce] = token.split('.');
    expect(localStorage.getItem('blush.fraud.device')).toBe(device);
    expect(sessionStorage.getItem('blush.fraud.session')).toBe(nonce);
    // A new browser session: the same device, another nonce.
    sessionStorage.clear();
    resetFraudScreening();
    const next = (await loadFraudScreening('blush-sg')).token().split('.');
    expect(next[2]).toBe(device);
    expect(next[3]).not.toBe(nonce);
    expect(token.length).toBeLessThanOrEqual(500);
  });
});

describe('card details', () => {
  it('groups the number in fours and checks it with Luhn', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('says what is wrong, field by field', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(checkCard({ number: '', expiry_month: '', expiry_year: '', cvc: '1', name: ' ' }, now)).toEqual({
      number: 'number_required',
      expiry_month: 'expiry_required',
      expiry_year: 'expiry_required',
      cvc: 'cvc_invalid',
      name: 'name_required',
    });
    expect(checkCard({ number: '4242 4242 4242 4241', expiry_month: '10', expiry_year: '2026', cvc: '123', name: 'Mei' }, now)).toEqual({ number: 'number_invalid', expiry_month: 'expired' });
    const fine = { number: '4242 4242 4242 4242', expiry_month: '11', expiry_year: '2026', cvc: '1234', name: ' Mei Tan ' };
    expect(checkCard(fine, now)).toEqual({});
    expect(cardBody(fine)).toEqual({ number: '4242 4242 4242 4242', expiry_month: 11, expiry_year: 2026, cvc: '1234', name: 'Mei Tan' });
  });
});

describe('server field errors', () => {
  it('reads both shapes of validation_failed and names the form field', () => {
    expect(serverFieldErrors({ fields: { 'shipping_address.postcode': 'Enter a 6-digit postal code.' } })).toEqual([['shipping_address.postcode', 'Enter a 6-digit postal code.']]);
    expect(serverFieldErrors({ fields: [{ field: 'body.email', message: 'Invalid email' }] })).toEqual([['body.email', 'Invalid email']]);
    expect(serverFieldErrors(undefined)).toEqual([]);
    expect(fieldOfServerPath('shipping_address.postcode')).toBe('shipping.postcode');
    expect(fieldOfServerPath('body.billing_address.region')).toBe('billing.region');
    expect(fieldOfServerPath('shipping_address.first_name')).toBe('recipient.first_name');
    expect(fieldOfServerPath('recipient.mobile')).toBe('recipient.mobile');
    expect(fieldOfServerPath('store_id')).toBe('store');
    expect(fieldOfServerPath('body.email')).toBe('email');
    expect(fieldOfServerPath('headers.idempotency-key')).toBeUndefined();
  });
});
