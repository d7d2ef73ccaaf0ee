import { violation, type Draft, type Emit, type Violation } from 'kriegsspiel';
import type { AcgAction } from '../actions.js';
import type { AcgContext } from '../context.js';
import type { AcgEvent } from '../events.js';
import type { AcgState } from '../types.js';
import { enter } from './control.js';
import { placeActions, placeable } from './placesOf.js';
import { placementDone } from './sequence.js';

type Place = Extract<AcgAction, { type: 'place' }>;

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
