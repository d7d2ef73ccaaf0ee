/**
 * A plain SVG picture of a hex map: terrain, hexside features, place names, hex ids and optional markers. For
 * looking at map data (reviewing a reconstruction, debugging a scenario); a board with counters, a title and a key
 * is `renderBoard`.
 *
 * @module
 */
import type { HexMap } from '../maps/hexMap.js';
import type { ViewRotation } from '../maps/hexMapView.js';
import { hexBoardFrame } from './hexBoardFrame.js';
import { escapeXml, num } from './svgMarkup.js';

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
   * Clockwise quarter-turn of the picture. By default the map is turned so that the edge its file names `north` is at
   * the top (Wagram, whose north edge is its last column, comes out turned 270 degrees: XX upward, YY rightward).
   */
  readonly rotate?: ViewRotation;
  /** Mirror left-right after turning (by default only when needed to put a named `east` edge on the right). */
  readonly flip?: boolean;
}

/**
 * Draws a hex map as a standalone SVG document: one `<polygon>` per hex filled by terrain, thick lines for rivers,
 * streams and slopes (ticks on the downhill side), bridges as planks across their hexside, roads joining hex centres,
 * place names and small hex ids. Pure: the same map and options give the same string.
 *
 * @example
 * ```ts
 * import { loadHexMap } from 'kriegsspiel';
 * import { renderHexMapSvg } from 'kriegsspiel/render';
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
  const labels = options.labels ?? true;
  const frame = hexBoardFrame(map, {
    ...(options.hexSize === undefined ? {} : { hexSize: options.hexSize }),
    ...(options.terrainColors === undefined ? {} : { terrainColors: options.terrainColors }),
    ...(options.rotate === undefined ? {} : { rotate: options.rotate }),
    ...(options.flip === undefined ? {} : { flip: options.flip }),
    hexIds: labels,
    placeNames: labels,
  });
  const s = options.hexSize ?? 24;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(frame.width)}" height="${num(frame.height)}" ` +
      `viewBox="0 0 ${num(frame.width)} ${num(frame.height)}" font-family="sans-serif">`,
    `<title>${escapeXml(map.name)}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    ...frame.ground,
    ...frame.labels,
    `<g class="units" font-size="${num(s * 0.36)}" text-anchor="middle">`,
  ];
  for (const unit of options.units ?? []) {
    const c = frame.locate(unit.hex);
    if (c === null) continue;
    const w = s * 0.8;
    out.push(
      `<g class="unit" data-hex="${escapeXml(unit.hex)}"><rect x="${num(c.x - w / 2)}" y="${num(c.y - w / 2)}" width="${num(w)}" height="${num(w)}" ` +
        `fill="${escapeXml(unit.color ?? '#9a9a9a')}" stroke="#000000" stroke-width="1"/>` +
        `<text x="${num(c.x)}" y="${num(c.y + s * 0.12)}">${escapeXml(unit.label)}</text></g>`,
    );
  }
  out.push('</g>', '</svg>', '');
  return out.join('\n');
}
