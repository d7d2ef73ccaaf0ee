import { createPathfinder, memoKey, type Pathfinder } from 'kriegsspiel';
import { unitsIn, type Board } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibState } from '../types.js';
import { OTHER_MOVEMENT_EFFECTS } from '../tables.js';
import { stepCost } from './moveCost.js';
import { allowance, isCombat, KIND } from './unitStatus.js';
import { mayRaid, onlyWagons } from './wagons.js';

const FINDER = memoKey<Pathfinder>('mib-pathfinder');

/** The context's pathfinder (its buffers are reused: copy results out before the next search). */
export const pathfinderOf = (ctx: MibContext): Pathfinder => ctx.memo.get(FINDER, () => createPathfinder(ctx.map));

/** Where a unit can move this activation: each destination's cost and path (MiB 6.0). */
export interface UnitReach {
  /** The unit's allowance, and the most it may spend by forced march (6.9). */
  readonly allowance: number;
  readonly budget: number;
  /** Reachable hexes (start excluded), in order of cost, and the cost of each. */
  readonly hexes: readonly number[];
  readonly costs: readonly number[];
}

/** Whether a unit may force march (MiB 6.9): troops only, not disorganised, not starting in an enemy zone. */
export function mayForceMarch(ctx: MibContext, state: MibState, board: Board, u: number): boolean {
  const unit = state.units[u]!;
  const kind = ctx.unitKind[u]!;
  return kind !== KIND.train && kind !== KIND.engineer && !unit.dis && board.zoc[1 - ctx.unitSide[u]!]![unit.hex] === 0;
}

/**
 * The hexes a unit can reach (MiB 6.0, 6.1, 6.9, 8.0): paying the TEC costs, stopping on entering an enemy zone of
 * control (friends there or not), paying +2 to leave one (OME, negated by a friendly combat unit in the hex left),
 * never into enemy-held hexes but those of lone wagons a raider may enter at their non-road cost, ending its move
 * (7.5), and (disorganised or `noEnemyZone`) never into an enemy zone at all.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { boardOf } from '../board.js';
 * import { reachOf } from './reach.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * const reach = reachOf(ctx, state, boardOf(ctx, state), ctx.unitIndex.get('fr-cav-espagne')!, false);
 * [reach.allowance, reach.hexes.length]; // [10, 221]: the cavalry's 10 MP reach 221 hexes
 * ```
 */
export function reachOf(ctx: MibContext, state: MibState, board: Board, u: number, noEnemyZone: boolean): UnitReach {
  const found = search(ctx, state, board, u, noEnemyZone, -1);
  const hexes = found.reach.nodes();
  return { allowance: found.allowance, budget: found.budget, hexes, costs: hexes.map((h) => found.reach.cost(h)) };
}

/** The cheapest path of a unit to one hex it can reach (start first), and its cost (MiB 6.0). */
export function pathTo(ctx: MibContext, state: MibState, board: Board, u: number, noEnemyZone: boolean, to: number): { readonly path: number[]; readonly cost: number; readonly allowance: number } {
  const found = search(ctx, state, board, u, noEnemyZone, to);
  return { path: found.reach.path(to), cost: found.reach.cost(to), allowance: found.allowance };
}

function search(ctx: MibContext, state: MibState, board: Board, u: number, noEnemyZone: boolean, target: number) {
  const unit = state.units[u]!;
  const side = ctx.unitSide[u]!;
  const enemy = 1 - side;
  const enemyZoc = board.zoc[enemy]!;
  const mp = allowance(ctx, state, u);
  const budget = mp + (mayForceMarch(ctx, state, board, u) ? Math.floor(mp / 2) : 0);
  const trains = ctx.unitKind[u] === KIND.train || ctx.unitKind[u] === KIND.engineer;
  const start = unit.hex;
  const friendsAtStart = unitsIn(board, start).some((v) => v !== u && isCombat(ctx, v));
  const leave = enemyZoc[start] === 1 && !friendsAtStart ? OTHER_MOVEMENT_EFFECTS.leaveEnemyZone : 0;
  const avoidZones = noEnemyZone || unit.dis;
  const raider = mayRaid(ctx, state, u);
  const raid = (h: number): boolean => raider && board.owner[h] === enemy && onlyWagons(ctx, board, h);
  const reach = pathfinderOf(ctx).reachable(start, budget, {
    stepCost(from, to, dir) {
      const c = stepCost(ctx, state, from, dir, trains, !raid(to));
      if (from !== start) return c === 'all' ? Infinity : c;
      return c === 'all' ? Math.max(mp, leave) : c + leave;
    },
    canEnter: (h) => (board.owner[h] !== enemy || raid(h)) && !(avoidZones && enemyZoc[h] === 1),
    stopsOnEntry: (h) => raid(h) || enemyZoc[h] === 1,
    target,
  });
  return { reach, allowance: mp, budget };
}

/** The cheapest infantry-MP distance between two hexes over the terrain alone (MiB OR: the order range), or Infinity. */
export function terrainDistance(ctx: MibContext, state: MibState, from: number, to: number, budget: number): number {
  if (from === to) return 0;
  const found = pathfinderOf(ctx).reachable(from, budget, {
    stepCost: (f, _t, dir) => {
      const c = stepCost(ctx, state, f, dir, false);
      return c === 'all' ? Infinity : c;
    },
    target: to,
  });
  return found.cost(to);
}
