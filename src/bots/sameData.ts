/**
 * Whether two plain data values (JSON-like: primitives, arrays, plain objects) are deeply equal: arrays element by
 * element, objects by their own enumerable keys. Cheap next to playing an action, so bots use it to recognise a
 * state they have already seen.
 *
 * @example
 * ```ts
 * import { sameData } from './sameData.js';
 * sameData({ units: [{ hex: 3 }] }, { units: [{ hex: 3 }] }); // true
 * sameData({ units: [{ hex: 3 }] }, { units: [{ hex: 4 }] }); // false
 * ```
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) if (!Object.hasOwn(right, key) || !sameData(left[key], right[key])) return false;
  return true;
}
