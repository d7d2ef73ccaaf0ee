/**
 * Victory (JdG 9.0): at the end, each side adds the geographic points of the boxes it controls (for both sides or for
 * it alone), the points scored in play (battles, captures, crossings) and 1 point per 4 PF by which its losses are
 * fewer than the enemy's; a difference of 2 or less is a draw.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import type { JdgContext } from '../context.js';
import { sideName } from '../sideName.js';
import type { JdgEvent } from '../events.js';
import { lossVictoryPoints, victoryOf } from '../tables/battleArithmetic.js';
import type { JdgState } from '../types.js';
import { SIDES, type BySide, type Side } from '../vocabulary.js';

/** The victory points each side would have if the game ended now, by source. */
export function victoryTally(ctx: JdgContext, state: JdgState): BySide<{ readonly geographic: number; readonly play: number; readonly losses: number; readonly total: number }> {
  const geographic = { french: 0, coalition: 0 };
  for (const v of ctx.victoryBoxes) {
    const holder = state.control[ctx.boxIds[v.box]!];
    if (holder !== undefined && (v.for === 'both' || v.for === holder)) geographic[holder] += v.points;
  }
  const butcher = lossVictoryPoints(state.losses.french, state.losses.coalition);
  const losses = { french: butcher.side === 'first' ? butcher.points : 0, coalition: butcher.side === 'second' ? butcher.points : 0 };
  const of = (s: Side) => ({ geographic: geographic[s], play: state.vp[s], losses: losses[s], total: geographic[s] + state.vp[s] + losses[s] });
  return { french: of('french'), coalition: of('coalition') };
}

/** How a game ended: the case, the grade, a sentence, and the reason for a result line (see `GameResult.reason`). */
export interface JdgOutcome {
  readonly rule: string;
  readonly grade: string;
  readonly summary: string;
  readonly reason?: string;
}

/** Ends the game now with a winner (or a draw). */
export function finishGame(draft: Draft<JdgState>, winner: Side | null, outcome: JdgOutcome, emit: Emit<JdgEvent>): void {
  const { rule, grade, summary } = outcome;
  draft.phase = 'over';
  draft.winner = winner;
  draft.outcome = { ...outcome };
  draft.battle = null;
  draft.activation = null;
  draft.forming = null;
  draft.reaction = null;
  draft.placing = [];
  draft.evictions = [];
  draft.attrition = [];
  emit?.({ type: 'gameEnded', rule, winner, grade, summary });
}

/** The last turn is over: the count of 9.0. */
export function endGame(ctx: JdgContext, draft: Draft<JdgState>, emit: Emit<JdgEvent>): void {
  const tally = victoryTally(ctx, draft);
  const result = victoryOf(tally.french.total, tally.coalition.total);
  const winner = result === 'draw' ? null : result === 'first' ? SIDES[0] : SIDES[1];
  const score = `${sideName(ctx, 'french')} ${tally.french.total} VP, ${sideName(ctx, 'coalition')} ${tally.coalition.total} VP`;
  // The points decide: no reason beyond them.
  finishGame(draft, winner, { rule: 'JdG 9.0', grade: winner === null ? 'draw' : 'victory', summary: winner === null ? `${score}: a draw (a difference of 2 or less)` : score }, emit);
}
