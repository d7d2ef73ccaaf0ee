/**
 * Validation of data against a schema, with English messages whatever zod flavour built the schema.
 *
 * @module
 */
import * as z from 'zod/mini';
import { en } from 'zod/locales';

/**
 * A schema the engine validates with: one from `zod/mini` (what the engine and the built-in rulesets use, for a
 * small browser bundle) or from the full `zod`. Both build on zod's core, so a ruleset may use either.
 */
export type Schema<Output = unknown, Input = unknown> = z.core.$ZodType<Output, Input>;

/** The outcome of {@link parseSchema}: the parsed value, or zod's error with its issues. */
export type ParsedSchema<Output> = z.core.util.SafeParseResult<Output>;

// zod/mini loads no locale (its messages would read "Invalid input"), and a library must not set zod's global
// config for its users: the English messages are passed to each parse instead. A message a schema sets itself wins.
const ENGLISH: z.core.ParseContext<z.core.$ZodIssue> = /* @__PURE__ */ Object.freeze({ error: en().localeError });

/**
 * Validates `value` against `schema` (never throws for invalid data: the issues name each field's path). Messages are
 * zod's English ones, e.g. `Invalid input: expected number, received string`, unless the schema sets its own.
 *
 * @example
 * ```ts
 * import * as z from 'zod/mini';
 * import { parseSchema } from 'kriegsspiel';
 * const parsed = parseSchema(z.strictObject({ turn: z.int() }), { turn: 'one' });
 * if (!parsed.success) console.log(parsed.error.issues[0]?.message); // 'Invalid input: expected number, received string'
 * ```
 */
export function parseSchema<Output>(schema: Schema<Output>, value: unknown): ParsedSchema<Output> {
  return z.safeParse(schema, value, ENGLISH) as ParsedSchema<Output>;
}
