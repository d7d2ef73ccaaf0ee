/**
 * A button label for any ruleset's action, from its plain data: the type in words, then its fields
 * (`{ type: 'move', unit: 'F1', to: '0203' }` reads `move F1 to 0203`). Rulesets have no action-to-text hook, so
 * this stays generic: field names that say where (`to`, `hex`, `target`, `box`) are written as places, the rest as
 * `name value`.
 *
 * @module
 */
import type { Action } from 'kriegsspiel';

/** `endPhase` -> `end phase`. */
export function words(identifier: string): string {
  return identifier.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
}

/** A field's value as text: arrays joined, null as `none`, objects as compact JSON. */
function valueText(value: unknown): string {
  if (value === null) return 'none';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Fields written as a place after a preposition. */
const PLACES: Readonly<Record<string, string>> = { to: 'to', hex: 'at', target: 'on', box: 'at', from: 'from', via: 'via' };

/** Fields written by value alone (what the action is about). */
const SUBJECTS = new Set(['unit', 'units', 'formation', 'stack', 'piece', 'leader', 'general']);

/**
 * The label of an action for a button.
 *
 * @example
 * ```ts
 * actionLabel({ type: 'move', unit: 'F1', to: '0203' }); // 'move F1 to 0203'
 * actionLabel({ type: 'resolve', odds: '3-1' }); // 'resolve odds 3-1'
 * ```
 */
export function actionLabel(action: Action): string {
  const parts = [words(action.type)];
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type' || value === undefined) continue;
    if (SUBJECTS.has(key)) parts.push(valueText(value));
    else if (key in PLACES) parts.push(`${PLACES[key]} ${valueText(value)}`);
    else parts.push(`${words(key)} ${valueText(value)}`);
  }
  return parts.join(' ');
}
