/**
 * A rectangular printed hex grid: printed four-digit ids, axial coordinates
 * and dense integer indices, with neighbour tables in typed arrays.
 *
 * @module
 */
import { HEX_DIRECTIONS, hexDistance, hexRange, hexRing, type Hex } from './hexCoords.js';
import { formatHexId, isHexId, splitHexId, type HexId } from './hexId.js';
import { hexLine } from './hexLine.js';
import { hexToOffset, offsetToHex, type HexOrientation, type ShiftedParity } from './offsetCoords.js';
import type { Topology } from './topology.js';

/** How a printed map's four-digit hex ids map onto its hex grid (plain JSON). */
export interface HexGridDeclaration {
  /** Which two-digit pair of the id is the column: `CCRR` = column first. */
  readonly idFormat: 'CCRR' | 'RRCC';
  /** Flat-topped hexes come in columns; pointy-topped in rows. */
  readonly orientation: HexOrientation;
  /**
   * Which columns (flat) or rows (pointy), by the parity of their printed
   * number, are shifted half a hex toward higher row (flat) / column (pointy).
   */
  readonly shifted: ShiftedParity;
  /** Printed column numbers on the map, inclusive (0..99). */
  readonly columns: { readonly first: number; readonly last: number };
  /** Printed row numbers on the map, inclusive (0..99). */
  readonly rows: { readonly first: number; readonly last: number };
}

/** The four edges of a rectangular printed grid, named by grid line. */
export const MAP_EDGES = ['firstColumn', 'lastColumn', 'firstRow', 'lastRow'] as const;
/** One edge of a printed grid: its first/last column or first/last row. */
export type MapEdge = (typeof MAP_EDGES)[number];

/** One step of a line over grid indices; -1 marks an off-map hex. */
export type IndexLineStep = { readonly hexes: readonly [number] | readonly [number, number] };

/** A printed hex grid with dense indices `0..size-1`; also a {@link Topology}. */
export interface HexGrid extends Topology {
  /** The declaration the grid was built from. */
  readonly declaration: HexGridDeclaration;
  /** Number of hexes on the map. */
  readonly size: number;
  /** Neighbour index per hex and direction, `neighbors[i * 6 + dir]`, -1 off-map. */
  readonly neighbors: Int32Array;
  /** Dense index of a printed id, or -1 when malformed or not on this map. */
  indexOf(id: string): number;
  /** Printed id of an index, zero-padded (`'0809'`). */
  idOf(index: number): HexId;
  /** Axial coordinates of an index. */
  hexOf(index: number): Hex;
  /** Dense index of an axial hex, or -1 when off the map. */
  indexOfHex(h: Hex): number;
  /** Neighbour of `index` in direction `dir` (0..5), or -1 when off the map. */
  neighbor(index: number, dir: number): number;
  /** Direction (0..5) from `i` to the adjacent hex `j`, or -1 when not adjacent. */
  directionTo(i: number, j: number): number;
  /** Hex distance between two indices. */
  distance(i: number, j: number): number;
  /** {@link hexLine} between two indices; off-map hexes appear as -1. */
  line(i: number, j: number): IndexLineStep[];
  /**
   * On-map hexes at exactly `radius` from `center` (hexRing order, off-map ones left out); none past the map's
   * {@link HexGrid.extent}, however large the radius, so a radius from user data costs at most the map.
   */
  ring(center: number, radius: number): number[];
  /**
   * On-map hexes within `radius` of `center` (hexRange order, off-map ones left out). The radius is clamped to the
   * map's {@link HexGrid.extent}: a larger one lists the same hexes, at the cost of the map, not of the radius.
   */
  range(center: number, radius: number): number[];
  /** A bound on the distance between any two hexes of the map (its columns plus its rows). */
  readonly extent: number;
  /** The map edges the hex lies on (empty for interior hexes). */
  edgeOf(index: number): readonly MapEdge[];
  /** All hexes on one map edge, in index order. */
  edgeHexes(edge: MapEdge): number[];
}

/**
 * Checks a grid declaration; returns the first problem (field path and
 * message) or `undefined` when it is usable.
 */
export function checkHexGridDeclaration(
  decl: HexGridDeclaration,
): { readonly path: string; readonly message: string } | undefined {
  for (const key of ['columns', 'rows'] as const) {
    const { first, last } = decl[key];
    for (const [name, v] of [['first', first], ['last', last]] as const) {
      if (!Number.isInteger(v) || v < 0 || v > 99) {
        return { path: `${key}.${name}`, message: `${v} must be an integer in 0..99 (two printed digits)` };
      }
    }
    if (first > last) return { path: `${key}.last`, message: `last (${last}) is before first (${first})` };
  }
  return undefined;
}

const EDGE_LISTS: ReadonlyArray<readonly MapEdge[]> = Array.from({ length: 16 }, (_, mask) =>
  Object.freeze(MAP_EDGES.filter((_e, bit) => (mask & (1 << bit)) !== 0)),
);

