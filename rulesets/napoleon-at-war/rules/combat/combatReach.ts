import { memoKey } from 'kriegsspiel';
import { zocTables, type Board } from '../../board.js';
import { axialDistance, axialOf } from '../axial.js';
import type { NawUnit } from '../../types.js';
import { bombards, canBombard, mayAttack } from './combatants.js';
import { lastBoardSlot, type LastBoard } from '../lastBoard.js';
import { combatMemo } from './combatMemo.js';

/** Bit of {@link combatReach}: some phasing unit may attack the hex from an adjacent hex (NAW 7.15). */
export const ADJACENT = 1;
/** Bit of {@link combatReach}: some phasing battery may bombard the hex (NAW 8.1-8.3, 8.45). */
export const BOMBARDED = 2;

/** The last board asked about (by identity; a board never changes) and its {@link combatReach}. */
const REACH = memoKey<LastBoard<Uint8Array>>('combat reach of the last board');

/**
 * Per hex that holds a unit of the defending side (the only hexes a combat targets), which of the phasing player's
 * units could join an attack on it (NAW 7.15, 8.1): {@link ADJACENT} where some unit may attack it from an adjacent
 * hex (`canAttackAdjacent`), {@link BOMBARDED} where some battery may bombard it (`canBombard`); 0 on every other
 * hex. Computed once per board (once for boards of the same content, see `combatMemo`), in one pass over the units.
 */
export function combatReach(board: Board): Uint8Array {
  const last = lastBoardSlot(board.ctx.memo, REACH);
  if (last.board === board) return last.value!;
  const memo = combatMemo(board); // boards of the same content share it
  const found = (memo.reach ??= computeReach(board));
  last.board = board;
  last.value = found;
  return found;
}

/**
 * {@link combatReach}. A unit may attack an adjacent hex only where its zone-of-control table reaches (see
 * `facesAcross`), from which the board's zones are made: so only a defending unit in the phasing side's zone can be
 * attacked from an adjacent hex, and only its neighbours are asked (most units stand far from the enemy). Batteries
 * are matched with the defending units within range.
 */
function computeReach(board: Board): Uint8Array {
  const { state, ctx } = board;
  const grid = ctx.map.grid;
  const out = new Uint8Array(grid.size);
  const units = state.units;
  const phasing = state.phasing;
  const control = board.zoc[phasing];
  const batteries: number[] = [];
  const enemies: number[] = []; // the defending side's units on the map
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    if (unit.side === phasing) {
      if (unit.kind === 'artillery' && mayAttack(unit) && bombards(board, unit)) batteries.push(i);
      continue;
    }
    if (unit.status !== 'active') continue;
    enemies.push(unit.hex);
    if (control[unit.hex] === 1 && holdsEnemy(board, unit.hex) && attackedFromNextTo(board, unit.hex)) out[unit.hex]! |= ADJACENT;
  }
  if (batteries.length === 0) return out;
  // A battery reaches at most `bombardmentRange` hexes, or an adjacent one across a river (NAW 8.11, 8.45).
  const range = Math.max(1, state.options.bombardmentRange);
  const axial = axialOf(ctx);
  for (const b of batteries) {
    const unit = units[b]!;
    for (const hex of enemies) {
      if ((out[hex]! & BOMBARDED) === 0 && axialDistance(axial, unit.hex, hex) <= range && canBombard(board, unit, hex)) out[hex]! |= BOMBARDED;
    }
  }
  return out;
}

/**
 * Whether some phasing unit next to `target` may attack it from its hex: `canAttackAdjacent`, read from the tables it
 * reads (the unit may attack and does not bombard, and its zone-of-control table holds `target`).
 */
function attackedFromNextTo(board: Board, target: number): boolean {
  const { state, occupant, count } = board;
  const neighbors = board.ctx.map.grid.neighbors; // `grid.neighbor(hex, dir)` is `neighbors[hex * 6 + dir]`
  const tables = zocTables(board.ctx, state.options);
  for (let dir = 0; dir < 6; dir++) {
    const near = neighbors[target * 6 + dir]!;
    if (near < 0 || count[near] === 0) continue;
    if (count[near] === 1) {
      if (attacksFrom(board, tables, state.units[occupant[near]! - 1]!, target)) return true;
      continue;
    }
    for (const unit of state.units) if (unit.hex === near && attacksFrom(board, tables, unit, target)) return true;
  }
  return false;
}

/** Whether `unit` is the phasing side's and may attack the adjacent hex `target` (`canAttackAdjacent`). */
function attacksFrom(board: Board, tables: readonly [Int32Array, Int32Array], unit: NawUnit, target: number): boolean {
  if (unit.side !== board.state.phasing || !mayAttack(unit) || bombards(board, unit)) return false;
  const table = tables[unit.kind === 'infantry' ? 0 : 1];
  const base = unit.hex * 6;
  for (let dir = 0; dir < 6; dir++) if (table[base + dir] === target) return true;
  return false;
}

/** Whether `hex` holds a unit of the side not phasing. */
function holdsEnemy(board: Board, hex: number): boolean {
  const other = board.occupant[hex]! - 1;
  return other >= 0 && board.state.units[other]!.side !== board.state.phasing;
}
