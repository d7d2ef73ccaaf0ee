import type { Board } from '../../board.js';

/**
 * The indices of the units on the map neighbours of `hex` (every active unit of a hex that two share, mid-move), in
 * the order of the directions. A unit can attack, or be attacked from, only an adjacent hex (or by
 * bombardment), so the combat rules ask these few units instead of every unit on the map.
 */
export function unitsNextTo(board: Board, hex: number): number[] {
  const { occupant, count } = board;
  const out: number[] = [];
  const neighbors = board.ctx.map.grid.neighbors; // `grid.neighbor(hex, dir)` is `neighbors[hex * 6 + dir]`
  for (let dir = 0; dir < 6; dir++) {
    const near = neighbors[hex * 6 + dir]!;
    if (near < 0 || count[near] === 0) continue;
    if (count[near] === 1) {
      out.push(occupant[near]! - 1);
      continue;
    }
    const units = board.state.units;
    for (let i = 0; i < units.length; i++) if (units[i]!.hex === near && units[i]!.status === 'active') out.push(i);
  }
  return out;
}
