import { quote } from '../core/quote.js';
import { parseSchema } from '../core/parseSchema.js';
import * as v from 'valibot';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { FormatMigrations } from './formatMigrations.js';
import { internalLoadError, issuesError, loadError, type LoadError } from './loadError.js';
import { parseJson } from './parseJson.js';
import { readEnvelope, requiredField } from './readEnvelope.js';
import { resolveScenario } from './resolveScenario.js';
import { STATE_FORMAT, STATE_FORMAT_VERSION, STATE_MIGRATIONS } from './savedState.js';

/** The outcome of {@link loadState}: a validated state, or a coded error naming the field path. */
export type LoadStateResult<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly error: LoadError };

/** Options of {@link loadState}. */
export interface LoadStateOptions {
  /** The format migrations to use (default {@link STATE_MIGRATIONS}); tests inject older formats here. */
  readonly migrations?: FormatMigrations;
}

/** The envelope of a saved state (`serializeState`); `state` is the ruleset's, checked by its own schema. */
export const stateEnvelopeSchema = v.strictObject({
  format: v.literal(STATE_FORMAT),
  formatVersion: v.literal(STATE_FORMAT_VERSION),
  ruleset: v.pipe(v.string(), v.maxLength(100)),
  rulesetVersion: v.pipe(v.string(), v.maxLength(100)),
  scenario: v.strictObject({ id: v.pipe(v.string(), v.maxLength(200)), hash: v.pipe(v.string(), v.maxLength(64)), data: v.optional(v.unknown()) }),
  state: requiredField(),
});

/**
 * Reads a saved state (JSON text or an already-parsed value) written by `serializeState`. Checks, in order:
 * JSON syntax, the envelope (format, format version, ruleset id), the ruleset version (a state written by another
 * version goes through the ruleset's `migrateState`, or is refused), then the ruleset's state schema. Never throws.
 *
 * @example
 * ```ts
 * import { loadState, serializeState } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const text = serializeState(napoleonAtWar, setup.state); // e.g. read back from a save file
 * const loaded = loadState(napoleonAtWar, text);
 * if (loaded.ok) console.log(napoleonAtWar.decision(loaded.state));
 * else console.error(loaded.error.message); // e.g. 'state.units[3].hex: Invalid input: expected number, received string'
 * ```
 */
export function loadState<T extends RulesetTypes>(ruleset: Ruleset<T>, input: unknown, options: LoadStateOptions = {}): LoadStateResult<T['state']> {
  try {
    const parsed = parseJson(input);
    if (!parsed.ok) return parsed;
    const envelope = readEnvelope(parsed.value, {
      format: STATE_FORMAT,
      current: STATE_FORMAT_VERSION,
      migrations: options.migrations ?? STATE_MIGRATIONS,
      schema: stateEnvelopeSchema,
      rulesetId: ruleset.id,
    });
    if (!envelope.ok) return envelope;
    const saved = envelope.value.scenario;
    const hasData = saved.data !== undefined;
    const scenario = resolveScenario(ruleset, hasData ? saved.data : saved.id, saved.hash, hasData ? ['scenario', 'data'] : ['scenario'], ['scenario', 'hash']);
    if (!scenario.ok) return scenario;
    let raw = envelope.value.state;
    const from = envelope.value.rulesetVersion;
    if (from !== ruleset.version) {
      const migrate = ruleset.definition.migrateState;
      if (migrate === undefined) {
        return {
          ok: false,
          error: loadError('ruleset-version', ['rulesetVersion'], `saved by version ${quote(from)} of "${ruleset.id}", which cannot migrate states to version "${ruleset.version}"`),
        };
      }
      try {
        raw = migrate.call(ruleset.definition, raw, from);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, error: loadError('migration-failed', ['state'], `migrating from ruleset version ${quote(from)} failed: ${quote(reason).slice(1, -1)}`) };
      }
    }
    const state = parseSchema(ruleset.definition.schemas.state, raw);
    if (!state.success) return { ok: false, error: issuesError('invalid-state', state.error.issues, ['state']) };
    const named = state.data.scenario;
    if (named.id !== scenario.value.id || named.hash !== scenario.value.hash) {
      return { ok: false, error: loadError('invalid-state', ['state', 'scenario'], 'names another scenario than the file\'s "scenario" field') };
    }
    const unplayable = ruleset.validate(state.data);
    if (unplayable) {
      const at = /^([\w.[\]]+): (.*)$/s.exec(unplayable.message);
      const path = at ? ['state', ...pathSegments(at[1]!)] : ['state'];
      return { ok: false, error: loadError('invalid-state', path, at ? at[2]! : unplayable.message) };
    }
    return { ok: true, state: state.data };
  } catch (error) {
    return { ok: false, error: internalLoadError(error) };
  }
}

/** The segments of a formatted field path (`units[3].hex` → `units`, 3, `hex`). */
function pathSegments(text: string): PropertyKey[] {
  return [...text.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] === undefined ? m[1]! : Number(m[2])));
}
