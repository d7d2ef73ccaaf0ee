import type { Decision, Draft, Emit } from 'kriegsspiel';
import { contextOf } from '../context.js';
import type { NawEvent } from '../events.js';
import type { NawState, Side } from '../types.js';
import { enemyOf } from '../board.js';
import { dueRolls } from './arrivals.js';
import { startForcedRetreats } from './forcedRetreat.js';
import { finalScores } from './scoring.js';

/** Whether the current game-turn is a night game-turn: no combat phase (NAW 10.0). */
export function isNight(state: NawState): boolean {
  return contextOf(state).scenario.nightTurns.includes(state.turn);
}

/** The side that is not phasing: the defender in combat (NAW 7.0). */
export function defenderSide(state: NawState): Side {
  return enemyOf(state.phasing);
}

/** Who decides now, following the sequence of play (NAW 4.1) and the pending combat step. */
export function decisionOf(state: NawState): Decision<Side> {
  if (state.over) return { kind: 'terminal' };
  if (state.pendingRolls.length > 0) return { kind: 'chance', step: 'arrival-roll' };
  const combat = state.combat;
  if (combat === null || combat.stage === 'forming') return { kind: 'side', side: state.phasing, step: state.phase };
  const attackerLost = combat.result === 'Ar' || combat.result === 'Ae';
  switch (combat.stage) {
    case 'roll':
      return { kind: 'chance', step: 'combat-roll' };
    case 'exchange':
      return { kind: 'side', side: state.phasing, step: 'exchange' };
    case 'retreat':
      return { kind: 'side', side: attackerLost ? state.phasing : defenderSide(state), step: combat.displacing ? 'displacement' : 'retreat' };
    case 'advance':
      return { kind: 'side', side: attackerLost ? defenderSide(state) : state.phasing, step: 'advance' };
  }
}

/** Ends the current phase: movement gives way to combat (none at night, NAW 10.1), combat to the next player-turn. */
export function endPhase(draft: Draft<NawState>, emit: Emit<NawEvent>): void {
  if (draft.phase === 'movement' && !isNight(draft)) {
    draft.phase = 'combat';
    for (const unit of draft.units) {
      unit.engaged = false;
      unit.advanced = false;
      unit.silenced = false;
    }
    emit?.({ type: 'phaseStarted', rule: 'NAW 4.1', turn: draft.turn, side: draft.phasing, phase: 'combat', night: false });
    return;
  }
  nextPlayerTurn(draft, emit);
}

/** Starts game-turn 1 once every unit is set up: the first player's movement phase (NAW 4.1, Wagram 13.3). */
export function startGame(draft: Draft<NawState>, emit: Emit<NawEvent>): void {
  draft.turn = 1;
  draft.phasing = contextOf(draft).scenario.firstPlayer;
  draft.phase = 'movement';
  emit?.({ type: 'phaseStarted', rule: 'NAW 4.1', turn: draft.turn, side: draft.phasing, phase: 'movement', night: isNight(draft) });
  beginPlayerTurn(draft, emit);
}

/**
 * What happens at the start of a player-turn before anyone moves: the arrival rolls that are due (Wagram 14.7) and
 * the automatic retreats of cavalry and artillery held by a stream (Wagram 15.2; none at night, when there is no
 * combat: NAW 10.1).
 */
export function beginPlayerTurn(draft: Draft<NawState>, emit: Emit<NawEvent>): void {
  draft.pendingRolls = dueRolls(draft);
  if (!isNight(draft)) startForcedRetreats(draft, emit);
}

function nextPlayerTurn(draft: Draft<NawState>, emit: Emit<NawEvent>): void {
  const first = contextOf(draft).scenario.firstPlayer;
  if (draft.phasing === first) {
    draft.phasing = enemyOf(first);
  } else {
    // NAW 4.1 (3): the game-turn record interphase.
    if (draft.turn >= contextOf(draft).scenario.turns) {
      draft.over = true;
      const scores = finalScores(draft);
      emit?.({ type: 'gameEnded', rule: 'NAW 4.0', winner: scores.winner, scores: scores.scores });
      return;
    }
    draft.turn += 1;
    draft.phasing = first;
  }
  draft.phase = 'movement';
  draft.mustMove = null;
  for (const unit of draft.units) {
    unit.moved = false;
    unit.arrived = false;
  }
  emit?.({ type: 'phaseStarted', rule: 'NAW 4.1', turn: draft.turn, side: draft.phasing, phase: 'movement', night: isNight(draft) });
  beginPlayerTurn(draft, emit);
}
