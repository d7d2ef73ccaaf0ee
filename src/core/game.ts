import type { ChanceAction } from './action.js';
import type { ChanceMode, Decision } from './decision.js';
import type { ChanceEvent } from './event.js';
import { GameError } from './gameError.js';
import type { GameResult } from './result.js';
import type { Ruleset } from './ruleset.js';
import type { OptionsInput } from './rulesetDefinition.js';
import type { RulesetTypes } from './rulesetTypes.js';

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
export class Game<T extends RulesetTypes> {
  /** The ruleset played. */
  readonly ruleset: Ruleset<T>;
  #state: T['state'];
  readonly #actions: (T['action'] | ChanceAction)[] = [];

  /** Continues a game from `state`. */
  constructor(ruleset: Ruleset<T>, state: T['state']) {
    this.ruleset = ruleset;
    this.#state = state;
  }

  /** Sets up a new game; throws a {@link GameError} if the scenario or options are refused. */
  static start<T extends RulesetTypes>(
    ruleset: Ruleset<T>,
    scenario: string | T['scenario'],
    options: OptionsInput<T['options']> = {},
    seed = 0,
    chanceMode: ChanceMode = 'auto',
  ): Game<T> {
    const made = ruleset.setup(scenario, options, seed, chanceMode);
    if (!made.ok) throw new GameError(made.violation);
    return new Game(ruleset, made.state);
  }

  /** The current state. */
  get state(): T['state'] {
    return this.#state;
  }

  /** The actions played through this wrapper, oldest first. */
  get actions(): readonly (T['action'] | ChanceAction)[] {
    return this.#actions;
  }

  /** Who decides now. */
  decision(): Decision<T['side']> {
    return this.ruleset.decision(this.#state);
  }

  /** The legal actions now. */
  legalActions(): (T['action'] | ChanceAction)[] {
    return this.ruleset.legalActions(this.#state);
  }

  /** Whether the game is over, and the scores. */
  result(): GameResult<T['side']> {
    return this.ruleset.result(this.#state);
  }

  /** Plays an action and returns its events; throws a {@link GameError} if it is illegal. */
  play(action: T['action'] | ChanceAction): readonly (T['event'] | ChanceEvent)[] {
    const applied = this.ruleset.apply(this.#state, action);
    if (!applied.ok) throw new GameError(applied.violation);
    this.#state = applied.state;
    this.#actions.push(action);
    return applied.events;
  }
}

