import type { Draft } from 'immer';
import type { z } from 'zod';
import type { Action, ChanceAction, ChanceSpec } from './action.js';
import type { ActionSpace } from './actionSpace.js';
import type { ChanceMode, Decision } from './decision.js';
import type { Emit, GameEvent } from './event.js';
import type { GameResult } from './result.js';
import type { RngState } from './rng.js';
import type { Violation } from './violation.js';

/** The fields the core itself reads and writes in every ruleset's state. */
export interface BaseState {
  /** The seeded PRNG state; auto chance mode draws from it. */
  readonly rng: RngState;
  /** How chance decisions are resolved in this game. */
  readonly chanceMode: ChanceMode;
}

/** A state built from data, or the reason it could not be. */
export type SetupResult<S> =
  | { readonly ok: true; readonly state: S }
  | { readonly ok: false; readonly violation: Violation };

/** Option overrides as callers pass them: any subset of the options (an `undefined` field means the default). */
export type OptionsInput<O> = { readonly [K in keyof O]?: O[K] | undefined };

/** The zod schemas a ruleset validates its data with (saved states, actions, scenarios, options). */
export interface RulesetSchemas<S, A, Sc, O> {
  /** A whole game state. */
  readonly state: z.ZodType<S>;
  /** One player action (chance actions are checked by the core). */
  readonly action: z.ZodType<A>;
  /** Scenario data. */
  readonly scenario: z.ZodType<Sc>;
  /** Ruleset options (a partial object; missing fields take their defaults). */
  readonly options: z.ZodType<OptionsInput<O>>;
}

/**
 * What a ruleset author writes: pure functions over plain-data state, plus one recipe (`step`) that mutates a draft.
 * {@link defineRuleset} wraps it into the public {@link Ruleset} (template method: validation, immutability,
 * dice and events are the core's job, not the author's).
 *
 * `step` is the only function that changes state. It runs under immer `produce` on the immutable path and
 * directly on a private clone on the rollout path, so it must only mutate its draft argument and never keep
 * references to it.
 */
export interface RulesetDefinition<
  S extends BaseState,
  A extends Action,
  E extends GameEvent,
  Side extends string,
  Sc,
  O,
> {
  /** Stable id, e.g. `'napoleon-at-war'`. */
  readonly id: string;
  /** The ruleset's own version; records store it. */
  readonly version: string;
  /** The sides, in their conventional order. */
  readonly sides: readonly Side[];
  /** Built-in scenarios by id. */
  readonly scenarios: Readonly<Record<string, Sc>>;
  /** The published defaults of every option. */
  readonly defaultOptions: O;
  /** Schemas for loading data. */
  readonly schemas: RulesetSchemas<S, A, Sc, O>;
  /**
   * Builds the initial state (the core seeds `rng`). `options` are the caller's validated overrides: the ruleset
   * layers them over the scenario's own settings and its `defaultOptions`.
   */
  setup(scenario: Sc, options: OptionsInput<O>, rng: RngState, chanceMode: ChanceMode): SetupResult<S>;
  /** Who decides now, and what kind of decision is pending. */
  decision(state: S): Decision<Side>;
  /** Every legal player action when a side (or several, simultaneously) decides. */
  legalActions(state: S): A[];
  /** Why a well-formed player action is illegal now, or `null` if it is legal. Must agree with `legalActions`. */
  check(state: S, action: A): Violation | null;
  /**
   * A cheap superset of `legalActions(state)`, each legal action in it exactly once, or `null` where there is none
   * (bots then enumerate). Only asked when a side decides. Absent: always `null`. See {@link ActionSpace}.
   */
  actionSpace?(state: S): ActionSpace<A> | null;
  /** Applies a legal action (or a chance outcome) to a mutable draft, reporting events. */
  step(draft: Draft<S>, action: A | ChanceAction, emit: Emit<E>): void;
  /** The pending roll or draw, when `decision` says `chance`. */
  chance(state: S): ChanceSpec;
  /** Whether the game is over, and the scores. */
  result(state: S): GameResult<Side>;
  /** What `side` may see: same shape, hidden data replaced by markers (the core removes the PRNG state). */
  view(state: S, side: Side): S;
  /** The event as `side` may see it, or `null` to hide it; everything is visible when absent. */
  redactEvent?(event: E, side: Side): E | null;
  /**
   * A heuristic value of the state for `side`, higher is better (victory points, material, position), for bots.
   * Absent: the side's score minus the best other score.
   */
  evaluate?(state: S, side: Side): number;
  /** A fast deep copy of a state of this ruleset's known shape (used once per rollout). */
  clone(state: S): S;
  /**
   * Upgrades a saved state (already JSON-parsed, not yet validated) written by an older `version` of this ruleset.
   * Absent: states of other versions are refused.
   */
  migrateState?(state: unknown, fromVersion: string): unknown;
}
