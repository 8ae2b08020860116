import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StoresLocator } from './StoresLocator.tsx';
import { StoresOpenStatus } from './StoresOpenStatus.tsx';
import { BANGKOK_STORE, SG_STORES } from '../test/fixtures.ts';
import { renderStores } from '../test/render-stores.tsx';
import { I18nProvider } from '../../../lib/i18n.ts';
import { MESSAGES } from '../../../lib/i18n.server.ts';

// 21:30 in Singapore and Bangkok's 20:30, Wednesday 25 November 2026.
const NOW = Date.parse('2026-11-25T13:30:00Z');
const locator = (query = '') => <StoresLocator stores={SG_STORES} now={NOW} initialQuery={query} tileUrl={null} attribution="" />;
const items = () => screen.getAllByTestId('store-item').map((li) => li.getAttribute('data-store'));

function mockGeolocation(answer: { coords: { latitude: number; longitude: number } } | { code: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if ('coords' in answer) ok(answer as GeolocationPosition);
    else fail?.({ code: answer.code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.useRealTimers();
});

describe('StoresLocator', () => {
  it('lists every store with its open state, in a list and as named map links', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderStores(locator());
    const list = screen.getByTestId('stores-list');
    expect(list.tagName).toBe('OL');
    expect(items()).toEqual(['sg-ion-orchard', 'sg-jewel-changi', 'sg-vivocity']);
    expect(within(list).getAllByText('Open now · closes at 22:00')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Blush ION Orchard' }).getAttribute('href')).toBe('/store-locations/sg-ion-orchard');
    const map = screen.getByRole('group', { name: 'Map of the stores' });
    expect(within(map).getByRole('link', { name: '2. Blush Jewel Changi Airport' }).getAttribute('href')).toBe('/store-locations/sg-jewel-changi');
    expect(screen.getByTestId('stores-count').textContent).toBe('3 stores');
  });

  it('filters as the shopper types, by name, city or postcode, and says when nothing matches', () => {
    renderStores(locator());
    const search = screen.getByRole('searchbox', { name: 'Search by store name, city or postcode' });
    fireEvent.change(search, { target: { value: 'vivo' } });
    expect(items()).toEqual(['sg-vivocity']);
    expect(screen.getByTestId('stores-count').textContent).toBe('1 store');
    fireEvent.change(search, { target: { value: '819666' } });
    expect(items()).toEqual(['sg-jewel-changi']);
    expect(screen.getAllByTestId('map-marker')).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'Bangkok' } });
    expect(screen.queryAllByTestId('store-item')).toHaveLength(0);
    expect(screen.getByTestId('stores-count').textContent).toBe('No store matches “Bangkok”. Try a city or postcode, or clear the search.');
  });

  it('starts from the search in the address', () => {
    renderStores(locator('orchard'));
    expect(items()).toEqual(['sg-ion-orchard']);
  });

  it('"Stores near me" sorts nearest first with distances, and shows where the shopper is', () => {
    const ask = mockGeolocation({ coords: { latitude: 1.3644, longitude: 103.9915 } });
    renderStores(locator());
    fireEvent.click(screen.getByRole('button', { name: 'Stores near me' }));
    expect(ask).toHaveBeenCalledOnce();
    expect(items()).toEqual(['sg-jewel-changi', 'sg-ion-orchard', 'sg-vivocity']);
    expect(screen.getAllByTestId('store-distance').map((d) => d.textContent)).toEqual(['0.5 km away', '19 km away', expect.stringMatching(/^2\d(\.\d)? km away$/)]);
    expect(screen.getByTestId('stores-count').textContent).toBe('3 stores · nearest first');
    expect(screen.getByRole('link', { name: '1. Blush Jewel Changi Airport' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your location' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear location' }));
    expect(items()).toEqual(['sg-ion-orchard', 'sg-jewel-changi', 'sg-vivocity']);
  });

  it('says plainly when location permission is refused, and keeps the list', () => {
    mockGeolocation({ code: 1 });
    renderStores(locator());
    fireEvent.click(screen.getByRole('button', { name: 'Stores near me' }));
    expect(screen.getByTestId('geo-message').textContent).toMatch(/Location access is off for this site.*Allow location in your browser’s settings/);
    expect(items()).toHaveLength(3);
  });

  it('tells a position the device cannot find from a refusal', () => {
    mockGeolocation({ code: 3 });
    renderStores(locator());
    fireEvent.click(screen.getByRole('button', { name: 'Stores near me' }));
    expect(screen.getByTestId('geo-message').textContent).toBe('We couldn’t find your location just now. Try again, or search by name, city or postcode.');
  });

  it('in Thai: texts, and the store’s own clock', () => {
    // 22:30 in Bangkok (the browser clock too, once the page is running).
    vi.useFakeTimers({ now: Date.parse('2026-11-25T15:30:00Z'), toFake: ['Date'] });
    renderStores(<StoresLocator stores={[BANGKOK_STORE]} now={Date.parse('2026-11-25T15:30:00Z')} tileUrl={null} attribution="" />, { country: 'TH', language: 'th' });
    expect(screen.getByRole('button', { name: 'สาขาใกล้ฉัน' })).toBeTruthy();
    expect(screen.getByTestId('store-open-status').textContent).toBe('ปิดอยู่ · เปิดพรุ่งนี้ 10:00 น.');
  });
});

describe('open state on the server and in the browser', () => {
  it('renders the instant it is given, so the server’s HTML and the first browser render agree', () => {
    const html = (tz: string) => {
      process.env.TZ = tz;
      return renderToString(
        <I18nProvider language="en" messages={MESSAGES.en}>
          <StoresOpenStatus store={BANGKOK_STORE} now={Date.parse('2026-11-25T14:30:00Z')} />
        </I18nProvider>,
      );
    };
    const server = html('UTC');
    const sydneyBrowser = html('Australia/Sydney');
    delete process.env.TZ;
    expect(server).toBe(sydneyBrowser);
    expect(server).toContain('Open now · closes at 22:00');
  });
});
