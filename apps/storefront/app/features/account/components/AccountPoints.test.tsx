import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithApp } from '../../../test/render.tsx';
import { logEntries, stubApi, summaryFixture } from '../test/fixtures.ts';
import { AccountPoints } from './AccountPoints.tsx';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPoints(path = '/account/points', options: { country?: 'SG' | 'TH'; language?: 'en' | 'th' } = {}) {
  return renderWithApp(
    <>
      <AccountPoints />
      <LocationProbe />
    </>,
    { path, ...options },
  );
}

/** The rows of the point log: [date, description, status, points] as a screen reader would find them. */
function rows(): string[][] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

const filterLink = (name: string) => within(screen.getByRole('list', { name: 'Show' })).getByRole('link', { name });

describe('/account/points', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the balance, pending and expiring points, and the tier with its progress', async () => {
    stubApi({ '/loyalty/summary': summaryFixture(), '/loyalty/points-log': { items: [], page: 1, page_size: 20, total: 0 } });
    renderPoints();
    expect((await screen.findByTestId('points-balance')).textContent).toBe('1,250');
    expect(screen.getByTestId('points-pending').textContent).toBe('120 points');
    expect(screen.getByText('Available up to 3 working days after delivery.')).toBeTruthy();
    expect(screen.getByTestId('points-expiring').textContent).toBe('200 points expire on 21 May 2028 unless you shop or redeem before.');
    expect(screen.getByTestId('points-tier').textContent).toBe('White');
    expect(screen.getByRole('progressbar', { name: 'Progress to Black' }).getAttribute('aria-valuetext')).toBe('$650 of $1,000 to Black');
    expect(screen.getByTestId('points-tier-message').textContent).toBe('Spend $350 more by 21 May 2027 to reach Black.');
    // No activity yet: said in the log and in the count's live region.
    expect((await screen.findAllByText('No points activity yet. Points you earn and redeem will appear here.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('says when no points expire, in one point’s words when there is one', async () => {
    stubApi({
      '/loyalty/summary': summaryFixture({ pending: 1, expiring: null }),
      '/loyalty/points-log': { items: [], page: 1, page_size: 20, total: 0 },
    });
    renderPoints();
    expect((await screen.findByTestId('points-pending')).textContent).toBe('1 point');
    expect(screen.getByTestId('points-expiring').textContent).toBe('None of your points are due to expire.');
  });

  it('lists the log with dates, descriptions, statuses and signed points', async () => {
    stubApi({ '/loyalty/summary': summaryFixture(), '/loyalty/points-log': { items: logEntries(1, 5), page: 1, page_size: 20, total: 5 } });
    renderPoints();
    await screen.findByRole('table', { name: 'Points history: All' });
    expect(rows()).toEqual([
      ['19 Nov 2026', 'Purchase, order BL1001Confirmed', 'Confirmed', '+45'],
      ['18 Nov 2026', 'Purchase, order BL1002Confirmed', 'Confirmed', '+45'],
      ['17 Nov 2026', 'Points used for Reward 3Confirmed', 'Confirmed', '-100'],
      ['16 Nov 2026', 'Purchase, order BL1004Confirmed', 'Confirmed', '+45'],
      ['15 Nov 2026', 'Purchase, order BL1005PendingAvailable from 26 Nov 2026', 'PendingAvailable from 26 Nov 2026', '+45'],
    ]);
    expect(screen.getByTestId('points-count').textContent).toBe('Showing 5 of 5 entries');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('filters through the URL: the filter is a link, the current one marked, and the API is asked for it', async () => {
    const api = stubApi({
      '/loyalty/summary': summaryFixture(),
      '/loyalty/points-log': (url: URL) => {
        const direction = url.searchParams.get('direction');
        const status = url.searchParams.get('status');
        const all = logEntries(1, 12);
        const items = all.filter((e) => (direction === 'spent' ? e.points < 0 : direction === 'earned' ? e.points > 0 : status === 'pending' ? e.status === 'pending' : true));
        return { items, page: 1, page_size: 20, total: items.length };
      },
    });
    renderPoints('/account/points?filter=spent');
    await screen.findByRole('table', { name: 'Points history: Spent' });
    expect(api.calls('/loyalty/points-log').map((u) => u.search)).toEqual(['?page=1&page_size=20&direction=spent']);
    expect(filterLink('Spent').getAttribute('aria-current')).toBe('true');
    expect(filterLink('All').getAttribute('aria-current')).toBeNull();
    expect(filterLink('All').getAttribute('href')).toBe('/account/points');
    expect(filterLink('Earned').getAttribute('href')).toBe('/account/points?filter=earned');
    expect(rows().map((r) => r[3])).toEqual(['-100', '-100', '-100', '-100']);
    expect(screen.getByTestId('points-count').textContent).toBe('Showing 4 of 4 entries');

    fireEvent.click(filterLink('Pending'));
    await screen.findByRole('table', { name: 'Points history: Pending' });
    expect(screen.getByTestId('location').textContent).toBe('/account/points?filter=pending');
    expect(api.calls('/loyalty/points-log').at(-1)?.search).toBe('?page=1&page_size=20&status=pending');
    expect(filterLink('Pending').getAttribute('aria-current')).toBe('true');
    expect(rows().map((r) => r[2])).toEqual(['PendingAvailable from 26 Nov 2026', 'PendingAvailable from 26 Nov 2026']);
    await waitFor(() => expect(screen.getByTestId('points-count').textContent).toBe('Showing 2 of 2 entries'));

    fireEvent.click(filterLink('Earned'));
    await screen.findByRole('table', { name: 'Points history: Earned' });
    expect(api.calls('/loyalty/points-log').at(-1)?.search).toBe('?page=1&page_size=20&direction=earned');
    expect(rows().every((r) => r[3] === '+45')).toBe(true);

    fireEvent.click(filterLink('All'));
    await screen.findByRole('table', { name: 'Points history: All' });
    expect(screen.getByTestId('location').textContent).toBe('/account/points');
    expect(api.calls('/loyalty/points-log').at(-1)?.search).toBe('?page=1&page_size=20');
    await waitFor(() => expect(screen.getByTestId('points-count').textContent).toBe('Showing 12 of 12 entries'));
  });

  it('offers to show everything when a filter matches nothing', async () => {
    stubApi({ '/loyalty/summary': summaryFixture(), '/loyalty/points-log': { items: [], page: 1, page_size: 20, total: 0 } });
    renderPoints('/account/points?filter=spent');
    // Said once to a screen reader (the live region), shown in the empty box.
    await waitFor(() => expect(screen.getByTestId('points-count').textContent).toBe('No entries match this filter.'));
    expect(screen.getAllByText('No entries match this filter.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('link', { name: 'Show all activity' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/points'));
  });

  it('shows more a page at a time, announces the count politely and moves focus to the first new row', async () => {
    const api = stubApi({
      '/loyalty/summary': summaryFixture(),
      '/loyalty/points-log': (url: URL) => {
        const page = Number(url.searchParams.get('page'));
        const all = logEntries(1, 45);
        return { items: all.slice((page - 1) * 20, page * 20), page, page_size: 20, total: 45 };
      },
    });
    renderPoints();
    await screen.findByRole('table');
    const count = screen.getByTestId('points-count');
    expect(count.getAttribute('role')).toBe('status');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(count.textContent).toBe('Showing 20 of 45 entries');
    expect(rows()).toHaveLength(20);

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(count.textContent).toBe('Showing 40 of 45 entries');
    await waitFor(() => expect(document.activeElement?.id).toBe('points-entry-21'));

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(count.textContent).toBe('Showing 45 of 45 entries');
    await waitFor(() => expect(document.activeElement?.id).toBe('points-entry-41'));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(api.calls('/loyalty/points-log').map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('is in Thai on the Thai site', async () => {
    stubApi({
      '/loyalty/summary': summaryFixture({ currency: 'THB', expiring: { points: 1, date: '2028-05-21' } }),
      '/loyalty/points-log': { items: logEntries(3, 3), page: 1, page_size: 20, total: 1 },
    });
    renderPoints('/account/points', { country: 'TH', language: 'th' });
    expect((await screen.findByTestId('points-expiring')).textContent).toBe('1 คะแนนจะหมดอายุในวันที่ 21 พฤษภาคม 2571 หากคุณไม่ช้อปหรือแลกคะแนนก่อนวันดังกล่าว');
    await screen.findByRole('table', { name: 'ประวัติคะแนน: ทั้งหมด' });
    expect(rows()[0]?.[3]).toBe('-100');
    expect(screen.getByTestId('points-count').textContent).toBe('แสดง 1 จาก 1 รายการ');
  });
});
