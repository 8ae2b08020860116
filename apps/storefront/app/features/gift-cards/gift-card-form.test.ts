import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../lib/i18n.ts';
import { allMessages } from '../../lib/i18n.server.ts';
import { CUSTOM_AMOUNT, checkGiftCard, initialGiftCardValues, parseAmount, purchaseBody } from './gift-card-form.ts';
import { optionsFixture } from './test/fixtures.ts';

const t = createTranslator('en', allMessages('en'));
const money = (amount: number) => `S$${amount / 100}`;
const options = optionsFixture();

describe('gift card form', () => {
  it('reads a typed amount in minor units, at most two decimals', () => {
    expect(parseAmount('75', options)).toBe(7500);
    expect(parseAmount(' 1,250.5 ', options)).toBe(125050);
    expect(parseAmount('12.345', options)).toBeNull();
    expect(parseAmount('ten', options)).toBeNull();
  });

  it('starts on the first design and the middle preset, delivered now', () => {
    expect(initialGiftCardValues(options)).toMatchObject({ design: 'blush-pink', amount: '5000', delivery: 'now', deliver_on: '2026-11-26' });
  });

  it('says what is wrong with each field in the page language', () => {
    const values = { ...initialGiftCardValues(options), amount: CUSTOM_AMOUNT, custom_amount: '600', recipient_email: 'aisha@', message: 'x'.repeat(301), delivery: 'date' as const, deliver_on: '2026-11-25' };
    expect(checkGiftCard(values, options, t, money)).toEqual({
      custom_amount: 'The amount must be from S$10 to S$500.',
      recipient_name: 'Enter the recipient’s name.',
      recipient_email: 'Enter an e-mail address like name@example.com.',
      sender_name: 'Enter your name.',
      message: 'The message can have at most 300 characters.',
      deliver_on: 'The delivery date cannot be in the past.',
    });
    expect(checkGiftCard({ ...values, custom_amount: '20.50', deliver_on: '2027-03-01' }, options, t, money)).toMatchObject({
      custom_amount: 'The amount must be in steps of S$1.',
      deliver_on: 'Choose a date at most 90 days ahead.',
    });
  });

  it('sends the amount in minor units, the trimmed texts and the day or "now"', () => {
    const values = { ...initialGiftCardValues(options), amount: CUSTOM_AMOUNT, custom_amount: '75', recipient_name: ' Aisha ', recipient_email: 'aisha@example.com ', sender_name: 'Mei', message: ' Hi ', delivery: 'date' as const, deliver_on: '2026-12-24' };
    expect(purchaseBody(values, options)).toEqual({ design_id: 'blush-pink', amount: 7500, recipient_name: 'Aisha', recipient_email: 'aisha@example.com', sender_name: 'Mei', message: 'Hi', deliver_on: '2026-12-24' });
    expect(purchaseBody({ ...values, delivery: 'now' }, options).deliver_on).toBe('now');
  });
});
