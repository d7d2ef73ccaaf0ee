import type { ChanceAction } from './action.js';
import type { ActionSpace } from './actionSpace.js';
import type { ChanceMode, Decision } from './decision.js';
import type { Encoder } from './encoding.js';
import type { ChanceEvent } from './event.js';
import type { PresentationHooks } from './presentation.js';
import type { RulesetQueries } from './frontEndQueries.js';
import type { GameResult } from './result.js';
import type { RngState } from './rng.js';
import type { CompileResult, OptionsInput, RulesetDefinition, SetupResult } from './rulesetDefinition.js';
import type { ScenarioRef } from './baseState.js';
import type { RulesetTypes } from './rulesetTypes.js';
import type { Violation } from './violation.js';

/** The outcome of {@link Ruleset.apply}: the new state and its events, or a violation and the unchanged state. */
export type ApplyResult<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly violation: Violation; readonly state: S };

/** A view of a state, or why none could be taken (an unknown scenario, a corrupt state). */
export type ViewResult<V> = { readonly ok: true; readonly view: V } | { readonly ok: false; readonly violation: Violation };

/** A scenario compiled by a ruleset instance: how states name it, and its data. */
export type CompiledScenario<T extends RulesetTypes> =
  | { readonly ok: true; readonly ref: ScenarioRef; readonly scenario: T['scenario']; readonly builtIn: boolean }
  | { readonly ok: false; readonly violation: Violation };

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
 * A playable game system: the public, validated, immutable face of a {@link RulesetDefinition}, and the owner of
 * the scenarios compiled for it (a cache by content hash, see `compile`). Every function is pure apart from that
 * cache, and none throws: bad input and internal errors come back as values (`internal-error` names the function).
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
export interface Ruleset<T extends RulesetTypes = RulesetTypes> {
  /** The ruleset id. */
  readonly id: string;
  /** The ruleset version. */
  readonly version: string;
  /** The sides. */
  readonly sides: readonly T['side'][];
  /** The author's definition this wraps. */
  readonly definition: RulesetDefinition<T>;
  /** How to name sides, turns and events for people, when the ruleset says (else `undefined`). */
  readonly presentation: PresentationHooks<T> | undefined;
  /**
   * What a front end asks before a decision is taken, when the ruleset answers (else `undefined`): printed names of
   * view positions, moves with cost and path, combat previews, prompts. Guarded: nothing throws.
   */
  readonly queries: RulesetQueries<T> | undefined;
  /**
   * Validates and compiles a built-in scenario id or scenario data, keeps its context in this instance (by content
   * hash: two scenarios with one id never share rules) and says how states name it.
   */
  compile(scenario: string | T['scenario']): CompiledScenario<T>;
  /** The scenario data a state or view was set up from (to save it inline), or why it is unknown here. */
  scenarioOf(holder: { readonly scenario: ScenarioRef }): CompiledScenario<T>;
  /** The compiled context of a state's or view's scenario (for ruleset helpers and tests), or why there is none. */
  contextOf(holder: { readonly scenario: ScenarioRef }): CompileResult<T['context']>;
  /** Builds the initial state from a built-in scenario id or scenario data, options, a seed and a chance mode. */
  setup(scenario: string | T['scenario'], options?: OptionsInput<T['options']>, seed?: number, chanceMode?: ChanceMode): SetupResult<T['state']>;
  /** Why a schema-valid state cannot be played here (unknown scenario, dangling references), or `null`. */
  validate(state: T['state']): Violation | null;
  /** Who decides now (`terminal` with an `error` if the state cannot be played). */
  decision(state: T['state']): Decision<T['side']>;
  /** Every legal action now (chance outcomes when chance decides). */
  legalActions(state: T['state']): (T['action'] | ChanceAction)[];
  /** Why `action` is illegal now, or `null`. Agrees exactly with `legalActions`. */
  check(state: T['state'], action: T['action'] | ChanceAction): Violation | null;
  /**
   * A cheap superset of the legal actions, each legal action in it once, to sample from with rejection by `check`;
   * `null` when the ruleset offers none for this state (and always when chance decides or the game is over).
   */
  actionSpace(state: T['state']): ActionSpace<T['action']> | null;
  /** Applies an action: a new state and events, or a violation and the same state. */
  apply(state: T['state'], action: T['action'] | ChanceAction, options?: ApplyOptions): ApplyResult<T['state'], T['event'] | ChanceEvent>;
  /** The outcomes of the pending chance decision with exact probabilities (empty otherwise). */
  chanceOutcomes(state: T['state']): ChanceOutcome[];
  /** Whether the game is over, and the scores (with an `error` if the state cannot be played). */
  result(state: T['state']): GameResult<T['side']>;
  /** What `side` may see: the ruleset's view type, hidden data as markers, no PRNG state. */
  view(state: T['state'], side: T['side']): ViewResult<T['view']>;
  /** A full state consistent with what `side` saw, hidden data sampled from `rng` (for searching bots). */
  determinize(view: T['view'], side: T['side'], rng: RngState): SetupResult<T['state']>;
  /** The events as `side` may see them. */
  eventsFor(events: readonly (T['event'] | ChanceEvent)[], side: T['side']): (T['event'] | ChanceEvent)[];
  /** A heuristic value of the state for `side` (higher is better), as the ruleset judges it (`NaN` on error). */
  evaluate(state: T['state'], side: T['side']): number;
  /** Which side takes `action` now (`'chance'` for chance outcomes), or `null` if nobody may. */
  actorOf(state: T['state'], action: T['action'] | ChanceAction): T['side'] | 'chance' | null;
  /** The action indices and observations of a scenario, or `null` when the ruleset has no encodings. */
  encoder(holder: { readonly scenario: ScenarioRef }): Encoder<T> | null;
}

/** The type bundle of a ruleset. */
export type TypesOf<R> = R extends Ruleset<infer T> ? T : never;
/** The state type of a ruleset. */
export type StateOf<R> = TypesOf<R>['state'];
/** The view type of a ruleset. */
export type ViewOf<R> = TypesOf<R>['view'];
/** The action type of a ruleset (chance actions included). */
export type ActionOf<R> = TypesOf<R>['action'] | ChanceAction;
/** The side type of a ruleset. */
export type SideOf<R> = TypesOf<R>['side'];
