import type { ChanceAction } from './action.js';
import type { BaseState } from './baseState.js';
import type { GameResult } from './result.js';
import type { RngState } from './rng.js';
import type { RulesetTypes } from './rulesetTypes.js';
import type { StepTable } from './step.js';
import type { Violation } from './violation.js';
import type { EncodingHooks } from './encoding.js';
import type { PresentationHooks } from './presentation.js';
import type { Schema } from './parseSchema.js';
import type { FrontEndQueries } from './frontEndQueries.js';

/** A state built from data, or the reason it could not be. */
export type SetupResult<S> =
  | { readonly ok: true; readonly state: S }
  | { readonly ok: false; readonly violation: Violation };

/** A scenario compiled for play, or why it cannot be (the violation's message names the field path). */
export type CompileResult<C> =
  | { readonly ok: true; readonly context: C }
  | { readonly ok: false; readonly violation: Violation };

/** Option overrides as callers pass them: any subset of the options (an `undefined` field means the default). */
export type OptionsInput<O> = { readonly [K in keyof O]?: O[K] | undefined };

/**
 * The valibot schemas a ruleset validates its data with (saved states, actions, scenarios, options), checked with
 * `parseSchema` (see {@link Schema}).
 */
export interface RulesetSchemas<T extends RulesetTypes> {
  /** A whole game state. */
  readonly state: Schema<T['state']>;
  /** One player action (chance actions are checked by the core). */
  readonly action: Schema<T['action']>;
  /** Scenario data. */
  readonly scenario: Schema<T['scenario']>;
  /** Ruleset options (a partial object; missing fields take their defaults). */
  readonly options: Schema<OptionsInput<T['options']>>;
}

/**
 * What a ruleset author writes: pure functions over plain-data state and its compiled context, and one table of
 * decision steps whose `apply` recipes are the only code that changes state. {@link defineRuleset} wraps it into
 * the public `Ruleset` (template method: validation, context lookup, immutability, dice, events and never throwing
 * are the core's job, not the author's).
 *
 * Every function receives the context compiled from the state's scenario (`compile`), never a module global.
 * Step recipes run under immer `produce` on the immutable path and directly on a private clone on the rollout path,
 * so they must only mutate their draft argument and never keep references to it.
 */
export interface RulesetDefinition<T extends RulesetTypes> {
  /** Stable id, e.g. `'napoleon-at-war'`. */
  readonly id: string;
  /** The ruleset's own version; records store it. */
  readonly version: string;
  /** The sides, in their conventional order. */
  readonly sides: readonly T['side'][];
  /**
   * The ruleset has rolls private to a side (`ChanceSpec.privateTo`, a blind game's own stragglers and command
   * points): the base state then carries `privateRng`, one stream per side, which those rolls draw from, so the
   * number of private rolls (hidden data) never changes the public dice that follow.
   */
  readonly privateRolls?: boolean;
  /** Built-in scenarios by id (looked up by own keys only). */
  readonly scenarios: Readonly<Record<string, T['scenario']>>;
  /** The published defaults of every option. */
  readonly defaultOptions: T['options'];
  /** Schemas for loading data. */
  readonly schemas: RulesetSchemas<T>;
  /** The id inside scenario data (states and records name a scenario by it). */
  scenarioId(scenario: T['scenario']): string;
  /**
   * What a scenario's content hash covers (default: the scenario data itself). A ruleset whose scenarios name
   * built-in data by id (a map) includes that data, so that changing it changes the hash and old saves are refused.
   */
  hashedContent?(scenario: T['scenario']): unknown;
  /** Compiles validated scenario data into its static context (map, dense lookups), or says which field is wrong. */
  compile(scenario: T['scenario']): CompileResult<T['context']>;
  /**
   * Builds the initial state. `base` holds the fields the core owns (scenario reference, seeded PRNG, chance mode):
   * spread it into the state. `options` are the caller's validated overrides, to layer over the scenario's own
   * settings and `defaultOptions`.
   */
  setup(ctx: T['context'], options: OptionsInput<T['options']>, base: BaseState): SetupResult<T['state']>;
  /** The decision steps, declared once. */
  readonly steps: StepTable<T>;
  /** The name of the step the state is in (a key of `steps`), or `null` when the game is over. */
  stepOf(ctx: T['context'], state: T['state']): string | null;
  /** Whether the game is over, and the scores. */
  result(ctx: T['context'], state: T['state']): GameResult<T['side']>;
  /** What `side` may see: hidden data replaced by markers, no PRNG state. */
  view(ctx: T['context'], state: T['state'], side: T['side']): T['view'];
  /**
   * A full state consistent with `view` (what `side` saw), hidden data sampled from `rng`: the state a searching
   * bot plays on (OpenSpiel's `ResampleFromInfostate`). Must satisfy `view(determinize(view(s, side))) = view(s, side)`.
   */
  determinize(ctx: T['context'], view: T['view'], side: T['side'], rng: RngState): T['state'];
  /** The event as `side` may see it, or `null` to hide it; everything is visible when absent. */
  redactEvent?(event: T['event'], side: T['side']): T['event'] | null;
  /**
   * A heuristic value of the state for `side`, higher is better (victory points, material, position), for bots.
   * Absent: the side's score minus the best other score.
   */
  evaluate?(ctx: T['context'], state: T['state'], side: T['side']): number;
  /**
   * Why a schema-valid state cannot be played (a unit on a hex off the map, a pending step naming a missing unit,
   * a phase with nothing to do), as a violation whose message starts with the field path; `null` when playable.
   */
  validateState?(ctx: T['context'], state: T['state']): Violation | null;
  /** A fast deep copy of a state of this ruleset's known shape (used once per rollout). */
  clone(state: T['state']): T['state'];
  /**
   * Told by the rollout path (`createSimulator`) whenever it changes its own copy of a state in place: first
   * with `version` `null` (the state is about to change: forget what was derived from this object), then, once the
   * play is over, with a number that names this object's content until its next change (never given twice for one
   * object). Lets a ruleset key what it derives from a state (boards, reaches) by the object and this number instead
   * of recomputing a key from the content on every call. States it is never told about (the immutable path's, which
   * never change) or told `null` about must be keyed by content. Optional.
   */
  touched?(ctx: T['context'], state: T['state'], version: number | null): void;
  /**
   * Upgrades a saved state (already JSON-parsed, not yet validated) written by an older `version` of this ruleset.
   * Absent: states of other versions are refused.
   */
  migrateState?(state: unknown, fromVersion: string): unknown;
  /** Fixed action indices and observation tensors for learning code (optional). */
  readonly encoding?: EncodingHooks<T>;
  /** How a generic front end or the command line names sides and turns and prints events (optional). */
  readonly presentation?: PresentationHooks<T>;
  /**
   * What a front end asks before a decision is taken (optional): printed names of view positions, each unit's
   * destinations with cost and path, a combat preview with outcome probabilities, a prompt per decision.
   */
  readonly queries?: FrontEndQueries<T>;
}

/** A player action or a chance outcome of a bundle. */
export type AnyAction<T extends RulesetTypes> = T['action'] | ChanceAction;
