import type { ChanceAction } from '../core/action.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { createSimulator } from '../core/simulator.js';
import { expectedValue } from './expectedValue.js';

/** Values closer than this are equal (ties). */
const EPSILON = 1e-9;

/** What {@link rateActions} found. */
export interface Rating {
  /** Indices of the rated actions of best gain, ascending (ties). */
  readonly best: readonly number[];
  /** Per action: its gain, or `NaN` when it was not rated (its bound showed it could not be among the best). */
  readonly gains: Float64Array;
}

/**
 * Rates actions of `state` one ply ahead for `side`: the gain of an action is the {@link expectedValue} of the state
 * it leads to minus the evaluation of `state`. Each is played on the rollout path from `state` (which should be in
 * explicit chance mode, so dice are weighed, not peeked at).
 *
 * `bounds` (optional, per action) are upper bounds on the gains, e.g. the gains of an earlier rating (`Infinity`:
 * unknown). Actions are then rated in decreasing order of bound, and rating stops once no unrated action's bound
 * exceeds the best gain found. Whenever the bounds hold, the best gain is the one rating every action would find, but
 * unrated actions that might tie with it are left out of `best`.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { rateActions } from './rateActions.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42, 'explicit');
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const actions = napoleonAtWar.legalActions(setup.state);
 * const { best } = rateActions(napoleonAtWar, setup.state, actions, 'french'); // indices of the best moves
 * ```
 */
export function rateActions<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  state: T['state'],
  actions: readonly (T['action'] | ChanceAction)[],
  side: T['side'],
  bounds?: Float64Array,
): Rating {
  const base = ruleset.evaluate(state, side);
  const order = actions.map((_, i) => i);
  if (bounds) order.sort((i, j) => bounds[j]! - bounds[i]! || i - j);
  const gains = new Float64Array(actions.length).fill(Number.NaN);
  const sim = createSimulator(ruleset, state);
  let top = -Infinity;
  for (const i of order) {
    if (bounds && bounds[i]! <= top + EPSILON) break; // sorted by bound: no later action can beat the best
    sim.reset(state);
    sim.play(actions[i]!);
    const gain = expectedValue(ruleset, sim.state, side) - base;
    gains[i] = gain;
    if (gain > top) top = gain;
  }
  const best: number[] = [];
  for (let i = 0; i < gains.length; i++) if (gains[i]! >= top - EPSILON) best.push(i);
  return { best, gains };
}
