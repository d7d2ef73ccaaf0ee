/**
 * A drawing frame for a whole hex map: hex centres and corners in pixels,
 * turned and mirrored so that the map's named `north` edge is at the top and
 * its `east` edge on the right, and shifted so everything is at positive x, y.
 *
 * @module
 */
import type { HexMap } from './hexMap.js';
import { hexCorners, hexLayout, hexToPixel, type Point } from './hexLayout.js';
import type { MapEdge } from './hexGrid.js';

/** A quarter-turn clockwise rotation of the drawing, in degrees. */
export type ViewRotation = 0 | 90 | 180 | 270;

/** Where the map is drawn: pixel centres and corners of its hexes, and the picture size. */
export interface HexMapView {
  /** Distance from a hex centre to its corners, in pixels. */
  readonly hexSize: number;
  /** Width and height of the picture, margins included. */
  readonly width: number;
  readonly height: number;
  /** The clockwise rotation and the left-right mirror that were applied. */
  readonly rotate: ViewRotation;
  readonly flip: boolean;
  /** Pixel centre of a hex (by dense index). */
  center(index: number): Point;
  /** The six pixel corners of a hex; the side facing direction `d` runs from corner `(d + 5) % 6` to corner `d`. */
  corners(index: number): Point[];
}

// Where each grid edge lies before turning: columns run left to right, rows top to bottom
// (both orientations), as clockwise angles from the top.
const EDGE_ANGLE: Readonly<Record<MapEdge, number>> = { firstRow: 0, lastColumn: 90, lastRow: 180, firstColumn: 270 };

/**
 * The rotation and mirror that put the edge the map names `north` at the top
 * and the one it names `east` on the right; none when the map names no north.
 */
export function northUp(map: HexMap): { rotate: ViewRotation; flip: boolean } {
  const edges = map.source.edges ?? {};
  const north = edges['north'];
  if (north === undefined) return { rotate: 0, flip: false };
  const rotate = ((360 - EDGE_ANGLE[north]) % 360) as ViewRotation;
  const east = edges['east'];
  const flip = east !== undefined && (EDGE_ANGLE[east] + rotate) % 360 === 270;
  return { rotate, flip };
}

/**
 * Lays a map out for drawing.
 *
 * @example
 * ```ts
 * import { hexMapView, loadHexMap } from 'kriegsspiel';
 * const result = loadHexMap({
 *   id: 'demo', name: 'Demo', provenance: { kind: 'test' },
 *   grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 3 }, rows: { first: 1, last: 3 } },
 *   terrainTypes: ['clear'], defaultTerrain: 'clear', edges: { north: 'lastColumn', east: 'lastRow' },
 * });
 * if (!result.ok) throw new Error(result.error.message);
 * const { map } = result;
 * const view = hexMapView(map, { hexSize: 20 }); // turned so that the north edge (last column) is up
 * view.rotate; // 270
 * view.center(map.grid.indexOf('0301')).y < view.center(map.grid.indexOf('0101')).y; // true
 * ```
 */
export function hexMapView(
  map: HexMap,
  options: { readonly hexSize?: number; readonly rotate?: ViewRotation; readonly flip?: boolean; readonly margin?: number } = {},
): HexMapView {
  const hexSize = options.hexSize ?? 24;
  const auto = northUp(map);
  const rotate = options.rotate ?? auto.rotate;
  const flip = options.flip ?? (options.rotate === undefined ? auto.flip : false);
  const margin = options.margin ?? hexSize;
  const layout = hexLayout(map.grid.declaration.orientation, hexSize);
  const turn = ({ x, y }: Point): Point => {
    const [tx, ty] = rotate === 90 ? [-y, x] : rotate === 180 ? [-x, -y] : rotate === 270 ? [y, -x] : [x, y];
    return { x: flip ? -tx : tx, y: ty };
  };
  const centers: Point[] = [];
  const cornerList: Point[][] = [];
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i < map.size; i++) {
    const h = map.grid.hexOf(i);
    centers.push(turn(hexToPixel(layout, h)));
    const cs = hexCorners(layout, h).map(turn);
    cornerList.push(cs);
    for (const c of cs) {
      minX = Math.min(minX, c.x);
      minY = Math.min(minY, c.y);
      maxX = Math.max(maxX, c.x);
      maxY = Math.max(maxY, c.y);
    }
  }
  const shift = (p: Point): Point => ({ x: p.x - minX + margin, y: p.y - minY + margin });
  const shiftedCenters = centers.map(shift);
  const shiftedCorners = cornerList.map((cs) => cs.map(shift));
  return {
    hexSize,
    width: maxX - minX + 2 * margin,
    height: maxY - minY + 2 * margin,
    rotate,
    flip,
    center: (index) => shiftedCenters[index] as Point,
    corners: (index) => shiftedCorners[index] as Point[],
  };
}
