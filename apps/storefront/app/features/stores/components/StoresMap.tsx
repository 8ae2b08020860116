/**
 * The stores on a map. Built in (the default): the stores' coordinates projected onto a plain panel,
 * nothing loaded from elsewhere. With a tile server set (`STORE_MAP_TILE_URL`), the tiled map is
 * loaded on demand (`StoresTileMap`), so pages without it carry none of its code. Either way each
 * store is a numbered marker that is a link to its page, named like the list's entry it matches;
 * pointing at or focusing one highlights the other.
 */
import { Suspense, lazy } from 'react';
import { cx } from '../../../lib/cx.ts';
import { MAP_HEIGHT, MAP_WIDTH, project, scaleBar } from '../store-map.ts';
import { type StoresMapProps, useMarkerLink } from '../hooks/use-marker-link.ts';

export type { MapMarker, StoresMapProps } from '../hooks/use-marker-link.ts';

const StoresTileMap = lazy(() => import('./StoresTileMap.tsx').then((m) => ({ default: m.StoresTileMap })));

export function StoresMap(props: StoresMapProps) {
  const frame = 'relative overflow-hidden border border-neutral-200 bg-blush-50';
  return (
    <figure className="m-0" data-testid="stores-map" data-tiles={props.tileUrl ? 'on' : 'off'}>
      {props.tileUrl ? (
        <Suspense fallback={<div className={cx(frame, 'aspect-[10/7]')} />}>
          <StoresTileMap {...props} tileUrl={props.tileUrl} />
        </Suspense>
      ) : (
        <StoresSvgMap {...props} className={frame} />
      )}
      {props.caption ? <figcaption className="mt-2 text-xs text-neutral-600">{props.caption}</figcaption> : null}
    </figure>
  );
}

function StoresSvgMap({ markers, activeId, onActive, label, you, className, scaleLabel }: StoresMapProps & { className: string }) {
  const link = useMarkerLink();
  const showYou = you && markers.length > 0;
  const { points, kmPerUnit } = project(showYou ? [...markers, you] : markers);
  const bar = kmPerUnit ? scaleBar(kmPerUnit) : null;
  return (
    <div className={className}>
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className="block h-auto w-full" role="group" aria-label={label}>
        <defs>
          <pattern id="stores-map-grid" width="24" height="24" patternUnits="userSpaceOnUse">
            <path d="M24 0H0V24" fill="none" stroke="#f7cbd8" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="url(#stores-map-grid)" aria-hidden="true" />
        <g aria-hidden="true" className="fill-neutral-600" fontSize="12" fontWeight="700">
          <path d="M20 10l6 14h-12Z" />
          <text x="20" y="38" textAnchor="middle">N</text>
        </g>
        {bar ? (
          <g aria-hidden="true" transform={`translate(12 ${MAP_HEIGHT - 14})`} className="fill-neutral-700" data-testid="map-scale">
            <path d={`M0 -5V0H${bar.units.toFixed(1)}V-5`} fill="none" className="stroke-neutral-700" strokeWidth="1.5" />
            <text x={bar.units + 6} y="0" fontSize="11">{scaleLabel ? scaleLabel(bar.km) : `${bar.km} km`}</text>
          </g>
        ) : null}
        {showYou ? (
          <g transform={`translate(${points[markers.length]!.x.toFixed(1)} ${points[markers.length]!.y.toFixed(1)})`} role="img" aria-label={you.label} data-testid="map-you">
            <circle r="14" className="fill-sky-500/20" />
            <circle r="6" className="fill-sky-600 stroke-white" strokeWidth="2" />
          </g>
        ) : null}
        {markers.map((marker, index) => {
          const point = points[index]!;
          const active = marker.id === activeId;
          const body = (
            <>
              <path d="M0 0c-3-7-14-13-14-24a14 14 0 0 1 28 0c0 11-11 17-14 24Z" className={cx(active ? 'fill-blush-600' : 'fill-black', 'stroke-white')} strokeWidth="2" />
              <text y="-24" textAnchor="middle" dominantBaseline="central" fontSize="13" fontWeight="700" className="fill-white">
                {marker.number}
              </text>
              {active ? (
                <text x="18" y={point.y < 80 ? 12 : -30} fontSize="13" fontWeight="700" className="fill-black stroke-white [paint-order:stroke]" strokeWidth="4" aria-hidden="true" textAnchor={point.x > MAP_WIDTH * 0.6 ? 'end' : 'start'} dx={point.x > MAP_WIDTH * 0.6 ? -36 : 0}>
                  {marker.name}
                </text>
              ) : null}
            </>
          );
          const common = {
            transform: `translate(${point.x.toFixed(1)} ${point.y.toFixed(1)}) scale(${active ? 1.35 : 1.15})`,
            'data-testid': 'map-marker',
            'data-store': marker.id,
            'data-active': active || undefined,
            onMouseEnter: () => onActive?.(marker.id),
            onMouseLeave: () => onActive?.(null),
          };
          return marker.href ? (
            <a key={marker.id} {...link(marker.href)} aria-label={marker.label} className="cursor-pointer outline-none [&:focus-visible_path]:stroke-black [&:focus-visible_path]:[stroke-width:4]" onFocus={() => onActive?.(marker.id)} onBlur={() => onActive?.(null)}>
              <g {...common}>{body}</g>
            </a>
          ) : (
            <g key={marker.id} role="img" aria-label={marker.label} {...common}>
              {body}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
