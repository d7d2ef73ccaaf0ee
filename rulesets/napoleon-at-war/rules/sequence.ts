import type { NawContext } from '../context.js';
import type { Draft, Emit } from 'kriegsspiel';
import type { NawEvent } from '../events.js';
import type { NawState } from '../types.js';
import { enemyOf } from '../board.js';
import { dueRolls } from './arrivals.js';
import { startForcedRetreats } from './forcedRetreat.js';
import { finalScores } from './scoring.js';

/** Whether the current game-turn is a night game-turn: no combat phase (NAW 10.0). */
export function isNight(ctx: NawContext, state: NawState): boolean {
  return ctx.scenario.nightTurns.includes(state.turn);
}

/** Ends the current phase: movement gives way to combat (none at night, NAW 10.1), combat to the next player-turn. */
export function endPhase(ctx: NawContext, draft: Draft<NawState>, emit: Emit<NawEvent>): void {
  if (draft.phase === 'movement' && !isNight(ctx, draft)) {
    draft.phase = 'combat';
    for (const unit of draft.units) {
      unit.engaged = false;
      unit.advanced = false;
      unit.silenced = false;
    }
    emit?.({ type: 'phaseStarted', rule: 'NAW 4.1', turn: draft.turn, side: draft.phasing, phase: 'combat', night: false });
    return;
  }
  nextPlayerTurn(ctx, draft, emit);
}

/** Starts game-turn 1 once every unit is set up: the first player's movement phase (NAW 4.1, Wagram 13.3). */
export function startGame(ctx: NawContext, draft: Draft<NawState>, emit: Emit<NawEvent>): void {
  draft.turn = 1;
  draft.phasing = ctx.scenario.firstPlayer;
  draft.phase = 'movement';
  emit?.({ type: 'phaseStarted', rule: 'NAW 4.1', turn: draft.turn, side: draft.phasing, phase: 'movement', night: isNight(ctx, draft) });
  beginPlayerTurn(ctx, draft, emit);
}

/**
 * What happens at the start of a player-turn before anyone moves: the arrival rolls that are due (Wagram 14.7) and
 * the automatic retreats of cavalry and artillery held by a stream (Wagram 15.2; none at night, when there is no
 * combat: NAW 10.1).
 */
export function beginPlayerTurn(ctx: NawContext, draft: Draft<NawState>, emit: Emit<NawEvent>): void {
  draft.pendingRolls = dueRolls(ctx, draft);
  if (!isNight(ctx, draft)) startForcedRetreats(ctx, draft, emit);
}

function nextPlayerTurn(ctx: NawContext, draft: Draft<NawState>, emit: Emit<NawEvent>): void {
  const first = ctx.scenario.firstPlayer;
  if (draft.phasing === first) {
    draft.phasing = enemyOf(first);
  } else {
    // NAW 4.1 (3): the game-turn record interphase.
    if (draft.turn >= ctx.scenario.turns) {
      draft.over = true;
      const scores = finalScores(ctx, draft);
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
  emit?.({ type: 'phaseStarted', rule: 'NAW 4.1', turn: draft.turn, side: draft.phasing, phase: 'movement', night: isNight(ctx, draft) });
  beginPlayerTurn(ctx, draft, emit);
}
