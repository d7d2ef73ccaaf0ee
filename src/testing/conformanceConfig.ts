import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { Ruleset } from '../core/ruleset.js';
import type { TestRng } from './testRng.js';

/**
 * What the conformance suite needs to know about a ruleset: the ruleset itself, which scenarios to play, how much
 * to play, and the ruleset's own knowledge (its invariants, a superset of plausible actions, and what each side
 * may not see).
 *
 * @example
 * ```ts
 * import type { ConformanceConfig } from 'kriegsspiel/testing';
 * import { napoleonAtWar, type NawTypes } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const config: ConformanceConfig<NawTypes> = {
 *   ruleset: napoleonAtWar,
 *   games: 400,
 *   invariants: (state) => (state.losses.french < 0 || state.losses.coalition < 0 ? 'negative losses' : null),
 * };
 * ```
 */
export interface ConformanceConfig<T extends RulesetTypes = RulesetTypes> {
  /** The ruleset under test. */
  readonly ruleset: Ruleset<T>;
  /** A name for the test suite (default: the ruleset id). */
  readonly name?: string;
  /** The scenarios to play: built-in ids or scenario data (default: every built-in scenario). */
  readonly scenarios?: readonly (string | T['scenario'])[];
  /** Options passed to setup (default `{}`). */
  readonly options?: Partial<T['options']>;
  /**
   * How hard to try, before any explicit count below: `'quick'` for a fast local loop, `'ci'` (the default) for
   * continuous integration, `'soak'` for long runs hunting rare bugs (see {@link EFFORTS}).
   */
  readonly effort?: Effort;
  /** The base seed every game and property run derives from (default 1). */
  readonly seed?: number;
  /** Seeded random games played to the end, spread over the scenarios and both chance modes (default 1000). */
  readonly games?: number;
  /** Random games per registered test (default 250): the games are split so no single test runs too long. */
  readonly gamesPerTest?: number;
  /** Games played by each check that inspects every visited state closely (default 8). */
  readonly sampleGames?: number;
  /**
   * Check legality (`legalActions` against `check`) at every n-th state of the sample games only (default 1: every
   * state). For scenarios whose games are long and whose states list thousands of actions.
   */
  readonly legalityEvery?: number;
  /** A game must end within this many plies (default 1000). */
  readonly maxPlies?: number;
  /** Runs of each fast-check property (default 25). */
  readonly numRuns?: number;
  /** Extra candidate actions for the legality check, legal or not (a superset of plausible actions). */
  candidates?(state: T['state']): readonly unknown[];
  /** The ruleset's invariants: a description of what is wrong with `state`, or `null` if nothing is. */
  invariants?(state: T['state']): string | null;
  /** A copy of `state` that differs only in data hidden from `side` (a side's view must not change). */
  perturbHidden?(state: T['state'], side: T['side'], rng: TestRng): T['state'];
}

/** A configuration with the ruleset's types erased: what the individual checks accept. */
export type AnyConformanceConfig = ConformanceConfig<RulesetTypes>;

/**
 * Erases a configuration's types, once, for the checks: they only hand the ruleset data it produced itself (its
 * states, its legal actions), so the erased signatures are never used to pass another ruleset's data.
 */
export function erased<T extends RulesetTypes>(config: ConformanceConfig<T>): AnyConformanceConfig {
  return config as unknown as AnyConformanceConfig;
}

/** The numeric settings of a configuration with their defaults applied. */
export interface ConformanceLimits {
  /** See {@link ConformanceConfig.seed}. */
  readonly seed: number;
  /** See {@link ConformanceConfig.games}. */
  readonly games: number;
  /** See {@link ConformanceConfig.gamesPerTest}. */
  readonly gamesPerTest: number;
  /** See {@link ConformanceConfig.sampleGames}. */
  readonly sampleGames: number;
  /** See {@link ConformanceConfig.legalityEvery}. */
  readonly legalityEvery: number;
  /** See {@link ConformanceConfig.maxPlies}. */
  readonly maxPlies: number;
  /** See {@link ConformanceConfig.numRuns}. */
  readonly numRuns: number;
}

/** The effort presets of the conformance suite. */
export type Effort = 'quick' | 'ci' | 'soak';

/**
 * The counts each effort preset stands for; a configuration's explicit counts override them.
 *
 * @example
 * ```ts
 * import { EFFORTS } from 'kriegsspiel/testing';
 * EFFORTS.soak.games; // 10000
 * ```
 */
export const EFFORTS: Readonly<Record<Effort, { readonly games: number; readonly sampleGames: number; readonly numRuns: number }>> = Object.freeze({
  quick: { games: 50, sampleGames: 2, numRuns: 5 },
  ci: { games: 1000, sampleGames: 8, numRuns: 25 },
  soak: { games: 10_000, sampleGames: 80, numRuns: 500 },
});

/** The settings of `config` with defaults filled in: its explicit counts, else its effort preset's. */
export function limitsOf(config: AnyConformanceConfig): ConformanceLimits {
  const preset = EFFORTS[config.effort ?? 'ci'];
  return {
    seed: config.seed ?? 1,
    games: config.games ?? preset.games,
    gamesPerTest: Math.max(1, config.gamesPerTest ?? 250),
    sampleGames: config.sampleGames ?? preset.sampleGames,
    legalityEvery: Math.max(1, config.legalityEvery ?? 1),
    maxPlies: config.maxPlies ?? 1000,
    numRuns: config.numRuns ?? preset.numRuns,
  };
}

/** The fast-check `assert` parameters of the suite: run count, seed, and the failing check's message in the report. */
export function propertyParameters(config: AnyConformanceConfig): {
  numRuns: number;
  seed: number;
  includeErrorInReport: boolean;
} {
  const { numRuns, seed } = limitsOf(config);
  return { numRuns, seed, includeErrorInReport: true };
}
