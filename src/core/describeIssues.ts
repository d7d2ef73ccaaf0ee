import { quote } from './quote.js';

/** The longest identifier a path shows as it is; longer keys are quoted (and so cut short). */
const MAX_PLAIN_KEY = 60;

/** The part of a schema issue the engine reports (see `parseSchema`). */
export interface SchemaIssue {
  /** Where in the input the problem is. */
  readonly path: readonly PropertyKey[];
  /** What is wrong. */
  readonly message: string;
}

/**
 * Renders schema issues as `field.path[2]: message`, naming the field path first. Input is quoted safely (see
 * `quote`): a key in the path, and the unknown keys of a strict object, are cut short with control characters escaped.
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
    .map((issue) => `${formatPath([...root, ...issue.path])}: ${issueMessage(issue)}`)
    .join('; ');
}

/** The message of a schema issue; unknown keys are listed here, quoted and cut short (at most three). */
export function issueMessage(issue: SchemaIssue & { readonly code?: unknown; readonly keys?: unknown }): string {
  if (issue.code !== 'unrecognized_keys' || !Array.isArray(issue.keys)) return issue.message;
  const keys: readonly unknown[] = issue.keys;
  const more = keys.length > 3 ? ` and ${keys.length - 3} more` : '';
  return `unrecognized ${keys.length === 1 ? 'key' : 'keys'} ${keys.slice(0, 3).map(quote).join(', ')}${more}`;
}

/** Formats a property path like `units[3].hex` (or `(root)` for the empty path). */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && key.length <= MAX_PLAIN_KEY && /^[A-Za-z_$][\w$]*$/.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${quote(String(key))}]`; // keys that are not identifiers (hex ids, names with spaces), quoted safely
  }
  return out === '' ? '(root)' : out;
}
