import { violation, type ChanceAction, type Draft, type Emit, type Violation } from 'kriegsspiel';
import type { NawAction } from '../actions.js';
import { boardOf } from '../board.js';
import type { NawEvent } from '../events.js';
import type { NawState } from '../types.js';
import { applyArrivalRoll } from './arrivals.js';
import { applyDeploy, checkDeployment, deploymentActions } from './deployment.js';
import { advanceOptions, applyAdvance, endCombat } from './advance.js';
import { applyForming, checkForming, formingActions } from './combatFormation.js';
import { applyCombatRoll, applyExchange, exchangeChoices } from './combatResult.js';
import { applyMovement, checkMovement, movementActions } from './movement.js';
import { applyRetreat, checkRetreat, retreatActions } from './retreatActions.js';
import { endPhase } from './sequence.js';

function exchangeActions(state: NawState): NawAction[] {
  const board = boardOf(state);
  const combat = state.combat!;
  const strengths = combat.attackers.map((id) => state.units[board.ctx.unitIndex.get(id)!]!.strength);
  return exchangeChoices(strengths, combat.exchangeOwed).map((pick) => ({ type: 'exchange', units: pick.map((i) => combat.attackers[i]!) }));
}

function advanceActions(state: NawState): NawAction[] {
  const board = boardOf(state);
  const grid = board.ctx.map.grid;
  const out: NawAction[] = advanceOptions(board).map((o) => ({ type: 'advance', unit: state.units[o.unit]!.id, to: grid.idOf(o.hex) }));
  out.push({ type: 'declineAdvance' });
  return out;
}

/** Every legal player action of a Napoleon at War state. */
export function legalActions(state: NawState): NawAction[] {
  if (state.over || state.pendingRolls.length > 0) return [];
  const combat = state.combat;
  if (state.phase === 'deployment') return deploymentActions(state);
  if (combat === null || combat.stage === 'forming') return state.phase === 'movement' ? movementActions(state) : formingActions(state);
  switch (combat.stage) {
    case 'exchange':
      return exchangeActions(state);
    case 'retreat':
      return retreatActions(state);
    case 'advance':
      return advanceActions(state);
    case 'roll':
      return [];
  }
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

/** Why a well-formed player action is illegal now, or `null`. */
export function check(state: NawState, action: NawAction): Violation | null {
  const combat = state.combat;
  if (state.pendingRolls.length > 0) return violation('awaiting-chance', 'core', 'the arrival die must be rolled');
  if (state.phase === 'deployment') return checkDeployment(state, action);
  if (combat === null || combat.stage === 'forming') return state.phase === 'movement' ? checkMovement(state, action) : checkForming(state, action);
  switch (combat.stage) {
    case 'exchange': {
      if (action.type !== 'exchange') return violation('exchange-owed', 'NAW 7.6', 'choose the attacking units lost to the exchange first');
      const ok = exchangeActions(state).some((a) => a.type === 'exchange' && sameSet(a.units, action.units));
      return ok ? null : violation('bad-exchange', 'NAW 7.6', `units: the chosen attackers must have printed strengths of at least ${combat.exchangeOwed}, with none to spare`);
    }
    case 'retreat':
      if (action.type !== 'retreat' && action.type !== 'displace' && action.type !== 'declineRetreat') {
        return violation('retreat-owed', 'NAW 7.71', 'retreats must be carried out first');
      }
      return checkRetreat(state, action);
    case 'advance': {
      if (action.type === 'declineAdvance') return null;
      if (action.type !== 'advance') return violation('advance-pending', 'NAW 7.74', 'advance or decline to advance first');
      const key = JSON.stringify(action);
      return advanceActions(state).some((a) => JSON.stringify(a) === key)
        ? null
        : violation('bad-advance', 'NAW 7.74', 'only one victorious participant may advance, one hex, into a hex this combat vacated');
    }
    case 'roll':
      return violation('awaiting-chance', 'core', 'the combat die must be rolled');
  }
}

/** Applies a legal action (or the combat die) to a draft state. */
export function step(draft: Draft<NawState>, action: NawAction | ChanceAction, emit: Emit<NawEvent>): void {
  switch (action.type) {
    case 'chance':
      return draft.pendingRolls.length > 0 ? applyArrivalRoll(draft, action.value, emit) : applyCombatRoll(draft, action.value, emit);
    case 'deploy':
      return applyDeploy(draft, action.unit, action.to, emit);
    case 'move':
    case 'exit':
      return applyMovement(draft, action, emit);
    case 'endPhase':
      return draft.phase === 'movement' ? endPhase(draft, emit) : applyForming(draft, action, emit);
    case 'attack':
    case 'addDefender':
    case 'addAttacker':
    case 'resolve':
      return applyForming(draft, action, emit);
    case 'exchange':
      return applyExchange(draft, action.units, emit);
    case 'retreat':
    case 'displace':
    case 'declineRetreat':
      return applyRetreat(draft, action, emit);
    case 'advance':
      return applyAdvance(draft, action.unit, action.to, emit);
    case 'declineAdvance':
      return endCombat(draft);
  }
}
