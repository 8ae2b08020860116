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
  flags: [
    { feature_key: 'home_hero', name: 'Home hero variants', enabled: true, rules: [{ type: 'EXPERIMENTATION', exposition: 1, experiment_id: 1 }] },
    { feature_key: 'home_bestsellers_rail', name: 'Bestsellers rail on the home page', enabled, rules: [] },
  ],
  experiments: [
    { id: 1, name: 'Home hero: classic or spotlight', variations: [{ variation_id: 2, name: 'Classic', visitors: 200, converted: 10 }, { variation_id: 3, name: 'Spotlight', visitors: 100, converted: 8 }] },
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
    expect(rows).toEqual(['Classic200105.0%', 'Spotlight10088.0%']);
    expect(within(screen.getByRole('table', { name: 'Bestsellers rail delivery' })).getByText('No visitors tracked yet.')).toBeTruthy();

    const rail = screen.getByRole('switch', { name: 'Bestsellers rail on the home page' }) as HTMLInputElement;
    expect(rail.checked).toBe(false);
    fireEvent.click(rail);
    expect(await screen.findByText('“Bestsellers rail on the home page” is on. Open pages update within seconds.')).toBeTruthy();
    expect(api.to('POST /experiments/flags/home_bestsellers_rail')[0]!.body).toEqual({ site: 'blushdemo1', environment: 'production', enabled: true, version: 1000 });
    await vi.waitFor(() => expect((screen.getByRole('switch', { name: 'Bestsellers rail on the home page' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole('link', { name: 'Flags and experiments' })).toBeTruthy();
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
