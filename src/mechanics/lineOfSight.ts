/**
 * Line of sight between two hexes over an exact hex line, with the usual
 * wargame rule for lines running along a hexside.
 *
 * @module
 */
import type { HexGrid } from '../maps/index.js';

/** Outcome of a line-of-sight check. */
export interface LineOfSight {
  /** True when nothing on the line blocks. */
  readonly clear: boolean;
  /** The blocking hexes, in order from the observer (both hexes of a blocking hexside pair). */
  readonly blockedBy: number[];
  /** True when part of the line runs exactly along a hexside. */
  readonly alongHexside: boolean;
}

/**
 * Traces line of sight from hex `from` to hex `to` on `grid`.
 *
 * Only intervening hexes count, never the two end hexes. A single intervening
 * hex blocks when `blocksHex` says so. Where the line runs exactly along a
 * hexside it is blocked only if the hexes on both sides block; a half of that
 * pair lying off the map counts as not blocking. The line includes hexes
 * whose corner it merely clips (see `hexLine`).
 *
 * @example
 * ```ts
 * import { createHexGrid, lineOfSight } from 'kriegsspiel';
 * const grid = createHexGrid({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even',
 *   columns: { first: 1, last: 10 }, rows: { first: 1, last: 10 } });
 * const forest = new Set([grid.indexOf('0203')]);
 * const los = lineOfSight(grid, grid.indexOf('0202'), grid.indexOf('0204'), (i) => forest.has(i));
 * if (!los.clear) console.log('blocked by', los.blockedBy.map((i) => grid.idOf(i))); // blocked by ['0203']
 * ```
 */
export function lineOfSight(
  grid: Pick<HexGrid, 'line'>,
  from: number,
  to: number,
  blocksHex: (index: number) => boolean,
): LineOfSight {
  const steps = grid.line(from, to);
  const blockedBy: number[] = [];
  let alongHexside = false;
  // The first and last steps are the end hexes themselves.
  for (let s = 1; s < steps.length - 1; s++) {
    const hexes = (steps[s] as (typeof steps)[number]).hexes;
    if (hexes.length === 1) {
      const i = hexes[0];
      if (i >= 0 && blocksHex(i)) blockedBy.push(i);
    } else {
      alongHexside = true;
      const [a, b] = hexes;
      if (a >= 0 && b >= 0 && blocksHex(a) && blocksHex(b)) blockedBy.push(a, b);
    }
  }
  return { clear: blockedBy.length === 0, blockedBy, alongHexside };
}
