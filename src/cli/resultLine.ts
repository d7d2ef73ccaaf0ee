import type { GameResult } from 'kriegsspiel';

/**
 * The last line of `play` and `replay`: `Result: ` and {@link outcomeOf}.
 *
 * @example
 * ```ts
 * import { resultLine } from './resultLine.js';
 * const names = { french: 'French', coalition: 'Austrian' };
 * resultLine({ terminal: true, winner: 'coalition', grade: 'marginal', scores: { french: 48, coalition: 62 } }, names);
 * // 'Result: Austrian marginal (French 48 VP, Austrian 62 VP)'
 * ```
 */
export function resultLine<Side extends string>(result: GameResult<NoInfer<Side>>, sideNames: Readonly<Record<Side, string>>, unit = 'VP'): string {
  return `Result: ${outcomeOf(result, sideNames, unit)}`;
}

/** The winner's name and grade (or the grade of a game nobody won, else `draw`), then every side's score in `unit`. */
export function outcomeOf<Side extends string>(result: GameResult<NoInfer<Side>>, sideNames: Readonly<Record<Side, string>>, unit = 'VP'): string {
  const { winner, grade, scores } = result;
  const who = winner === null ? (grade ?? 'draw') : `${sideNames[winner]}${grade ? ` ${grade}` : ''}`;
  const tally = (Object.keys(sideNames) as Side[]).map((side) => `${sideNames[side]} ${scores[side]} ${unit}`).join(', ');
  return `${who} (${tally})`;
}
