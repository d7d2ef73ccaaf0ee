import type { Action, ChanceAction } from '../core/action.js';
import { drawInt, seedRng, type RngState } from '../core/rng.js';
import type { BaseState } from '../core/rulesetDefinition.js';
import type { RulesetFor } from './bot.js';
import { drawUniform, pickByProbability } from './uniformFloat.js';

/** The uniform random baseline bot: works with every ruleset. */
export interface RandomBot {
  /** Always `'random'`. */
  readonly name: 'random';
  /**
   * A legal action of `state`, uniformly at random (chance decisions: an outcome drawn with its probability).
   * With `side`, only that side's actions are considered (simultaneous decisions). Throws if there is none.
   */
  choose<S extends BaseState, A extends Action, Side extends string>(
    ruleset: RulesetFor<S, A, Side>,
    state: S,
    side?: Side,
  ): A | ChanceAction;
}

/**
 * A bot that picks uniformly among the legal actions, from its own PRNG seeded with `seed` (the game's PRNG is
 * never touched). Two bots with the same seed, asked the same questions in the same order, give the same answers.
 *
 * @example
 * ```ts
 * import { randomBot } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const bot = randomBot(7);
 * const action = bot.choose(napoleonAtWar, setup.state);
 * const next = napoleonAtWar.apply(setup.state, action); // next.ok: the bot picks among the legal actions
 * ```
 */
export function randomBot(seed: number): RandomBot {
  let rng: RngState = seedRng(seed);
  return {
    name: 'random',
    choose(ruleset, state, side) {
      if (ruleset.decision(state).kind === 'chance') {
        const outcomes = ruleset.chanceOutcomes(state);
        const drawn = drawUniform(rng);
        rng = drawn.rng;
        const picked =
          outcomes[
            pickByProbability(
              outcomes.map((o) => o.probability),
              drawn.value,
            )
          ];
        if (picked === undefined) throw new Error('randomBot: a chance decision with no outcome');
        return picked.action;
      }
      const legal = ruleset.legalActions(state);
      const mine = side === undefined ? legal : legal.filter((action) => ruleset.actorOf(state, action) === side);
      if (mine.length === 0)
        throw new Error(`randomBot: no legal action${side === undefined ? '' : ` for ${side}`} (a dead end)`);
      const drawn = drawInt(rng, 0, mine.length - 1);
      rng = drawn.rng;
      const picked = mine[drawn.value];
      if (picked === undefined) throw new Error('randomBot: drew outside the legal actions');
      return picked;
    },
  };
}
