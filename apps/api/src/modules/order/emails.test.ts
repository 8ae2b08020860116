import { describe, expect, it } from 'vitest';
import { paymentInstructionsMail } from './emails.ts';
import type { OrderRow } from './repo.ts';

const order = (country: string, language: string, currency: string) =>
  ({ id: 'o-1', number: 'BL-TH-1', email: 'ploy@example.com', country, language, currency, recipient: { firstName: 'Ploy' }, summary: { total: { amount: 123_456, currency } } }) as unknown as OrderRow;

// 08:00 UTC: 15:00 in Bangkok and Jakarta is 15:00 too (UTC+7); 16:00 in Manila and Singapore.
const expiresAt = new Date('2026-11-25T08:00:00Z');
const payBy = (country: string, language: string, currency: string) => paymentInstructionsMail(order(country, language, currency), { expiresAt }, 'https://shop/orders/o-1').text.split('\n')[1];

describe('order e-mails write dates as the storefront does', () => {
  it('day-month on every English site, the English Thai and Philippine sites included', () => {
    expect(payBy('TH', 'en', 'THB')).toBe('Please pay ฿1,234.56 before 25 Nov 2026, 3:00 pm to complete your order.');
    expect(payBy('PH', 'en', 'PHP')).toBe('Please pay ₱1,234.56 before 25 Nov 2026, 4:00 pm to complete your order.');
    expect(payBy('SG', 'en', 'SGD')).toBe('Please pay $1,234.56 before 25 Nov 2026, 4:00 pm to complete your order.');
  });

  it('each other language as its site writes it', () => {
    expect(payBy('TH', 'th', 'THB')).toBe('โปรดชำระเงิน ฿1,234.56 ก่อน 25 พ.ย. 2569 15:00 เพื่อให้คำสั่งซื้อเสร็จสมบูรณ์');
    expect(payBy('HK', 'zh', 'HKD')).toContain('2026年11月25日');
  });
});
