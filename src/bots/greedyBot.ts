import type { Action, ChanceAction } from '../core/action.js';
import type { BaseState } from '../core/rulesetDefinition.js';
import { drawInt, seedRng, type RngState } from '../core/rng.js';
import { createSimulator } from '../core/simulator.js';
import type { RulesetFor } from './bot.js';
import { randomBot } from './randomBot.js';
import { rateActions } from './rateActions.js';
import { sameData } from './sameData.js';

/** A one-ply greedy bot: works with every ruleset that supplies an evaluation. */
export interface GreedyBot {
  /** Always `'greedy'`. */
  readonly name: 'greedy';
  /** The legal action whose outcome the ruleset's `evaluate` rates best for the acting side (ties broken at random). */
  choose<S extends BaseState, A extends Action, Side extends string>(ruleset: RulesetFor<S, A, Side>, state: S, side?: Side): A | ChanceAction;
}

/** Options of {@link greedyBot}. */
export interface GreedyOptions {
  /**
   * Re-rate lazily (default `true`). When a decision follows straight on the bot's previous one (the state is exactly
   * the one its last choice led to, as in a movement phase where it moves one unit after another), the gains it
   * measured since the run began serve as upper bounds: actions are replayed best bound first, and no longer once no
   * bound exceeds the best gain found. This finds the best gain whenever an action's gain does not grow as the side
   * plays other actions (true of terms that add up unit by unit, such as victory points and distances; not of terms
   * where units act together, such as Napoleon at War's threat term: see docs/bots.md for how often it falls short).
   * Ties with the best are broken among the actions it replayed. Decisions of fewer than 32 actions are always rated
   * in full. `false`: rate every action every time (about 5x slower on Wagram).
   */
  readonly lazy?: boolean;
}

/** Decisions with fewer actions are always rated in full (their gains interact most, e.g. attackers joining a combat). */
const LAZY_FROM = 32;

/** The bot's memory between decisions: the state its last choice led to and the gain of each action it knew there. */
interface Memory {
  readonly successor: unknown;
  readonly gains: Map<string, number>;
}

/**
 * A bot that looks one decision ahead: it plays each legal action on the rollout path (in explicit chance mode, so it
 * weighs every die outcome by its probability instead of peeking at the state's dice) and picks the one the
 * ruleset's `evaluate` rates best for the acting side. Ties are broken with its own PRNG, so it is deterministic
 * under its seed. Chance decisions are sampled like the random bot. See {@link GreedyOptions.lazy} for how it
 * avoids replaying most actions when it decides several times in a row.
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
export function greedyBot(seed: number, options: GreedyOptions = {}): GreedyBot {
  const lazy = options.lazy ?? true;
  let rng: RngState = seedRng(seed);
  const draw = (count: number): number => {
    const drawn = drawInt(rng, 0, count - 1);
    rng = drawn.rng;
    return drawn.value;
  };
  let memory: Memory | null = null;
  const chance = randomBot(seed ^ 0x5bd1e995);
  return {
    name: 'greedy',
    choose<S extends BaseState, A extends Action, Side extends string>(ruleset: RulesetFor<S, A, Side>, state: S, side?: Side) {
      if (ruleset.decision(state).kind === 'chance') return chance.choose(ruleset, state);
      const legal = ruleset.legalActions(state);
      const mine = side === undefined ? legal : legal.filter((action) => ruleset.actorOf(state, action) === side);
      const first = mine[0];
      if (first === undefined) throw new Error(`greedyBot: no legal action${side === undefined ? '' : ` for ${side}`} (a dead end)`);
      const explicit = { ...state, chanceMode: 'explicit' } as S;
      const recalled = lazy && memory !== null && sameData(memory.successor, explicit) ? memory.gains : null;
      const gains = recalled ?? new Map<string, number>();
      memory = null;
      let chosen = first;
      if (mine.length > 1) {
        const actor = (side ?? ruleset.actorOf(state, first)) as Side;
        const keys = lazy ? mine.map((action) => JSON.stringify(action)) : null;
        const bounds = keys && recalled && mine.length >= LAZY_FROM ? Float64Array.from(keys, (key) => recalled.get(key) ?? Infinity) : undefined;
        const rating = rateActions(ruleset, explicit, mine, actor, bounds);
        chosen = mine[rating.best[draw(rating.best.length)]!] ?? first;
        // Gains of actions not legal now are kept too: they may be legal again later in the run.
        keys?.forEach((key, i) => Number.isNaN(rating.gains[i]!) || gains.set(key, rating.gains[i]!));
      }
      if (lazy) {
        const after = createSimulator(ruleset, explicit);
        after.play(chosen);
        memory = { successor: after.state, gains };
      }
      return chosen;
    },
  };
}
