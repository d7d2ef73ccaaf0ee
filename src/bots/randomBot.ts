import type { Action, ChanceAction } from '../core/action.js';
import { drawInt, seedRng, type RngState } from '../core/rng.js';
import type { ActionSpace } from '../core/actionSpace.js';
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
 * Where the ruleset offers an {@link ActionSpace}, the bot draws from it and rejects what `check` refuses, so it
 * need not list every legal action of a large position (still exactly uniform; see `sampleSpace`).
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
  const draw = (count: number): number => {
    const drawn = drawInt(rng, 0, count - 1);
    rng = drawn.rng;
    return drawn.value;
  };
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
      const sampled = sampleSpace(ruleset, state, side, draw);
      if (sampled !== null) return sampled;
      const all = ruleset.legalActions(state);
      const legal = side === undefined ? all : all.filter((action) => ruleset.actorOf(state, action) === side);
      if (legal.length === 0)
        throw new Error(`randomBot: no legal action${side === undefined ? '' : ` for ${side}`} (a dead end)`);
      const picked = legal[draw(legal.length)];
      if (picked === undefined) throw new Error('randomBot: drew outside the legal actions');
      return picked;
    },
  };
}

/** Draws from an action space before the bot falls back to listing the legal actions. */
const MAX_DRAWS = 64;

/**
 * Rejection sampling from the ruleset's {@link ActionSpace}: up to {@link MAX_DRAWS} uniform draws, the first one
 * that `check` accepts (and that is `side`'s, when given) wins; `null` when there is no space or all were refused.
 *
 * Still exactly uniform over the L wanted actions: each draw hits each of them with probability 1/size, so a draw
 * that is accepted is uniform among them; and if all draws are refused (an event that favours no action) the
 * caller draws uniformly from the listed ones. Every action thus has probability (1 - P(all refused)) / L +
 * P(all refused) / L = 1 / L.
 */
function sampleSpace<S extends BaseState, A extends Action, Side extends string>(
  ruleset: RulesetFor<S, A, Side>,
  state: S,
  side: Side | undefined,
  draw: (count: number) => number,
): A | null {
  const space = ruleset.actionSpace(state);
  if (space === null || space.size === 0) return null;
  for (let i = 0; i < MAX_DRAWS; i++) {
    const candidate = space.at(draw(space.size));
    if (ruleset.check(state, candidate) !== null) continue;
    if (side === undefined || ruleset.actorOf(state, candidate) === side) return candidate;
  }
  return null;
}
