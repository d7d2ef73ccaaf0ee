import type { Action, ChanceAction } from '../core/action.js';
import type { Ruleset } from '../core/ruleset.js';
import type { BaseState } from '../core/rulesetDefinition.js';
import { drawInt, seedRng, type RngState } from '../core/rng.js';
import { createSimulator } from '../core/simulator.js';
import type { GameEvent } from '../core/event.js';
import type { RulesetFor } from './bot.js';
import { randomBot } from './randomBot.js';

/** A one-ply greedy bot: works with every ruleset that supplies an evaluation. */
export interface GreedyBot {
  /** Always `'greedy'`. */
  readonly name: 'greedy';
  /** The legal action whose outcome the ruleset's `evaluate` rates best for the acting side (ties broken at random). */
  choose<S extends BaseState, A extends Action, Side extends string>(ruleset: RulesetFor<S, A, Side>, state: S, side?: Side): A | ChanceAction;
}

/** Chance layers averaged over after a candidate action, at most (deeper rolls are rare; they are evaluated as they stand). */
const CHANCE_DEPTH = 3;

/**
 * The expected evaluation of a state for `side`, averaging over pending chance decisions with their exact
 * probabilities. Dice are never peeked at: candidates are played in explicit chance mode.
 */
function expectedValue<S extends BaseState, A extends Action, Side extends string>(
  ruleset: Ruleset<S, A, GameEvent, Side, unknown, unknown>,
  state: S,
  side: Side,
  depth: number,
): number {
  if (depth >= CHANCE_DEPTH || ruleset.decision(state).kind !== 'chance') return ruleset.evaluate(state, side);
  let total = 0;
  for (const { action, probability } of ruleset.chanceOutcomes(state)) {
    const branch = createSimulator(ruleset, state);
    branch.play(action);
    total += probability * expectedValue(ruleset, branch.state, side, depth + 1);
  }
  return total;
}

/**
 * A bot that looks one decision ahead: it plays each legal action on the rollout path (in explicit chance mode, so it
 * weighs every die outcome by its probability instead of peeking at the state's dice) and picks the one the
 * ruleset's `evaluate` rates best for the acting side. Ties are broken with its own PRNG, so it is deterministic
 * under its seed. Chance decisions are sampled like the random bot.
 *
 * @example
 * ```ts
 * import { greedyBot } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const bot = greedyBot(7);
 * const action = bot.choose(napoleonAtWar, setup.state); // the move napoleonAtWar.evaluate rates best for the French
 * ```
 */
export function greedyBot(seed: number): GreedyBot {
  let rng: RngState = seedRng(seed);
  const chance = randomBot(seed ^ 0x5bd1e995);
  return {
    name: 'greedy',
    choose<S extends BaseState, A extends Action, Side extends string>(ruleset: RulesetFor<S, A, Side>, state: S, side?: Side) {
      if (ruleset.decision(state).kind === 'chance') return chance.choose(ruleset, state);
      const legal = ruleset.legalActions(state);
      const mine = side === undefined ? legal : legal.filter((action) => ruleset.actorOf(state, action) === side);
      const first = mine[0];
      if (first === undefined) throw new Error(`greedyBot: no legal action${side === undefined ? '' : ` for ${side}`} (a dead end)`);
      if (mine.length === 1) return first;
      const actor = (side ?? ruleset.actorOf(state, first)) as Side;
      const explicit = { ...state, chanceMode: 'explicit' } as S;
      const sim = createSimulator(ruleset, explicit);
      let best = -Infinity;
      let ties: (A | ChanceAction)[] = [];
      for (const action of mine) {
        sim.reset(explicit);
        sim.play(action);
        const value = expectedValue(ruleset, sim.state, actor, 0);
        if (value > best + 1e-9) {
          best = value;
          ties = [action];
        } else if (value >= best - 1e-9) {
          ties.push(action);
        }
      }
      const drawn = drawInt(rng, 0, ties.length - 1);
      rng = drawn.rng;
      return ties[drawn.value] ?? first;
    },
  };
}
