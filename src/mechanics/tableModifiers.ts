/**
 * Column shifts and die-roll modifiers for combat results tables, both
 * clamped to the table's edges as printed tables do.
 *
 * @module
 */

/**
 * Shifts a column index by `shift` columns (positive = toward the attacker's
 * best column), clamped to `0..columnCount-1`.
 *
 * @example
 * ```ts
 * import { shiftColumn } from 'kriegsspiel';
 * shiftColumn(3, 2, 10);  // 5
 * shiftColumn(8, 3, 10);  // 9 (the last column)
 * shiftColumn(1, -4, 10); // 0 (the first column)
 * ```
 */
export function shiftColumn(index: number, shift: number, columnCount: number): number {
  if (!Number.isInteger(columnCount) || columnCount < 1) {
    throw new RangeError(`shiftColumn: columnCount ${columnCount} must be a positive integer`);
  }
  if (!Number.isInteger(index) || !Number.isInteger(shift)) {
    throw new RangeError(`shiftColumn: index ${index} and shift ${shift} must be integers`);
  }
  return Math.min(columnCount - 1, Math.max(0, index + shift));
}

/**
 * Applies a die-roll modifier, clamping the result to `min..max` (the lowest
 * and highest rows of the table, e.g. `table.dieFaces[0]` and the last face).
 *
 * @example
 * ```ts
 * import { applyDrm } from 'kriegsspiel';
 * applyDrm(5, +2, 1, 6); // 6
 * applyDrm(2, -3, 1, 6); // 1
 * ```
 */
export function applyDrm(roll: number, modifier: number, min: number, max: number): number {
  if (min > max) throw new RangeError(`applyDrm: min ${min} is above max ${max}`);
  return Math.min(max, Math.max(min, roll + modifier));
}
