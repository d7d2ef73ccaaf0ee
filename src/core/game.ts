import type { Action, ChanceAction } from './action.js';
import type { ChanceMode, Decision } from './decision.js';
import type { ChanceEvent, GameEvent } from './event.js';
import type { GameResult } from './result.js';
import type { Ruleset } from './ruleset.js';
import type { OptionsInput, BaseState } from './rulesetDefinition.js';
import type { Violation } from './violation.js';

/** Thrown by {@link Game} when an action is refused; carries the violation. */
export class GameError extends Error {
  /** The refusal, with its rule case. */
  readonly violation: Violation;

  /** Wraps a violation. */
  constructor(refusal: Violation) {
    super(`${refusal.rule}: ${refusal.message} (${refusal.code})`);
    this.name = 'GameError';
    this.violation = refusal;
  }
}

/**
 * A throwing convenience wrapper for scripts and REPLs: holds the current state and the actions played, and throws
 * a {@link GameError} on an illegal action instead of returning a value. Library code should use the pure
 * {@link Ruleset} functions.
 *
 * @example
 * ```ts
 * import { Game } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const game = Game.start(napoleonAtWar, 'skirmish', {}, 42);
 * const events = game.play(game.legalActions()[0]!); // throws a GameError if the action is refused
 * ```
 */
export class Game<S extends BaseState, A extends Action, E extends GameEvent, Side extends string, Sc, O> {
  /** The ruleset played. */
  readonly ruleset: Ruleset<S, A, E, Side, Sc, O>;
  #state: S;
  readonly #actions: (A | ChanceAction)[] = [];

  /** Continues a game from `state`. */
  constructor(ruleset: Ruleset<S, A, E, Side, Sc, O>, state: S) {
    this.ruleset = ruleset;
    this.#state = state;
  }

  /** Sets up a new game; throws a {@link GameError} if the scenario or options are refused. */
  static start<S extends BaseState, A extends Action, E extends GameEvent, Side extends string, Sc, O>(
    ruleset: Ruleset<S, A, E, Side, Sc, O>,
    scenario: string | Sc,
    options: OptionsInput<O> = {},
    seed = 0,
    chanceMode: ChanceMode = 'auto',
  ): Game<S, A, E, Side, Sc, O> {
    const made = ruleset.setup(scenario, options, seed, chanceMode);
    if (!made.ok) throw new GameError(made.violation);
    return new Game(ruleset, made.state);
  }

  /** The current state. */
  get state(): S {
    return this.#state;
  }

  /** The actions played through this wrapper, oldest first. */
  get actions(): readonly (A | ChanceAction)[] {
    return this.#actions;
  }

  /** Who decides now. */
  decision(): Decision<Side> {
    return this.ruleset.decision(this.#state);
  }

  /** The legal actions now. */
  legalActions(): (A | ChanceAction)[] {
    return this.ruleset.legalActions(this.#state);
  }

  /** Whether the game is over, and the scores. */
  result(): GameResult<Side> {
    return this.ruleset.result(this.#state);
  }

  /** Plays an action and returns its events; throws a {@link GameError} if it is illegal. */
  play(action: A | ChanceAction): readonly (E | ChanceEvent)[] {
    const applied = this.ruleset.apply(this.#state, action);
    if (!applied.ok) throw new GameError(applied.violation);
    this.#state = applied.state;
    this.#actions.push(action);
    return applied.events;
  }
}
