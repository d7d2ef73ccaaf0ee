import { quote } from 'kriegsspiel';
import type { Outcome, Request } from './protocol.js';
import { refuse } from './serveError.js';

/** A short JSON rendering of a bad value for an error message. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** A field that must be there but is not, or is of the wrong kind: `invalid-field` naming it. */
function wrong<T>(name: string, expected: string, value: unknown): Outcome<T> {
  const got = value === undefined ? 'nothing' : shown(value);
  return refuse('invalid-field', `${name}: expected ${expected}, got ${got}`);
}

/**
 * A string field of a request; `fallback` when absent (or `invalid-field` when there is no fallback).
 *
 * @example
 * ```ts
 * import { stringField } from './fields.js';
 * stringField({ id: 1, op: 'setup', scenario: 'wagram' }, 'scenario'); // { ok: true, value: 'wagram' }
 * ```
 */
export function stringField(request: Request, name: string, fallback?: string): Outcome<string> {
  const value = request[name];
  if (value === undefined && fallback !== undefined) return { ok: true, value: fallback };
  return typeof value === 'string' ? { ok: true, value } : wrong(name, 'a string', value);
}

/** A safe-integer field of a request, at least `min`; `fallback` when absent (or `invalid-field`). */
export function integerField(request: Request, name: string, fallback?: number, min = Number.MIN_SAFE_INTEGER): Outcome<number> {
  const value = request[name];
  if (value === undefined && fallback !== undefined) return { ok: true, value: fallback };
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= min) return { ok: true, value };
  return wrong(name, min === 0 ? 'a non-negative integer' : min === 1 ? 'a positive integer' : 'an integer', value);
}

/** A boolean field of a request, `fallback` when absent. */
export function booleanField(request: Request, name: string, fallback: boolean): Outcome<boolean> {
  const value = request[name];
  if (value === undefined) return { ok: true, value: fallback };
  return typeof value === 'boolean' ? { ok: true, value } : wrong(name, 'true or false', value);
}

/** A field that must be one of `choices`, `fallback` when absent. */
export function choiceField<C extends string>(request: Request, name: string, choices: readonly C[], fallback?: C): Outcome<C> {
  const value = request[name];
  if (value === undefined && fallback !== undefined) return { ok: true, value: fallback };
  if (typeof value === 'string' && (choices as readonly string[]).includes(value)) return { ok: true, value: value as C };
  return wrong(name, `one of ${choices.map((c) => quote(c)).join(', ')}`, value);
}

/** A JSON-object field of a request (not an array, not null), `fallback` when absent. */
export function objectField(request: Request, name: string, fallback?: Readonly<Record<string, unknown>>): Outcome<Readonly<Record<string, unknown>>> {
  const value = request[name];
  if (value === undefined && fallback !== undefined) return { ok: true, value: fallback };
  if (isObject(value)) return { ok: true, value };
  return wrong(name, 'a JSON object', value);
}

/** Whether a parsed JSON value is an object (not an array, not null). */
export function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
