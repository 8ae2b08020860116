import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('fraud-prevention script', () => {
  const URL = '/api/web/v1/fraud/script.js?site=blush-sg';
  const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-fraud-site-id]')];
  beforeEach(() => resetFraudScreening());
  afterEach(() => vi.useRealTimers());

  it('adds the script once with the site id and resolves with the token its ftr:tokenReady event gives', async () => {
    const client = loadFraudScreening('blush-sg', URL);
    expect(loadFraudScreening('blush-sg', URL)).toBe(client);
    expect(scripts().map((s) => [s.getAttribute('src'), s.dataset.fraudSiteId, s.async])).toEqual([[URL, 'blush-sg', true]]);
    window.ftrToken = 'v1.blush-sg.device.session';
    document.dispatchEvent(new CustomEvent('ftr:tokenReady', { detail: 'v1.blush-sg.device.session' }));
    const loaded = await client;
    expect(loaded.siteId).toBe('blush-sg');
    expect(loaded.token()).toBe('v1.blush-sg.device.session');
  });

  it('uses a token already on the page without adding the script again', async () => {
    window.ftrToken = 'v1.blush-sg.here.already';
    expect((await loadFraudScreening('blush-sg', URL)).token()).toBe('v1.blush-sg.here.already');
    expect(scripts()).toHaveLength(0);
  });

  it('rejects when the script fails to load, or sends no token in time, and may be tried again', async () => {
    const failed = loadFraudScreening('blush-sg', URL);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('did not load');
    vi.useFakeTimers();
    resetFraudScreening();
    const slow = loadFraudScreening('blush-sg', URL, 10_000);
    vi.advanceTimersByTime(10_000);
    await expect(slow).rejects.toThrow('no token in time');
    expect(loadFraudScreening('blush-sg', URL)).not.toBe(slow);
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
