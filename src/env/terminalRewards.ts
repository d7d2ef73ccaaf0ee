import type { GameResult } from '../core/result.js';
import type { EnvRewardMode } from './environment.js';

/**
 * The reward each side gets when the game ends, from its result. Zero-sum for any number of sides.
 *
 * - `'win-loss'`: +1 to the winner and -1 shared equally by the other sides (-1 each with two sides); 0 each for a
 *   draw.
 * - `'score'`: each side's score minus the mean score of the others, divided by the sum of the absolute scores (at
 *   least 1): with two sides `(mine − theirs) / max(1, |mine| + |theirs|)`, in [-1, 1].
 *
 * @example
 * ```ts
 * import { terminalRewards } from 'kriegsspiel';
 * terminalRewards({ terminal: true, winner: 'a', scores: { a: 3, b: 1 } }, ['a', 'b'], 'win-loss'); // { a: 1, b: -1 }
 * terminalRewards({ terminal: true, winner: 'a', scores: { a: 3, b: 1 } }, ['a', 'b'], 'score'); // { a: 0.5, b: -0.5 }
 * ```
 */
export function terminalRewards<Side extends string>(result: GameResult<Side>, sides: readonly Side[], mode: EnvRewardMode): Record<Side, number> {
  const rewards = Object.fromEntries(sides.map((side) => [side, 0])) as Record<Side, number>;
  const others = Math.max(1, sides.length - 1);
  if (mode === 'win-loss') {
    const winner = result.winner;
    if (winner === null || !sides.includes(winner)) return rewards;
    for (const side of sides) rewards[side] = side === winner ? 1 : -1 / others;
    return rewards;
  }
  const score = (side: Side): number => {
    const value = result.scores[side];
    return Number.isFinite(value) ? value : 0;
  };
  const total = sides.reduce((sum, side) => sum + score(side), 0);
  const scale = Math.max(1, sides.reduce((sum, side) => sum + Math.abs(score(side)), 0));
  for (const side of sides) rewards[side] = (score(side) - (total - score(side)) / others) / scale;
  return rewards;
}
