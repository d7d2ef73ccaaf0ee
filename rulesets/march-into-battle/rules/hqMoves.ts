import { boardOf } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibState } from '../types.js';
import { SIDES, type Side } from '../vocabulary.js';
import { stepCost } from './moveCost.js';
import { pathfinderOf } from './reach.js';

/** The hexes a side's HQ may move to in its orders phase (MiB 2.5): within the commander allowance, never into enemy-held hexes. */
export function hqDestinations(ctx: MibContext, state: MibState, side: Side): number[] {
  const from = state.hq[side];
  if (from < 0 || state.hqMoved) return [];
  const board = boardOf(ctx, state);
  const enemy = 1 - SIDES.indexOf(side);
  const found = pathfinderOf(ctx).reachable(from, state.options.allowance.commander, {
    stepCost: (f, _t, dir) => {
      const c = stepCost(ctx, state, f, dir, false);
      return c === 'all' ? Infinity : c;
    },
    canEnter: (h) => board.owner[h] !== enemy && board.zoc[enemy]![h] === 0,
  });
  return found.nodes();
}
