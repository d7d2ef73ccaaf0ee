import { violation, type Violation } from './violation.js';

/**
 * Runs `body`; if it throws, returns `onError` of an `internal-error` violation naming the public function `name`
 * instead. The core wraps every public function of a ruleset in it, so that no rule bug or corrupt state throws
 * out of the library.
 *
 * @example
 * ```ts
 * import { guard } from 'kriegsspiel';
 * const length = guard('legalActions', () => -1, () => JSON.parse('[1, 2]').length); // 2
 * const broken = guard('legalActions', (v) => v.message, () => JSON.parse('{')); // 'legalActions: internal error ...'
 * ```
 */
export function guard<R>(name: string, onError: (violation: Violation) => R, body: () => R): R {
  try {
    return body();
  } catch (error) {
    return onError(internalError(name, error));
  }
}

/** The violation reporting an unexpected exception inside the public function `name`. */
export function internalError(name: string, error: unknown): Violation {
  const raw = error instanceof Error ? error.message : String(error);
  const message = JSON.stringify(raw.length > 200 ? `${raw.slice(0, 200)}…` : raw).slice(1, -1);
  return violation('internal-error', 'core', `${name}: internal error (please report): ${message}`, { function: name });
}
