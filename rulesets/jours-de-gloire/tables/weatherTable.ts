/**
 * The Weather Table of Jours de Gloire Campaign: The Danube (JdG 3.1), as data: the weather per modified roll and
 * month group, the monthly modifiers, and Rain* (rain now, mud on the next turn without a roll).
 *
 * @module
 */

/** The weather of a turn (3.1); `rain*` is rain whose next turn is mud. */
export const WEATHERS = ['clear', 'rain', 'rain*', 'mud', 'snow'] as const;
/** One weather result. */
export type Weather = (typeof WEATHERS)[number];

/** The month groups of the table's columns, by month number 1-12. */
const GROUP_OF_MONTH = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3] as const;

/** Rows for modified rolls 1 (or less) to 6 (or more); columns Jan-Mar, Apr-Jun, Jul-Sep, Oct-Dec. */
const ROWS: readonly (readonly Weather[])[] = [
  ['clear', 'clear', 'clear', 'clear'],
  ['clear', 'clear', 'clear', 'clear'],
  ['clear', 'clear', 'clear', 'clear'],
  ['rain*', 'clear', 'clear', 'rain*'],
  ['snow', 'rain', 'clear', 'rain*'],
  ['snow', 'rain*', 'rain', 'snow'],
];

/** The roll modifier of a month (3.1): +1 in January, February, April, September and December, -1 in March, June, July. */
export function monthModifier(month: number): number {
  if ([1, 2, 4, 9, 12].includes(month)) return 1;
  return [3, 6, 7].includes(month) ? -1 : 0;
}

/**
 * The weather for a die roll in a month (1-12), or mud without a roll after a Rain* turn (3.1).
 *
 * @example
 * ```ts
 * // weatherFor(11, 4, false) === 'rain*'; weatherFor(11, 1, true) === 'mud'
 * ```
 */
export function weatherFor(month: number, die: number, afterRainStar: boolean): Weather {
  if (afterRainStar) return 'mud';
  const roll = Math.max(1, Math.min(6, die + monthModifier(month)));
  return ROWS[roll - 1]![GROUP_OF_MONTH[month - 1]!]!;
}

/** Movement points per kind (the Movement Table, 5.0) and what the weather takes off (3.1). */
export function movementPoints(kind: 'general' | 'cavalry' | 'infantry', weather: Weather): number {
  const base = kind === 'infantry' ? 6 : 8;
  if (weather === 'clear') return base;
  if (weather === 'mud') return base - (kind === 'cavalry' ? 2 : 1);
  return base - 1;
}
