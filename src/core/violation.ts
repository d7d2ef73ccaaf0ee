import type { Json } from './json.js';

/**
 * Why an action was refused: a stable machine code, the rule case it breaks and a readable message.
 */
export interface Violation {
  /** Stable, kebab-case code for programs, e.g. `'enemy-zoc-exit'`. */
  readonly code: string;
  /** The rule case broken, e.g. `'NAW 5.13'`; `'core'` for contract-level refusals. */
  readonly rule: string;
  /** A sentence for people. */
  readonly message: string;
  /** Optional structured detail (the unit, the hex, the field path...). */
  readonly detail?: { readonly [key: string]: Json };
}

/**
 * Builds a {@link Violation}.
 *
 * @example
 * ```ts
 * import { violation } from 'kriegsspiel';
 * const v = violation('enemy-hex', 'NAW 5.12', 'a unit may never enter a hex containing an enemy unit');
 * v.rule; // 'NAW 5.12'
 * ```
 */
export function violation(
  code: string,
  rule: string,
  message: string,
  detail?: { readonly [key: string]: Json },
): Violation {
  return detail === undefined ? { code, rule, message } : { code, rule, message, detail };
}
