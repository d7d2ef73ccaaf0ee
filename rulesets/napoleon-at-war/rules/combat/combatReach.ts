import { memoKey } from 'kriegsspiel';
import { zocTables, type Board } from '../../board.js';
import { axialDistance, axialOf } from '../axial.js';
import { bombards, canAttackAdjacent, canBombard, mayAttack, mayBeAttacked } from './combatants.js';
import { unitsNextTo } from './unitsNextTo.js';
import { lastBoardSlot, type LastBoard } from '../lastBoard.js';
import { combatMemo, type CombatReach } from './combatMemo.js';

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
  const found = (memo.reach ??= computeReach(board));
  last.board = board;
  last.value = found;
  return found;
}

/**
 * {@link combatReach}. A unit may attack an adjacent hex only where its zone-of-control table reaches (see
 * `facesAcross`), from which the board's zones are made: so only a defending unit in the phasing side's zone can be
 * attacked from an adjacent hex, and only its neighbours are asked (most units stand far from the enemy).
 */
function computeReach(board: Board): CombatReach {
  const { state } = board;
  const units = state.units;
  const control = board.zoc[state.phasing];
  const of: number[] = [];
  const artillery: number[] = [];
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    let value = 0;
    if (unit.side === state.phasing) {
      if (unit.kind === 'artillery' && mayAttack(unit)) artillery.push(i);
    } else if (unit.status === 'active' && control[unit.hex] === 1 && holdsEnemy(board, unit.hex)) {
      for (const near of unitsNextTo(board, unit.hex)) if (units[near]!.side === state.phasing && canAttackAdjacent(board, units[near]!, unit.hex)) value = ADJACENT;
    }
    of.push(value);
  }
  bombarded(board, artillery, of);
  const targets: number[] = [];
  for (let i = 0; i < units.length; i++) if (of[i] !== 0 && mayBeAttacked(units[i]!)) targets.push(i);
  return { of, targets, artillery };
}

/**
 * Marks {@link BOMBARDED} the defending units no unit may attack from an adjacent hex that some battery of
 * `artillery` may bombard (`canBombard`). A battery reaches at most `bombardmentRange` hexes, or an adjacent one across a river
 * (NAW 8.11, 8.45): the distance is tested first.
 */
function bombarded(board: Board, artillery: readonly number[], of: number[]): void {
  const { state } = board;
  const units = state.units;
  const range = Math.max(1, state.options.bombardmentRange);
  const axial = axialOf(board.ctx);
  const batteries = artillery.filter((a) => bombards(board, units[a]!));
  for (let i = 0; i < units.length && batteries.length > 0; i++) {
    const unit = units[i]!;
    if (of[i] !== 0 || unit.side === state.phasing || unit.status !== 'active') continue;
    for (const a of batteries) {
      if (axialDistance(axial, units[a]!.hex, unit.hex) <= range && canBombard(board, units[a]!, unit.hex)) {
        of[i] = BOMBARDED;
        break;
      }
    }
  }
}

/** The phasing side's artillery that may still attack, in unit order (see {@link combatReach}). */
export function artilleryOf(board: Board): readonly number[] {
  return combatReach(board).artillery;
}

/** Whether `hex` holds a unit of the side not phasing. */
function holdsEnemy(board: Board, hex: number): boolean {
  const other = board.occupant[hex]! - 1;
  return other >= 0 && board.state.units[other]!.side !== board.state.phasing;
}
