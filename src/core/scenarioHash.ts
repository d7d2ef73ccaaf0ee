/**
 * JSON text of a plain-data value with object keys sorted at every level, so that two values with the same content
 * give the same string whatever the order their keys were written in.
 *
 * @example
 * ```ts
 * import { canonicalJson } from 'kriegsspiel';
 * canonicalJson({ to: 3, type: 'move' }) === canonicalJson({ type: 'move', to: 3 }); // true
 * ```
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (isPlainObject(v) ? sortKeys(v) : v)) ?? 'undefined';
}

/**
 * A content hash of scenario data (or any plain data): 26 hex digits of two independent 53-bit string hashes
 * (cyrb53) of its canonical JSON. It identifies content, it is not a cryptographic digest: states and records name
 * their scenario by id and this hash, so that two scenarios with one id are never confused.
 *
 * @example
 * ```ts
 * import { scenarioHash } from 'kriegsspiel';
 * scenarioHash({ id: 'a', turns: 4 }) === scenarioHash({ turns: 4, id: 'a' }); // true
 * scenarioHash({ id: 'a', turns: 4 }) === scenarioHash({ id: 'a', turns: 5 }); // false
 * ```
 */
export function scenarioHash(data: unknown): string {
  const text = canonicalJson(data);
  return hex53(cyrb53(text, 0x9e3779b9)) + hex53(cyrb53(text, 0x85ebca6b));
}

function hex53(n: number): string {
  return n.toString(16).padStart(14, '0').slice(-13);
}

/** cyrb53 (bryc, public domain): a fast 53-bit string hash with good avalanche. */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sortKeys(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value).sort()) out[key] = value[key];
  return out;
}
