/**
 * Odds-ratio combat results tables (1-3, 1-2, 1-1, 2-1, 3-1...) as data,
 * with exact column lookup.
 *
 * @module
 */
import { checkCrtRows, crtCell, type CrtRows } from './crtRows.js';

/** One odds column: the ratio `attack : defense` it represents, and its printed label. */
export interface OddsColumn {
  readonly attack: number;
  readonly defense: number;
  readonly label: string;
}

/** An odds-ratio table: columns in increasing odds, one row per die face. */
export interface OddsTable<R extends string> extends CrtRows<R> {
  /** Columns from the worst odds for the attacker to the best, e.g. 1-5 ... 6-1. */
  readonly columns: readonly OddsColumn[];
}

/** The column an attack falls in, with the actual strengths as a reduced ratio. */
export interface OddsColumnLookup {
  readonly index: number;
  readonly label: string;
  /** Attack and defense strengths reduced by their gcd (as given when not integers). */
  readonly exactRatio: { readonly attack: number; readonly defense: number };
}

/**
 * Finds the column for `attack` against `defense`: the highest column whose
 * ratio is at most the actual odds, so odds always round in the defender's
 * favour (4 : 9 is 1 : 2.25, which is the 1-3 column). Odds better than the
 * best column use the best; worse than the worst use the worst. Comparison is
 * by cross-multiplication (`attack * col.defense >= col.attack * defense`),
 * exact for integer strengths; a defense of 0 counts as infinite odds.
 *
 * @example
 * ```ts
 * import { oddsColumn } from 'kriegsspiel';
 * import { NAW_CRT } from 'kriegsspiel/rulesets/napoleon-at-war'; // columns 1-5 ... 6-1
 * oddsColumn(NAW_CRT, 13, 4).label; // '3-1'
 * oddsColumn(NAW_CRT, 4, 9).label;  // '1-3'
 * oddsColumn(NAW_CRT, 20, 2).label; // '6-1', the best column
 * ```
 */
export function oddsColumn<R extends string>(table: OddsTable<R>, attack: number, defense: number): OddsColumnLookup {
  if (!(attack >= 0 && defense >= 0 && Number.isFinite(attack) && Number.isFinite(defense))) {
    throw new RangeError(`oddsColumn: strengths ${attack} and ${defense} must be finite and non-negative`);
  }
  const { columns } = table;
  if (columns.length === 0) throw new RangeError('oddsColumn: the table has no columns');
  let index = 0;
  for (let i = columns.length - 1; i >= 0; i--) {
    const c = columns[i] as OddsColumn;
    if (attack * c.defense >= c.attack * defense) {
      index = i;
      break;
    }
  }
  return { index, label: (columns[index] as OddsColumn).label, exactRatio: reduce(attack, defense) };
}

/** The result in column `columnIndex` for die face `roll` (see `crtCell`). */
export function oddsResult<R extends string>(table: OddsTable<R>, columnIndex: number, roll: number): R {
  return crtCell(table, columnIndex, roll);
}

/** Problems with an odds table (empty when it is usable): shapes, positive ratios in increasing order. */
export function checkOddsTable(table: OddsTable<string>): string[] {
  const problems: string[] = [];
  if (table.columns.length === 0) problems.push('columns is empty');
  table.columns.forEach((c, i) => {
    if (!(c.attack > 0 && c.defense > 0 && Number.isFinite(c.attack) && Number.isFinite(c.defense))) {
      problems.push(`columns[${i}] (${c.label}) needs positive finite attack and defense`);
    }
    const prev = table.columns[i - 1];
    if (prev !== undefined && !(c.attack * prev.defense > prev.attack * c.defense)) {
      problems.push(`columns[${i}] (${c.label}) is not better odds than ${prev.label}`);
    }
  });
  return [...problems, ...checkCrtRows(table, table.columns.length)];
}

function reduce(attack: number, defense: number): { attack: number; defense: number } {
  if (!Number.isInteger(attack) || !Number.isInteger(defense)) return { attack, defense };
  const g = gcd(attack, defense);
  return g === 0 ? { attack, defense } : { attack: attack / g, defense: defense / g };
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
