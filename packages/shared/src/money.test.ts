import { expect, it } from 'vitest';
import { formatMoney } from './money.ts';

it('formats integer minor units the way each country writes prices', () => {
  expect(formatMoney({ amount: 3500, currency: 'SGD' }, 'en', 'SG')).toBe('$35.00');
  expect(formatMoney({ amount: 129000, currency: 'THB' }, 'th', 'TH')).toBe('฿1,290.00');
  expect(formatMoney({ amount: 38_900_000, currency: 'IDR' }, 'id', 'ID')).toBe('Rp\u00a0389.000');
  expect(formatMoney({ amount: 29000, currency: 'HKD' }, 'zh', 'HK')).toBe('HK$290.00');
  expect(formatMoney({ amount: 8000, currency: 'MYR' }, 'en', 'MY')).toBe('RM\u00a080.00');
  expect(formatMoney({ amount: 300000, currency: 'PHP' }, 'en', 'PH')).toBe('₱3,000.00');
});

it('drops a zero fraction only when asked and only when the amount is whole', () => {
  expect(formatMoney({ amount: 3500, currency: 'SGD' }, 'en', 'SG', { dropZeroFraction: true })).toBe('$35');
  expect(formatMoney({ amount: 3550, currency: 'SGD' }, 'en', 'SG', { dropZeroFraction: true })).toBe('$35.50');
  expect(formatMoney({ amount: 2500, currency: 'AUD' }, 'en', 'AU', { dropZeroFraction: true })).toBe('$25');
});

it('writes baht as ฿ on the English Thai site too, not "THB", and keeps HK$ on the English Hong Kong site', () => {
  expect(formatMoney({ amount: 169000, currency: 'THB' }, 'en', 'TH')).toBe('฿1,690.00');
  expect(formatMoney({ amount: 50000, currency: 'THB' }, 'en', 'TH', { dropZeroFraction: true })).toBe('฿500');
  expect(formatMoney({ amount: 29000, currency: 'HKD' }, 'en', 'HK')).toBe('HK$290.00');
});
