import type { AcgAction } from '../actions.js';
import { boardOf, inEnemyZoc } from '../board.js';
import type { AcgContext } from '../context.js';
import type { AcgState } from '../types.js';

type Place = Extract<AcgAction, { type: 'place' }>;

/**
 * Every placement open to the units waiting to be placed (the French place them, in any order):
 * - set-up (ACG 10.4): any hex of the unit's region; into a friend's hex (never one the scenario protects) only by
 *   displacing that friend one hex, staying in the region;
 * - the Reserve (5.6): any listed hex that is empty and out of Allied zones of control;
 * - a reinforcement (10.4): its hex, or a hex next to it if that one is occupied.
 */
export function placeActions(ctx: AcgContext, state: AcgState): Place[] {
  return state.placing.flatMap((u) => placesOf(ctx, state, u));
}

/** The units of `units` that have somewhere to be placed now (the others wait: see `nextMover` and `startTurn`). */
export function placeable(ctx: AcgContext, state: AcgState, units: readonly number[]): number[] {
  return units.filter((u) => placesOf(ctx, state, u).length > 0);
}

/** The placements open to unit `u`. */
function placesOf(ctx: AcgContext, state: AcgState, u: number): Place[] {
  const board = boardOf(ctx, state);
  const grid = ctx.map.grid;
  const out: Place[] = [];
  const id = state.units[u]!.id;
  const deployment = ctx.scenario.deployments.findIndex((d) => d.unit === id);
  if (state.phase === 'setup' && deployment >= 0) {
    const area = ctx.deployAreas[deployment]!;
    const never = ctx.scenario.deployments[deployment]!.neverDisplaces;
    for (let h = 0; h < grid.size; h++) {
      if (area[h] !== 1) continue;
      const other = board.occupant[h]! - 1;
      if (other < 0) out.push({ type: 'place', unit: id, to: ctx.hexIds[h]! });
      else if (state.units[other]!.side === 'french' && !never.includes(state.units[other]!.id)) {
        for (let d = 0; d < 6; d++) {
          const n = grid.neighbor(h, d);
          if (n >= 0 && area[n] === 1 && board.occupant[n] === 0) out.push({ type: 'place', unit: id, to: ctx.hexIds[h]!, displace: ctx.hexIds[n]! });
        }
      }
    }
  } else if (state.units[u]!.status === 'reserve') {
    for (const h of ctx.reserveHexes) if (board.occupant[h] === 0 && !inEnemyZoc(board, h, 'french')) out.push({ type: 'place', unit: id, to: ctx.hexIds[h]! });
  } else {
    const hex = grid.indexOf(ctx.scenario.units[u]!.arrives!.hex);
    const hexes = board.occupant[hex] === 0 ? [hex] : grid.neighbors.subarray(hex * 6, hex * 6 + 6).filter((n) => n >= 0 && board.occupant[n] === 0);
    for (const h of hexes) out.push({ type: 'place', unit: id, to: ctx.hexIds[h]! });
  }
  return out;
}

