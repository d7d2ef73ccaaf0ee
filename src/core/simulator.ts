import type { Draft } from 'immer';
import type { Action, ChanceAction } from './action.js';
import type { Decision } from './decision.js';
import { stepAndSettle } from './engine.js';
import type { GameEvent } from './event.js';
import type { GameResult } from './result.js';
import type { Ruleset } from './ruleset.js';
import type { BaseState } from './rulesetDefinition.js';

/**
 * The rollout path: one private copy of a state that actions mutate in place, with the same rule recipes as the
 * immutable path but no proxies, no validation and no events. For bots and simulations that play many moves.
 * Only play actions taken from `legalActions()` (nothing is checked). Made by {@link createSimulator}.
 */
export interface Simulator<S extends BaseState, A extends Action, Side extends string> {
  /** The live state (mutated by `play`; copy it with the ruleset's clone to keep it). */
  readonly state: S;
  /** Who decides now. */
  decision(): Decision<Side>;
  /** The legal actions now. */
  legalActions(): (A | ChanceAction)[];
  /** Applies a legal action in place (and, in auto chance mode, the dice that follow). */
  play(action: A | ChanceAction): void;
  /** Whether the game is over, and the scores. */
  result(): GameResult<Side>;
  /** Starts over from a copy of `state`. */
  reset(state: S): void;
}

/**
 * Creates a {@link Simulator} on a copy of `state`.
 *
 * @example
 * ```ts
 * import { createSimulator, randomBot } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const sim = createSimulator(napoleonAtWar, setup.state);
 * const bot = randomBot(1);
 * while (sim.decision().kind !== 'terminal') sim.play(bot.choose(napoleonAtWar, sim.state));
 * sim.result(); // { terminal: true, winner: ..., scores: { french: ..., coalition: ... } }
 * ```
 */
export function createSimulator<S extends BaseState, A extends Action, E extends GameEvent, Side extends string, Sc, O>(
  ruleset: Ruleset<S, A, E, Side, Sc, O>,
  state: S,
): Simulator<S, A, Side> {
  const def = ruleset.definition;
  let live = def.clone(state);
  return {
    get state() {
      return live;
    },
    decision: () => def.decision(live),
    legalActions: () => ruleset.legalActions(live),
    play(action) {
      stepAndSettle(def, live as Draft<S>, action, undefined);
    },
    result: () => def.result(live),
    reset(next) {
      live = def.clone(next);
    },
  };
}
