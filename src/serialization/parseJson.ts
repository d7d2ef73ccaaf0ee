import { loadError, type Loaded } from './loadError.js';

/**
 * Parses JSON text, or passes an already-parsed value through; never throws.
 *
 * @example
 * ```ts
 * import { parseJson } from './parseJson.js';
 * parseJson('{"a":1}'); // { ok: true, value: { a: 1 } }
 * parseJson('{"a":');   // { ok: false, error: { code: 'bad-json', path: '(root)', message: '(root): not valid JSON (...)' } }
 * ```
 */
export function parseJson(input: unknown): Loaded<unknown> {
  if (typeof input !== 'string') return { ok: true, value: input };
  try {
    return { ok: true, value: JSON.parse(input) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: loadError('bad-json', [], `not valid JSON (${reason})`) };
  }
}

/** Whether `value` is a plain JSON object (not `null`, not an array). */
export function isJsonObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Names the JSON type of a value for messages: `string`, `number`, `array`, `null`, `missing`... */
export function jsonTypeOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
