import type { Ruleset } from '../core/ruleset.js';
import type { Action } from '../core/action.js';
import type { GameEvent } from '../core/event.js';
import type { BaseState } from '../core/rulesetDefinition.js';
import type { FormatMigrations } from './formatMigrations.js';

/** The `format` tag of a saved-state file. */
export const STATE_FORMAT = 'kriegsspiel/state';

/** The current version of the saved-state file format. */
export const STATE_FORMAT_VERSION = 1;

/** Upgrades of the saved-state format by the version they upgrade from (none yet: version 1 is the first). */
export const STATE_MIGRATIONS: FormatMigrations = Object.freeze({});

/** A saved game state: the state with the ruleset (id and version) that wrote it. */
export interface SavedState<S> {
  /** Always {@link STATE_FORMAT}. */
  readonly format: typeof STATE_FORMAT;
  /** Always {@link STATE_FORMAT_VERSION} when written by this version. */
  readonly formatVersion: typeof STATE_FORMAT_VERSION;
  /** The id of the ruleset the state belongs to. */
  readonly ruleset: string;
  /** The version of that ruleset that wrote the state. */
  readonly rulesetVersion: string;
  /** The state itself (plain data, PRNG state included). */
  readonly state: S;
}

/**
 * Writes a state as a self-describing JSON document ({@link SavedState}) that `loadState` reads back.
 *
 * @example
 * ```ts
 * import { loadState, serializeState } from 'kriegsspiel';
 * const text = serializeState(ruleset, state);
 * const loaded = loadState(ruleset, text); // loaded.ok && loaded.state deep-equals state
 * ```
 */
export function serializeState<S extends BaseState, A extends Action, E extends GameEvent, Side extends string, Sc, O>(
  ruleset: Ruleset<S, A, E, Side, Sc, O>,
  state: S,
): string {
  const saved: SavedState<S> = {
    format: STATE_FORMAT,
    formatVersion: STATE_FORMAT_VERSION,
    ruleset: ruleset.id,
    rulesetVersion: ruleset.version,
    state,
  };
  return JSON.stringify(saved);
}
