import { isChanceAction } from '../core/action.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { createSimulator } from '../core/simulator.js';
import type { AnyRulesetBot } from './bot.js';
import { botRng, stateFromView } from './botState.js';
import { rateActions } from './rateActions.js';
import { sameData } from './sameData.js';

/** A one-ply greedy bot: works with every ruleset that supplies an evaluation. */
export interface GreedyBot extends AnyRulesetBot {
  /** Always `'greedy'`. */
  readonly name: 'greedy';
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
  /** The view the bot's last choice led to. */
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
 * const view = napoleonAtWar.view(setup.state, 'french');
 * if (!view.ok) throw new Error(view.violation.message);
 * const action = greedyBot(7).choose(napoleonAtWar, view.view, 'french'); // the move evaluate rates best for the French
 * ```
 */
export function greedyBot(seed: number, options: GreedyOptions = {}): GreedyBot {
  const lazy = options.lazy ?? true;
  const rng = botRng(seed);
  let memory: Memory | null = null;
  return {
    name: 'greedy',
    choose<T extends RulesetTypes>(ruleset: Ruleset<T>, view: T['view'], side: T['side']): T['action'] {
      const state = stateFromView(ruleset, view, side, rng);
      const mine = ruleset.legalActions(state).filter((action): action is T['action'] => !isChanceAction(action) && ruleset.actorOf(state, action) === side);
      const first = mine[0];
      if (first === undefined) throw new Error(`greedyBot: no legal action for ${String(side)} (a dead end)`);
      const explicit: T['state'] = { ...state, chanceMode: 'explicit' };
      const recalled = lazy && memory !== null && sameData(memory.successor, view) ? memory.gains : null;
      const gains = recalled ?? new Map<string, number>();
      memory = null;
      let chosen = first;
      if (mine.length > 1) {
        const keys = lazy ? mine.map((action) => JSON.stringify(action)) : null;
        const bounds = keys && recalled && mine.length >= LAZY_FROM ? Float64Array.from(keys, (key) => recalled.get(key) ?? Infinity) : undefined;
        const rating = rateActions(ruleset, explicit, mine, side, bounds);
        chosen = mine[rating.best[rng.draw(rating.best.length)]!] ?? first;
        // Gains of actions not legal now are kept too: they may be legal again later in the run.
        keys?.forEach((key, i) => Number.isNaN(rating.gains[i]!) || gains.set(key, rating.gains[i]!));
      }
      if (lazy) {
        const after = createSimulator(ruleset, explicit);
        after.play(chosen);
        const seen = ruleset.view({ ...after.state, chanceMode: state.chanceMode }, side);
        memory = seen.ok ? { successor: seen.view, gains } : null;
      }
      return chosen;
    },
  };
}
