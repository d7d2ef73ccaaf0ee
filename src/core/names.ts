/**
 * Names are data: the schemas of names that users write in scenarios, maps and options.
 *
 * @module
 */
import * as z from 'zod/mini';

/**
 * Characters no name may contain and every quoted message escapes: C0 and C1 control characters, DEL, the line and
 * paragraph separators and the bidirectional controls (a name is shown in terminals and SVG, where these would
 * move the cursor, clear the screen or reorder the text around them).
 */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

/**
 * The one name a record keyed by names cannot hold: a JSON object keyed `__proto__` does not survive as data
 * through JavaScript objects (zod drops the key, an assignment sets the prototype). Refused, never dropped.
 */
export const RESERVED_NAME = '__proto__';

/**
 * A name: at most `max` characters, none of them a control character (add `.min(1)` where a name may not be empty).
 * Any other text, `toString` and `__proto__` included, is an ordinary name wherever names are values (ids, groups,
 * places).
 *
 * @example
 * ```ts
 * import { nameSchema } from 'kriegsspiel';
 * nameSchema(20).safeParse('constructor').success; // true
 * nameSchema(20).safeParse('\u001b[2J').success; // false: a control character
 * ```
 */
export function nameSchema(max: number): z.ZodMiniString {
  return z.string().check(z.maxLength(max), z.regex(new RegExp(`^(?:(?!${CONTROL_CHARACTERS.source}).)*$`, 's'), 'expected no control characters'));
}

/**
 * A record keyed by names (a terrain chart, the regions of a map): like `z.record`, with at most `maxEntries` entries,
 * and a key `__proto__` refused with its path instead of silently dropped (see {@link RESERVED_NAME}). Keys such as
 * `toString` or `constructor` are ordinary names: read the result with `Object.hasOwn`, never `in` or a bare index.
 *
 * @example
 * ```ts
 * import { nameRecord, nameSchema } from 'kriegsspiel';
 * import * as z from 'zod/mini';
 * const chart = nameRecord(nameSchema(20), z.number(), 100);
 * chart.safeParse({ toString: 1 }).success; // true
 * chart.safeParse(JSON.parse('{"__proto__": 1}')).success; // false: "__proto__" is reserved
 * ```
 */
export function nameRecord<K extends z.core.$ZodRecordKey, V extends z.core.$ZodType>(key: K, value: V, maxEntries: number) {
  const guard = z.unknown().check(
    z.superRefine((input, ctx) => {
      if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
      if (Object.hasOwn(input, RESERVED_NAME)) {
        ctx.addIssue({ code: 'custom', path: [RESERVED_NAME], message: `"${RESERVED_NAME}" is reserved: it cannot name an entry` });
      }
      const count = Object.keys(input).length;
      if (count > maxEntries) ctx.addIssue({ code: 'custom', message: `${count} entries, at most ${maxEntries} allowed` });
    }),
  );
  return z.pipe(guard, z.record(key, value));
}
