import { describe, expect, it } from 'vitest';
import { TEST_CARDS, cardBrand, cardLast4, cardNotExpired, luhnValid } from './cards.ts';
import { signatureHeader, verifySignature } from './signature.ts';
import { virtualAccountNumber } from './virtual-accounts.ts';

describe('cards', () => {
  it('checks numbers with Luhn, spaces allowed', () => {
    for (const number of Object.values(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    expect(luhnValid('4242-4242-4242-424x')).toBe(false);
  });

  it('names the brand and keeps only the last four digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('3566002020360505')).toBe('jcb');
    expect(cardBrand('6200000000000005')).toBe('unionpay');
    expect(cardLast4('4242 4242 4242 4242')).toBe('4242');
  });

  it('treats a card as valid to the end of its expiry month', () => {
    const now = new Date('2026-05-31T23:00:00Z');
    expect(cardNotExpired(5, 2026, now)).toBe(true);
    expect(cardNotExpired(4, 2026, now)).toBe(false);
    expect(cardNotExpired(1, 2027, now)).toBe(true);
  });
});

describe('virtual account numbers', () => {
  it('are the bank prefix and the order digits at the bank’s length', () => {
    expect(virtualAccountNumber('bca', 'ID00100001')).toBe('3935800000100001');
    expect(virtualAccountNumber('bni', 'ID00100001')).toBe('8808000000100001');
    expect(virtualAccountNumber('bri', 'ID00100001')).toBe('262150000100001');
    expect(virtualAccountNumber('mandiri', 'ID00100001')).toBe('8960800000100001');
    expect(virtualAccountNumber('permata', 'ID00100001')).toBe('8625000000100001');
    expect(virtualAccountNumber('bri', 'ID123456789012345')).toBe('262156789012345');
  });
});

describe('webhook signatures', () => {
  const secret = 'whsec_test_secret_value';
  const body = '{"id":"evt_1","type":"payment.succeeded"}';
  const at = new Date('2026-01-01T00:00:00Z');

  it('accepts the header it made, within five minutes either way', () => {
    const header = signatureHeader(secret, body, at);
    expect(header).toMatch(/^t=1767225600,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 299_000))).toEqual({ ok: true, timestamp: 1767225600 });
    expect(verifySignature(secret, body, header, new Date(at.getTime() - 299_000)).ok).toBe(true);
  });

  it('refuses another secret, another body, a stale or malformed header', () => {
    const header = signatureHeader(secret, body, at);
    expect(verifySignature('whsec_other_secret_x', body, header, at)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(secret, `${body} `, header, at)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 301_000))).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature(secret, body, undefined, at)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature(secret, body, 'v1=abc', at)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('accepts any one of several v1 signatures (a secret being rotated)', () => {
    const good = signatureHeader(secret, body, at).split(',')[1];
    expect(verifySignature(secret, body, `t=1767225600,v1=${'0'.repeat(64)},${good}`, at).ok).toBe(true);
  });
});
