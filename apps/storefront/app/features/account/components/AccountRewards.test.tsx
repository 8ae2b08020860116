import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { rewardsFixture, stubApi } from '../test/fixtures.ts';
import { AccountRewards, AccountRewardsCatalogue } from './AccountRewards.tsx';

describe('/account/rewards', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('groups the catalogue under and from 500 points, with stock and whether the balance reaches each', async () => {
    stubApi({ '/rewards': rewardsFixture() });
    renderWithApp(<AccountRewards />, { path: '/account/rewards' });
    const under = await screen.findByRole('region', { name: 'Under 500 points' });
    const from = screen.getByRole('region', { name: '500 points and above' });
    expect(screen.getByTestId('rewards-balance').textContent).toBe('You have 1,250 points to spend.');
    expect(screen.getByText('Redeem in your bag at checkout')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();

    const card = (group: HTMLElement, name: string) => within(group).getByRole('heading', { name }).closest('li') as HTMLElement;
    const lipBalm = card(under, 'Lip balm');
    expect(within(lipBalm).getByTestId('reward-points').textContent).toBe('250 points');
    expect(within(lipBalm).queryByTestId('reward-stock')).toBeNull();
    expect(within(lipBalm).getByTestId('reward-afford').textContent).toBe('You have enough points');
    expect(within(card(under, 'Mini mascara')).getByTestId('reward-stock').textContent).toBe('Only 3 left');
    const sold = card(under, 'Cleansing oil');
    expect(within(sold).getByTestId('reward-stock').textContent).toBe('Fully Redeemed');
    expect(within(sold).queryByTestId('reward-afford')).toBeNull();
    expect(within(card(from, 'Serum')).getByTestId('reward-afford').textContent).toBe('You have enough points');
    const palette = card(from, 'Eye palette');
    expect(within(palette).getByTestId('reward-afford').textContent).toBe('750 more points needed');
    expect(within(palette).getByTestId('reward-stock').textContent).toBe('Only 1 left');
  });

  it('uses the catalogue’s own words for a redeemed-out reward, in Thai', async () => {
    stubApi({ '/rewards': rewardsFixture() });
    renderWithApp(<AccountRewards />, { path: '/account/rewards', country: 'TH', language: 'th' });
    await screen.findByRole('region', { name: 'ต่ำกว่า 500 คะแนน' });
    expect(screen.getAllByTestId('reward-stock').map((el) => el.textContent)).toEqual(['เหลือเพียง 3 ชิ้น', 'แลกครบแล้ว', 'เหลือเพียง 1 ชิ้น']);
  });

  it('asks a guest to sign in or register to redeem', () => {
    renderWithApp(<AccountRewardsCatalogue rewards={rewardsFixture({ signed_in: false, balance: null })} />, { path: '/rewards' });
    expect(screen.getByRole('link', { name: 'Sign in or register to redeem' }).getAttribute('href')).toBe('/sign_in?return_to=%2Faccount%2Frewards');
    expect(screen.queryByTestId('reward-afford')).toBeNull();
    expect(screen.queryByTestId('rewards-balance')).toBeNull();
  });
});
