import { boardOn, zocTables, type Board } from './board.js';
import type { NawState, Side } from './types.js';

/**
 * The board of `state` derived from `board`, the board of a state that differs from `state` only in where one unit
 * stands: unit `unitIndex` stood in `from` (if `wasActive`) and now stands wherever `state` puts it (a move, an entry
 * onto the map, an exit or an elimination). A copy of `board`'s buffer, patched: the occupants and counts of the two
 * hexes and the unit's side's zone of control around them. Equal to `boardOf(ctx, state)` (tested), for the cost of a
 * copy instead of a pass over every unit. Into `buffer` when given (the movement cache reuses buffers, see there):
 * with `reuse`, the buffer held an earlier board and only the hexes changed since are copied (see {@link BufferReuse}).
 */
export function movedBoard(board: Board, state: NawState, unitIndex: number, from: number, wasActive: boolean, buffer?: ArrayBuffer, reuse?: BufferReuse): Board {
  const { ctx } = board;
  const source = board.occupant.buffer as ArrayBuffer;
  const stale = reuse?.stale ?? null;
  if (buffer !== undefined && stale === null) new Uint8Array(buffer).set(new Uint8Array(source));
  const next = boardOn(ctx, state, buffer ?? source.slice(0));
  if (buffer !== undefined && stale !== null) for (const hexes of stale) copyHexes(board, next, hexes);
  const touched = reuse?.touched;
  const unit = state.units[unitIndex]!;
  const isActive = unit.status === 'active';
  const { occupant, count } = next;
  if (touched !== undefined) {
    if (wasActive) touched.push(from);
    if (isActive) touched.push(unit.hex);
  }
  if (wasActive) {
    count[from]! -= 1;
    occupant[from] = count[from] === 0 ? 0 : highestAt(state, from) + 1;
  }
  if (isActive) {
    count[unit.hex]! += 1;
    occupant[unit.hex] = Math.max(occupant[unit.hex]!, unitIndex + 1); // the last unit in index order, as boardOf
  }
  const tables = zocTables(ctx, state.options);
  const table = tables[unit.kind === 'infantry' ? 0 : 1];
  const control = unit.side === 'french' ? next.zoc.french : next.zoc.coalition;
  if (wasActive) {
    for (let dir = 0; dir < 6; dir++) {
      const hex = table[from * 6 + dir]!;
      if (hex < 0) continue;
      control[hex] = projects(next, tables, hex, unit.side) ? 1 : 0;
      touched?.push(hex);
    }
  }
  if (isActive) {
    for (let dir = 0; dir < 6; dir++) {
      const hex = table[unit.hex * 6 + dir]!;
      if (hex < 0) continue;
      control[hex] = 1;
      touched?.push(hex);
    }
  }
  return next;
}

/**
 * How {@link movedBoard} may reuse a buffer that held an earlier board of the same line of derivations: `stale` lists,
 * per derivation since that board, the hexes it changed (copied from `board` instead of the whole buffer; `null`: copy
 * all), and `touched` receives the hexes this derivation changes (for the next reuse).
 */
export interface BufferReuse {
  readonly stale: readonly (readonly number[])[] | null;
  readonly touched: number[];
}

/** Copies what `from` holds in each of `hexes` (occupant, count, both zones) into `to`. */
function copyHexes(from: Board, to: Board, hexes: readonly number[]): void {
  for (const hex of hexes) {
    to.occupant[hex] = from.occupant[hex]!;
    to.count[hex] = from.count[hex]!;
    to.zoc.french[hex] = from.zoc.french[hex]!;
    to.zoc.coalition[hex] = from.zoc.coalition[hex]!;
  }
}

/** The highest index of the active units in `hex` (there is one). */
function highestAt(state: NawState, hex: number): number {
  for (let i = state.units.length - 1; i >= 0; i--) {
    const unit = state.units[i]!;
    if (unit.status === 'active' && unit.hex === hex) return i;
  }
  return -1;
}

/** Whether some active unit of `side` exerts its zone of control into `hex` on this board (NAW 6.0). */
function projects(board: Board, tables: readonly [Int32Array, Int32Array], hex: number, side: Side): boolean {
  const neighbors = board.ctx.map.grid.neighbors; // `grid.neighbor(hex, dir)`, read from its table
  const units = board.state.units;
  const { count, occupant } = board;
  for (let dir = 0; dir < 6; dir++) {
    const near = neighbors[hex * 6 + dir]!;
    if (near < 0) continue;
    const here = count[near]!;
    if (here === 0) continue;
    if (here === 1) {
      if (reachesInto(units[occupant[near]! - 1]!, tables, near, hex, side)) return true;
      continue;
    }
    for (const unit of units) if (unit.status === 'active' && unit.hex === near && reachesInto(unit, tables, near, hex, side)) return true;
  }
  return false;
}

/** Whether `unit`, of `side` and standing in `at`, exerts its zone of control into `hex`. */
function reachesInto(unit: NawState['units'][number], tables: readonly [Int32Array, Int32Array], at: number, hex: number, side: Side): boolean {
  if (unit.side !== side) return false;
  const table = tables[unit.kind === 'infantry' ? 0 : 1];
  for (let dir = 0; dir < 6; dir++) if (table[at * 6 + dir] === hex) return true;
  return false;
}
