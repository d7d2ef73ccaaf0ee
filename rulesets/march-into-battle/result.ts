import type { GameResult } from 'kriegsspiel';
import type { MibContext } from './context.js';
import type { MibState } from './types.js';
import type { Side } from './vocabulary.js';

/**
 * Where the game stands: over at the end of the last turn or when an army breaks (MiB 12, 16.2), with the winner
 * (none for a draw) and why: every end of this game has a reason beyond the scores (an army broke, who holds the
 * objectives), and the summary says it. The scores are the armies' morale.
 */
export function result(_ctx: MibContext, state: MibState): GameResult<Side> {
  const scores = { french: state.armyMorale.french, austrian: state.armyMorale.austrian };
  if (state.phase !== 'over' || state.outcome === null) return { terminal: false, winner: null, scores };
  return { terminal: true, winner: state.winner, scores, summary: state.outcome.summary, reason: state.outcome.summary };
}
