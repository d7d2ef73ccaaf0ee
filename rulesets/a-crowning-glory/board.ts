import type { AcgContext } from './context.js';
import type { AcgState } from './types.js';
import { enemyOf, type Side } from './vocabulary.js';

/** Where the units stand: who is in each hex, and how many units of each side exert a zone of control into it. */
export interface Board {
  readonly ctx: AcgContext;
  readonly state: AcgState;
  /** Per hex: 1 + the index of the unit in it, or 0 when empty. */
  readonly occupant: Int16Array;
  /** Per side, per hex: the number of that side's units whose zone of control covers it (ACG 7.0). */
  readonly zoc: { readonly [S in Side]: Uint8Array };
}

/**
 * The board of a state. Zones of control cover the six neighbours of every unit on the map, across every hexside and
 * into every terrain, and are never negated (ACG 7.0, 7.3).
 *
 * @example
 * ```ts
 * // boardOf(ctx, state).occupant[hex] - 1 is the index of the unit in `hex`, -1 when it is empty
 * ```
 */
export function boardOf(ctx: AcgContext, state: AcgState): Board {
  const grid = ctx.map.grid;
  const occupant = new Int16Array(grid.size);
  const zoc = { french: new Uint8Array(grid.size), allied: new Uint8Array(grid.size) };
  for (let u = 0; u < state.units.length; u++) {
    const unit = state.units[u]!;
    if (unit.status !== 'map') continue;
    occupant[unit.hex] = u + 1;
    const mine = zoc[unit.side];
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbor(unit.hex, d);
      if (n >= 0) mine[n]!++;
    }
  }
  return { ctx, state, occupant, zoc };
}

/** Whether `hex` is in a zone of control of `side`'s enemy (ACG 7.1). */
export const inEnemyZoc = (board: Board, hex: number, side: Side): boolean => board.zoc[enemyOf(side)][hex]! > 0;

/** The unit index in `hex`, or -1. */
export const unitAt = (board: Board, hex: number): number => board.occupant[hex]! - 1;
