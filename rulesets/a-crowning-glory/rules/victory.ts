import type { Draft, Emit } from 'kriegsspiel';
import type { AcgContext } from '../context.js';
import type { AcgEvent } from '../events.js';
import type { AcgState } from '../types.js';
import type { Side } from '../vocabulary.js';
import { alliedHoldWest } from './control.js';
import { introOutcome } from './introVictory.js';

/** How a game ended: the case, the grade, a sentence, and the reason for a result line (see `GameResult.reason`). */
export interface AcgOutcome {
  readonly rule: string;
  readonly grade: string;
  readonly summary: string;
  readonly reason?: string;
}

/** Ends the game: `winner` by `outcome.rule` (the case), with a grade, a sentence and maybe a reason. */
export function endGame(draft: Draft<AcgState>, winner: Side | null, outcome: AcgOutcome, emit: Emit<AcgEvent>): void {
  const { rule, grade, summary } = outcome;
  draft.phase = 'over';
  draft.winner = winner;
  draft.outcome = { ...outcome };
  draft.combat = null;
  draft.moving = -1;
  draft.placing = [];
  emit?.({ type: 'gameEnded', rule, winner, grade, summary });
}

/**
 * Judges the battle's sudden-death conditions after losses (ACG 4.2, 4.4, 4.5, 4.8, 4.9): an army crossing its
 * demoralization threshold becomes demoralized; the Allies' demoralization wins the game for the French unless the
 * Allies then hold a Town or Fortress west of the front line (and otherwise the French lose that chance for good);
 * no Allied unit left on the map wins it too; French demoralization wins it for the Allies, unless the same action
 * gave the French their victory (4.5). The introductory scenario uses none of this (10.3).
 */
export function judge(ctx: AcgContext, draft: Draft<AcgState>, emit: Emit<AcgEvent>): void {
  if (draft.phase === 'over' || ctx.scenario.victory !== 'battle') return;
  const { demoralizedAt } = draft.options;
  let frenchWin: string | null = null;
  if (!draft.demoralized.allied && draft.lost.allied >= demoralizedAt.allied) {
    draft.demoralized.allied = true;
    emit?.({ type: 'demoralized', rule: 'ACG 4.8', side: 'allied' });
    if (!draft.suddenDeathGone && !alliedHoldWest(ctx, draft)) frenchWin = 'ACG 4.4';
    draft.suddenDeathGone = true;
  }
  const alliedLeft = draft.units.some((u) => u.side === 'allied' && (u.status === 'map' || u.status === 'arrived'));
  if (frenchWin === null && !alliedLeft) frenchWin = 'ACG 4.4';
  if (!draft.demoralized.french && draft.lost.french >= demoralizedAt.french) {
    draft.demoralized.french = true;
    emit?.({ type: 'demoralized', rule: 'ACG 4.9', side: 'french' });
  }
  if (frenchWin !== null) {
    const why = alliedLeft ? 'the Allied army is demoralized and holds no Town or Fortress west of the front line' : 'no Allied unit is left on the map';
    endGame(draft, 'french', { rule: frenchWin, grade: 'sudden death', summary: `French sudden-death victory: ${why}`, reason: `${why} (sudden death)` }, emit);
  } else if (draft.demoralized.french) {
    const why = `the French army is demoralized (${draft.lost.french} steps lost)`;
    endGame(draft, 'allied', { rule: 'ACG 4.2', grade: 'sudden death', summary: `Allied sudden-death victory: ${why}`, reason: `${why} (sudden death)` }, emit);
  }
}

/** The end of the last turn (ACG 4.3, 4.7; the introductory scenario's levels, 10.7). */
export function finalVictory(ctx: AcgContext, draft: Draft<AcgState>, emit: Emit<AcgEvent>): void {
  if (ctx.scenario.victory === 'introductory') {
    const { winner, grade, summary } = introOutcome(ctx, draft);
    endGame(draft, winner, { rule: 'ACG 10.7', grade, summary }, emit); // the level is the reason
    return;
  }
  const { allied, french } = draft.lost;
  if (draft.demoralized.allied && allied >= draft.options.victoryRatio * french) {
    const why = `the Allied army is demoralized and lost ${allied} steps to ${french}`;
    endGame(draft, 'french', { rule: 'ACG 4.3', grade: 'end of game', summary: `French victory: ${why}`, reason: why }, emit);
  } else {
    const why = `the French did not break the Allied army (${allied} steps lost to ${french})`;
    endGame(draft, 'allied', { rule: 'ACG 4.7', grade: 'end of game', summary: `Allied victory: ${why}`, reason: why }, emit);
  }
}
