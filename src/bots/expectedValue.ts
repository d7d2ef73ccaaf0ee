import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { createSimulator } from '../core/simulator.js';

/** Chance layers averaged over, at most (deeper rolls are rare; they are evaluated as they stand). */
const CHANCE_DEPTH = 3;

/**
 * The expected evaluation of a state for `side`: the ruleset's `evaluate`, averaged over pending chance decisions
 * (explicit chance mode) with their exact probabilities, up to three rolls deep. Dice are never peeked at.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { expectedValue } from './expectedValue.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42, 'explicit');
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const value = expectedValue(napoleonAtWar, setup.state, 'french'); // no roll pending: evaluate itself
 * ```
 */
export function expectedValue<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], side: T['side'], depth = 0): number {
  if (depth >= CHANCE_DEPTH || ruleset.decision(state).kind !== 'chance') return ruleset.evaluate(state, side);
  let total = 0;
  for (const { action, probability } of ruleset.chanceOutcomes(state)) {
    const branch = createSimulator(ruleset, state);
    branch.play(action);
    total += probability * expectedValue(ruleset, branch.state, side, depth + 1);
  }
  return total;
}
