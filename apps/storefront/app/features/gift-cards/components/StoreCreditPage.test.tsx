import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { setSessionCookie, stubFetch } from '../../../test/fetch-stub.ts';
import { sgd } from '../test/fixtures.ts';
import { StoreCreditPage } from './StoreCreditPage.tsx';

describe('StoreCreditPage', () => {
  let signOut: (() => void) | undefined;
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut?.();
  });

  it('shows the balance and the entries, newest first, with their sign and what they were', async () => {
    signOut = setSessionCookie('member-1');
    stubFetch({
      'GET /store-credit': {
        balance: sgd(1500),
        entries: [
          { id: 3, kind: 'spent', amount: sgd(-1000), note: null, orderNumber: 'SG-1002', createdAt: '2026-11-20T03:00:00.000Z' },
          { id: 1, kind: 'goodwill', amount: sgd(2500), note: 'Sorry for the late parcel', orderNumber: null, createdAt: '2026-11-02T03:00:00.000Z' },
        ],
      },
    });
    renderWithApp(<StoreCreditPage />, { path: '/account/credit' });
    expect((await screen.findByTestId('credit-balance-amount')).textContent).toBe('$15.00');
    const rows = within(screen.getByRole('table', { name: 'History' })).getAllByTestId('credit-entry');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['20 Nov 2026', 'Spent on an orderOrder SG-1002', '−$10.00'],
      ['2 Nov 2026', 'Goodwill creditSorry for the late parcel', '+$25.00'],
    ]);
  });

  it('says when there is no credit yet, in Chinese on the Hong Kong site', async () => {
    signOut = setSessionCookie('member-1');
    stubFetch({ 'GET /store-credit': { balance: { amount: 0, currency: 'HKD' }, entries: [] } });
    renderWithApp(<StoreCreditPage />, { path: '/account/credit', country: 'HK', language: 'zh' });
    expect((await screen.findByTestId('credit-empty')).textContent).toBe('暫時未有購物積分。');
    expect(screen.getByRole('heading', { name: '你的餘額' })).toBeTruthy();
  });
});
