/**
 * From latitude/longitude to the hexes of the reconstructed Aspern-Essling map, and back. The map has no printed
 * original to fit, so the "fit" is a plain projection: hexes 500 m across the flats (the ruleset's scale), flat
 * tops, north up, columns west to east, rows north to south, even columns half a hex lower (south); a local
 * equirectangular projection is exact to a few metres over 10 km.
 *
 * The one free choice is where the grid sits: the centre of hex 0101 is put at 48.2550 N, 16.4525 E. That origin
 * came from a scan over one hex (steps of about 25 m) for the one that keeps the church and the rest of Aspern in
 * adjacent hexes, the granary and the rest of Essling too, every village in a hex of its own, and brings the
 * villages nearest their hex centres (the residuals are in the map's provenance notes).
 *
 * Generator code only: not part of the published ruleset.
 */
import { createHexGrid, hexLayout, hexToPixel, pixelToHex, type HexGridDeclaration, type Point } from 'kriegsspiel';

/** Latitude, longitude (degrees). */
export type LatLon = readonly [lat: number, lon: number];

/** The grid: ids CCRR, 23 columns west to east, 20 rows north to south. */
export const ASPERN_GRID: HexGridDeclaration = { idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 23 }, rows: { first: 1, last: 20 } };

/** Metres across the flats of a hex. */
export const HEX_METRES = 500;
const ORIGIN: LatLon = [48.255, 16.4525];
const M_LAT = 111_200;
const M_LON = 111_320 * Math.cos((48.21 * Math.PI) / 180);

const grid = createHexGrid(ASPERN_GRID);
/** The hex layout in metres (the grid's frame). */
export const LAYOUT = hexLayout('flat', HEX_METRES / Math.sqrt(3));
const corner = hexToPixel(LAYOUT, grid.hexOf(grid.indexOf('0101')));

/**
 * A position in metres in the grid's frame: x east, y south (the layout's pixels, hex 0101 where the library puts it).
 *
 * @example
 * ```ts
 * import { toPoint } from './fit.js';
 * toPoint([48.255, 16.4525]); // { x: 433.01..., y: 250 }: the centre of hex 0101
 * ```
 */
export function toPoint([lat, lon]: LatLon): Point {
  return { x: corner.x + (lon - ORIGIN[1]) * M_LON, y: corner.y + (ORIGIN[0] - lat) * M_LAT };
}

/** The latitude/longitude of a point of the grid's frame (the inverse of {@link toPoint}). */
export function toLatLon(p: Point): LatLon {
  return [ORIGIN[0] - (p.y - corner.y) / M_LAT, ORIGIN[1] + (p.x - corner.x) / M_LON];
}

/** The centre of a hex (by dense index) in the grid's frame. */
export function centreOf(index: number): Point {
  return hexToPixel(LAYOUT, grid.hexOf(index));
}

/**
 * The dense index of the hex containing a position, or -1 when it is off the map.
 *
 * @example
 * ```ts
 * import { ASPERN_HEX_GRID as grid, hexAt } from './fit.js';
 * grid.idOf(hexAt([48.2181, 16.483])); // '0609', the church of Aspern
 * ```
 */
export function hexAt(at: LatLon): number {
  return grid.indexOfHex(pixelToHex(LAYOUT, toPoint(at)));
}

/** How far a position lies from the centre of its hex, in hexes (0 = at the centre, 0.5 = on a hexside). */
export function offCentre(at: LatLon): number {
  const i = hexAt(at);
  const p = toPoint(at);
  const c = centreOf(i);
  return Math.hypot(p.x - c.x, p.y - c.y) / HEX_METRES;
}

/** The map's grid (shared by the generator's modules). */
export const ASPERN_HEX_GRID = grid;
