import { describeIssues, formatPath, type SchemaIssue } from '../core/describeIssues.js';
import type { ParseIssue } from '../core/parseSchema.js';

/** Every code a {@link LoadError} may carry, from the outermost check (JSON syntax) inwards. */
export const LOAD_ERROR_CODES = [
  'bad-json',
  'wrong-format',
  'format-version',
  'migration-failed',
  'invalid-envelope',
  'wrong-ruleset',
  'ruleset-version',
  'invalid-state',
  'unknown-scenario',
  'scenario-hash',
  'invalid-scenario',
  'invalid-options',
  'invalid-action',
  'internal-error',
] as const;

/** A stable, kebab-case code saying which check refused the input. */
export type LoadErrorCode = (typeof LOAD_ERROR_CODES)[number];

/**
 * Why a saved state or game record was refused: a stable code, the field path (`actions[12].to`, or `(root)`),
 * and a message for people that starts with that path.
 *
 * @example
 * ```ts
 * import type { LoadError } from 'kriegsspiel';
 * const e: LoadError = { code: 'invalid-action', path: 'actions[12].to', message: 'actions[12].to: Invalid input' };
 * ```
 */
export interface LoadError {
  /** Which check refused the input. */
  readonly code: LoadErrorCode;
  /** The field path of the (first) problem, formatted by `formatPath`. */
  readonly path: string;
  /** A sentence for people, starting with `path`. */
  readonly message: string;
}

/** Either a loaded value or the reason it was refused. */
export type Loaded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: LoadError };

/** Builds a {@link LoadError} for a problem at `path`; the message is prefixed with the formatted path. */
export function loadError(code: LoadErrorCode, path: readonly PropertyKey[], problem: string): LoadError {
  const at = formatPath(path);
  return { code, path: at, message: `${at}: ${problem}` };
}

/**
 * Turns schema issues under `root` into a {@link LoadError} naming the first issue's path. An unknown key is
 * reported at its own path (`state.units[3].garbage: Unrecognized key`), not at its parent object.
 */
export function issuesError(code: LoadErrorCode, issues: readonly ParseIssue[], root: readonly PropertyKey[]): LoadError {
  const flat = issues.flatMap((issue): SchemaIssue[] =>
    issue.code === 'unrecognized_keys' && issue.keys !== undefined && issue.keys.length > 0
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: 'Unrecognized key' }))
      : [issue],
  );
  const first = flat[0];
  if (first === undefined) return loadError(code, root, 'Invalid input');
  return { code, path: formatPath([...root, ...first.path]), message: describeIssues(flat, root) };
}

/** The error for an exception thrown by code the loader does not own (a schema refinement, a migration). */
export function internalLoadError(error: unknown): LoadError {
  const raw = error instanceof Error ? error.message : String(error);
  const message = JSON.stringify(raw.slice(0, 200)).slice(1, -1);
  return loadError('internal-error', [], `internal error while loading (please report): ${message}`);
}
