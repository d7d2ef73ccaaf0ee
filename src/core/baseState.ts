import type { ChanceMode } from './decision.js';
import type { RngState } from './rng.js';

/** How a state names its scenario: its id and a hash of its content, so two scenarios with one id never mix. */
export interface ScenarioRef {
  /** The scenario's id (a built-in one, or the id inside custom scenario data). */
  readonly id: string;
  /** A hash of the scenario's canonical JSON (see `scenarioHash`). */
  readonly hash: string;
}

/** The fields the core itself reads and writes in every ruleset's state. */
export interface BaseState {
  /** The scenario the game is played on; the ruleset instance resolves it to its compiled context. */
  readonly scenario: ScenarioRef;
  /** The seeded PRNG state; auto chance mode draws from it. */
  readonly rng: RngState;
  /** How chance decisions are resolved in this game. */
  readonly chanceMode: ChanceMode;
  /**
   * One PRNG stream per side for the rolls private to it (`ChanceSpec.privateTo`), present only in rulesets that
   * declare `privateRolls`: how many private rolls a side makes then never shifts the public dice.
   */
  readonly privateRng?: Readonly<Record<string, RngState>>;
}

