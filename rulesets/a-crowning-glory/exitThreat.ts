import { boardOf } from './board.js';
import type { AcgContext } from './context.js';
import { stepCost } from './rules/terrain.js';
import type { AcgState } from './types.js';

/** What an Allied unit that can leave by the west edge on its next move is worth to the Allies (ACG 4.1). */
const NEXT_MOVE = 20;
/** ... and one that needs two moves. */
const TWO_MOVES = 4;

/**
 * The Allies' threat of a sudden-death exit by the west edge (ACG 4.1), for the bots' evaluation: a search back from
 * the edge gives, for every hex, the movement points an Allied infantry unit needs to walk off the map from it
 * without entering a French zone of control on the way (7.1: it would have to stop) or a French hex; each Allied
 * unit that could leave on its next move counts `NEXT_MOVE`, one that could in two moves `TWO_MOVES`. Zero once the
 * Allies are demoralized (4.8: no more west exits) and outside the battle (10.3).
 *
 * @example
 * ```ts
 * // exitThreat(ctx, state) > 0 tells a French bot to close the road to the west edge
 * ```
 */
export function exitThreat(ctx: AcgContext, state: AcgState): number {
  if (ctx.scenario.victory !== 'battle' || state.demoralized.allied) return 0;
  const board = boardOf(ctx, state);
  const grid = ctx.map.grid;
  const french = (h: number): boolean => board.occupant[h]! > 0 && state.units[board.occupant[h]! - 1]!.side === 'french';
  // A hex an Allied unit cannot walk through: French, or empty in a French zone (7.1); it may start in a zone.
  const blocked = (h: number): boolean => french(h) || (board.zoc.french[h]! > 0 && board.occupant[h] === 0);
  const limit = 2 * Math.max(state.options.movement.allied.infantry, state.options.movement.allied.cavalry);
  const need = new Int16Array(grid.size).fill(-1);
  const buckets: number[][] = Array.from({ length: limit + 1 }, () => []);
  for (let h = 0; h < grid.size; h++) {
    if (ctx.westEdge[h] === 1 && !blocked(h) && state.options.hexsides.exit <= limit) {
      need[h] = state.options.hexsides.exit;
      buckets[need[h]!]!.push(h);
    }
  }
  for (let c = 0; c <= limit; c++) {
    for (const h of buckets[c]!) {
      if (need[h] !== c) continue;
      for (let d = 0; d < 6; d++) {
        const from = grid.neighbor(h, d);
        if (from < 0 || need[from] !== -1 && need[from]! <= c) continue;
        const back = grid.directionTo(from, h);
        const cost = c + stepCost(ctx, state.options, 'infantry', from, h, back);
        if (cost > limit || (need[from] !== -1 && need[from]! <= cost)) continue;
        if (blocked(from)) continue;
        need[from] = cost;
        buckets[cost]!.push(from);
      }
    }
  }
  let threat = 0;
  for (const unit of state.units) {
    if (unit.side !== 'allied' || unit.status !== 'map' || need[unit.hex] === -1) continue;
    const mp = state.options.movement.allied[unit.arm];
    threat += need[unit.hex]! <= mp ? NEXT_MOVE : need[unit.hex]! <= 2 * mp ? TWO_MOVES : 0;
  }
  return threat;
}
