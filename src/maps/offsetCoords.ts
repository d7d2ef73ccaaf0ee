/**
 * Conversion between the printed (column, row) numbers of an offset hex grid
 * and axial coordinates.
 *
 * Printed maps number hexes in columns and rows; every other column (for
 * flat-topped hexes) or row (pointy-topped) is shifted by half a hex. The
 * parity is that of the printed number itself, so map numbering that starts
 * at 01 or at 00 is handled alike.
 *
 * @module
 */
import type { Hex } from './hexCoords.js';

/** Hex orientation: flat-topped hexes form columns, pointy-topped form rows. */
export type HexOrientation = 'flat' | 'pointy';

/** Which printed columns (flat) or rows (pointy) are shifted by half a hex. */
export type ShiftedParity = 'even' | 'odd';

/** How an offset grid is laid out: orientation and which lines are shifted. */
export interface OffsetLayout {
  readonly orientation: HexOrientation;
  /**
   * Flat: the columns of this parity sit half a hex toward higher row numbers.
   * Pointy: the rows of this parity sit half a hex toward higher column numbers.
   */
  readonly shifted: ShiftedParity;
}

// floor((n + k) / 2) for integers, safe for negatives.
function half(n: number, k: number): number {
  return Math.floor((n + k) / 2);
}

/**
 * The axial hex of printed column `col` and row `row`.
 *
 * Flat-topped: `q = col`, `r = row - floor((col + k) / 2)` where `k = 1` when
 * even columns are shifted and `0` when odd ones are (Red Blob's "even-q" and
 * "odd-q"). Pointy-topped is the same with rows and columns exchanged.
 *
 * @example
 * ```ts
 * import { offsetToHex } from 'kriegsspiel';
 * const wagram = { orientation: 'flat', shifted: 'even' } as const;
 * offsetToHex(wagram, 8, 14); // { q: 8, r: 10 }
 * ```
 */
export function offsetToHex(layout: OffsetLayout, col: number, row: number): Hex {
  const k = layout.shifted === 'even' ? 1 : 0;
  if (layout.orientation === 'flat') return { q: col + 0, r: row - half(col, k) + 0 };
  return { q: col - half(row, k) + 0, r: row + 0 };
}

/** The printed `[column, row]` of an axial hex; the inverse of {@link offsetToHex}. */
export function hexToOffset(layout: OffsetLayout, h: Hex): readonly [number, number] {
  const k = layout.shifted === 'even' ? 1 : 0;
  if (layout.orientation === 'flat') return [h.q + 0, h.r + half(h.q, k) + 0];
  return [h.q + half(h.r, k) + 0, h.r + 0];
}
