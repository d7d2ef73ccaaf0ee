/**
 * The small tables of Jours de Gloire Campaign: The Danube as data: Artillery (8.1 P4), Pursuit (8.1 P6),
 * Reconnaissance (6.3) and Forced March (5.4). In the copy of the rulebook the column headings of the Artillery,
 * Pursuit and Forced March tables were lost but for a "9": each is reconstructed as three bands, 1-4, 5-8 and 9+ (of
 * BA, BC or PF), the "9" being the start of the last; see the README.
 *
 * @module
 */

/** A small table: bands of its column value, and per die face (1-6, or the modified rolls listed) a loss per band. */
export interface BandTable {
  /** Band lower bounds, ascending; the first band starts at its bound, values below it give no result. */
  readonly bands: readonly number[];
  readonly labels: readonly string[];
  /** The lowest row's roll; rolls below read as it, above the last row as the last. */
  readonly firstRoll: number;
  /** `rows[roll - firstRoll][band]`: PF lost, and `*` (a morale test, 8.6) where printed. */
  readonly rows: readonly (readonly string[])[];
  /** `published` or `reconstructed`, with a note. */
  readonly provenance: string;
}

const LOST_HEADINGS = 'column headings lost in the copy but for a "9": reconstructed as 1-4, 5-8, 9+ (see the ruleset README)';

/** JdG 8.1 P4: artillery fire on even rounds, by the Artillery Bonus (BA) of the force. */
export const ARTILLERY_TABLE: BandTable = {
  bands: [1, 5, 9], labels: ['1-4', '5-8', '9+'], firstRoll: 1,
  rows: [['0', '0', '0'], ['0', '0', '0'], ['0', '0', '0'], ['0', '1', '1'], ['1', '1', '1'], ['1', '1', '2*']],
  provenance: `results published; ${LOST_HEADINGS}`,
};

/** JdG 8.1 P6: pursuit by the Cavalry Bonus (BC) of the victor. */
export const PURSUIT_TABLE: BandTable = {
  bands: [1, 5, 9], labels: ['1-4', '5-8', '9+'], firstRoll: 1,
  rows: [['0', '0', '0'], ['0', '0', '0'], ['0', '1', '1'], ['0', '1', '1'], ['1', '1', '1'], ['1', '1', '2']],
  provenance: `results published; ${LOST_HEADINGS}`,
};

/** JdG 5.4: stragglers of a forced march or a concentration, by the PF of the unit. */
export const FORCED_MARCH_TABLE: BandTable = {
  bands: [1, 5, 9], labels: ['1-4', '5-8', '9+'], firstRoll: 1,
  rows: [['0', '0', '0'], ['0', '0', '0'], ['0', '0', '0'], ['0', '1', '1'], ['1', '1', '1'], ['1', '1', '2']],
  provenance: `results published; ${LOST_HEADINGS}`,
};

/** JdG 6.3: units revealed by a reconnaissance, by the cavalry PF (or their excess over a screen), rolls 0 to 8. */
export const RECONNAISSANCE_TABLE: BandTable = {
  bands: [1, 3, 5], labels: ['1-2', '3-4', '5+'], firstRoll: 0,
  rows: [
    ['0', '0', '0'], ['0', '0', '1'], ['0', '1', '1'], ['1', '1', '1'], ['1', '1', '2'],
    ['1', '2', '2'], ['2', '2', '3'], ['2', '2', '3'], ['2', '3', '4'],
  ],
  provenance: 'published (headings and results)',
};

/**
 * The result of a band table for a column value and a modified roll: the loss (or units revealed) and whether a
 * morale test follows (`*`); nothing below the first band.
 *
 * @example
 * ```ts
 * import { RECONNAISSANCE_TABLE, bandResult } from './smallTables.js';
 * bandResult(RECONNAISSANCE_TABLE, 5 - 2, 4); // JdG 6.3's example: 5 PF against a 2 PF screen reads the 3-4 column
 * ```
 */
export function bandResult(table: BandTable, value: number, roll: number): { readonly result: number; readonly morale: boolean } {
  let band = -1;
  for (let i = 0; i < table.bands.length; i++) if (value >= table.bands[i]!) band = i;
  if (band < 0) return { result: 0, morale: false };
  const row = Math.max(0, Math.min(table.rows.length - 1, roll - table.firstRoll));
  const cell = table.rows[row]![band]!;
  return { result: Number.parseInt(cell, 10), morale: cell.endsWith('*') };
}
