/**
 * A plain SVG picture of a hex map: terrain, hexside features, place names,
 * hex ids and optional unit markers. For looking at map data (reviewing a
 * reconstruction, debugging a scenario), not a game board.
 *
 * @module
 */
import type { HexMap } from './hexMap.js';
import type { Point } from './hexLayout.js';
import { hexMapView, type ViewRotation } from './hexMapView.js';
import { svgHexsides } from './svgHexsides.js';

/** A marker drawn on a hex by {@link renderHexMapSvg}. */
export interface SvgUnitMarker {
  /** Printed hex id, e.g. `'0809'`; markers on unknown hexes are skipped. */
  readonly hex: string;
  /** Short text on the marker. */
  readonly label: string;
  /** Fill colour (any SVG colour); grey by default. */
  readonly color?: string;
}

/** Options of {@link renderHexMapSvg}. */
export interface RenderHexMapSvgOptions {
  /** Hex centre-to-corner distance in pixels (default 24). */
  readonly hexSize?: number;
  /** Fill colour per terrain name, over the defaults (unknown terrain is light grey). */
  readonly terrainColors?: Readonly<Record<string, string>>;
  /** Draw hex ids and place names (default true). */
  readonly labels?: boolean;
  /** Unit markers, drawn last. */
  readonly units?: readonly SvgUnitMarker[];
  /**
   * Clockwise quarter-turn of the picture. By default the map is turned so that
   * the edge its file names `north` is at the top (Wagram, whose north edge is
   * its last column, comes out turned 270 degrees: XX upward, YY rightward).
   */
  readonly rotate?: ViewRotation;
  /** Mirror left-right after turning (by default only when needed to put a named `east` edge on the right). */
  readonly flip?: boolean;
}

/** Default terrain fills. */
export const DEFAULT_TERRAIN_COLORS: Readonly<Record<string, string>> = {
  clear: '#f2ecd2',
  forest: '#8fb46a',
  town: '#c79a78',
  lake: '#9cc6e8',
  rough: '#c9b48e',
  marsh: '#b7d4c0',
};

const f = (n: number): string => (Math.round(n * 10) / 10).toString();
const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const points = (ps: readonly Point[]): string => ps.map((p) => `${f(p.x)},${f(p.y)}`).join(' ');

/**
 * Draws a hex map as a standalone SVG document: one `<polygon>` per hex filled
 * by terrain, thick lines for rivers, streams and slopes (ticks on the downhill
 * side), bridges as planks across their hexside, roads joining hex centres,
 * place names and small hex ids. Pure: the same map and options give the same
 * string. Throws a `RangeError` when `hexSize` is not a positive number.
 *
 * @example
 * ```ts
 * import { loadHexMap, renderHexMapSvg } from 'kriegsspiel';
 * const result = loadHexMap({
 *   id: 'demo', name: 'Demo', provenance: { kind: 'test' },
 *   grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 3 }, rows: { first: 1, last: 3 } },
 *   terrainTypes: ['clear', 'town'], defaultTerrain: 'clear', terrain: { town: ['0202'] },
 *   places: [{ name: 'Aspern', hexes: ['0202'] }], edges: { north: 'lastColumn', east: 'lastRow' },
 * });
 * if (!result.ok) throw new Error(result.error.message);
 * const svg = renderHexMapSvg(result.map, { hexSize: 20, units: [{ hex: '0202', label: 'IV', color: '#5470c6' }] });
 * svg.startsWith('<svg'); // true (write it to a .svg file to look at it)
 * ```
 */
export function renderHexMapSvg(map: HexMap, options: RenderHexMapSvgOptions = {}): string {
  const view = hexMapView(map, {
    ...(options.hexSize === undefined ? {} : { hexSize: options.hexSize }),
    ...(options.rotate === undefined ? {} : { rotate: options.rotate }),
    ...(options.flip === undefined ? {} : { flip: options.flip }),
  });
  const s = view.hexSize;
  const colors = { ...DEFAULT_TERRAIN_COLORS, ...options.terrainColors };
  const labels = options.labels ?? true;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(view.width)}" height="${f(view.height)}" ` +
      `viewBox="0 0 ${f(view.width)} ${f(view.height)}" font-family="sans-serif">`,
    `<title>${escapeXml(map.name)}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    '<g class="hexes" stroke="#b9b19a" stroke-width="0.6">',
  ];
  for (let i = 0; i < map.size; i++) {
    const terrain = map.terrainName(i);
    out.push(
      `<polygon class="hex ${escapeXml(terrain)}" data-hex="${map.grid.idOf(i)}" ` +
        `points="${points(view.corners(i))}" fill="${escapeXml((Object.hasOwn(colors, terrain) ? colors[terrain] : undefined) ?? '#dddddd')}"/>`,
    );
  }
  out.push('</g>');
  const sides = svgHexsides(map, view);
  for (const [name, layer] of Object.entries(sides)) out.push(`<g class="${name}" fill="none">`, ...layer, '</g>');
  if (labels) {
    out.push(`<g class="hex-ids" font-size="${f(s * 0.3)}" fill="#6b6454" text-anchor="middle">`);
    for (let i = 0; i < map.size; i++) {
      const c = view.center(i);
      out.push(`<text x="${f(c.x)}" y="${f(c.y - s * 0.45)}">${map.grid.idOf(i)}</text>`);
    }
    out.push('</g>');
    out.push(
      `<g class="places" font-size="${f(s * 0.5)}" font-weight="bold" fill="#1f1a14" text-anchor="middle" ` +
        `stroke="#ffffff" stroke-width="${f(s * 0.12)}" paint-order="stroke">`,
    );
    // Below the place's hexes, or above them when that would overprint an earlier name.
    const boxes: Array<readonly [number, number, number, number]> = [];
    const fontSize = s * 0.5;
    for (const name of map.placeNames) {
      const cs = (map.place(name) ?? []).map((i) => view.center(i));
      const x = cs.reduce((a, c) => a + c.x, 0) / cs.length;
      const y = cs.reduce((a, c) => a + c.y, 0) / cs.length;
      const half = (name.length * fontSize * 0.3) + 2;
      const free = (b: number): boolean => boxes.every(([x0, y0, x1, y1]) => x + half < x0 || x - half > x1 || b < y0 || b - fontSize > y1);
      const baseline = [y + s * 0.9, y - s * 0.6].find(free) ?? y + s * 0.9;
      boxes.push([x - half, baseline - fontSize, x + half, baseline]);
      out.push(`<text x="${f(x)}" y="${f(baseline)}">${escapeXml(name)}</text>`);
    }
    out.push('</g>');
  }
  out.push(`<g class="units" font-size="${f(s * 0.36)}" text-anchor="middle">`);
  for (const unit of options.units ?? []) {
    const i = map.grid.indexOf(unit.hex);
    if (i < 0) continue;
    const c = view.center(i);
    const w = s * 0.8;
    out.push(
      `<g class="unit" data-hex="${map.grid.idOf(i)}"><rect x="${f(c.x - w / 2)}" y="${f(c.y - w / 2)}" width="${f(w)}" height="${f(w)}" ` +
        `fill="${escapeXml(unit.color ?? '#9a9a9a')}" stroke="#000000" stroke-width="1"/>` +
        `<text x="${f(c.x)}" y="${f(c.y + s * 0.12)}">${escapeXml(unit.label)}</text></g>`,
    );
  }
  out.push('</g>', '</svg>', '');
  return out.join('\n');
}
