import { violation, type Violation } from 'kriegsspiel';
import { enemyControls, enemyOf, hexsideBars, sideAt, terrainAt, type Board } from '../board.js';
import { RIVER } from '../context.js';
import type { NawState } from '../types.js';
import { HALF, stepCost } from './reach.js';
import { isNight } from './sequence.js';

/**
 * The most hexes a unit's allowance can pay for, each at the cheapest step the options allow (road 1/2 MP: twice
 * the allowance, NAW 5.22); `Infinity` when some step is free. A named route longer than this cannot be legal.
 */
export function mostHexes(state: NawState, budget: number): number {
  const { hexsideCosts, terrain } = state.options;
  let cheapest = Math.min(hexsideCosts.road, hexsideCosts.trail, 1); // 1 MP: stepping onto the map (NAW 14.3)
  for (const effect of Object.values(terrain)) if (effect.cost !== null) cheapest = Math.min(cheapest, effect.cost);
  return cheapest > 0 ? Math.floor(budget / (cheapest * HALF)) : Infinity;
}

/** Why the unit may not step from `from` (the off-map node for an arriving reinforcement) into `to`. */
function whyBarred(board: Board, unitIndex: number, from: number, to: number, dir: number, id: string): Violation {
  const { state, ctx } = board;
  const unit = state.units[unitIndex]!;
  const terrain = terrainAt(state, ctx, to);
  if (terrain.cost === null) return violation('prohibited-terrain', 'NAW 9.0', `${unit.id} may not enter ${id}: prohibited terrain`);
  if (from === ctx.map.grid.size) {
    if (terrain.roadOnly) return violation('prohibited-terrain', 'NAW 9.0', `${unit.id} may enter ${id} only along a road`);
    const other = board.occupant[to]! - 1;
    if (other >= 0 && !state.units[other]!.arrived) {
      return violation('entry-occupied', 'Wagram 14.6', `${unit.id} may not enter the map by ${id}: the hex is occupied`);
    }
    return violation('entry-controlled', 'Wagram 14.72', `${unit.id} may enter the map only by hexes the enemy does not control`);
  }
  if (hexsideBars(state, ctx, unit.kind, from, dir)) {
    return (ctx.map.hexsideFeatures(from, dir) & RIVER) !== 0
      ? violation('prohibited-hexside', 'NAW 5.24', `${unit.id} may cross into ${id} only by a bridge`)
      : violation('prohibited-hexside', 'Wagram 15.1', `${unit.id} (${unit.kind}) may not cross the unbridged stream into ${id}`);
  }
  return violation('prohibited-terrain', 'NAW 9.0', `${unit.id} may enter ${id} only along a road`);
}

/**
 * Checks a move's named route step by step and returns its cost in half movement points, or why it is illegal.
 * `hexes` are the hexes entered in order, the destination last (map indices, -1 for an id not on the map); `start`
 * is the unit's hex, or the off-map node (`grid.size`) of an arriving reinforcement, whose first hex must be one of
 * its entry hexes (NAW 14.0, 14.3; Wagram 14.6, 14.72). Every step goes to an adjacent hex (NAW 5.16) that the unit
 * may enter (5.12, 9.0, 10.2, Wagram 15.3) across a hexside it may cross (5.24, Wagram 15.1); the unit stops in the
 * first enemy-controlled hex it enters (6.0); the whole route costs at most its allowance (5.15). Leaving the start
 * hex (5.13) and stopping at the end (5.32) are the caller's to check.
 */
export function checkRoute(board: Board, unitIndex: number, start: number, budget: number, hexes: readonly number[], ids: readonly string[]): Violation | number {
  const { state, ctx } = board;
  const unit = state.units[unitIndex]!;
  const grid = ctx.map.grid;
  const offMap = grid.size;
  if (hexes.length > mostHexes(state, budget)) {
    return violation('route-too-long', 'NAW 5.15', `via: ${hexes.length} hexes are more than ${unit.movement} MP can pay for`);
  }
  const night = isNight(ctx, state);
  let from = start;
  let spent = 0;
  for (let i = 0; i < hexes.length; i++) {
    const to = hexes[i]!;
    const id = ids[i]!;
    if (to < 0) return violation('off-map', 'NAW 2.1', `via: hex ${id} is not on the map`);
    if (from !== start && enemyControls(board, from, unit.side)) {
      return violation('zoc-stop', 'NAW 6.0', `${unit.id} must stop in ${ids[i - 1]!}, an enemy-controlled hex, and may not go on to ${id}`);
    }
    let dir = -1;
    if (from === offMap) {
      if (!ctx.entries[unitIndex]!.includes(to)) return violation('not-entry', 'NAW 14.0', `via: ${id} is not an entry hex of ${unit.id}`);
    } else {
      dir = grid.directionTo(from, to);
      if (dir < 0) return violation('not-adjacent', 'NAW 5.16', `via: ${id} is not next to ${grid.idOf(from)}`);
    }
    if (sideAt(board, to, enemyOf(unit.side))) return violation('enemy-hex', 'NAW 5.12', `via: ${id} holds an enemy unit`);
    const confined = ctx.confinement[unitIndex];
    if (confined && confined[to] !== 1) return violation('confined', 'Wagram 15.3', `${unit.id} may not leave its region for ${id}`);
    if (night && enemyControls(board, to, unit.side)) return violation('night-zoc', 'NAW 10.2', `${unit.id} may not enter the enemy-controlled hex ${id} at night`);
    const cost = stepCost(board, unitIndex, from, to, dir);
    if (cost === Infinity) return whyBarred(board, unitIndex, from, to, dir, id);
    spent += cost;
    if (spent > budget) return violation('unreachable', 'NAW 5.15', `${unit.id} has spent its ${unit.movement} MP before reaching ${id} by this route`);
    from = to;
  }
  return spent;
}
