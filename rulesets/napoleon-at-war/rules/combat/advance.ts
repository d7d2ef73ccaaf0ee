import type { NawContext } from '../../context.js';
import type { Draft, Emit } from 'kriegsspiel';
import { boardOf, type Board } from '../../board.js';
import { versionAtPlayStart } from '../liveVersion.js';
import { freshBoard } from '../movementCache.js';
import type { NawEvent } from '../../events.js';
import type { NawState } from '../../types.js';
import { mayEnter, stepCost } from '../reach.js';
import { noteEntered } from '../scoring.js';

/** One possible advance after combat: a unit and the vacated hex it may enter. */
export interface AdvanceOption {
  /** Index of the advancing unit. */
  readonly unit: number;
  /** The vacated hex. */
  readonly hex: number;
}

/**
 * Who may advance, and where (NAW 7.74-7.75): one surviving victorious participant of this combat, adjacent to a hex
 * the combat vacated that is still empty, moving one hex regardless of zones of control but not across a hexside or
 * into terrain it could not move into. The attacker's units (adjacent ones only) win on Dr, De and Ex; the
 * defender's on Ar and Ae. A demoralized army never advances (Wagram 16.0).
 */
export function advanceOptions(board: Board): AdvanceOption[] {
  const { state, ctx } = board;
  const combat = state.combat!;
  const attackerWon = combat.result === 'Dr' || combat.result === 'De' || combat.result === 'Ex';
  const victors = attackerWon ? combat.attackers : combat.defenders;
  const grid = ctx.map.grid;
  const out: AdvanceOption[] = [];
  for (const id of victors) {
    const unit = ctx.unitIndex.get(id)!;
    const u = state.units[unit]!;
    if (u.status !== 'active' || state.demoralized[u.side]) continue;
    for (const hex of new Set(combat.vacated)) {
      const dir = grid.directionTo(u.hex, hex);
      if (dir < 0 || board.count[hex] !== 0 || !mayEnter(board, unit, hex)) continue;
      if (Number.isFinite(stepCost(board, unit, u.hex, hex, dir))) out.push({ unit, hex });
    }
  }
  return out;
}

/** Moves on once every retreat is done: to the advance if anyone may advance, else ends the combat. */
export function afterRetreats(ctx: NawContext, draft: Draft<NawState>): void {
  const combat = draft.combat!;
  if (combat.displacing || combat.retreating.length > 0) return;
  if (combat.stage === 'retreat' && combat.mayRetreat.length > 0) return;
  combat.mayRetreat = [];
  if (advanceOptions(boardNow(ctx, draft)).length > 0) {
    combat.stage = 'advance';
    return;
  }
  endCombat(ctx, draft);
}

/**
 * The board of a state being changed by a play: on the rollout path (the draft is the simulator's own plain state,
 * see `versionAtPlayStart`) through the movement cache, which patches its last board; under immer read through the
 * draft (a plain snapshot, `plainState`, would copy the changed state).
 */
function boardNow(ctx: NawContext, draft: Draft<NawState>): Board {
  const state = draft as NawState;
  return versionAtPlayStart(ctx, state) !== undefined ? freshBoard(ctx, state) : boardOf(ctx, draft);
}

/** Advances a unit into a vacated hex (it may neither attack nor be attacked again this phase, NAW 7.74). */
export function applyAdvance(ctx: NawContext, draft: Draft<NawState>, unitId: string, hexId: string, emit: Emit<NawEvent>): void {
  const grid = ctx.map.grid;
  const index = ctx.unitIndex.get(unitId)!;
  const unit = draft.units[index]!;
  const from = ctx.hexIds[unit.hex]!; // `grid.idOf`, formatted once per map
  unit.hex = grid.indexOf(hexId);
  unit.advanced = true;
  emit?.({ type: 'advanced', rule: 'NAW 7.74', unit: unitId, from, to: hexId });
  noteEntered(ctx, draft, index, [unit.hex], emit);
  endCombat(ctx, draft);
}

/** Closes the combat in progress. */
export function endCombat(ctx: NawContext, draft: Draft<NawState>): void {
  draft.combat = null;
}
