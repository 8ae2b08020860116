/**
 * The tiled map, loaded only when a tile server is set (`STORE_MAP_TILE_URL`, an OpenStreetMap-
 * compatible `{z}/{x}/{y}` address): Web Mercator tiles covering the stores at the largest zoom
 * that fits them, the same numbered marker links as the built-in map on top, and the tile
 * server's credit. Sized in percentages, so it scales with its column.
 */
import { cx } from '../../../lib/cx.ts';
import { TILE_SIZE, fitZoom, mercator, spread, tileUrl as tileAt } from '../store-map.ts';

/** The tiled map's own logical size (10:7 like the built-in one): tiles drawn near their natural size on a wide screen. */
const MAP_WIDTH = 768;
const MAP_HEIGHT = 538;
/** A store's page centres its store at street level. */
const STREET_ZOOM = 15;
import { type StoresMapProps, useMarkerLink } from '../hooks/use-marker-link.ts';

export function StoresTileMap({ markers, activeId, onActive, label, you, tileUrl, attribution, focusId }: StoresMapProps & { tileUrl: string }) {
  const link = useMarkerLink();
  const all = you && markers.length ? [...markers, you] : markers;
  const focus = focusId ? markers.find((m) => m.id === focusId) : undefined;
  const zoom = focus || all.length < 2 ? STREET_ZOOM : fitZoom(all, MAP_WIDTH, MAP_HEIGHT);
  const pixels = all.map((p) => mercator(p, zoom));
  const centre = focus
    ? mercator(focus, zoom)
    : pixels.length
      ? { x: (Math.min(...pixels.map((p) => p.x)) + Math.max(...pixels.map((p) => p.x))) / 2, y: (Math.min(...pixels.map((p) => p.y)) + Math.max(...pixels.map((p) => p.y))) / 2 }
      : { x: 0, y: 0 };
  const left = centre.x - MAP_WIDTH / 2;
  const top = centre.y - MAP_HEIGHT / 2 + 16;
  // Markers kept apart, in the map's units; those outside the view (a store page's far stores) are left out.
  const placed = spread(pixels.map((p) => ({ x: p.x - left, y: p.y - top })), MAP_WIDTH, MAP_HEIGHT, 64);
  const inView = pixels.map((p) => p.x - left >= 0 && p.x - left <= MAP_WIDTH && p.y - top >= 0 && p.y - top <= MAP_HEIGHT);
  const count = 2 ** zoom;
  const tiles: Array<{ key: string; src: string; x: number; y: number }> = [];
  for (let ty = Math.floor(top / TILE_SIZE); ty <= Math.floor((top + MAP_HEIGHT) / TILE_SIZE); ty++) {
    for (let tx = Math.floor(left / TILE_SIZE); tx <= Math.floor((left + MAP_WIDTH) / TILE_SIZE); tx++) {
      if (ty < 0 || ty >= count) continue;
      tiles.push({ key: `${tx}/${ty}`, src: tileAt(tileUrl, zoom, ((tx % count) + count) % count, ty), x: tx * TILE_SIZE - left, y: ty * TILE_SIZE - top });
    }
  }
  const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;
  const at = (p: { x: number; y: number }) => ({ left: pct(p.x, MAP_WIDTH), top: pct(p.y, MAP_HEIGHT) });
  return (
    <div className="relative aspect-[10/7] overflow-hidden border border-neutral-200 bg-neutral-100" role="group" aria-label={label}>
      {tiles.map((tile) => (
        <img
          key={tile.key}
          src={tile.src}
          alt=""
          loading="lazy"
          draggable={false}
          className="absolute max-w-none select-none"
          style={{ left: pct(tile.x, MAP_WIDTH), top: pct(tile.y, MAP_HEIGHT), width: pct(TILE_SIZE, MAP_WIDTH), height: pct(TILE_SIZE, MAP_HEIGHT) }}
        />
      ))}
      {you && markers.length && inView[markers.length] ? (
        <span role="img" aria-label={you.label} className="absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-sky-600 shadow" style={at(placed[markers.length]!)} data-testid="map-you" />
      ) : null}
      {markers.map((marker, index) => {
        if (!inView[index]) return null;
        const active = marker.id === activeId;
        const className = cx(
          'absolute inline-flex size-8 -translate-x-1/2 -translate-y-full items-center justify-center rounded-full border-2 border-white text-sm font-bold text-white shadow outline-offset-2',
          active ? 'z-10 scale-110 bg-blush-600' : 'bg-black',
        );
        const common = { style: at(placed[index]!), className, 'data-testid': 'map-marker', 'data-store': marker.id, 'data-active': active || undefined, onMouseEnter: () => onActive?.(marker.id), onMouseLeave: () => onActive?.(null) };
        return marker.href ? (
          <a key={marker.id} {...link(marker.href)} aria-label={marker.label} onFocus={() => onActive?.(marker.id)} onBlur={() => onActive?.(null)} {...common}>
            <span aria-hidden="true">{marker.number}</span>
          </a>
        ) : (
          <span key={marker.id} role="img" aria-label={marker.label} {...common}>
            <span aria-hidden="true">{marker.number}</span>
          </span>
        );
      })}
      <p className="absolute bottom-0 right-0 bg-white/85 px-1.5 py-0.5 text-[11px] text-neutral-800">{attribution}</p>
    </div>
  );
}
