import * as v from 'valibot';

/**
 * Schema of a PRNG state as a saved state holds it: four safe integers. The core's `validate` refuses the rest (words
 * out of 32-bit range, the all-zero state; see `rngProblem`). A ruleset with private rolls gives each side one:
 * `privateRng: v.strictObject({ french: rngStateSchema, coalition: rngStateSchema })`.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { rngStateSchema, seedRng } from 'kriegsspiel';
 * v.is(rngStateSchema, seedRng(1)); // true
 * v.is(rngStateSchema, [1, 2, 3]); // false
 * ```
 */
export const rngStateSchema = v.pipe(v.array(v.pipe(v.number(), v.safeInteger())), v.length(4));

/**
 * The valibot entries of the fields every ruleset's state has ({@link BaseState}): `scenario` (its id, 1 to 200
 * characters, and its 26-hex-digit content hash), `rng` ({@link rngStateSchema}) and `chanceMode` (`'auto'` or
 * `'explicit'`). A ruleset's state schema spreads them into its `v.strictObject`, first, so that every ruleset refuses
 * a bad base field with the same message at the same path (`scenario.hash: ...`). A ruleset that declares
 * `privateRolls` adds `privateRng` itself, one {@link rngStateSchema} per side.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { baseStateEntries, parseSchema, seedRng } from 'kriegsspiel';
 * const stateSchema = v.strictObject({ ...baseStateEntries, pile: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) });
 * const state = { scenario: { id: 'standard', hash: '0123456789abcdef0123456789' }, rng: seedRng(1), chanceMode: 'auto', pile: 7 };
 * parseSchema(stateSchema, state).success; // true
 * parseSchema(stateSchema, { ...state, chanceMode: 'sometimes' }).success; // false: chanceMode is named
 * ```
 */
export const baseStateEntries = {
  scenario: v.strictObject({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)), hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{26}$/)) }),
  rng: rngStateSchema,
  chanceMode: v.picklist(['auto', 'explicit']),
} as const;
