import { violation, type Draft, type Emit, type Violation } from 'kriegsspiel';
import type { AcgAction } from '../actions.js';
import { boardOf, inEnemyZoc } from '../board.js';
import type { AcgContext } from '../context.js';
import type { AcgEvent } from '../events.js';
import type { AcgState } from '../types.js';
import { enter } from './control.js';
import { placementDone } from './sequence.js';

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

/** Why a placement is illegal, or `null` (agrees with {@link placeActions}). */
export function checkPlace(ctx: AcgContext, state: AcgState, action: Place): Violation | null {
  const u = ctx.unitIndex.get(action.unit);
  if (u === undefined || !state.placing.includes(u)) return violation('not-placing', 'ACG 5.6', `unit: ${action.unit} is not waiting to be placed`);
  const ok = placeActions(ctx, state).some((a) => a.unit === action.unit && a.to === action.to && a.displace === action.displace);
  if (ok) return null;
  const rule = state.phase === 'setup' ? 'ACG 10.4' : state.units[u]!.status === 'reserve' ? 'ACG 5.6' : 'ACG 10.4';
  return violation('bad-placement', rule, `to: ${action.unit} may not be placed in ${action.to}${action.displace ? ` displacing to ${action.displace}` : ''}`);
}

/** Places a unit with its Active face up (ACG 3.1, 5.6) and takes control of its hex (3.3). */
export function applyPlace(ctx: AcgContext, draft: Draft<AcgState>, action: Place, emit: Emit<AcgEvent>): void {
  const grid = ctx.map.grid;
  const u = ctx.unitIndex.get(action.unit)!;
  const to = grid.indexOf(action.to);
  if (action.displace !== undefined) {
    const other = draft.units.findIndex((x) => x.status === 'map' && x.hex === to);
    const by = grid.indexOf(action.displace);
    emit?.({ type: 'displaced', rule: 'ACG 10.4', unit: draft.units[other]!.id, from: action.to, to: action.displace });
    draft.units[other]!.hex = by;
    enter(ctx, draft, by, 'french', emit);
  }
  const unit = draft.units[u]!;
  unit.hex = to;
  unit.status = 'map';
  unit.active = true;
  enter(ctx, draft, to, unit.side, emit);
  emit?.({ type: 'placed', rule: draft.phase === 'setup' ? 'ACG 10.4' : unit.side === 'french' && ctx.scenario.units[u]!.setup === 'reserve' ? 'ACG 5.6' : 'ACG 10.4', unit: unit.id, to: action.to });
  draft.placing = placeable(ctx, draft, draft.placing.filter((p) => p !== u));
  if (draft.placing.length === 0 && !draft.choosingArtillery) placementDone(ctx, draft, emit);
}

/** The introductory French artillery sets (ACG 10.4), as actions. */
export const artilleryActions = (ctx: AcgContext): AcgAction[] => ctx.scenario.artilleryChoices.map((markers) => ({ type: 'artillery', markers: [...markers] }));

/** Keeps the chosen set of French markers; the others are out of this game (ACG 10.4). */
export function applyArtillery(ctx: AcgContext, draft: Draft<AcgState>, markers: readonly string[], emit: Emit<AcgEvent>): void {
  for (const m of draft.markers) if (m.side === 'french' && !markers.includes(m.id)) m.status = 'unused';
  draft.choosingArtillery = false;
  if (draft.placing.length === 0) placementDone(ctx, draft, emit);
}
