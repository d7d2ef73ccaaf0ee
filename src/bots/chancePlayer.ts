import type { ChanceAction } from '../core/action.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { seedRng, type RngState } from '../core/rng.js';
import { drawUniform, pickByProbability } from './uniformFloat.js';

/** Draws chance outcomes with their probabilities in explicit chance mode (the driver's dice, not a player). */
export interface ChancePlayer {
  /** An outcome of the pending chance decision of `state`, drawn with its probability. */
  choose<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state']): ChanceAction;
}

/**
 * Makes the dice of a driver in explicit chance mode, from their own seed: it sees the full state, as the
 * environment does; players never do.
 *
 * @example
 * ```ts
 * import { chancePlayer } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const dice = chancePlayer(3);
 * const setup = napoleonAtWar.setup('skirmish', {}, 1, 'explicit');
 * // whenever napoleonAtWar.decision(state).kind === 'chance': napoleonAtWar.apply(state, dice.choose(napoleonAtWar, state))
 * ```
 */
export function chancePlayer(seed: number): ChancePlayer {
  let rng: RngState = seedRng(seed);
  return {
    choose(ruleset, state) {
      const outcomes = ruleset.chanceOutcomes(state);
      const drawn = drawUniform(rng);
      rng = drawn.rng;
      const picked = outcomes[pickByProbability(outcomes.map((o) => o.probability), drawn.value)];
      if (picked === undefined) throw new Error('chancePlayer: no chance decision is pending');
      return picked.action;
    },
  };
}
