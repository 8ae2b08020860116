import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AccountDto } from '@blush/shared/account-contracts';
import { renderWithApp } from '../../../test/render.tsx';
import { accountFixture, perksFixture, stubApi, summaryFixture } from '../test/fixtures.ts';
import { AccountBenefits } from './AccountBenefits.tsx';
import { AccountBeautyPassCard } from './AccountBeautyPassCard.tsx';

let account: AccountDto = accountFixture();
vi.mock('../hooks/use-account-context.ts', () => ({ useAccountContext: () => ({ account, refetch: async () => undefined }) }));

describe('/account/benefits', () => {
  beforeEach(() => {
    account = accountFixture();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the tier, its message and the progress towards the next tier', async () => {
    stubApi({ '/loyalty/summary': summaryFixture(), '/loyalty/perks': { perks: [] } });
    renderWithApp(<AccountBenefits />, { path: '/account/benefits' });
    const status = await screen.findByRole('region', { name: 'Your Beauty Pass tier' });
    expect(within(status).getByTestId('benefits-tier').textContent).toBe('White');
    expect(within(status).getByTestId('tier-message').textContent).toBe('Spend $350 more by 21 May 2027 to reach Black.');
    expect(within(status).getByRole('progressbar', { name: 'Progress to Black' }).getAttribute('aria-valuetext')).toBe('$650 of $1,000 to Black');
    expect(status.textContent).toContain('Your spend in the last 12 months: $650. Next tier review: 21 May 2027.');
  });

  it('adds the spend that reaches each tier to the table and marks the member’s column', async () => {
    stubApi({ '/loyalty/summary': summaryFixture(), '/loyalty/perks': { perks: [] } });
    renderWithApp(<AccountBenefits />, { path: '/account/benefits' });
    const table = screen.getByRole('table', { name: 'Beauty Pass benefits by tier' });
    const row = await within(table).findByRole('row', { name: /^Spend in 12 months to reach/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Free to join', '$300', '$1,000', '$2,500']);
    expect(within(table).getByRole('columnheader', { name: 'White Your tier' })).toBeTruthy();
    expect(within(table).queryByRole('row', { name: /^Staff discount/ })).toBeNull();
  });

  it('shows the staff discount row to an employee only', async () => {
    account = accountFixture({ is_employee: true });
    stubApi({ '/loyalty/summary': summaryFixture(), '/loyalty/perks': { perks: [] } });
    renderWithApp(<AccountBenefits />, { path: '/account/benefits' });
    const row = screen.getByRole('row', { name: /^Staff discount/ });
    expect(within(row).getByRole('cell').textContent).toBe('30% off all items and 45% off the house collection, whatever your tier.');
  });

  it('lists the member’s perks with their redeem-by date and status', async () => {
    stubApi({ '/loyalty/summary': summaryFixture(), '/loyalty/perks': { perks: perksFixture() } });
    renderWithApp(<AccountBenefits />, { path: '/account/benefits' });
    const perks = await screen.findAllByTestId('perk');
    expect(perks.map((perk) => perk.textContent)).toEqual([
      'Birthday giftReady to useA birthday gift with any purchase in your birthday month.Redeem by 30 June 2027',
      'Welcome voucherRedeemed10% off your first order as a member.Redeemed on 9 March 2025',
    ]);
  });

  it('says when there are no perks, and the Gold message in Chinese', async () => {
    account = accountFixture({ tier: 'gold' });
    stubApi({
      '/loyalty/summary': summaryFixture({
        tier: 'gold',
        currency: 'HKD',
        status: { next: null, next_threshold: null, progress: 1, amount_to_next: 0, review_date: '2027-03-01', message: { kind: 'max_tier', until: '2028-03-01' } },
      }),
      '/loyalty/perks': { perks: [] },
    });
    renderWithApp(<AccountBenefits />, { path: '/account/benefits', country: 'HK', language: 'zh' });
    expect((await screen.findByTestId('tier-message')).textContent).toBe('您已是我們的最高等級金卡，有效期至 2028年3月1日。');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByText('目前沒有禮遇。您收到的禮券和禮物（如生日禮）將顯示在這裡。')).toBeTruthy();
  });
});

describe('the Beauty Pass card (dashboard)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the summary’s balance and tier with a slim progress line', async () => {
    stubApi({ '/loyalty/summary': summaryFixture({ balance: 2345 }) });
    renderWithApp(<AccountBeautyPassCard account={accountFixture({ points: 0 })} />, { path: '/account' });
    const card = screen.getByRole('region', { name: 'Beauty Pass' });
    // The account's own figure first, the summary's once it has answered.
    expect(within(card).getByTestId('points').textContent).toBe('0');
    expect((await within(card).findByRole('progressbar', { name: 'Progress to Black' })).getAttribute('aria-valuetext')).toBe('$650 of $1,000 to Black');
    expect(within(card).getByTestId('points').textContent).toBe('2,345');
    expect(within(card).getByTestId('tier').textContent).toBe('White');
  });
});
