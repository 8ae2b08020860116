import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH, fitZoom, mercator, project, scaleBar, spread, tileUrl } from './store-map.ts';
import { mapSettings, storeJsonLd } from './stores.server.ts';
import { SG_STORES, storeFixture } from './test/fixtures.ts';

describe('the built-in map', () => {
  it('fits the stores in the panel, north up, with a scale', () => {
    const { points, kmPerUnit } = project(SG_STORES);
    for (const p of points) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(MAP_WIDTH);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(MAP_HEIGHT);
    }
    // Jewel Changi is east and north of VivoCity.
    expect(points[1]!.x).toBeGreaterThan(points[2]!.x);
    expect(points[1]!.y).toBeLessThan(points[2]!.y);
    expect(scaleBar(kmPerUnit!)).toMatchObject({ km: 5 });
  });

  it('keeps markers of neighbouring stores apart; one store sits in the middle without a scale', () => {
    const near = [storeFixture({ slug: 'a', name: 'A', latitude: 13.7462, longitude: 100.5347 }), storeFixture({ slug: 'b', name: 'B', latitude: 13.7466, longitude: 100.5393 }), storeFixture({ slug: 'c', name: 'C', latitude: 18.8079, longitude: 99.0174 })];
    const [a, b] = project(near).points;
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThanOrEqual(33.9);
    expect(project([SG_STORES[0]!])).toEqual({ points: [{ x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 + 16 }], kmPerUnit: null });
    expect(spread([{ x: 100, y: 100 }, { x: 100, y: 100 }]).map((p) => p.x)).toEqual([83, 117]);
  });
});

describe('tiles', () => {
  it('places points in Web Mercator tiles as OpenStreetMap numbers them', () => {
    const ion = mercator(SG_STORES[0]!, 11);
    expect([Math.floor(ion.x / 256), Math.floor(ion.y / 256)]).toEqual([1614, 1016]);
    expect(fitZoom(SG_STORES, 768, 538)).toBe(12);
    expect(tileUrl('https://tile.example/{z}/{x}/{y}.png', 11, 1614, 1016)).toBe('https://tile.example/11/1614/1016.png');
  });

  it('is off by default; a https {z}/{x}/{y} address turns it on', () => {
    expect(mapSettings({})).toEqual({ tileUrl: null, attribution: '© OpenStreetMap contributors' });
    expect(mapSettings({ STORE_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }).tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(mapSettings({ STORE_MAP_TILE_URL: 'http://tiles.local/{z}/{x}/{y}.png' }).tileUrl).toBeNull();
    expect(mapSettings({ STORE_MAP_TILE_URL: 'https://tiles.example/tile.png' }).tileUrl).toBeNull();
    expect(mapSettings({ STORE_MAP_TILE_ATTRIBUTION: '© Tiles Ltd' }).attribution).toBe('© Tiles Ltd');
  });
});

describe('JSON-LD', () => {
  it('a Store with address, geo, telephone and one opening-hours specification per run of equal hours', () => {
    const weekend = { opens: '10:00', closes: '18:00' };
    const week = { opens: '09:00', closes: '19:00' };
    const store = storeFixture({ slug: 'au-pitt-street', name: 'Blush Pitt Street Mall', country: 'AU', street: '182 Pitt Street', city: 'Sydney NSW', postcode: '2000', latitude: -33.8704, longitude: 151.2082, phone: '+61 2 9231 4455', weeklyHours: [weekend, week, week, week, week, week, null] });
    const ld = storeJsonLd(store, 'https://www.blush.com.au/store-locations/au-pitt-street') as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Store',
      telephone: '+61 2 9231 4455',
      address: { streetAddress: '182 Pitt Street', addressLocality: 'Sydney NSW', postalCode: '2000', addressCountry: 'AU' },
      geo: { latitude: -33.8704, longitude: 151.2082 },
    });
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Sunday'], opens: '10:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`), opens: '09:00', closes: '19:00' },
    ]);
  });
});
