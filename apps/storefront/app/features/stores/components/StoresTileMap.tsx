/**
 * The tiled map, loaded only when a tile server is set (`STORE_MAP_TILE_URL`, an OpenStreetMap-
 * compatible `{z}/{x}/{y}` address): Web Mercator tiles covering the stores at the largest zoom
 * that fits them, the same numbered marker links as the built-in map on top, and the tile
 * server's credit. Sized in percentages, so it scales with its column.
 */
import { cx } from '../../../lib/cx.ts';
import { MAP_HEIGHT, MAP_WIDTH, TILE_SIZE, fitZoom, mercator, tileUrl as tileAt } from '../store-map.ts';
import { type StoresMapProps, useMarkerLink } from '../hooks/use-marker-link.ts';

export function StoresTileMap({ markers, activeId, onActive, label, you, tileUrl, attribution }: StoresMapProps & { tileUrl: string }) {
  const link = useMarkerLink();
  const all = you && markers.length ? [...markers, you] : markers;
  const zoom = all.length > 1 ? fitZoom(all, MAP_WIDTH, MAP_HEIGHT) : 15;
  const pixels = all.map((p) => mercator(p, zoom));
  const centre = pixels.length
    ? { x: (Math.min(...pixels.map((p) => p.x)) + Math.max(...pixels.map((p) => p.x))) / 2, y: (Math.min(...pixels.map((p) => p.y)) + Math.max(...pixels.map((p) => p.y))) / 2 }
    : { x: 0, y: 0 };
  const left = centre.x - MAP_WIDTH / 2;
  const top = centre.y - MAP_HEIGHT / 2;
  const count = 2 ** zoom;
  const tiles: Array<{ key: string; src: string; x: number; y: number }> = [];
  for (let ty = Math.floor(top / TILE_SIZE); ty <= Math.floor((top + MAP_HEIGHT) / TILE_SIZE); ty++) {
    for (let tx = Math.floor(left / TILE_SIZE); tx <= Math.floor((left + MAP_WIDTH) / TILE_SIZE); tx++) {
      if (ty < 0 || ty >= count) continue;
      tiles.push({ key: `${tx}/${ty}`, src: tileAt(tileUrl, zoom, ((tx % count) + count) % count, ty), x: tx * TILE_SIZE - left, y: ty * TILE_SIZE - top });
    }
  }
  const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;
  const at = (p: { x: number; y: number }) => ({ left: pct(p.x - left, MAP_WIDTH), top: pct(p.y - top, MAP_HEIGHT) });
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
      {you && markers.length ? (
        <span role="img" aria-label={you.label} className="absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-sky-600 shadow" style={at(pixels[markers.length]!)} data-testid="map-you" />
      ) : null}
      {markers.map((marker, index) => {
        const active = marker.id === activeId;
        const className = cx(
          'absolute inline-flex size-8 -translate-x-1/2 -translate-y-full items-center justify-center rounded-full border-2 border-white text-sm font-bold text-white shadow outline-offset-2',
          active ? 'z-10 scale-110 bg-blush-600' : 'bg-black',
        );
        const common = { style: at(pixels[index]!), className, 'data-testid': 'map-marker', 'data-store': marker.id, 'data-active': active || undefined, onMouseEnter: () => onActive?.(marker.id), onMouseLeave: () => onActive?.(null) };
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
