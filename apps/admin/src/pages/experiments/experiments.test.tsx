import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminExperimentOverview } from '@blush/shared/admin-experiment-contracts';
import { apiError, fakeApi } from '../../test/fake-api.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render.tsx';

const overview = (enabled: boolean, version = 1000): AdminExperimentOverview => ({
  sites: [{ site_code: 'blushdemo1', name: 'Blush demo' }],
  site: 'blushdemo1',
  environment: 'production',
  version,
  min_visitors: 100,
  flags: [
    { feature_key: 'home_hero', name: 'Home hero variants', enabled: true, rules: [{ type: 'EXPERIMENTATION', exposition: 1, experiment_id: 1 }] },
    { feature_key: 'home_bestsellers_rail', name: 'Bestsellers rail on the home page', enabled, rules: [] },
  ],
  experiments: [
    {
      id: 1,
      name: 'Home hero: classic or spotlight',
      variations: [
        { variation_id: 2, name: 'Classic', visitors: 1000, converted: 200, control: true, rate: { value: 0.2, low: 0.17637, high: 0.22592 }, versus_control: null },
        { variation_id: 3, name: 'Spotlight', visitors: 1000, converted: 250, control: false, rate: { value: 0.25, low: 0.22415, high: 0.27776 }, versus_control: { uplift: 0.25, p_value: 0.00742, significant: true } },
        { variation_id: 4, name: 'Minimal', visitors: 1000, converted: 210, control: false, rate: { value: 0.21, low: 0.18595, high: 0.23629 }, versus_control: { uplift: 0.05, p_value: 0.5765, significant: false } },
      ],
    },
    {
      id: 3,
      name: 'Checkout button colour',
      variations: [
        { variation_id: 7, name: 'Pink', visitors: 40, converted: 3, control: true, rate: null, versus_control: null },
        { variation_id: 8, name: 'Black', visitors: 120, converted: 9, control: false, rate: { value: 0.075, low: 0.03993, high: 0.13654 }, versus_control: null },
      ],
    },
    { id: 2, name: 'Bestsellers rail delivery', variations: [] },
  ],
});

describe('flags and experiments', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each experiment’s results and switches a flag with the version it read', async () => {
    let enabled = false;
    const api = fakeApi({
      'GET /me': { body: meFixture('merchandiser') },
      'GET /experiments': () => ({ body: overview(enabled, enabled ? 2000 : 1000) }),
      'POST /experiments/flags/home_bestsellers_rail': () => {
        enabled = true;
        return { body: { feature_key: 'home_bestsellers_rail', enabled: true, version: 2000 } };
      },
    });
    renderAdmin('/experiments');
    const results = await screen.findByRole('table', { name: 'Home hero: classic or spotlight' });
    const rows = within(results).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual([
      'Classic100020020.0%95 % interval: 17.6% to 22.6%Control',
      'Spotlight100025025.0%95 % interval: 22.4% to 27.8%+25.0%, significantp = 0.007',
      'Minimal100021021.0%95 % interval: 18.6% to 23.6%+5.0%, not significantp = 0.577',
    ]);
    const early = within(screen.getByRole('table', { name: 'Checkout button colour' })).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(early).toEqual(['Pink403Not enough data yetControl', 'Black12097.5%95 % interval: 4.0% to 13.7%Not enough data yet']);
    expect(screen.getByText(/Rates and comparisons appear once a variation has 100 visitors/)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Bestsellers rail delivery' })).getByText('No visitors tracked yet.')).toBeTruthy();

    const rail = screen.getByRole('switch', { name: 'Bestsellers rail on the home page' }) as HTMLInputElement;
    expect(rail.checked).toBe(false);
    fireEvent.click(rail);
    expect(await screen.findByText('“Bestsellers rail on the home page” is on. Open pages update within seconds.')).toBeTruthy();
    expect(api.to('POST /experiments/flags/home_bestsellers_rail')[0]!.body).toEqual({ site: 'blushdemo1', environment: 'production', enabled: true, version: 1000 });
    await vi.waitFor(() => expect((screen.getByRole('switch', { name: 'Bestsellers rail on the home page' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole('link', { name: 'Flags and experiments' })).toBeTruthy();
  });

  it('reads the results in the staff member’s language (Traditional Chinese)', async () => {
    fakeApi({ 'GET /me': { body: meFixture('merchandiser', 'zh') }, 'GET /experiments': () => ({ body: overview(false) }) });
    renderAdmin('/experiments');
    const results = await screen.findByRole('table', { name: 'Home hero: classic or spotlight' });
    expect(within(results).getByRole('columnheader', { name: '與對照組比較' })).toBeTruthy();
    expect(within(results).getByText('+25.0%，具顯著性')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Checkout button colour' })).getAllByText('數據尚未足夠')).toHaveLength(2);
  });

  it('tells the staff member when a colleague changed the flags meanwhile, and reloads them', async () => {
    const api = fakeApi({
      'GET /me': { body: meFixture('content_editor') },
      'GET /experiments': () => ({ body: overview(false) }),
      'POST /experiments/flags/home_hero': apiError(409, 'edit_conflict', 'Changed meanwhile.'),
    });
    renderAdmin('/experiments');
    fireEvent.click(await screen.findByRole('switch', { name: 'Home hero variants' }));
    expect(await screen.findByText('A colleague changed these flags meanwhile. The list is reloaded: check and switch again.')).toBeTruthy();
    await vi.waitFor(() => expect(api.to('GET /experiments').length).toBeGreaterThanOrEqual(2));
  });

  it('is refused to roles outside experiments.manage', async () => {
    fakeApi({ 'GET /me': { body: meFixture('customer_service') } });
    renderAdmin('/experiments');
    expect(await screen.findByText('You are not authorized to perform this action.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Flags and experiments' })).toBeNull();
  });
});
