import type { Ruleset } from '../core/ruleset.js';
import type { ScenarioRef } from '../core/baseState.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { FormatMigrations } from './formatMigrations.js';
import { FORMAT_1_RETIRED } from './retiredFormats.js';

/** The `format` tag of a saved-state file. */
export const STATE_FORMAT = 'kriegsspiel/state';

/** The current version of the saved-state file format. */
export const STATE_FORMAT_VERSION = 2;

/** Upgrades of the saved-state format by the version they upgrade from (version 1 is retired, see `FORMAT_1_RETIRED`). */
export const STATE_MIGRATIONS: FormatMigrations = Object.freeze({ 1: FORMAT_1_RETIRED });

/** A saved game state: the state with the ruleset (id and version) that wrote it. */
export interface SavedState<T extends RulesetTypes> {
  /** Always {@link STATE_FORMAT}. */
  readonly format: typeof STATE_FORMAT;
  /** Always {@link STATE_FORMAT_VERSION} when written by this version. */
  readonly formatVersion: typeof STATE_FORMAT_VERSION;
  /** The id of the ruleset the state belongs to. */
  readonly ruleset: string;
  /** The version of that ruleset that wrote the state. */
  readonly rulesetVersion: string;
  /** The scenario: its id and content hash, and its data unless it is a built-in scenario of the ruleset. */
  readonly scenario: SavedScenario<T['scenario']>;
  /** The state itself (plain data, PRNG state included). */
  readonly state: T['state'];
}

/** How a saved state or record names its scenario: by reference, with the data inline for a custom scenario. */
export interface SavedScenario<Sc> extends ScenarioRef {
  /** The scenario data, present when the scenario is not built into the ruleset, so any process can load it. */
  readonly data?: Sc;
}

/**
 * Writes a state as a self-describing JSON document ({@link SavedState}) that `loadState` reads back, in this or
 * any other process: a custom scenario travels inline.
 *
 * @example
 * ```ts
 * import { loadState, serializeState } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const text = serializeState(napoleonAtWar, setup.state);
 * const loaded = loadState(napoleonAtWar, text); // loaded.ok && loaded.state deep-equals setup.state
 * ```
 */
export function serializeState<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state']): string {
  const saved: SavedState<T> = {
    format: STATE_FORMAT,
    formatVersion: STATE_FORMAT_VERSION,
    ruleset: ruleset.id,
    rulesetVersion: ruleset.version,
    scenario: savedScenario(ruleset, state.scenario),
    state,
  };
  return JSON.stringify(saved);
}

/** The scenario reference to save, with the data inline unless the scenario is built in (or unknown here). */
export function savedScenario<T extends RulesetTypes>(ruleset: Ruleset<T>, ref: ScenarioRef): SavedScenario<T['scenario']> {
  const known = ruleset.scenarioOf({ scenario: ref });
  if (!known.ok || known.builtIn) return { id: ref.id, hash: ref.hash };
  return { id: ref.id, hash: ref.hash, data: known.scenario };
}
