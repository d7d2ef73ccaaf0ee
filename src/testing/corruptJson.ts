import { formatPath } from '../core/describeIssues.js';

/** A JSON document with one value replaced by a value of the wrong kind. */
export interface Corruption {
  /** The corrupted document (a fresh copy; the original is untouched). */
  readonly value: unknown;
  /** Where the replaced value was. */
  readonly path: readonly (string | number)[];
  /** The same path formatted like load errors format theirs (`units[3].hex`). */
  readonly at: string;
  /** What was put there. */
  readonly replacement: unknown;
}

/** Every path inside a JSON value (objects, arrays and leaves), the root excluded, in document order. */
export function jsonPaths(
  value: unknown,
  prefix: readonly (string | number)[] = [],
  into: (string | number)[][] = [],
): (string | number)[][] {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      into.push([...prefix, i]);
      jsonPaths(item, [...prefix, i], into);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      into.push([...prefix, key]);
      jsonPaths(item, [...prefix, key], into);
    }
  }
  return into;
}

/** Replacements of a different JSON kind than the original (never `null`, which nullable fields accept). */
function wrongKinds(original: unknown): readonly unknown[] {
  if (typeof original === 'number') return ['x', true, [], {}];
  if (typeof original === 'string') return [0, false, [], {}];
  if (typeof original === 'boolean') return [0, 'x', []];
  if (original === null) return [true, [true]];
  if (Array.isArray(original)) return ['x', 0, true, {}];
  return ['x', 0, true, []];
}

/**
 * The document with the value at path number `pathIndex` (modulo the number of paths) replaced by a value of a
 * wrong kind chosen by `kind`: a string where a number was, an array where an object was, and so on. A schema
 * that types that field must refuse the result. `null` when the document has no inner value to corrupt.
 *
 * @example
 * ```ts
 * import { corruptJsonAt } from 'kriegsspiel/testing';
 * corruptJsonAt({ units: [{ hex: '0101' }] }, 2, 0); // { value: { units: [{ hex: 0 }] }, at: 'units[0].hex', ... }
 * ```
 */
export function corruptJsonAt(document: unknown, pathIndex: number, kind: number): Corruption | null {
  return replaceAt(document, pathIndex, kind, wrongKinds);
}

/**
 * A copy of `document` with the value at path number `pathIndex` (modulo the paths) replaced by option number `kind`
 * (modulo the options) of `optionsFor(value there)`; `null` when there is no path or no option.
 */
function replaceAt(document: unknown, pathIndex: number, kind: number, optionsFor: (original: unknown) => readonly unknown[]): Corruption | null {
  const paths = jsonPaths(document);
  if (paths.length === 0) return null;
  const path = paths[Math.abs(pathIndex) % paths.length] ?? [];
  const copy: unknown = structuredClone(document);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) ?? '';
  const options = optionsFor(parent[last]);
  if (options.length === 0) return null;
  const replacement = options[Math.abs(kind) % options.length];
  parent[last] = replacement;
  return { value: copy, path, at: formatPath(path), replacement };
}

/** Whether two formatted field paths name the same field or one lies inside the other (`units[3]`, `units[3].hex`). */
export function relatedPaths(a: string, b: string): boolean {
  const inside = (inner: string, outer: string) =>
    inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);
  return inside(a, b) || inside(b, a);
}

/** A JSON document with one value replaced by a value of the same kind that makes no sense there. */
export interface Nonsense {
  /** The damaged document (a fresh copy). */
  readonly value: unknown;
  /** Where the replaced value was, formatted (`units[3].hex`). */
  readonly at: string;
  /** What was put there. */
  readonly replacement: unknown;
}

/** The strings of a document (its ids and names), to plant one where another belongs: a dangling reference. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/** Valid-looking nonsense of the same JSON kind: out-of-range and huge numbers, prototype names, other ids. */
function nonsenseOf(original: unknown, strings: readonly string[], pick: number): readonly unknown[] {
  if (typeof original === 'number') return [-1, 0, original + 1, 99_999, 2 ** 31, 1e15, 0.5, -original];
  if (typeof original === 'string') {
    const other = strings[pick % Math.max(1, strings.length)] ?? '';
    return ['__proto__', 'constructor', 'toString', '', 'x'.repeat(5000), '\u001b[31m', other, `${original}x`];
  }
  if (typeof original === 'boolean') return [!original];
  if (Array.isArray(original)) return original.length === 0 ? [[0], ['x']] : [[], [...original, original[0]], [...original].reverse(), original.slice(1)];
  return [];
}

/**
 * Replaces the value at path number `pathIndex` (of {@link jsonPaths}, modulo their count) by valid-looking nonsense
 * of the same JSON kind (choice `kind`, modulo the choices): a value a schema checking types alone would accept.
 * `null` when the value there has no such replacement.
 *
 * @example
 * ```ts
 * import { nonsenseJsonAt } from 'kriegsspiel/testing';
 * nonsenseJsonAt({ units: [{ hex: 3 }] }, 2, 3)?.value; // { units: [{ hex: 99999 }] }
 * ```
 */
export function nonsenseJsonAt(document: unknown, pathIndex: number, kind: number): Nonsense | null {
  const strings = stringsOf(document);
  const replaced = replaceAt(document, pathIndex, kind, (original) => nonsenseOf(original, strings, kind >>> 3));
  return replaced === null ? null : { value: replaced.value, at: replaced.at, replacement: replaced.replacement };
}
