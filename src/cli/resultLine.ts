import type { GameResult } from 'kriegsspiel';
import type { Side } from 'kriegsspiel/rulesets/napoleon-at-war';

/**
 * The one line that ends `play` and `replay`: `Result: <winner> <grade> (<French> <n> VP, <other> <m> VP)`, the
 * winner being a side's name or `draw`, the grade only when the result has one. A side that forfeits under its
 * minimum (Wagram 17.21) still loses: the winner is whoever the result names, whatever the scores (the grade is
 * then `forfeit` when the ratio of the scores grades nothing).
 *
 * @example
 * ```ts
 * import { resultLine } from './resultLine.js';
 * const names = { french: 'French', coalition: 'Austrian' };
 * resultLine({ terminal: true, winner: 'coalition', grade: 'marginal', scores: { french: 48, coalition: 62 } }, names);
 * // 'Result: Austrian marginal (French 48 VP, Austrian 62 VP)'
 * ```
 */
export function resultLine(result: GameResult<Side>, sideNames: Readonly<Record<Side, string>>): string {
  return `Result: ${outcomeOf(result, sideNames)}`;
}

/**
 * A result without the `Result:` prefix, e.g. `Austrian marginal (French 48 VP, Austrian 62 VP)` or
 * `draw (French 40 VP, Austrian 40 VP)`; `match` prints one per game.
 *
 * @example
 * ```ts
 * import { outcomeOf } from './resultLine.js';
 * outcomeOf({ terminal: true, winner: null, scores: { french: 3, coalition: 3 } }, { french: 'French', coalition: 'Allied' });
 * // 'draw (French 3 VP, Allied 3 VP)'
 * ```
 */
export function outcomeOf(result: GameResult<Side>, sideNames: Readonly<Record<Side, string>>): string {
  const { winner, grade, scores } = result;
  const who = winner === null ? 'draw' : `${sideNames[winner]}${grade ? ` ${grade}` : ''}`;
  return `${who} (${sideNames.french} ${scores.french} VP, ${sideNames.coalition} ${scores.coalition} VP)`;
}
