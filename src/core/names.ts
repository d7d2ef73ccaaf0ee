/**
 * Names are data: the schemas of names that users write in scenarios, maps and options.
 *
 * @module
 */
import * as v from 'valibot';

/**
 * Characters no name may contain and every quoted message escapes: C0 and C1 control characters, DEL, the line and
 * paragraph separators and the bidirectional controls (a name is shown in terminals and SVG, where these would
 * move the cursor, clear the screen or reorder the text around them).
 */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

/**
 * The one name a record keyed by names cannot hold: a JSON object keyed `__proto__` does not survive as data
 * through JavaScript objects (valibot drops the key, an assignment sets the prototype). Refused, never dropped.
 */
export const RESERVED_NAME = '__proto__';

/** The valibot schema of a name (see {@link nameSchema}). */
export type NameSchema = v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, number, undefined>, v.RegexAction<string, string>]>;

/** A name holds none of {@link CONTROL_CHARACTERS} (a pattern JSON Schema can carry: no flags). */
const NO_CONTROL_CHARACTERS = new RegExp(`^[^${CONTROL_CHARACTERS.source.slice(1, -1)}]*$`);

/**
 * A name: at most `max` characters, none of them a control character (pipe `v.minLength(1)` where a name may not be
 * empty). Any other text, `toString` and `__proto__` included, is an ordinary name wherever names are values (ids,
 * groups, places).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { nameSchema } from 'kriegsspiel';
 * v.is(nameSchema(20), 'constructor'); // true
 * v.is(nameSchema(20), '\u001b[2J'); // false: a control character
 * ```
 */
export function nameSchema(max: number): NameSchema {
  return v.pipe(v.string(), v.maxLength(max), v.regex(NO_CONTROL_CHARACTERS, 'expected no control characters'));
}

/** A problem with a whole record (a reserved key, too many entries), as a valibot issue. */
function recordIssue(input: object, message: string, key?: string): v.BaseIssue<unknown> {
  const path: [v.IssuePathItem] | undefined = key === undefined ? undefined : [{ type: 'object', origin: 'key', input: input as Record<string, unknown>, key, value: undefined }];
  return { kind: 'validation', type: 'check', input, expected: null, received: 'Object', message, path };
}

/**
 * A record keyed by names (a terrain chart, the regions of a map): like `v.record`, with at most `maxEntries` entries,
 * and a key `__proto__` refused with its path instead of silently dropped (see {@link RESERVED_NAME}). Keys such as
 * `toString` or `constructor` are ordinary names (valibot's own record drops `constructor` and `prototype`): read the
 * result with `Object.hasOwn`, never `in` or a bare index. Converted to JSON Schema as a record (`propertyNames`,
 * `additionalProperties`, `maxProperties`).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { nameRecord, nameSchema } from 'kriegsspiel';
 * const chart = nameRecord(nameSchema(20), v.number(), 100);
 * v.is(chart, { constructor: 1 }); // true, and the key is kept
 * v.is(chart, JSON.parse('{"__proto__": 1}')); // false: "__proto__" is reserved
 * ```
 */
export function nameRecord<K extends v.GenericSchema<string, string>, V extends v.GenericSchema>(
  key: K,
  value: V,
  maxEntries: number,
): v.SchemaWithPipe<readonly [v.RecordSchema<K, V, undefined>, v.MaxEntriesAction<v.InferOutput<v.RecordSchema<K, V, undefined>>, number, undefined>]> {
  const base = v.record(key, value);
  const run = (dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>): v.OutputDataset<unknown, v.BaseIssue<unknown>> => {
    const input = dataset.value;
    const issues: v.BaseIssue<unknown>[] = [];
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      const issue: v.BaseIssue<unknown> = { kind: 'schema', type: 'record', input, expected: 'Object', received: typeName(input), message: `Invalid input: expected object, received ${typeName(input)}` };
      return { typed: false, value: input, issues: [issue] };
    }
    const entries = input as Record<string, unknown>;
    const names = Object.keys(entries);
    if (Object.hasOwn(entries, RESERVED_NAME)) issues.push(recordIssue(input, `"${RESERVED_NAME}" is reserved: it cannot name an entry`, RESERVED_NAME));
    if (names.length > maxEntries) issues.push(recordIssue(input, `${names.length} entries, at most ${maxEntries} allowed`));
    if (issues.length > 0) return { typed: false, value: input, issues: issues as [v.BaseIssue<unknown>] };
    const output: Record<string, unknown> = {};
    let typed = true;
    for (const name of names) {
      const item = entries[name];
      const ranKey = key['~run']({ value: name }, config);
      const ranValue = value['~run']({ value: item }, config);
      if (!ranKey.typed || !ranValue.typed) typed = false;
      for (const issue of ranKey.issues ?? []) issues.push({ ...issue, path: [{ type: 'object', origin: 'key', input: entries, key: name, value: item }] });
      for (const issue of ranValue.issues ?? []) issues.push({ ...issue, path: [{ type: 'object', origin: 'value', input: entries, key: name, value: item }, ...(issue.path ?? [])] });
      if (issues.length > 0 && config.abortEarly) break;
      output[name] = ranValue.value;
    }
    if (issues.length > 0) return { typed: false, value: output, issues: issues as [v.BaseIssue<unknown>] };
    return { typed, value: output } as v.OutputDataset<unknown, v.BaseIssue<unknown>>;
  };
  const record = { ...base, '~run': run, '~standard': { ...base['~standard'], validate: (input: unknown) => run({ value: input }, v.getGlobalConfig()) } } as unknown as typeof base;
  return v.pipe(record, v.maxEntries(maxEntries));
}

/** The JSON type of a value, for a message. */
function typeName(input: unknown): string {
  return input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input;
}
