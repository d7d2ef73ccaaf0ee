/**
 * The one abstraction every map offers to movement and search code: nodes are
 * dense integers `0..size-1`, each with a small numbered list of neighbour
 * slots. Hex grids and point-to-point graphs both implement it, so
 * pathfinding, zones of control and lines of communication are written once.
 *
 * @module
 */

/**
 * A map seen as a graph over dense node indices `0..size-1`.
 *
 * For hex grids and maps, slot `k` is the hex direction (0..5, see
 * `HEX_DIRECTIONS`) and `degree` is always 6, with `neighborAt` returning -1
 * where the neighbour is off the map. For point-to-point graphs, slot `k`
 * (`0..degree-1`) is the k-th connection of the box.
 */
export interface Topology {
  /** Number of nodes; valid node indices are `0..size-1`. */
  readonly size: number;
  /** Number of neighbour slots of `node` (6 on hex maps). */
  degree(node: number): number;
  /** The node in slot `k` of `node`, or -1 when that slot leads nowhere. */
  neighborAt(node: number, k: number): number;
}

/**
 * Lists the existing neighbours of `node` as `[neighbour, slot]` pairs,
 * skipping empty slots. Convenient outside hot loops.
 *
 * @example
 * ```ts
 * import { createHexGrid, neighborsOf } from 'kriegsspiel';
 * const grid = createHexGrid({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even',
 *   columns: { first: 1, last: 10 }, rows: { first: 1, last: 10 } });
 * // A corner hex: two neighbours, 0201 in slot 0 and 0102 in slot 5.
 * for (const [next, k] of neighborsOf(grid, grid.indexOf('0101'))) console.log(grid.idOf(next), k);
 * ```
 */
export function neighborsOf(topology: Topology, node: number): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  const deg = topology.degree(node);
  for (let k = 0; k < deg; k++) {
    const n = topology.neighborAt(node, k);
    if (n >= 0) out.push([n, k]);
  }
  return out;
}

/** The first slot of `from` that leads to `to`, or -1 when they are not adjacent. */
export function slotTo(topology: Topology, from: number, to: number): number {
  const deg = topology.degree(from);
  for (let k = 0; k < deg; k++) if (topology.neighborAt(from, k) === to) return k;
  return -1;
}
