import type { GameResult } from '../core/result.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { LeafHeuristic } from './mctsOptions.js';

/** Rewards per side, each in [0, 1], in the order of `ruleset.sides`. */
export type Rewards = Float64Array;

/**
 * The rewards of a finished game: 1 to the winner and 0 to the others, 0.5 to everyone on a draw.
 *
 * @example
 * ```ts
 * import { terminalRewards } from './leafRewards.js';
 * terminalRewards(['french', 'coalition'], { terminal: true, winner: 'coalition', scores: { french: 0, coalition: 2 } }); // [0, 1]
 * ```
 */
export function terminalRewards<Side extends string>(sides: readonly Side[], result: GameResult<Side>): Rewards {
  return Float64Array.from(sides, (side) => (result.winner === null ? 0.5 : result.winner === side ? 1 : 0));
}

/** The logistic function, mapping any real number into (0, 1); `NaN` maps to 0.5. */
export function squash(x: number): number {
  return Number.isNaN(x) ? 0.5 : 1 / (1 + Math.exp(-x));
}

/**
 * The rewards of a leaf that is not a finished game: per side, the heuristic measured against the searched position,
 * squashed into (0, 1): `squash((heuristic(state, side) - baseline[side]) / scale)`.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { leafRewards } from './leafRewards.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const h = (r: typeof napoleonAtWar, s: typeof setup.state, side: 'french' | 'coalition') => r.evaluate(s, side);
 * const base = Float64Array.from(napoleonAtWar.sides, (side) => napoleonAtWar.evaluate(setup.state, side));
 * leafRewards(napoleonAtWar, setup.state, base, h as never, 2); // [0.5, 0.5]: the searched position itself
 * ```
 */
export function leafRewards<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], baseline: Float64Array, heuristic: LeafHeuristic, scale: number): Rewards {
  return Float64Array.from(ruleset.sides, (side, i) => squash((heuristic(ruleset, state, side) - baseline[i]!) / scale));
}
