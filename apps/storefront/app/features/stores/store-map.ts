/**
 * Where stores go on a map: an equirectangular projection of their bounding box into a panel (the
 * built-in map, no tiles), and Web Mercator tile maths for an OpenStreetMap-compatible tile server.
 */
import type { GeoPoint } from './store-search.ts';

export const MAP_WIDTH = 480;
export const MAP_HEIGHT = 340;
const PAD = 48;
/** Markers closer than this (panel units) are moved apart, so none hides another. */
const MIN_GAP = 34;
const KM_PER_DEGREE = 111.32;

export interface Projection {
  points: Array<{ x: number; y: number }>;
  /** Kilometres per panel unit; null when every point is in one place. */
  kmPerUnit: number | null;
}

/** Points closer than `gap` pushed apart, a few rounds, kept inside a `width` × `height` panel. */
export function spread(points: ReadonlyArray<{ x: number; y: number }>, width = MAP_WIDTH, height = MAP_HEIGHT, gap = MIN_GAP): Array<{ x: number; y: number }> {
  const out = points.map((p) => ({ ...p }));
  for (let round = 0; round < 8; round++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!;
        const b = out[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const d = Math.hypot(dx, dy);
        if (d >= gap) continue;
        const push = (gap - d) / 2;
        const [ux, uy] = d < 1e-6 ? [1, 0] : [dx / d, dy / d];
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out.map((p) => ({ x: Math.min(width - 20, Math.max(20, p.x)), y: Math.min(height - 8, Math.max(56, p.y)) }));
}

/** Each point's position in a MAP_WIDTH × MAP_HEIGHT panel (the box fitted and centred, markers kept apart) and the scale. */
export function project(points: readonly GeoPoint[]): Projection {
  if (!points.length) return { points: [], kmPerUnit: null };
  const box = fitBox(points);
  if (!box) return { points: points.map(() => ({ x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 + 16 })), kmPerUnit: null };
  return { points: spread(projectPoints(points)), kmPerUnit: KM_PER_DEGREE / box.scale };
}

/** A round distance for a scale bar at most `maxUnits` long: its kilometres and its length in units. */
export function scaleBar(kmPerUnit: number, maxUnits = 110): { km: number; units: number } {
  const steps = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000];
  const km = [...steps].reverse().find((step) => step / kmPerUnit <= maxUnits) ?? steps[0]!;
  return { km, units: km / kmPerUnit };
}

/** The points' bounding box and the scale that fits it in the panel; null when they are all in one place. */
function fitBox(points: readonly GeoPoint[]) {
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  // A degree of longitude shrinks towards the poles.
  const cos = Math.cos(rad((minLat + maxLat) / 2));
  const spanX = (maxLon - minLon) * cos;
  const spanY = maxLat - minLat;
  if (spanX < 1e-9 && spanY < 1e-9) return null;
  const scale = Math.min((MAP_WIDTH - 2 * PAD) / Math.max(spanX, 1e-9), (MAP_HEIGHT - 2 * PAD - 24) / Math.max(spanY, 1e-9));
  return { minLat, minLon, cos, spanX, spanY, scale };
}

/** Each point's position in the panel, the box fitted and centred (marker tips 24 units lower than the top pad). */
export function projectPoints(points: readonly GeoPoint[]): Array<{ x: number; y: number }> {
  if (!points.length) return [];
  const box = fitBox(points);
  if (!box) return points.map(() => ({ x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 + 12 }));
  const { minLat, minLon, cos, spanX, spanY, scale } = box;
  return points.map((p) => ({
    x: MAP_WIDTH / 2 + ((p.longitude - minLon) * cos - spanX / 2) * scale,
    y: MAP_HEIGHT / 2 + 12 - (p.latitude - minLat - spanY / 2) * scale,
  }));
}

const rad = (deg: number) => (deg * Math.PI) / 180;
export const TILE_SIZE = 256;

/** A point in Web Mercator pixels at `zoom` (the tile scheme of OpenStreetMap). */
export function mercator(point: GeoPoint, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const lat = Math.max(-85.0511, Math.min(85.0511, point.latitude));
  const sin = Math.sin(rad(lat));
  return { x: ((point.longitude + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

/** The largest zoom (up to `max`) at which every point fits in `width` × `height` with a margin. */
export function fitZoom(points: readonly GeoPoint[], width: number, height: number, max = 16): number {
  for (let zoom = max; zoom > 0; zoom--) {
    const xy = points.map((p) => mercator(p, zoom));
    const w = Math.max(...xy.map((p) => p.x)) - Math.min(...xy.map((p) => p.x));
    const h = Math.max(...xy.map((p) => p.y)) - Math.min(...xy.map((p) => p.y));
    if (w <= width - 2 * PAD && h <= height - 2 * PAD) return zoom;
  }
  return 1;
}

/** A tile's address from a `{z}/{x}/{y}` template (`{s}` becomes "a"). */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)).replace('{s}', 'a');
}
