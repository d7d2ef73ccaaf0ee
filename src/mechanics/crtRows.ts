/**
 * The die-roll half of a combat results table, shared by odds-ratio and
 * differential tables: one row per die face, one result per column.
 *
 * @module
 */

/** Rows of a results table: `rows[f][c]` is the result for die face `dieFaces[f]` in column `c`. */
export interface CrtRows<R extends string> {
  /** One row per die face, first row = lowest face. */
  readonly rows: readonly (readonly R[])[];
  /** The faces (or modified rolls) that index the rows, ascending, e.g. `[1, 2, 3, 4, 5, 6]`. */
  readonly dieFaces: readonly number[];
}

/**
 * The result in column `columnIndex` for die face `roll`; throws a
 * `RangeError` when the column or the face is not in the table (clamp a
 * modified roll first with `applyDrm`).
 */
export function crtCell<R extends string>(table: CrtRows<R>, columnIndex: number, roll: number): R {
  const f = table.dieFaces.indexOf(roll);
  if (f < 0) throw new RangeError(`no row for die roll ${roll}; faces are ${table.dieFaces.join(', ')}`);
  const cell = table.rows[f]?.[columnIndex];
  if (cell === undefined || !Number.isInteger(columnIndex)) {
    throw new RangeError(`column ${columnIndex} is not in the table`);
  }
  return cell;
}

/**
 * The probability of each result in one column when every row is equally
 * likely (one die face each), e.g. for explicit chance nodes.
 *
 * @example
 * ```ts
 * import { crtDistribution } from 'kriegsspiel';
 * import { NAW_CRT } from 'kriegsspiel/rulesets/napoleon-at-war';
 * crtDistribution(NAW_CRT, 6); // the 3-1 column: Map { 'Dr' => 0.833..., 'Ar' => 0.166... }
 * ```
 */
export function crtDistribution<R extends string>(table: CrtRows<R>, columnIndex: number): Map<R, number> {
  const out = new Map<R, number>();
  const p = 1 / table.dieFaces.length;
  for (const face of table.dieFaces) {
    const r = crtCell(table, columnIndex, face);
    out.set(r, (out.get(r) ?? 0) + p);
  }
  return out;
}

/** Problems with the rows of a table of `columnCount` columns (empty when fine). */
export function checkCrtRows(table: CrtRows<string>, columnCount: number): string[] {
  const problems: string[] = [];
  const faces = table.dieFaces;
  if (faces.length === 0) problems.push('dieFaces is empty');
  faces.forEach((f, i) => {
    if (!Number.isInteger(f)) problems.push(`dieFaces[${i}] (${f}) is not an integer`);
    if (i > 0 && f <= (faces[i - 1] as number)) problems.push(`dieFaces[${i}] (${f}) is not above the previous face`);
  });
  if (table.rows.length !== faces.length) {
    problems.push(`${table.rows.length} rows for ${faces.length} die faces`);
  }
  table.rows.forEach((row, i) => {
    if (row.length !== columnCount) problems.push(`rows[${i}] has ${row.length} results for ${columnCount} columns`);
  });
  return problems;
}
