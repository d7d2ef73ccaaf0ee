import type { ChanceMode } from './decision.js';
import type { RngState } from './rng.js';
import type { ScenarioRef } from './rulesetTypes.js';

/** The fields the core itself reads and writes in every ruleset's state. */
export interface BaseState {
  /** The scenario the game is played on; the ruleset instance resolves it to its compiled context. */
  readonly scenario: ScenarioRef;
  /** The seeded PRNG state; auto chance mode draws from it. */
  readonly rng: RngState;
  /** How chance decisions are resolved in this game. */
  readonly chanceMode: ChanceMode;
}

