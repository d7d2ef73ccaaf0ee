import type { Action, ChanceAction } from './action.js';
import type { ActionSpace } from './actionSpace.js';
import type { ChanceMode, Decision } from './decision.js';
import type { ChanceEvent, GameEvent } from './event.js';
import type { GameResult } from './result.js';
import type { OptionsInput, BaseState, RulesetDefinition, SetupResult } from './rulesetDefinition.js';
import type { Violation } from './violation.js';

/** The outcome of {@link Ruleset.apply}: the new state and its events, or a violation and the unchanged state. */
export type ApplyResult<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly violation: Violation; readonly state: S };

/** One possible outcome of a pending chance decision and its exact probability. */
export interface ChanceOutcome {
  /** The action that selects this outcome. */
  readonly action: ChanceAction;
  /** Its probability; the probabilities of a decision sum to 1. */
  readonly probability: number;
}

/** Options of {@link Ruleset.apply}. */
export interface ApplyOptions {
  /** Collect events (default `true`); with `false` no event object is even built. */
  readonly events?: boolean;
}

/**
 * A playable game system: the public, validated, immutable face of a {@link RulesetDefinition}.
 * Every function is pure; none throws on bad input.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (setup.ok) {
 *   const [first] = napoleonAtWar.legalActions(setup.state);
 *   const next = napoleonAtWar.apply(setup.state, first!);
 *   if (next.ok) console.log(next.events);
 * }
 * ```
 */
export interface Ruleset<
  S extends BaseState = BaseState,
  A extends Action = Action,
  E extends GameEvent = GameEvent,
  Side extends string = string,
  Sc = unknown,
  O = unknown,
> {
  /** The ruleset id. */
  readonly id: string;
  /** The ruleset version. */
  readonly version: string;
  /** The sides. */
  readonly sides: readonly Side[];
  /** The author's definition this wraps. */
  readonly definition: RulesetDefinition<S, A, E, Side, Sc, O>;
  /** Builds the initial state from a built-in scenario id or scenario data, options and a seed. */
  setup(scenario: string | Sc, options?: OptionsInput<O>, seed?: number, chanceMode?: ChanceMode): SetupResult<S>;
  /** Who decides now. */
  decision(state: S): Decision<Side>;
  /** Every legal action now (chance outcomes when chance decides). */
  legalActions(state: S): (A | ChanceAction)[];
  /** Why `action` is illegal now, or `null`. Agrees exactly with `legalActions`. Never throws. */
  check(state: S, action: A | ChanceAction): Violation | null;
  /**
   * A cheap superset of the legal actions, each legal action in it once, to sample from with rejection by `check`;
   * `null` when the ruleset offers none for this state (and always when chance decides or the game is over).
   */
  actionSpace(state: S): ActionSpace<A> | null;
  /** Applies an action: a new state and events, or a violation and the same state. Never throws. */
  apply(state: S, action: A | ChanceAction, options?: ApplyOptions): ApplyResult<S, E | ChanceEvent>;
  /** The outcomes of the pending chance decision with exact probabilities (empty otherwise). */
  chanceOutcomes(state: S): ChanceOutcome[];
  /** Whether the game is over, and the scores. */
  result(state: S): GameResult<Side>;
  /** What `side` may see (hidden data as markers, no PRNG state). */
  view(state: S, side: Side): S;
  /** The events as `side` may see them. */
  eventsFor(events: readonly (E | ChanceEvent)[], side: Side): (E | ChanceEvent)[];
  /** A heuristic value of the state for `side` (higher is better), as the ruleset judges it; for bots. */
  evaluate(state: S, side: Side): number;
  /** Which side takes `action` now (`'chance'` for chance outcomes), or `null` if nobody may. */
  actorOf(state: S, action: A | ChanceAction): Side | 'chance' | null;
}

/** The state type of a ruleset. */
export type StateOf<R> = R extends Ruleset<infer S, Action, GameEvent, string, unknown, unknown> ? S : never;
/** The action type of a ruleset (chance actions included). */
export type ActionOf<R> = R extends Ruleset<BaseState, infer A, GameEvent, string, unknown, unknown> ? A | ChanceAction : never;
/** The side type of a ruleset. */
export type SideOf<R> = R extends Ruleset<BaseState, Action, GameEvent, infer Side, unknown, unknown> ? Side : never;
