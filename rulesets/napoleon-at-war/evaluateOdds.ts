import { placeStake } from './evaluateReach.js';
import type { EvalTables } from './evaluateTables.js';
import type { CombatResult } from './tables.js';
import type { NawState, Side } from './types.js';

/** How much a CRT result is worth to the attacker, per attacking (a) and defending (d) strength point. */
const RESULT_VALUE: Readonly<Record<CombatResult, (a: number, d: number) => number>> = {
  De: (_a, d) => d,
  Ex: (a, d) => d - Math.min(a, d),
  Dr: (_a, d) => 0.25 * d,
  Ar: (a) => -0.25 * a,
  Ae: (a) => -a,
};

/** The CRT column of an attack of strength `attack` on a defence worth `defense` (terrain included): the best whose odds it meets. */
export function columnOf(crt: NawState['options']['crt'], attack: number, defense: number): number {
  let column = 0;
  while (column + 1 < crt.columns.length && attack * crt.columns[column + 1]!.defense >= crt.columns[column + 1]!.attack * defense) column++;
  return column;
}

/** The expected worth to the attacker of a CRT column, for attack strength `a`, defending strength `d` of which `trapped` cannot retreat. */
export function worth(crt: NawState['options']['crt'], column: number, a: number, d: number, trapped: number): number {
  let total = 0;
  for (const row of crt.rows) {
    const result = row[column]!;
    total += result === 'Dr' ? trapped + RESULT_VALUE.Dr(a, d - trapped) : RESULT_VALUE[result](a, d);
  }
  return total / crt.rows.length;
}

/** The share of a CRT column's results that empty the defender's hex (De, Dr, Ex). */
export function vacated(crt: NawState['options']['crt'], column: number): number {
  let n = 0;
  for (const row of crt.rows) if (row[column] === 'De' || row[column] === 'Dr' || row[column] === 'Ex') n++;
  return n / crt.rows.length;
}

/**
 * The points `attacker` would score by advancing a unit of strength `advancing` into `hex` (NAW 7.74): what it could
 * still score at a place there (on entry, and for holding it at the end), plus its points per strength point there.
 * `t.occupant` must be filled.
 */
export function stakeAt(state: NawState, t: EvalTables, attacker: Side, hex: number, advancing: number): number {
  const group = t.placeGroupAt[attacker][hex]!;
  const place = group >= 0 ? placeStake(state, attacker, t.groups[attacker][group]!, t) : 0;
  return place + (t.perStrength[attacker]?.[hex] ?? 0) * advancing;
}