/**
 * Builds the grid of a printed map. Indices follow the sorted order of the
 * printed ids. Throws a `RangeError` on an invalid declaration (the JSON
 * loaders report it as a coded error instead).
 *
 * @example
 * ```ts
 * import { createHexGrid } from 'kriegsspiel';
 * // Wagram: XXYY ids, flat-topped, even columns shifted half a hex down.
 * const grid = createHexGrid({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even',
 *   columns: { first: 1, last: 20 }, rows: { first: 1, last: 20 } });
 * const i = grid.indexOf('0714');
 * grid.directionTo(i, grid.indexOf('0814')); // 0: lower right
 * ```
 */
export function createHexGrid(decl: HexGridDeclaration): HexGrid {
  const problem = checkHexGridDeclaration(decl);
  if (problem) throw new RangeError(`createHexGrid: ${problem.path}: ${problem.message}`);
  const c0 = decl.columns.first;
  const r0 = decl.rows.first;
  const nCols = decl.columns.last - c0 + 1;
  const nRows = decl.rows.last - r0 + 1;
  const size = nCols * nRows;
  // Each step along a column or to the next column is one hex: no two hexes are farther apart than this.
  const extent = nCols + nRows;
  const colFirst = decl.idFormat === 'CCRR';

  // Index <-> printed (column, row): index order = sorted printed ids.
  const indexOfOffset = (col: number, row: number): number => {
    if (col < c0 || col >= c0 + nCols || row < r0 || row >= r0 + nRows) return -1;
    return colFirst ? (col - c0) * nRows + (row - r0) : (row - r0) * nCols + (col - c0);
  };
  const qs = new Int32Array(size);
  const rs = new Int32Array(size);
  const edgeMask = new Uint8Array(size);
  for (let col = c0; col < c0 + nCols; col++) {
    for (let row = r0; row < r0 + nRows; row++) {
      const i = indexOfOffset(col, row);
      const h = offsetToHex(decl, col, row);
      qs[i] = h.q;
      rs[i] = h.r;
      edgeMask[i] =
        (col === c0 ? 1 : 0) | (col === c0 + nCols - 1 ? 2 : 0) | (row === r0 ? 4 : 0) | (row === r0 + nRows - 1 ? 8 : 0);
    }
  }
  const hexOf = (index: number): Hex => {
    checkIndex(index);
    return { q: qs[index] as number, r: rs[index] as number };
  };
  const indexOfHex = (h: Hex): number => {
    const [col, row] = hexToOffset(decl, h);
    return indexOfOffset(col, row);
  };
  const checkIndex = (index: number): void => {
    if (!(index >= 0 && index < size && Number.isInteger(index))) {
      throw new RangeError(`hex index ${index} is not in 0..${size - 1}`);
    }
  };

  const neighbors = new Int32Array(size * 6);
  for (let i = 0; i < size; i++) {
    for (let d = 0; d < 6; d++) {
      const v = HEX_DIRECTIONS[d] as Hex;
      neighbors[i * 6 + d] = indexOfHex({ q: (qs[i] as number) + v.q, r: (rs[i] as number) + v.r });
    }
  }
  const neighbor = (index: number, dir: number): number => {
    if (!(dir >= 0 && dir < 6)) return -1;
    return neighbors[index * 6 + dir] ?? -1;
  };
  const toIndices = (hs: readonly Hex[]): number[] => {
    const out: number[] = [];
    for (const h of hs) {
      const i = indexOfHex(h);
      if (i >= 0) out.push(i);
    }
    return out;
  };

  return {
    declaration: decl,
    size,
    neighbors,
    degree: () => 6,
    neighborAt: neighbor,
    neighbor,
    indexOf(id) {
      if (!isHexId(id)) return -1;
      const [a, b] = splitHexId(id);
      return colFirst ? indexOfOffset(a, b) : indexOfOffset(b, a);
    },
    idOf(index) {
      const [col, row] = hexToOffset(decl, hexOf(index));
      return colFirst ? formatHexId(col, row) : formatHexId(row, col);
    },
    hexOf,
    indexOfHex,
    directionTo(i, j) {
      for (let d = 0; d < 6; d++) if (neighbors[i * 6 + d] === j && j >= 0) return d;
      return -1;
    },
    distance: (i, j) => hexDistance(hexOf(i), hexOf(j)),
    line(i, j) {
      return hexLine(hexOf(i), hexOf(j)).map(
        (step): IndexLineStep =>
          step.hexes.length === 1
            ? { hexes: [indexOfHex(step.hexes[0])] }
            : { hexes: [indexOfHex(step.hexes[0]), indexOfHex(step.hexes[1])] },
      );
    },
    // A radius past the extent would only list hexes off the map: rings past it are empty, ranges clamped to it.
    ring(center, radius) {
      const hex = hexOf(center); // checks the index
      return radius > extent ? [] : toIndices(hexRing(hex, radius));
    },
    range: (center, radius) => toIndices(hexRange(hexOf(center), Math.min(radius, extent))),
    extent,
    edgeOf(index) {
      checkIndex(index);
      return EDGE_LISTS[edgeMask[index] as number] as readonly MapEdge[];
    },
    edgeHexes(edge) {
      const bit = 1 << MAP_EDGES.indexOf(edge);
      const out: number[] = [];
      for (let i = 0; i < size; i++) if (((edgeMask[i] as number) & bit) !== 0) out.push(i);
      return out;
    },
  };
}
