import { memoKey } from 'kriegsspiel';
import { zocTables, type Board } from '../../board.js';
import { hexSet } from '../hexSet.js';
import type { NawUnit } from '../../types.js';
import { bombards, canBombard, mayAttack, mayBeAttacked } from './combatants.js';
import { lastBoardSlot, type LastBoard } from '../lastBoard.js';
import { combatMemo, type CombatMemo, type CombatReach } from './combatMemo.js';

/** Value of {@link combatReach}: some phasing unit may attack the unit's hex from an adjacent hex (NAW 7.15). */
export const ADJACENT = 1;
/** Value of {@link combatReach}: no phasing unit may attack the unit's hex from an adjacent hex, but some battery may bombard it (NAW 8.1-8.3, 8.45). */
export const BOMBARDED = 2;

/** The last board asked about (by identity; a board never changes) and its {@link combatReach}. */
const REACH = memoKey<LastBoard<CombatReach>>('combat reach of the last board');

/**
 * Per unit index (`of`), for each unit of the defending side on the map (the units a combat targets), which of the
 * phasing player's units could join an attack on its hex (NAW 7.15, 8.1): {@link ADJACENT} where some unit may attack
 * the hex from an adjacent hex (`canAttackAdjacent`, the hex's occupant being of the defending side), else
 * {@link BOMBARDED} where some battery may bombard it (`canBombard`); 0 for every other unit. And the units a combat
 * may target now (`targets`: not 0 and `mayBeAttacked`, in unit order), which a listing asks about. Computed once per
 * board (once for boards of the same content, see `combatMemo`), in one pass over the units; plain arrays (a typed
 * array per hex cost more to allocate than the rest of the derivation).
 */
export function combatReach(board: Board): CombatReach {
  const last = lastBoardSlot(board.ctx.memo, REACH);
  if (last.board === board) return last.value!;
  const memo = combatMemo(board); // boards of the same content share it
  const found = (memo.reach ??= computeReach(board, memo));
  last.board = board;
  last.value = found;
  return found;
}

/**
 * {@link combatReach}, and the memo's `artillery` on the way. A unit may attack an adjacent hex only where its
 * zone-of-control table reaches (see `facesAcross`), from which the board's zones are made: so only a defending unit
 * in the phasing side's zone can be attacked from an adjacent hex, and only its neighbours are asked (most units
 * stand far from the enemy). Batteries are matched with the defending units within range.
 */
function computeReach(board: Board, memo: CombatMemo): CombatReach {
  const { state, ctx } = board;
  const units = state.units;
  const phasing = state.phasing;
  const control = board.zoc[phasing];
  const tables = zocTables(ctx, state.options);
  const out: number[] = [];
  const artillery: number[] = [];
  const batteries: number[] = [];
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    out.push(0);
    if (unit.side === phasing) {
      if (unit.kind === 'artillery' && mayAttack(unit)) {
        artillery.push(i);
        if (bombards(board, unit)) batteries.push(i);
      }
      continue;
    }
    if (unit.status === 'active' && control[unit.hex] === 1 && holdsEnemy(board, unit.hex) && attackedFromNextTo(board, tables, unit.hex)) out[i] = ADJACENT;
  }
  memo.artillery ??= artillery;
  if (batteries.length > 0) bombarded(board, batteries, out);
  const targets: number[] = [];
  for (let i = 0; i < units.length; i++) if (out[i] !== 0 && mayBeAttacked(units[i]!)) targets.push(i);
  return { of: out, targets };
}

/** The phasing side's artillery that may still attack, in unit order (once per board content: `combatMemo`). */
export function artilleryOf(board: Board): readonly number[] {
  const memo = combatMemo(board);
  if (memo.artillery !== null) return memo.artillery;
  const { units, phasing } = board.state;
  const out: number[] = [];
  for (let i = 0; i < units.length; i++) if (units[i]!.kind === 'artillery' && units[i]!.side === phasing && mayAttack(units[i]!)) out.push(i);
  return (memo.artillery = out);
}

/**
 * Marks {@link BOMBARDED} the defending units not attackable from an adjacent hex that some of `batteries` may
 * bombard. A battery reaches at most `bombardmentRange` hexes, or an adjacent one across a river (NAW 8.11, 8.45):
 * only the occupied hexes of its disc of that radius (`hexSet`, kept per hex in the context) are asked.
 */
function bombarded(board: Board, batteries: readonly number[], out: number[]): void {
  const { state, ctx, occupant, count } = board;
  const units = state.units;
  const range = Math.max(1, state.options.bombardmentRange);
  for (const b of batteries) {
    const battery = units[b]!;
    const disc = hexSet(ctx, 0, battery.hex, range);
    for (let k = 0; k < disc.length; k++) {
      const hex = disc[k]!;
      if (count[hex] === 0) continue;
      if (count[hex] === 1) {
        const i = occupant[hex]! - 1;
        if (out[i] === 0 && units[i]!.side !== state.phasing && canBombard(board, battery, hex)) out[i] = BOMBARDED;
        continue;
      }
      for (let i = 0; i < units.length; i++) {
        const unit = units[i]!;
        if (unit.hex === hex && unit.status === 'active' && out[i] === 0 && unit.side !== state.phasing && canBombard(board, battery, hex)) out[i] = BOMBARDED;
      }
    }
  }
}

/**
 * Whether some phasing unit next to `target` may attack it from its hex: `canAttackAdjacent`, read from the tables it
 * reads (the unit may attack and does not bombard, and its zone-of-control table holds `target`).
 */
function attackedFromNextTo(board: Board, tables: readonly [Int32Array, Int32Array], target: number): boolean {
  const { state, occupant, count } = board;
  const neighbors = board.ctx.map.grid.neighbors; // `grid.neighbor(hex, dir)` is `neighbors[hex * 6 + dir]`
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
