/**
 * The flow of play between decisions (JdG 2.0): after every action, the stages with nothing left to decide are closed
 * and the next opened, until a decision is due or the game is over. The one place that knows the order of the
 * phases, so the rules of each phase never call the next.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import { hasUnits } from '../board.js';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import { enemyOf } from '../vocabulary.js';
import { beginPlayerTurn, nextArmyToRoll, startCombat, startMovement, startSound } from './playerTurn.js';
import { marchBoxes } from './reactions.js';
import { liftSieges } from './sieges.js';
import { armisticeDecisionDue, armisticeDue, armisticeTurnOver, declareArmistice } from './armistice.js';
import { arriveReinforcements, duePf, startTurn } from './turn.js';
import { arrivalRollsDue } from './optionalArrivals.js';
import { endGame } from './victory.js';

type D = Draft<JdgState>;

/** Ends the sieges whose besiegers or besieged are gone (8.8), closes finished stages and opens the next, until a decision is due. */
export function advance(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  liftSieges(ctx, draft, emit);
  liftEncirclements(draft);
  for (;;) {
    if (draft.phase === 'over' || draft.evictions.length > 0 || draft.placing.length > 0) return;
    switch (draft.phase) {
      case 'deploy':
        startTurn(ctx, draft, emit);
        continue;
      case 'arrival-rolls':
        if (arrivalRollsDue(draft)) return;
        arriveReinforcements(ctx, draft, emit);
        continue;
      case 'reinforcement':
        if (duePf(draft).length > 0) return;
        beginPlayerTurn(ctx, draft, draft.first!, emit);
        continue;
      case 'command':
        if (nextArmyToRoll(ctx, draft) !== null) return;
        startMovement(draft, emit);
        return;
      case 'attrition':
        if (draft.attrition.length > 0) return;
        startSound(draft, emit);
        continue;
      case 'sound':
        if (draft.reaction !== null || draft.forming !== null || marchBoxes(ctx, draft).length > 0) return;
        startCombat(draft, emit);
        continue;
      case 'combat':
        if (draft.battle !== null || draft.battles.length > 0) return;
        playerTurnDone(ctx, draft, emit);
        continue;
      case 'armistice':
        if (armisticeDecisionDue(draft)) return;
        armisticeTurnOver(ctx, draft, emit);
        continue;
      default:
        return;
    }
  }
}

/**
 * After a player turn: S3's armistice if its flags are held (it suspends the rest of the turn), the second player's
 * turn (2.C), or the end of the game turn (fatigue goes, 8.3) and of the game (9.0).
 */
function playerTurnDone(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  draft.marches = [];
  if (armisticeDue(ctx, draft)) return declareArmistice(ctx, draft, emit);
  if (draft.player === draft.first) return beginPlayerTurn(ctx, draft, enemyOf(draft.first), emit);
  for (const p of draft.pieces) p.fatigued = false;
  if (draft.turn >= ctx.scenario.turns) return endGame(ctx, draft, emit);
  draft.turn++;
  startTurn(ctx, draft, emit);
}

/** 8.4: an encircled force loses its marker once it can leave the box: the enemy is gone from it, or so is the force. */
function liftEncirclements(draft: D): void {
  draft.encircled = draft.encircled.filter((e) => hasUnits(draft, e.box, e.side) && hasUnits(draft, e.box, enemyOf(e.side)));
}
