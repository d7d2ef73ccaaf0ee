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
 * resultLine({ terminal: true, winner: 'coalition', grade: 'forfeit', reason: 'French forfeit under 75 VP', scores: { french: 70, coalition: 40 } }, names);
 * // 'Result: Austrian victory: French forfeit under 75 VP (French 70 VP, Austrian 40 VP)'
 * ```
 */
export function resultLine<Side extends string>(result: GameResult<NoInfer<Side>>, sideNames: Readonly<Record<Side, string>>, unit = 'VP'): string {
  return `Result: ${outcomeOf(result, sideNames, unit)}`;
}

/**
 * Who won and how, then every side's score in `unit`. With a `reason` (see `GameResult.reason`): `<winner> victory:
 * <reason>`, or `draw: <reason>`, the reason standing for the grade (a grade such as `forfeit` or `capitulation`
 * names what happened to the loser, and after the winner's name it would read as the winner's). Without one: the
 * winner's name and grade, the grade of a game nobody won, or `draw`.
 */
export function outcomeOf<Side extends string>(result: GameResult<NoInfer<Side>>, sideNames: Readonly<Record<Side, string>>, unit = 'VP'): string {
  const { winner, grade, reason, scores } = result;
  const who =
    reason !== undefined
      ? `${winner === null ? 'draw' : `${sideNames[winner]} victory`}: ${reason}`
      : winner === null
        ? (grade ?? 'draw')
        : `${sideNames[winner]}${grade ? ` ${grade}` : ''}`;
  const tally = (Object.keys(sideNames) as Side[]).map((side) => `${sideNames[side]} ${scores[side]} ${unit}`).join(', ');
  return `${who} (${tally})`;
}
