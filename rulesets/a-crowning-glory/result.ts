import type { GameResult } from 'kriegsspiel';
import type { AcgContext } from './context.js';
import type { AcgState } from './types.js';
import type { Side } from './vocabulary.js';

/**
 * Where the game stands: over once a victory condition ends it (ACG 4.0, 10.7), with the winner (none for an
 * introductory stalemate), the grade and why. Scores are the enemy steps each side has taken off the board (3.2).
 */
export function result(_ctx: AcgContext, state: AcgState): GameResult<Side> {
  const scores = { french: state.lost.allied, allied: state.lost.french };
  if (state.phase !== 'over' || state.outcome === null) return { terminal: false, winner: null, scores };
  const { grade, summary, reason } = state.outcome;
  return { terminal: true, winner: state.winner, scores, grade, summary, ...(reason === undefined ? {} : { reason }) };
}
