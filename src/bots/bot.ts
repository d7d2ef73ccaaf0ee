import type { Action, ChanceAction } from '../core/action.js';
import type { GameEvent } from '../core/event.js';
import type { Ruleset } from '../core/ruleset.js';
import type { BaseState } from '../core/rulesetDefinition.js';

/** Any ruleset with the given state, action and side types (events, scenarios and options left open). */
export type RulesetFor<S extends BaseState, A extends Action, Side extends string> = Ruleset<
  S,
  A,
  GameEvent,
  Side,
  unknown,
  unknown
>;

/**
 * A player: picks one of the legal actions of a state. Bots keep whatever they need (a PRNG, a search tree) in
 * their own closure; the same bot built the same way makes the same choices.
 *
 * @example
 * ```ts
 * import type { Bot } from 'kriegsspiel';
 * import type { NawAction, NawState, Side } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const first: Bot<NawState, NawAction, Side> = {
 *   name: 'first',
 *   choose: (ruleset, state) => ruleset.legalActions(state)[0]!,
 * };
 * ```
 */
export interface Bot<S extends BaseState, A extends Action, Side extends string> {
  /** A short name for logs and records, e.g. `'random'`. */
  readonly name: string;
  /**
   * One legal action of `state`. `side` says whom the bot plays for when several sides owe a simultaneous choice
   * (the bot then picks among that side's actions); without it the bot picks among all legal actions.
   */
  choose(ruleset: RulesetFor<S, A, Side>, state: S, side?: Side): A | ChanceAction;
}
