/**
 * The Combat Table of Jours de Gloire Campaign: The Danube (JdG 8.1 P3-P4, 8.4, 8.5), as data: the strength (PF)
 * columns, the losses per modified die roll from -1 to 10 and the starred results that call for a morale test
 * (8.6), with the modifiers the table lists. Transcribed from the rulebook; blank cells are 0.
 *
 * @module
 */

/** A Combat Table cell: PF the enemy loses, and whether a morale test follows at once (`*`, 8.6). */
export interface CombatCell {
  readonly loss: number;
  readonly morale: boolean;
}

/** The PF columns, lowest first: each covers `min..max` (the last is open). */
export const COMBAT_COLUMNS: readonly { readonly label: string; readonly min: number }[] = [
  { label: '1-3', min: 1 }, { label: '4-6', min: 4 }, { label: '7-10', min: 7 }, { label: '11-15', min: 11 }, { label: '16-21', min: 16 },
  { label: '22-29', min: 22 }, { label: '30-40', min: 30 }, { label: '41-60', min: 41 }, { label: '61-80', min: 61 }, { label: '81+', min: 81 },
];

/** The lowest and highest rows: modified rolls below are read on the first, above on the last. */
export const COMBAT_ROWS = { first: -1, last: 10 } as const;

// Rows -1 to 10; a trailing `*` calls for a morale test.
const PRINTED: readonly string[] = [
  '0 0 0 0 0 0 0 0 0 1',
  '0 0 0 0 0 0 0 0 1 1',
  '0 0 0 0 0 0 0 1 1 1',
  '0 0 0 0 0 0 1 1 1 1',
  '0 0 0 0 0 1 1 1 1 2',
  '0 0 0 0 1 1 1 1 2 2',
  '0 0 0 1 1 1 1 2 2 2*',
  '0 0 1 1 1 1 2 2 3* 3',
  '0 1 1 1 1 2 2 2* 3 3',
  '1 1 1 1 2 2 3* 3 3 4',
  '1 1 1 2 2 2* 3 3 4 4',
  '1 1 2 2 3* 3 3 4 4 5',
];

/** The table's cells, `COMBAT_TABLE[roll - COMBAT_ROWS.first][column]`. */
export const COMBAT_TABLE: readonly (readonly CombatCell[])[] = PRINTED.map((row) =>
  row.split(' ').map((cell) => ({ loss: Number.parseInt(cell, 10), morale: cell.endsWith('*') })),
);

/**
 * The column of a force of `pf` strength points (JdG 8.3: after multipliers, fractions dropped), shifted by `shift`
 * columns (8.5: right positive), kept on the table; a force of no PF fights on the first column.
 *
 * @example
 * ```ts
 * // combatColumn(12, 0) === 3 ('11-15'); combatColumn(12, -1) === 2 ('7-10')
 * ```
 */
export function combatColumn(pf: number, shift: number): number {
  let column = 0;
  for (let i = COMBAT_COLUMNS.length - 1; i >= 0; i--) {
    if (Math.floor(pf) >= COMBAT_COLUMNS[i]!.min) {
      column = i;
      break;
    }
  }
  return Math.max(0, Math.min(COMBAT_COLUMNS.length - 1, column + shift));
}

/** The cell of a modified roll on a column (JdG 8.4), rolls beyond the printed rows read on the nearest row. */
export function combatResult(column: number, roll: number): CombatCell {
  const row = Math.max(COMBAT_ROWS.first, Math.min(COMBAT_ROWS.last, roll)) - COMBAT_ROWS.first;
  return COMBAT_TABLE[row]![column]!;
}

/** The Combat Table's modifiers (JdG 8.5), as printed: PF multipliers, column shifts (attacker A, defender D), die modifiers. */
export const COMBAT_MODIFIERS = {
  multipliers: { fatiguedAttacker: 0.5, defenderInFortifiedCity: 0.25, cavalryInMountainOrDefensive: 0.5 },
  shifts: {
    flankAttack: { attacker: 2, defender: 0 },
    defenderEncircled: { attacker: 3, defender: 0 },
    defenderInMountain: { attacker: -1, defender: 0 },
    defenderInDefensiveTerrain: { attacker: -1, defender: 1 },
    defenderEntrenched: { attacker: -2, defender: 1 },
    fourthRound: { attacker: -1, defender: -1 },
  },
  dice: { attackAcrossBridge: { attacker: -2, defender: 0 }, defenceInClear: { attacker: 0, defender: 1 }, thirdAndFourthRounds: { attacker: -1, defender: -1 } },
} as const;
