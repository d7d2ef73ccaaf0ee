/**
 * Freezes a plain-data value and everything inside it (in place) and returns it, so that any later write throws
 * in strict mode. The conformance suite freezes states and actions before handing them to a ruleset.
 *
 * @example
 * ```ts
 * import { deepFreeze } from 'kriegsspiel/testing';
 * const frozen = deepFreeze(structuredClone(state));
 * ruleset.apply(frozen, ruleset.legalActions(frozen)[0]!); // a rule that writes to its input now fails loudly
 * ```
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  return value;
}
