import { quote } from '../core/quote.js';
import * as v from 'valibot';
import type { ChanceAction } from '../core/action.js';
import { CHANCE_MODES } from '../core/decision.js';
import { parseObjectSchema, parseSchema } from '../core/parseSchema.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { FormatMigrations } from './formatMigrations.js';
import { RECORD_FORMAT, RECORD_FORMAT_VERSION, RECORD_MIGRATIONS, type GameRecord, type RecordFor } from './gameRecord.js';
import { resolveScenario } from './resolveScenario.js';
import { internalLoadError, issuesError, loadError, type LoadError, type Loaded } from './loadError.js';
import { isJsonObject, parseJson } from './parseJson.js';
import { readEnvelope, requiredField } from './readEnvelope.js';

/** The outcome of {@link loadRecord}: a validated record, or a coded error naming the field path. */
export type LoadRecordResult<Sc, O, A> =
  | { readonly ok: true; readonly record: GameRecord<Sc, O, A> }
  | { readonly ok: false; readonly error: LoadError };

/** Options of {@link loadRecord}. */
export interface LoadRecordOptions {
  /** The format migrations to use (default `RECORD_MIGRATIONS`); tests inject older formats here. */
  readonly migrations?: FormatMigrations;
  /**
   * Accept a record played with another version of the ruleset (default `false`: refused with `ruleset-version`,
   * since a replay is only guaranteed to reproduce the game under the rules it was played with).
   */
  readonly anyRulesetVersion?: boolean;
}

/** The most actions a record may hold (a full Wagram game takes about 1,300). */
export const MAX_RECORD_ACTIONS = 1_000_000;

/** The envelope of a game record (`serializeRecord`); `scenario`, `options` and `actions` are the ruleset's. */
export const recordEnvelopeSchema = v.strictObject({
  format: v.literal(RECORD_FORMAT),
  formatVersion: v.literal(RECORD_FORMAT_VERSION),
  ruleset: v.pipe(v.string(), v.maxLength(100)),
  rulesetVersion: v.pipe(v.string(), v.maxLength(100)),
  scenario: requiredField(),
  scenarioHash: v.pipe(v.string(), v.maxLength(64)),
  options: requiredField(),
  seed: v.pipe(v.number(), v.safeInteger()),
  chanceMode: v.picklist(CHANCE_MODES as ['auto', 'explicit']),
  actions: v.pipe(v.array(v.unknown()), v.maxLength(MAX_RECORD_ACTIONS)),
});

const chanceActionSchema: v.GenericSchema<ChanceAction> = v.strictObject({ type: v.literal('chance'), value: v.pipe(v.number(), v.safeInteger()) });

/**
 * Reads a game record (JSON text or an already-parsed value) written by `serializeRecord`. Checks JSON syntax, the
 * envelope (migrating older format versions), the ruleset id and version, the scenario (a built-in id, or data
 * checked by the scenario schema), the options, and every action (the ruleset's action schema, or the chance-action
 * shape in explicit chance mode). It does not replay the actions: `replay` checks their legality. Never throws.
 *
 * @example
 * ```ts
 * import { createRecord, loadRecord, serializeRecord } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const actions = [{ type: 'move', unit: 'F1', to: '0203' }] as const;
 * const text = serializeRecord(createRecord(napoleonAtWar, { scenario: 'skirmish', seed: 7 }, actions));
 * const loaded = loadRecord(napoleonAtWar, text);
 * if (loaded.ok) console.log(loaded.record.actions.length); // 1
 * else console.error(loaded.error.message); // e.g. 'actions[12].to: expected a four-digit hex id'
 * ```
 */
export function loadRecord<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  input: unknown,
  options: LoadRecordOptions = {},
): LoadRecordResult<T['scenario'], T['options'], T['action'] | ChanceAction> {
  try {
    const parsed = parseJson(input);
    if (!parsed.ok) return parsed;
    const envelope = readEnvelope(parsed.value, {
      format: RECORD_FORMAT,
      current: RECORD_FORMAT_VERSION,
      migrations: options.migrations ?? RECORD_MIGRATIONS,
      schema: recordEnvelopeSchema,
      rulesetId: ruleset.id,
    });
    if (!envelope.ok) return envelope;
    const doc = envelope.value;
    if (doc.rulesetVersion !== ruleset.version && options.anyRulesetVersion !== true) {
      const problem = `played with version ${quote(doc.rulesetVersion)} of "${ruleset.id}", not "${ruleset.version}" (pass anyRulesetVersion to load it anyway)`;
      return { ok: false, error: loadError('ruleset-version', ['rulesetVersion'], problem) };
    }
    const scenario = resolveScenario(ruleset, doc.scenario, doc.scenarioHash, ['scenario'], ['scenarioHash']);
    if (!scenario.ok) return scenario;
    const setupOptions = parseObjectSchema(ruleset.definition.schemas.options, doc.options);
    if (!setupOptions.success) return { ok: false, error: issuesError('invalid-options', setupOptions.error.issues, ['options']) };
    const actions: (T['action'] | ChanceAction)[] = [];
    for (const [index, raw] of doc.actions.entries()) {
      const action = readAction(ruleset, raw, index, doc.chanceMode === 'explicit');
      if (!action.ok) return action;
      actions.push(action.value);
    }
    const record: RecordFor<T> = {
      format: RECORD_FORMAT,
      formatVersion: RECORD_FORMAT_VERSION,
      ruleset: doc.ruleset,
      rulesetVersion: doc.rulesetVersion,
      scenario: doc.scenario as string | T['scenario'],
      scenarioHash: doc.scenarioHash,
      options: setupOptions.data,
      seed: doc.seed,
      chanceMode: doc.chanceMode,
      actions,
    };
    return { ok: true, record };
  } catch (error) {
    return { ok: false, error: internalLoadError(error) };
  }
}

/** A built-in scenario id that exists, or scenario data its schema accepts. */
function readAction<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  raw: unknown,
  index: number,
  explicitChance: boolean,
): Loaded<T['action'] | ChanceAction> {
  const root = ['actions', index];
  if (isJsonObject(raw) && raw['type'] === 'chance') {
    if (!explicitChance) {
      return { ok: false, error: loadError('invalid-action', [...root, 'type'], 'chance actions appear only in records of explicit chance mode') };
    }
    const chance = parseSchema(chanceActionSchema, raw);
    return chance.success ? { ok: true, value: chance.data } : { ok: false, error: issuesError('invalid-action', chance.error.issues, root) };
  }
  const parsed = parseSchema(ruleset.definition.schemas.action, raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: issuesError('invalid-action', parsed.error.issues, root) };
}
