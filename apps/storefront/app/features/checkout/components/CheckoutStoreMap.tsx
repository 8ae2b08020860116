/**
 * A simple map of the stores for click & collect: their latitude and longitude plotted on a plain
 * panel (no map tiles, nothing loaded from elsewhere), a numbered marker per store matching the
 * list, the chosen one in black. A pointer can pick a store on it; keyboard and screen-reader
 * users choose in the list beside it (the map itself is hidden from assistive technology).
 */
import type { StoreDto } from '@blush/shared/checkout-contracts';
import { cx } from '../../../lib/cx.ts';

const WIDTH = 400;
const HEIGHT = 260;
const PAD = 28;

/** Each store's position in the panel: an equirectangular projection of the stores' bounding box. */
export function plotStores(stores: readonly StoreDto[]): Array<{ id: string; x: number; y: number }> {
  if (stores.length === 0) return [];
  const lats = stores.map((s) => s.latitude);
  const lons = stores.map((s) => s.longitude);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  // Longitude degrees shrink towards the poles.
  const cos = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * cos, 1e-6);
  const spanY = Math.max(maxLat - minLat, 1e-6);
  const scale = Math.min((WIDTH - 2 * PAD) / spanX, (HEIGHT - 2 * PAD) / spanY);
  const single = stores.length === 1 || (maxLat === minLat && maxLon === minLon);
  return stores.map((store) => ({
    id: store.id,
    x: single ? WIDTH / 2 : WIDTH / 2 + ((store.longitude - minLon) * cos - spanX / 2) * scale,
    y: single ? HEIGHT / 2 : HEIGHT / 2 - ((store.latitude - minLat) - spanY / 2) * scale,
  }));
}

export interface CheckoutStoreMapProps {
  stores: readonly StoreDto[];
  chosenId: string;
  onChoose: (id: string) => void;
  caption: string;
}

export function CheckoutStoreMap({ stores, chosenId, onChoose, caption }: CheckoutStoreMapProps) {
  const points = plotStores(stores);
  return (
    <figure className="border border-neutral-200 bg-blush-50" data-testid="store-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="block h-auto w-full" aria-hidden="true" focusable="false">
        <defs>
          <pattern id="store-map-grid" width="20" height="20" patternUnits="userSpaceOnUse">
            <path d="M20 0H0V20" fill="none" stroke="#f7cbd8" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width={WIDTH} height={HEIGHT} fill="url(#store-map-grid)" />
        {points.map((point, index) => {
          const chosen = point.id === chosenId;
          return (
            <g
              key={point.id}
              transform={`translate(${point.x.toFixed(1)} ${point.y.toFixed(1)})`}
              onClick={() => onChoose(point.id)}
              className="cursor-pointer"
              data-testid="store-marker"
              data-chosen={chosen || undefined}
            >
              <circle r={chosen ? 15 : 12} className={cx(chosen ? 'fill-black' : 'fill-white stroke-black')} strokeWidth={chosen ? 0 : 2} />
              <text textAnchor="middle" dominantBaseline="central" fontSize="12" fontWeight="700" className={chosen ? 'fill-white' : 'fill-black'}>
                {index + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="border-t border-neutral-200 bg-white px-3 py-2 text-xs text-neutral-600">{caption}</figcaption>
    </figure>
  );
}
