import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import type { TierStatusMessage } from '../loyalty-api.ts';
import { summaryFixture } from '../test/fixtures.ts';
import { AccountTierMessage, AccountTierProgress } from './AccountTierStatus.tsx';

const tierMessage = () => screen.getByTestId('tier-message').textContent;

describe('tier messages (product guide §4)', () => {
  const cases: Array<[TierStatusMessage, string]> = [
    [{ kind: 'just_upgraded', tier: 'black', since: '2026-11-02' }, 'Congratulations, you are now Black.'],
    [{ kind: 'in_progress', next: 'black', amountNeeded: 35000, reviewDate: '2027-05-21' }, 'Spend $350 more by 21 May 2027 to reach Black.'],
    [
      { kind: 'just_downgraded', tier: 'white', from: 'black', since: '2026-11-02' },
      'Your tier changed from Black to White on 2 November 2026. Keep shopping to move up again.',
    ],
    [{ kind: 'downgrade_warning', tier: 'black', daysLeft: 42, amountNeeded: 123450, before: '2027-01-02' }, '42 days left: spend $1,234.50 before 2 January 2027 to keep Black.'],
    [{ kind: 'downgrade_warning', tier: 'black', daysLeft: 1, amountNeeded: 5000, before: '2026-11-22' }, '1 day left: spend $50 before 22 November 2026 to keep Black.'],
    [{ kind: 'keep_tier', tier: 'white', until: '2027-12-31' }, 'You have kept White until 31 December 2027.'],
    [{ kind: 'max_tier', until: '2028-03-01' }, 'You are at our highest tier, Gold, until 1 March 2028.'],
  ];
  for (const [message, text] of cases) {
    it(`${message.kind}: "${text}"`, () => {
      renderWithApp(<AccountTierMessage message={message} currency="SGD" />);
      expect(tierMessage()).toBe(text);
      expect(screen.getByTestId('tier-message').getAttribute('data-kind')).toBe(message.kind);
    });
  }

  it('writes money in the member’s currency and dates in the page’s language (Thai, baht)', () => {
    renderWithApp(<AccountTierMessage message={{ kind: 'downgrade_warning', tier: 'black', daysLeft: 30, amountNeeded: 1_200_000, before: '2027-01-15' }} currency="THB" />, {
      country: 'TH',
      language: 'th',
    });
    expect(tierMessage()).toBe('เหลืออีก 30 วัน: ช้อปให้ครบ ฿12,000 ก่อนวันที่ 15 มกราคม 2570 เพื่อรักษาระดับแบล็ก');
  });

  it('in Chinese on the Hong Kong site (HK dollars)', () => {
    renderWithApp(<AccountTierMessage message={{ kind: 'in_progress', next: 'gold', amountNeeded: 900_000, reviewDate: '2027-05-21' }} currency="HKD" />, {
      country: 'HK',
      language: 'zh',
    });
    expect(tierMessage()).toBe('在 2027年5月21日 前再消費 HK$9,000，即可升級至金卡。');
  });
});

describe('tier progress', () => {
  it('is a progress bar whose value is said in words ("$650 of $1,000 to Black")', () => {
    renderWithApp(<AccountTierProgress summary={summaryFixture()} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress to Black' });
    expect(bar.getAttribute('aria-valuenow')).toBe('65');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('$650 of $1,000 to Black');
    // The same sentence is on screen, hidden from screen readers, which hear it as the bar's value.
    const text = screen.getByTestId('tier-progress-text');
    expect(text.textContent).toBe('$650 of $1,000 to Black');
    expect(text.getAttribute('aria-hidden')).toBe('true');
  });

  it('in Thai, baht', () => {
    const summary = summaryFixture({
      tier: 'pink',
      currency: 'THB',
      spend_12m: 250_050,
      status: { ...summaryFixture().status, next: 'white', next_threshold: 700_000, progress: 250_050 / 700_000 },
    });
    renderWithApp(<AccountTierProgress summary={summary} />, { country: 'TH', language: 'th' });
    const bar = screen.getByRole('progressbar', { name: 'ความคืบหน้าสู่ระดับไวท์' });
    expect(bar.getAttribute('aria-valuetext')).toBe('฿2,500.50 จาก ฿7,000 สู่ระดับไวท์');
    expect(bar.getAttribute('aria-valuenow')).toBe('36');
  });

  it('shows nothing at the highest tier', () => {
    const summary = summaryFixture({ tier: 'gold', status: { ...summaryFixture().status, next: null, next_threshold: null, progress: 1, amount_to_next: 0 } });
    renderWithApp(<AccountTierProgress summary={summary} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
