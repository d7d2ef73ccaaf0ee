import { CONTROL_CHARACTERS } from './names.js';

/** The longest quoted input an error message shows. */
const MAX_QUOTED = 60;

/** Every character JSON leaves as it is but a terminal or a text layout would obey (see `CONTROL_CHARACTERS`). */
const UNSAFE = new RegExp(CONTROL_CHARACTERS.source, 'g');

const escape = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * A short, safe rendering of user input for an error message: JSON-quoted strings with every control character
 * escaped (C0 and C1 controls, DEL, line separators, bidirectional controls), cut to 60 characters with an
 * ellipsis; other values by their JSON type or text, likewise cut. Every message that quotes input uses it.
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
  if (typeof value === 'string') {
    const cut = value.length > MAX_QUOTED;
    let head = cut ? value.slice(0, MAX_QUOTED) : value;
    if (cut && /[\ud800-\udbff]$/.test(head)) head = head.slice(0, -1); // never cut a character in two
    const text = JSON.stringify(head).replace(UNSAFE, escape);
    return cut ? `${text.slice(0, -1)}…"` : text;
  }
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : typeof value;
}
