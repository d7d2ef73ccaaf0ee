/**
 * Validation of data against a valibot schema, with short English messages that never echo raw input.
 *
 * @module
 */
import * as v from 'valibot';
import type { SchemaIssue } from './describeIssues.js';
import { quote } from './quote.js';

/**
 * A schema the engine validates with: a valibot schema (`import * as v from 'valibot'`) whose output is `Output`.
 * The engine, the built-in rulesets and users' rulesets all give valibot schemas; the JSON Schema files in
 * `schemas/` are generated from them.
 */
export type Schema<Output = unknown, Input = unknown> = v.GenericSchema<Input, Output>;

/** One problem {@link parseSchema} found: where (`path`), what (`message`), and for unknown keys, which (`keys`). */
export interface ParseIssue extends SchemaIssue {
  /** `'unrecognized_keys'` for a key a strict object does not know (the path is the object's); absent otherwise. */
  readonly code?: 'unrecognized_keys';
  /** The unknown keys of an `unrecognized_keys` issue. */
  readonly keys?: readonly string[];
}

/** The outcome of {@link parseSchema}: the parsed value, or the issues, each naming its field's path. */
export type ParsedSchema<Output> =
  | { readonly success: true; readonly data: Output }
  | { readonly success: false; readonly error: { readonly issues: readonly ParseIssue[] } };

/** The JSON type of a value as messages name it (`array`, `null`, `NaN` apart from `object` and `number`). */
function typeName(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return typeof input;
}

/** `("a" | "b")` (valibot's list of options) as `"a"|"b"`. */
const options = (expected: string | null): string => (expected ?? '').replace(/^\((.*)\)$/, '$1').split(' | ').join('|');

/** What a length check counts in its input. */
const counted = (input: unknown): string => (typeof input === 'string' ? 'string to have' : 'array to have');
const unit = (input: unknown): string => (typeof input === 'string' ? 'characters' : 'items');

/**
 * The English message of a valibot issue whose schema set none. valibot's own messages quote the input as it is
 * (control characters, any length); these name its type instead, or quote it safely.
 */
function english(issue: v.BaseIssue<unknown>): string {
  const { input, requirement: req } = issue;
  if (issue.kind === 'schema') {
    const last = issue.path?.[issue.path.length - 1];
    if (last?.origin === 'key' && issue.type !== 'record') return input === undefined ? 'Invalid input: expected a value, received undefined' : `Unrecognized key: ${quote(input)}`;
    switch (issue.type) {
      case 'picklist':
      case 'enum':
      case 'variant':
        return `Invalid option: expected one of ${options(issue.expected)}`;
      case 'literal':
        return `Invalid input: expected ${issue.expected ?? 'a literal'}`;
      case 'union':
        return 'Invalid input';
      default:
        return `Invalid input: expected ${(issue.expected ?? 'a value').toLowerCase()}, received ${typeName(input)}`;
    }
  }
  switch (issue.type) {
    case 'integer':
    case 'safe_integer':
      return `Invalid input: expected int, received ${typeName(input)}`;
    case 'min_value':
      return `Too small: expected number to be >=${String(req)}`;
    case 'gt_value':
      return `Too small: expected number to be >${String(req)}`;
    case 'max_value':
      return `Too big: expected number to be <=${String(req)}`;
    case 'min_length':
      return `Too small: expected ${counted(input)} >=${String(req)} ${unit(input)}`;
    case 'max_length':
      return `Too big: expected ${counted(input)} <=${String(req)} ${unit(input)}`;
    case 'length': {
      const long = (input as { length: number }).length > Number(req);
      return `${long ? 'Too big' : 'Too small'}: expected ${counted(input)} ${long ? '<=' : '>='}${String(req)} ${unit(input)}`;
    }
    case 'regex':
      return `Invalid string: must match pattern ${String(req)}`;
    default:
      return 'Invalid input';
  }
}

/** The configuration of every parse: English messages, every issue reported (as zod did). Never global. */
const CONFIG: v.Config<v.BaseIssue<unknown>> = /* @__PURE__ */ Object.freeze({ message: english });

/** A valibot issue as a {@link ParseIssue}: the path as keys; an unknown key reported at its object's path. */
function toParseIssue(issue: v.BaseIssue<unknown>): ParseIssue {
  const path = (issue.path ?? []).map((item) => item.key as PropertyKey);
  const last = issue.path?.[issue.path.length - 1];
  if (issue.kind === 'schema' && issue.type !== 'record' && last?.origin === 'key' && issue.input !== undefined) {
    return { path: path.slice(0, -1), message: issue.message, code: 'unrecognized_keys', keys: [String(last.key)] };
  }
  return { path, message: issue.message };
}

/**
 * Validates `value` against a valibot `schema` (never throws for invalid data: each issue names its field's path).
 * Messages are English, e.g. `Invalid input: expected number, received string`, unless the schema sets its own.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { parseSchema } from 'kriegsspiel';
 * const parsed = parseSchema(v.strictObject({ turn: v.pipe(v.number(), v.integer()) }), { turn: 'one' });
 * if (!parsed.success) console.log(parsed.error.issues[0]?.message); // 'Invalid input: expected number, received string'
 * ```
 */
export function parseSchema<Output>(schema: Schema<Output>, value: unknown): ParsedSchema<Output> {
  const result = v.safeParse(schema, value, CONFIG);
  return result.success ? { success: true, data: result.output } : { success: false, error: { issues: result.issues.map(toParseIssue) } };
}

/**
 * {@link parseSchema} for a value that must be a JSON object (options, a scenario): an array is refused at the root
 * first, since valibot's object schemas take an array for an object (an empty one passes a schema whose fields are
 * all optional).
 */
export function parseObjectSchema<Output>(schema: Schema<Output>, value: unknown): ParsedSchema<Output> {
  if (Array.isArray(value)) return { success: false, error: { issues: [{ path: [], message: 'Invalid input: expected object, received array' }] } };
  return parseSchema(schema, value);
}
