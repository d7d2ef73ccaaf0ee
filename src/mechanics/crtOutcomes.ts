import type { CombatOutcome } from '../core/combatPreview.js';
import { crtCell, type CrtRows } from './crtRows.js';

/**
 * The outcomes of one column of a results table as a combat preview lists them: each result once, in the order the
 * die first reaches it, with the natural rolls that give it and its exact probability. A fair die is rolled on
 * `faces` (default the table's own faces); `modifier` is added to it and the sum kept within the table's rows, as
 * printed tables do (a roll of 1 with -2 reads the lowest row). Probabilities sum to 1.
 *
 * @example
 * ```ts
 * import { crtOutcomes } from 'kriegsspiel';
 * import { NAW_CRT } from 'kriegsspiel/rulesets/napoleon-at-war';
 * crtOutcomes(NAW_CRT, 6); // the 3-1 column: [{ result: 'Dr', probability: 5/6, rolls: [1, 2, 3, 4, 5] }, { result: 'Ex', ... }]
 * ```
 */
export function crtOutcomes<R extends string>(table: CrtRows<R>, columnIndex: number, modifier = 0, faces: readonly number[] = table.dieFaces): CombatOutcome[] {
  const low = table.dieFaces[0]!;
  const high = table.dieFaces[table.dieFaces.length - 1]!;
  const byResult = new Map<R, number[]>();
  for (const face of faces) {
    const row = Math.min(high, Math.max(low, face + modifier));
    const result = crtCell(table, columnIndex, row);
    const rolls = byResult.get(result);
    if (rolls) rolls.push(face);
    else byResult.set(result, [face]);
  }
  return [...byResult].map(([result, rolls]) => ({ result, probability: rolls.length / faces.length, rolls }));
}
