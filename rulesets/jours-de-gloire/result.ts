import type { GameResult } from 'kriegsspiel';
import type { JdgContext } from './context.js';
import { victoryTally } from './rules/victory.js';
import type { JdgState } from './types.js';
import type { Side } from './vocabulary.js';

/**
 * Where the game stands (JdG 9.0): the victory points each side would have if it ended now (geographic, scored in
 * play, losses); over at the last turn or on Napoléon's capture, with the winner (none for a draw).
 */
export function result(ctx: JdgContext, state: JdgState): GameResult<Side> {
  const tally = victoryTally(ctx, state);
  const scores = { french: tally.french.total, coalition: tally.coalition.total };
  if (state.phase !== 'over' || state.outcome === null) return { terminal: false, winner: null, scores };
  const { grade, summary, reason } = state.outcome;
  return { terminal: true, winner: state.winner, scores, grade, summary, ...(reason === undefined ? {} : { reason }) };
}
