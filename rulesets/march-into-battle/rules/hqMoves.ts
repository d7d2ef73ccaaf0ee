import { boardOf } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibState } from '../types.js';
import { SIDES, type Side } from '../vocabulary.js';
import { stepCost } from './moveCost.js';
import { pathfinderOf } from './reach.js';

/** The side has issued an order in this orders phase: its HQ may no longer move (MiB 3.3). */
export const ordersIssued = (ctx: MibContext, state: MibState, side: Side): boolean =>
  state.formations.some((f, i) => f.ordered && ctx.formationSide[i] === SIDES.indexOf(side));

/**
 * The hexes a side's HQ may move to in its orders phase (MiB 2.5, 3.3): once, before the side's first order, within
 * the commander allowance, never into enemy-held hexes or enemy zones of control.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { hqDestinations } from './hqMoves.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * hqDestinations(ctx, state, 'french').length; // 14 hexes at the start; none once a French order is issued this phase
 * ```
 */
export function hqDestinations(ctx: MibContext, state: MibState, side: Side): number[] {
  return hqMoves(ctx, state, side).map((m) => m.hex);
}

/** {@link hqDestinations} with the cheapest path (from the HQ's hex) and cost of each, in order of cost. */
export function hqMoves(ctx: MibContext, state: MibState, side: Side): { readonly hex: number; readonly path: number[]; readonly cost: number }[] {
  const from = state.hq[side];
  if (from < 0 || state.hqMoved || ordersIssued(ctx, state, side)) return [];
  const board = boardOf(ctx, state);
  const enemy = 1 - SIDES.indexOf(side);
  const found = pathfinderOf(ctx).reachable(from, state.options.allowance.commander, {
    stepCost: (f, _t, dir) => {
      const c = stepCost(ctx, state, f, dir, false);
      return c === 'all' ? Infinity : c;
    },
    canEnter: (h) => board.owner[h] !== enemy && board.zoc[enemy]![h] === 0,
  });
  return found.nodes().map((hex) => ({ hex, path: found.path(hex), cost: found.cost(hex) }));
}
