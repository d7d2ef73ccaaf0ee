import type { NawContext } from '../../context.js';
import { plainState, quote, violation, type Draft, type Emit, type Violation } from 'kriegsspiel';
import type { NawAction } from '../../actions.js';
import { freshBoard } from '../movementCache.js';
import type { NawEvent } from '../../events.js';
import type { NawState } from '../../types.js';
import { afterRetreats } from './advance.js';
import { optionsFor } from './retreat.js';
import { eliminate, noteEntered } from '../scoring.js';

/** The owner's retreat and displacement choices (NAW 7.71-7.73, 7.8) and the optional artillery retreat (8.15). */
export function retreatActions(ctx: NawContext, state: NawState): NawAction[] {
  const board = freshBoard(ctx, state);
  const ids = board.ctx.hexIds; // `grid.idOf`, formatted once per map
  const combat = state.combat!;
  const out: NawAction[] = [];
  if (combat.displacing) {
    const { unit, chain } = combat.displacing;
    for (const hex of optionsFor(board, unit, chain)) out.push({ type: 'displace', unit, to: ids[hex]! });
    return out;
  }
  for (const unit of combat.retreating) {
    const options = optionsFor(board, unit, []);
    if (options.length === 0) out.push({ type: 'retreat', unit, to: null }); // NAW 7.72: eliminated
    for (const hex of options) out.push({ type: 'retreat', unit, to: ids[hex]! });
  }
  for (const unit of combat.mayRetreat) {
    for (const hex of optionsFor(board, unit, [])) out.push({ type: 'retreat', unit, to: ids[hex]! });
  }
  if (combat.retreating.length === 0 && combat.mayRetreat.length > 0) out.push({ type: 'declineRetreat' });
  return out;
}

/** Why a retreat-step action is illegal, or `null`. */
export function checkRetreat(ctx: NawContext, state: NawState, action: NawAction): Violation | null {
  const combat = state.combat!;
  if (action.type === 'displace' && !combat.displacing) return violation('no-displacement', 'NAW 7.81', 'no unit is being displaced');
  if (action.type !== 'displace' && combat.displacing) {
    return violation('displacement-pending', 'NAW 7.82', `${combat.displacing.unit} must first be moved out of the way`);
  }
  if (action.type === 'retreat' && !combat.retreating.includes(action.unit) && !combat.mayRetreat.includes(action.unit)) {
    return violation('not-retreating', 'NAW 7.71', `unit: ${quote(action.unit)} is not retreating in this combat`);
  }
  const key = JSON.stringify(action);
  if (retreatActions(ctx, state).some((a) => JSON.stringify(a) === key)) return null;
  if (action.type === 'declineRetreat') return violation('retreat-owed', 'NAW 7.71', 'every unit under a retreat result must retreat first');
  if (action.type === 'retreat' && action.to === null) return violation('can-retreat', 'NAW 7.72', `${quote(action.unit)} has a hex to retreat into`);
  return violation('bad-retreat', 'NAW 7.72', `to: ${'to' in action ? String(action.to) : ''} is not a permitted retreat: one hex, not enemy-controlled, not prohibited, vacant if any vacant hex is open, else a displaceable friendly (7.73, 7.82)`);
}

/** Applies a retreat, displacement or the refusal of the optional artillery retreat. */
export function applyRetreat(ctx: NawContext, draft: Draft<NawState>, action: NawAction, emit: Emit<NawEvent>): void {
  const combat = draft.combat!;
  const board = freshBoard(ctx, plainState(draft), true); // the first apply of its play reads before any change
  const grid = board.ctx.map.grid;
  if (action.type === 'declineRetreat') {
    combat.mayRetreat = [];
  } else if (action.type === 'retreat' || action.type === 'displace') {
    const index = board.ctx.unitIndex.get(action.unit)!;
    const unit = draft.units[index]!;
    combat.retreating = combat.retreating.filter((id) => id !== action.unit);
    combat.mayRetreat = combat.mayRetreat.filter((id) => id !== action.unit);
    if (action.to === null) {
      combat.vacated.push(unit.hex); // NAW 7.74: the hex of a unit eliminated for want of a retreat is vacated too
      eliminate(ctx, draft, index, 'NAW 7.72', emit);
    } else {
      const from = unit.hex;
      const to = grid.indexOf(action.to);
      const pushed = board.count[to] === 1 ? draft.units[board.occupant[to]! - 1]! : undefined;
      unit.hex = to;
      if (action.type === 'retreat') {
        combat.vacated.push(from);
        emit?.({ type: 'retreated', rule: 'NAW 7.71', unit: unit.id, from: grid.idOf(from), to: action.to });
      } else {
        emit?.({ type: 'displaced', rule: 'NAW 7.81', unit: unit.id, from: grid.idOf(from), to: action.to, by: combat.displacing!.chain.at(-1)! });
      }
      noteEntered(ctx, draft, index, [to], emit);
      const chain = action.type === 'retreat' ? [unit.id] : [...combat.displacing!.chain, unit.id];
      combat.displacing = pushed ? { unit: pushed.id, chain } : null;
      if (pushed && pushed.kind === 'artillery' && !pushed.engaged) pushed.silenced = true; // NAW 7.82
    }
  }
  afterRetreats(ctx, draft);
}
