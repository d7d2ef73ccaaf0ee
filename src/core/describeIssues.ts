import { quote } from './quote.js';
/** The part of a zod issue the engine reports. */
export interface SchemaIssue {
  /** Where in the input the problem is. */
  readonly path: readonly PropertyKey[];
  /** What is wrong. */
  readonly message: string;
}

/**
 * Renders schema issues as `field.path[2]: message`, naming the field path first.
 *
 * @example
 * ```ts
 * import { describeIssues } from 'kriegsspiel';
 * describeIssues([{ path: ['units', 3, 'hex'], message: 'Invalid input' }]); // 'units[3].hex: Invalid input'
 * ```
 */
export function describeIssues(issues: readonly SchemaIssue[], root: readonly PropertyKey[] = []): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${formatPath([...root, ...issue.path])}: ${issue.message}`)
    .join('; ');
}

/** Formats a property path like `units[3].hex` (or `(root)` for the empty path). */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${quote(String(key))}]`; // keys that are not identifiers (hex ids, names with spaces), quoted safely
  }
  return out === '' ? '(root)' : out;
}
