import * as v from 'valibot';
import type { ChanceMode } from '../core/decision.js';
import { describeIssues } from '../core/describeIssues.js';
import { parseSchema } from '../core/parseSchema.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { perft } from './perft.js';

/** The `format` tag of a perft file. */
export const PERFT_FORMAT = 'kriegsspiel/perft';

/** Schema of one named position of a perft file. */
export const perftPositionSchema = v.strictObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  description: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  source: v.strictObject({
    scenario: v.pipe(v.string(), v.minLength(1)),
    options: v.optional(v.record(v.string(), v.unknown())),
    seed: v.pipe(v.number(), v.safeInteger()),
    chanceMode: v.optional(v.picklist(['auto', 'explicit'])),
    actions: v.pipe(v.array(v.unknown()), v.maxLength(100_000)),
  }),
  counts: v.pipe(v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(0))), v.minLength(1), v.maxLength(8)),
});

/** Schema of a perft file (`kriegsspiel/perft`). */
export const perftFileSchema = v.strictObject({
  format: v.literal(PERFT_FORMAT),
  ruleset: v.pipe(v.string(), v.minLength(1)),
  positions: v.pipe(v.array(perftPositionSchema), v.minLength(1)),
});

/**
 * A file of named positions with their perft counts (in the spirit of shakmaty's `.perft` files): each position is
 * reached from a built-in scenario, options, a seed and actions, and lists the expected counts at depth 1, 2, ...
 */
export type PerftFile = v.InferOutput<typeof perftFileSchema>;
/** One named position of a {@link PerftFile}. */
export type PerftPosition = PerftFile['positions'][number];

/** A count that differs from the file, or a position that could not be reached. */
export interface PerftMismatch {
  /** The position's id. */
  readonly id: string;
  /** The depth whose count differs (0 when the position itself could not be reached). */
  readonly depth: number;
  /** The count in the file. */
  readonly expected: number;
  /** The count now (-1 when the position could not be reached). */
  readonly actual: number;
  /** Why, for people. */
  readonly message: string;
}

/**
 * Reads a perft file, or says which field is wrong.
 *
 * @example
 * ```ts
 * import { parsePerftFile } from 'kriegsspiel/testing';
 * parsePerftFile('{"format":"kriegsspiel/perft","ruleset":"nim","positions":[]}'); // { ok: false, message: 'positions: ...' }
 * ```
 */
export function parsePerftFile(text: string): { readonly ok: true; readonly file: PerftFile } | { readonly ok: false; readonly message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `(root): not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = parseSchema(perftFileSchema, json);
  return parsed.success ? { ok: true, file: parsed.data } : { ok: false, message: describeIssues(parsed.error.issues) };
}

/** The state a position names: its scenario set up with its options and seed, then its actions applied. */
export function reachPosition<T extends RulesetTypes>(ruleset: Ruleset<T>, position: PerftPosition): { ok: true; state: T['state'] } | { ok: false; message: string } {
  const { source } = position;
  const made = ruleset.setup(source.scenario, (source.options ?? {}) as T['options'], source.seed, (source.chanceMode ?? 'auto') as ChanceMode);
  if (!made.ok) return { ok: false, message: `setup refused: ${made.violation.message}` };
  let state = made.state;
  for (const [i, action] of source.actions.entries()) {
    const next = ruleset.apply(state, action as T['action'], { events: false });
    if (!next.ok) return { ok: false, message: `source.actions[${i}] refused: ${next.violation.rule} ${next.violation.message}` };
    state = next.state;
  }
  return { ok: true, state };
}

/**
 * Checks every position of a perft file against the ruleset, up to `maxDepth` (default: every depth the file lists),
 * and returns the mismatches (none when all counts agree) or the file's own problem.
 *
 * @example
 * ```ts
 * import { checkPerftFile } from 'kriegsspiel/testing';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const text = JSON.stringify({ format: 'kriegsspiel/perft', ruleset: 'napoleon-at-war', positions: [
 *   { id: 'skirmish-start', source: { scenario: 'skirmish', seed: 1, actions: [] }, counts: [1] } ] });
 * checkPerftFile(napoleonAtWar, text); // { ok: true, mismatches: [{ id: 'skirmish-start', depth: 1, expected: 1, ... }] }
 * ```
 */
export function checkPerftFile<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  text: string,
  maxDepth = Infinity,
): { readonly ok: true; readonly mismatches: readonly PerftMismatch[] } | { readonly ok: false; readonly message: string } {
  const parsed = parsePerftFile(text);
  if (!parsed.ok) return parsed;
  if (parsed.file.ruleset !== ruleset.id) return { ok: false, message: `ruleset: the file is for "${parsed.file.ruleset}", not "${ruleset.id}"` };
  const mismatches: PerftMismatch[] = [];
  for (const position of parsed.file.positions) {
    const reached = reachPosition(ruleset, position);
    if (!reached.ok) {
      mismatches.push({ id: position.id, depth: 0, expected: 0, actual: -1, message: reached.message });
      continue;
    }
    position.counts.forEach((expected, i) => {
      if (i + 1 > maxDepth) return;
      const actual = perft(ruleset, reached.state, i + 1);
      if (actual !== expected) mismatches.push({ id: position.id, depth: i + 1, expected, actual, message: `perft(${i + 1}) is ${actual}, the file says ${expected}` });
    });
  }
  return { ok: true, mismatches };
}

/**
 * The perft file with every count recomputed by the ruleset, keeping its positions and depths, as the text to write
 * (how golden perft files are regenerated after a deliberate change of the rules); throws when a position cannot be
 * reached.
 *
 * @example
 * ```ts
 * import { parsePerftFile, recountPerftFile } from 'kriegsspiel/testing';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const parsed = parsePerftFile(JSON.stringify({ format: 'kriegsspiel/perft', ruleset: 'napoleon-at-war', positions: [
 *   { id: 'skirmish-start', source: { scenario: 'skirmish', seed: 1, actions: [] }, counts: [0] } ] }));
 * if (parsed.ok) recountPerftFile(napoleonAtWar, parsed.file); // the file's text with the real count at depth 1
 * ```
 */
export function recountPerftFile<T extends RulesetTypes>(ruleset: Ruleset<T>, file: PerftFile): string {
  const positions = file.positions.map((position) => {
    const reached = reachPosition(ruleset, position);
    if (!reached.ok) throw new Error(`${position.id}: ${reached.message}`);
    return { ...position, counts: position.counts.map((_, i) => perft(ruleset, reached.state, i + 1)) };
  });
  return `${JSON.stringify({ ...file, positions }, null, 1)}\n`;
}
