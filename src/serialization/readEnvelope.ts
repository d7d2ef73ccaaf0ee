import { quote } from '../core/quote.js';
import { parseSchema, type Schema } from '../core/parseSchema.js';
import * as v from 'valibot';
import { migrateFormat, type FormatMigrations } from './formatMigrations.js';
import { issuesError, loadError, type Loaded } from './loadError.js';
import { isJsonObject, jsonTypeOf } from './parseJson.js';

/** What {@link readEnvelope} checks a document against. */
export interface EnvelopeSpec<T> {
  /** The expected `format` tag, e.g. `'kriegsspiel/state'`. */
  readonly format: string;
  /** The latest format version; older documents are migrated up to it. */
  readonly current: number;
  /** The format's migrations, by the version they upgrade from. */
  readonly migrations: FormatMigrations;
  /** The strict schema of the envelope at the current version (payload fields left `unknown`). */
  readonly schema: Schema<T>;
  /** The id of the ruleset loading the document. */
  readonly rulesetId: string;
}

/** A field that must be present and may hold anything; a later schema checks its content. */
export function requiredField(): v.GenericSchema<unknown> {
  return v.pipe(v.unknown(), v.check((value) => value !== undefined, 'Invalid input: expected a value, received undefined'));
}

/**
 * Checks the outer layer of a saved document, outermost first: an object, the right `format` tag, a format version
 * this library reads (migrating older ones), the envelope schema, and the ruleset id.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { readEnvelope } from './readEnvelope.js';
 * const schema = v.strictObject({
 *   format: v.string(), formatVersion: v.number(), ruleset: v.string(), state: v.unknown(),
 * });
 * const parsed = { format: 'kriegsspiel/state', formatVersion: 1, ruleset: 'dice', state: {} };
 * const envelope = readEnvelope(parsed, { format: 'kriegsspiel/state', current: 1, migrations: {}, schema, rulesetId: 'dice' });
 * envelope.ok; // true; with rulesetId 'chess' the error's code is 'wrong-ruleset'
 * ```
 */
export function readEnvelope<T extends { readonly ruleset: string }>(value: unknown, spec: EnvelopeSpec<T>): Loaded<T> {
  if (!isJsonObject(value)) {
    return { ok: false, error: loadError('wrong-format', [], `expected a "${spec.format}" object, received ${jsonTypeOf(value)}`) };
  }
  const format = value['format'];
  if (format !== spec.format) {
    const received = typeof format === 'string' ? quote(format) : jsonTypeOf(format);
    return { ok: false, error: loadError('wrong-format', ['format'], `expected "${spec.format}", received ${received}`) };
  }
  const migrated = migrateFormat(value, spec.current, spec.migrations);
  if (!migrated.ok) return migrated;
  const parsed = parseSchema(spec.schema, migrated.value);
  if (!parsed.success) return { ok: false, error: issuesError('invalid-envelope', parsed.error.issues, []) };
  if (parsed.data.ruleset !== spec.rulesetId) {
    return {
      ok: false,
      error: loadError('wrong-ruleset', ['ruleset'], `written for ruleset ${quote(parsed.data.ruleset)}, not "${spec.rulesetId}"`),
    };
  }
  return { ok: true, value: parsed.data };
}
