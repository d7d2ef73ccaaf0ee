/**
 * JSON text of a plain-data value with object keys sorted at every level, so that two values with the same content
 * give the same string whatever the order their keys were written in. Used to compare actions and states.
 *
 * @example
 * ```ts
 * import { canonicalJson } from 'kriegsspiel/testing';
 * canonicalJson({ to: 3, type: 'move' }) === canonicalJson({ type: 'move', to: 3 }); // true
 * ```
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (isPlainObject(v) ? sortKeys(v) : v)) ?? 'undefined';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sortKeys(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = value[key];
  return out;
}
