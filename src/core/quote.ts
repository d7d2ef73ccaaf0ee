/** The longest quoted input an error message shows. */
const MAX_QUOTED = 60;

/**
 * A short, safe rendering of user input for an error message: JSON-quoted strings (control characters escaped by
 * JSON), cut to 60 characters with an ellipsis; other values by their JSON type or text, likewise cut.
 *
 * @example
 * ```ts
 * import { quote } from 'kriegsspiel';
 * quote('ridge'); // '"ridge"'
 * quote('x'.repeat(1e6)).length < 80; // true
 * quote('\u001b[31m'); // '"\\u001b[31m"'
 * ```
 */
export function quote(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = JSON.stringify(value.length > MAX_QUOTED ? value.slice(0, MAX_QUOTED) : value);
  else if (value === undefined) text = 'undefined';
  else if (typeof value === 'number' || typeof value === 'boolean' || value === null) text = String(value);
  else text = Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : typeof value;
  if (typeof value === 'string' && value.length > MAX_QUOTED) return `${text.slice(0, -1)}…"`;
  return text;
}
