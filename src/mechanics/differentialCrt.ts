/**
 * Differential combat results tables, where the column is the attack
 * strength minus the defense strength, banded into columns.
 *
 * @module
 */
import { checkCrtRows, crtCell, type CrtRows } from './crtRows.js';

/**
 * One differential column, covering `min..max` inclusive. The first column
 * has no `min` (it takes everything below) and the last no `max`.
 */
export interface DifferentialColumn {
  readonly label: string;
  readonly min?: number | undefined;
  readonly max?: number | undefined;
}

/** A differential table: columns from the lowest differential to the highest, one row per die face. */
export interface DifferentialTable<R extends string> extends CrtRows<R> {
  readonly columns: readonly DifferentialColumn[];
}

/** The column an attack falls in, with the differential that put it there. */
export interface DifferentialColumnLookup {
  readonly index: number;
  readonly label: string;
  /** `attack - defense`. */
  readonly differential: number;
}

/**
 * Finds the column for `attack - defense`: the last column whose `min` is at
 * or below the differential (the first column is open below, the last open
 * above). A fractional differential falling between two bands goes to the
 * lower one, in the defender's favour.
 *
 * @example
 * ```ts
 * import { differentialColumn, type DifferentialTable } from 'kriegsspiel';
 * const table: DifferentialTable<'AE' | 'AR' | 'EX' | 'DR' | 'DE'> = {
 *   columns: [
 *     { label: '<=-2', max: -2 }, { label: '-1..0', min: -1, max: 0 }, { label: '+1..+2', min: 1, max: 2 },
 *     { label: '+3..+5', min: 3, max: 5 }, { label: '>=+6', min: 6 },
 *   ],
 *   dieFaces: [1, 2],
 *   rows: [['AR', 'EX', 'DR', 'DR', 'DE'], ['AE', 'AR', 'AR', 'EX', 'DR']],
 * };
 * differentialColumn(table, 7, 3).label;  // '+3..+5'
 * differentialColumn(table, 2, 9).label;  // '<=-2'
 * differentialColumn(table, 20, 3).label; // '>=+6'
 * ```
 */
export function differentialColumn<R extends string>(
  table: DifferentialTable<R>,
  attack: number,
  defense: number,
): DifferentialColumnLookup {
  const differential = attack - defense;
  if (!Number.isFinite(differential)) throw new RangeError(`differentialColumn: ${attack} - ${defense} is not finite`);
  const { columns } = table;
  if (columns.length === 0) throw new RangeError('differentialColumn: the table has no columns');
  let index = 0;
  for (let i = columns.length - 1; i > 0; i--) {
    const min = (columns[i] as DifferentialColumn).min;
    if (min !== undefined && min <= differential) {
      index = i;
      break;
    }
  }
  return { index, label: (columns[index] as DifferentialColumn).label, differential };
}

/** The result in column `columnIndex` for die face `roll` (see `crtCell`). */
export function differentialResult<R extends string>(table: DifferentialTable<R>, columnIndex: number, roll: number): R {
  return crtCell(table, columnIndex, roll);
}

/** Problems with a differential table (empty when usable): open ends, ordered non-overlapping bands, shapes. */
export function checkDifferentialTable(table: DifferentialTable<string>): string[] {
  const problems: string[] = [];
  const cols = table.columns;
  if (cols.length === 0) problems.push('columns is empty');
  cols.forEach((c, i) => {
    const first = i === 0;
    const last = i === cols.length - 1;
    if (first && c.min !== undefined) problems.push(`columns[0] (${c.label}) must be open below (no min)`);
    if (last && c.max !== undefined) problems.push(`columns[${i}] (${c.label}) must be open above (no max)`);
    if (!first && c.min === undefined) problems.push(`columns[${i}] (${c.label}) needs a min`);
    if (!last && c.max === undefined) problems.push(`columns[${i}] (${c.label}) needs a max`);
    if (c.min !== undefined && c.max !== undefined && c.min > c.max) {
      problems.push(`columns[${i}] (${c.label}) has min ${c.min} above max ${c.max}`);
    }
    const prev = cols[i - 1];
    if (prev?.max !== undefined && c.min !== undefined && c.min <= prev.max) {
      problems.push(`columns[${i}] (${c.label}) overlaps ${prev.label}`);
    }
  });
  return [...problems, ...checkCrtRows(table, cols.length)];
}
