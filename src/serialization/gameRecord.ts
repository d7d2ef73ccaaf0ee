import type { ChanceAction } from '../core/action.js';
import type { ChanceMode } from '../core/decision.js';
import type { Ruleset } from '../core/ruleset.js';
import type { OptionsInput } from '../core/rulesetDefinition.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { FormatMigrations } from './formatMigrations.js';
import { FORMAT_1_RETIRED } from './retiredFormats.js';

/** The `format` tag of a game-record file. */
export const RECORD_FORMAT = 'kriegsspiel/record';

/** The current version of the game-record file format. */
export const RECORD_FORMAT_VERSION = 2;

/** Upgrades of the record format by the version they upgrade from (version 1 is retired, see `FORMAT_1_RETIRED`). */
export const RECORD_MIGRATIONS: FormatMigrations = Object.freeze({ 1: FORMAT_1_RETIRED });

/**
 * A whole game as data: what {@link Ruleset.setup} needs (scenario, options, seed, chance mode) and every action
 * played since, in order. Chance actions appear only in `explicit` chance mode; in `auto` mode the seed reproduces
 * the dice.
 */
export interface GameRecord<Sc, O, A> {
  /** Always {@link RECORD_FORMAT}. */
  readonly format: typeof RECORD_FORMAT;
  /** Always {@link RECORD_FORMAT_VERSION} when written by this version. */
  readonly formatVersion: typeof RECORD_FORMAT_VERSION;
  /** The id of the ruleset played. */
  readonly ruleset: string;
  /** The version of that ruleset that played it. */
  readonly rulesetVersion: string;
  /** A built-in scenario id, or inline scenario data. */
  readonly scenario: string | Sc;
  /** The content hash of the scenario (see `scenarioHash`): a record is refused on other scenario data. */
  readonly scenarioHash: string;
  /** The options given to setup (defaults fill the rest). */
  readonly options: OptionsInput<O>;
  /** The PRNG seed given to setup. */
  readonly seed: number;
  /** How chance decisions were resolved. */
  readonly chanceMode: ChanceMode;
  /** Every action, oldest first (chance outcomes included in explicit mode). */
  readonly actions: readonly A[];
}

/** The record type of a ruleset. */
export type RecordOf<R> = R extends Ruleset<infer T> ? RecordFor<T> : never;

/** The record type of a ruleset type bundle. */
export type RecordFor<T extends RulesetTypes> = GameRecord<T['scenario'], T['options'], T['action'] | ChanceAction>;

/** How a recorded game was set up: the arguments of {@link Ruleset.setup}, with its defaults. */
export interface RecordSetup<Sc, O> {
  /** A built-in scenario id, or inline scenario data. */
  readonly scenario: string | Sc;
  /** Options (default `{}`). */
  readonly options?: OptionsInput<O>;
  /** PRNG seed (default `0`). */
  readonly seed?: number;
  /** Chance mode (default `'auto'`). */
  readonly chanceMode?: ChanceMode;
}

/**
 * Builds a {@link GameRecord} of `ruleset` from its setup arguments and the actions played since.
 *
 * @example
 * ```ts
 * import { createRecord, serializeRecord } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const actions = [{ type: 'move', unit: 'F1', to: '0203' }] as const;
 * const record = createRecord(napoleonAtWar, { scenario: 'skirmish', seed: 7 }, actions);
 * const text = serializeRecord(record); // loadRecord reads it back
 * ```
 */
export function createRecord<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  setup: RecordSetup<T['scenario'], T['options']>,
  actions: readonly (T['action'] | ChanceAction)[],
): RecordFor<T> {
  const compiled = ruleset.compile(setup.scenario);
  return {
    format: RECORD_FORMAT,
    formatVersion: RECORD_FORMAT_VERSION,
    ruleset: ruleset.id,
    rulesetVersion: ruleset.version,
    scenario: setup.scenario,
    scenarioHash: compiled.ok ? compiled.ref.hash : '',
    options: setup.options ?? {},
    seed: setup.seed ?? 0,
    chanceMode: setup.chanceMode ?? 'auto',
    actions: [...actions],
  };
}

/** Writes a record as JSON, fields in their documented order; `loadRecord` reads it back. */
export function serializeRecord<Sc, O, A>(record: GameRecord<Sc, O, A>): string {
  const ordered: GameRecord<Sc, O, A> = {
    format: record.format,
    formatVersion: record.formatVersion,
    ruleset: record.ruleset,
    rulesetVersion: record.rulesetVersion,
    scenario: record.scenario,
    scenarioHash: record.scenarioHash,
    options: record.options,
    seed: record.seed,
    chanceMode: record.chanceMode,
    actions: record.actions,
  };
  return JSON.stringify(ordered);
}
