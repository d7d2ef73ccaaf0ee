/** Corruptions of JSON documents for the load fuzz tests: wrong types, missing fields, unknown keys, bad text. */
import fc from 'fast-check';
import { formatPath } from '../../src/core/describeIssues.js';

export type JsonPath = readonly (string | number)[];

/** A corrupted document and the field path its loader should name (or `null` for broken JSON text). */
export interface Corruption {
  readonly kind: 'wrong-type' | 'missing' | 'extra-key' | 'truncated' | 'trailing-garbage';
  readonly text: string;
  readonly path: JsonPath | null;
}

/** Every path inside a JSON value, children after their parent (the root excluded). */
export function jsonPaths(value: unknown, prefix: JsonPath = []): JsonPath[] {
  const out: JsonPath[] = [];
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : typeof value === 'object' && value !== null
      ? Object.entries(value)
      : [];
  for (const [key, child] of children) {
    const path = [...prefix, key];
    out.push(path, ...jsonPaths(child, path));
  }
  return out;
}

function getAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

function edit(doc: unknown, path: JsonPath, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(doc);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  change(parent, path.at(-1)!);
  return copy;
}

// Never `null`: nullable fields (a game's `winner`) accept it, so it would be no corruption there.
const SAMPLES: readonly unknown[] = ['garbage', -1.5, true, [], { garbage: 1 }];

function jsonType(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** Corruptions of `doc`; `optional` tells which paths may be deleted without making the document invalid. */
export function arbCorruption(doc: unknown, optional: (path: JsonPath) => boolean = () => false): fc.Arbitrary<Corruption> {
  const text = JSON.stringify(doc);
  const paths = jsonPaths(doc);
  const objects: JsonPath[] = [[], ...paths.filter((p) => jsonType(getAt(doc, p)) === 'object')];
  const deletable = paths.filter((p) => typeof p.at(-1) === 'string' && !optional(p));
  const wrongType = fc.tuple(fc.constantFrom(...paths), fc.nat()).map(([path, n]): Corruption => {
    const others = SAMPLES.filter((s) => jsonType(s) !== jsonType(getAt(doc, path)));
    const replacement = others[n % others.length];
    return { kind: 'wrong-type', path, text: JSON.stringify(edit(doc, path, (parent, key) => void (parent[key] = replacement))) };
  });
  const missing = fc.constantFrom(...deletable).map((path): Corruption => ({
    kind: 'missing',
    path,
    text: JSON.stringify(edit(doc, path, (parent, key) => void delete parent[key])),
  }));
  const extraKey = fc.constantFrom(...objects).map((at): Corruption => {
    const path = [...at, 'garbage'];
    return { kind: 'extra-key', path, text: JSON.stringify(edit(doc, path, (parent, key) => void (parent[key] = 'garbage'))) };
  });
  const truncated = fc.nat({ max: text.length - 1 }).map((n): Corruption => ({ kind: 'truncated', path: null, text: text.slice(0, n) }));
  const trailing = fc.constantFrom('x', '}', ',1', ' {}').map((tail): Corruption => ({ kind: 'trailing-garbage', path: null, text: text + tail }));
  return fc.oneof(wrongType, ...(deletable.length > 0 ? [missing] : []), extraKey, truncated, trailing);
}

/** Whether the path an error names is the corrupted field, one of its ancestors or one of its descendants. */
export function namesField(reported: string, corrupted: JsonPath): boolean {
  const full = formatPath(corrupted);
  if (reported === full || reported.startsWith(`${full}.`) || reported.startsWith(`${full}[`)) return true;
  return corrupted.some((_, i) => i > 0 && formatPath(corrupted.slice(0, i)) === reported);
}
