import { memoKey } from 'kriegsspiel';
import { zocTables, type Board } from '../../board.js';
import { axialDistance, axialOf } from '../axial.js';
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
 * hex. Computed once per board from the attackers' side (each unit's six neighbours, each battery against the enemy
 * units within range), instead of asking every unit about every target; once for boards of the same content (see
 * `combatMemo`).
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

function computeReach(board: Board): Uint8Array {
  const { state, ctx } = board;
  const grid = ctx.map.grid;
  const out = new Uint8Array(grid.size);
  const units = state.units;
  const range = Math.max(1, state.options.bombardmentRange);
  const axial = axialOf(ctx);
  const neighbors = grid.neighbors; // `grid.neighbor(hex, dir)` is `neighbors[hex * 6 + dir]`
  const tables = zocTables(ctx, state.options);
  let enemies: number[] | null = null; // the defending side's units on the map, found once a battery needs them
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    if (unit.side !== state.phasing || !mayAttack(unit)) continue;
    if (!bombards(board, unit)) {
      // `canAttackAdjacent(board, unit, next)`, read from the tables it reads: the unit may attack and does not
      // bombard (tested above), and its zone-of-control table holds `next` in that direction (see `facesAcross`).
      const table = tables[unit.kind === 'infantry' ? 0 : 1];
      const base = unit.hex * 6;
      for (let dir = 0; dir < 6; dir++) {
        const next = neighbors[base + dir]!;
        if (next < 0 || (out[next]! & ADJACENT) !== 0 || !holdsEnemy(board, next)) continue;
        if (table[base + dir] === next) out[next]! |= ADJACENT;
      }
      continue;
    }
    // A battery reaches at most `bombardmentRange` hexes, or an adjacent one across a river (NAW 8.11, 8.45).
    enemies ??= enemyHexes(board);
    for (const hex of enemies) {
      if ((out[hex]! & BOMBARDED) === 0 && axialDistance(axial, unit.hex, hex) <= range && canBombard(board, unit, hex)) out[hex]! |= BOMBARDED;
    }
  }
  return out;
}

/** Whether `hex` holds a unit of the side not phasing. */
function holdsEnemy(board: Board, hex: number): boolean {
  const other = board.occupant[hex]! - 1;
  return other >= 0 && board.state.units[other]!.side !== board.state.phasing;
}

/** The hexes of the defending side's units on the map (a plain loop: `flatMap` cost more than the rest together). */
function enemyHexes(board: Board): number[] {
  const out: number[] = [];
  for (const unit of board.state.units) if (unit.side !== board.state.phasing && unit.status === 'active') out.push(unit.hex);
  return out;
}
