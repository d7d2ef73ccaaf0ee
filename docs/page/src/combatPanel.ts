/**
 * A combat preview (`queries.combatPreview`) as HTML: who fights with what, the modifiers with their rules, the odds
 * computed and the column rolled on, and each result's probability, before the die.
 *
 * @module
 */
import type { CombatantLine, CombatOutcome, CombatPreview, SideRoll } from 'kriegsspiel';
import { h } from './dom.js';

const percent = (p: number): string => `${(p * 100).toFixed(p < 0.1 && p > 0 ? 1 : 0)}%`;

/** One combatant as a list item: `F1 at 0304: 6 x2 (town)`. */
function combatant(line: CombatantLine): HTMLLIElement {
  const multiplier = line.multiplier !== undefined && line.multiplier !== 1 ? ` ×${line.multiplier}` : '';
  const note = line.note === undefined ? '' : ` (${line.note})`;
  return h('li', {}, `${line.unit ?? 'a unit'} at ${line.at}: ${line.strength}${multiplier}${note}`);
}

/** The outcomes of a column as a table: result, probability, rolls, what it does. */
export function outcomesTable(outcomes: readonly CombatOutcome[]): HTMLTableElement {
  return h(
    'table',
    { class: 'outcomes' },
    h('thead', {}, h('tr', {}, h('th', {}, 'result'), h('th', {}, 'chance'), h('th', {}, 'die'), h('th', {}, 'meaning'))),
    h('tbody', {}, ...outcomes.map((o) => h('tr', {}, h('td', {}, o.result), h('td', { class: 'num' }, percent(o.probability)), h('td', {}, o.rolls.join(' ')), h('td', {}, o.text ?? '')))),
  );
}

/** One side's roll (a round of fire, a second table). */
function sideRoll(roll: SideRoll): HTMLElement {
  const outcomes = roll.outcomes.map((o) => `${o.result} ${percent(o.probability)}`).join(', ');
  return h('li', {}, `${roll.side} rolls on ${roll.column}: ${outcomes}`);
}

/**
 * The preview as a panel (a `section.combat` with `data-odds` and `data-column` for tests and styles).
 *
 * @example
 * ```ts
 * const preview = napoleonAtWar.queries!.combatPreview(view, 'french');
 * if (preview) panel.append(combatPanel(preview));
 * ```
 */
export function combatPanel(preview: CombatPreview, heading = 'Combat'): HTMLElement {
  const lists: HTMLElement[] = [];
  if (preview.modifiers.length > 0) {
    lists.push(h('ul', { class: 'modifiers' }, ...preview.modifiers.map((m) => h('li', {}, `${m.kind} ${m.value}: ${m.what} (${m.rule})`))));
  }
  if (preview.choices !== undefined && preview.choices.length > 0) {
    lists.push(h('p', {}, 'Other columns the attacker may choose: ', preview.choices.map((c) => c.column).join(', ')));
  }
  for (const round of preview.rounds ?? []) lists.push(h('p', {}, `Round ${round.round}:`), h('ul', {}, ...round.rolls.map(sideRoll)));
  for (const follow of preview.followUps ?? []) lists.push(h('p', {}, `After ${follow.result}:`), h('ul', {}, ...follow.rolls.map(sideRoll)));
  for (const note of [...(preview.notes ?? []), ...(preview.unknown ?? []).map((u) => `Unknown: ${u}`)]) lists.push(h('p', { class: 'note' }, note));
  return h(
    'section',
    { class: 'combat', 'data-odds': preview.computed, 'data-column': preview.column },
    h('h3', {}, `${heading} at ${preview.at.join(', ')}`, h('span', { class: 'rule' }, preview.rule)),
    h('div', { class: 'sides' }, h('div', {}, h('h4', {}, 'Attackers'), h('ul', {}, ...preview.attackers.map(combatant))), h('div', {}, h('h4', {}, 'Defenders'), h('ul', {}, ...preview.defenders.map(combatant)))),
    h('p', { class: 'odds' }, `${preview.attack} against ${preview.defense}: odds `, h('strong', { class: 'computed' }, preview.computed), ', rolled on column ', h('strong', { class: 'column' }, preview.column)),
    ...lists,
    outcomesTable(preview.outcomes),
  );
}
