/**
 * The turn calendar of Jours de Gloire Campaign: The Danube (JdG 0.2: a turn is a fortnight, the beginning or the
 * end of a month): a scenario's first turn and length (its `first` and `turns`) give each turn's date.
 *
 * @module
 */

/** The half of a month a turn covers (0.2: the turn marker's front and back). */
export type MonthHalf = 'beginning' | 'end';

/** A turn's date. */
export interface TurnDate {
  readonly year: number;
  /** 1-12. */
  readonly month: number;
  readonly half: MonthHalf;
}

/** A scenario's first turn and its number of turns. */
export interface ScenarioCalendar {
  readonly first: TurnDate;
  readonly turns: number;
}

/**
 * The date of turn `n` (from 1) of a calendar.
 *
 * @example
 * ```ts
 * // dateOfTurn({ first: { year: 1805, month: 9, half: 'end' }, turns: 7 }, 3): the end of October 1805, S6's turn 3
 * ```
 */
export function dateOfTurn(calendar: ScenarioCalendar, n: number): TurnDate {
  const start = (calendar.first.month - 1) * 2 + (calendar.first.half === 'end' ? 1 : 0);
  const index = start + n - 1;
  return { year: calendar.first.year + Math.floor(index / 24), month: (Math.floor(index / 2) % 12) + 1, half: index % 2 === 0 ? 'beginning' : 'end' };
}

/** A date's place in time, in half-months: a later date has a greater index. */
export const dateIndex = (date: TurnDate): number => date.year * 24 + (date.month - 1) * 2 + (date.half === 'end' ? 1 : 0);

/** The turn of a calendar on a date, or `null` outside the scenario. */
export function turnOfDate(calendar: ScenarioCalendar, date: TurnDate): number | null {
  const n = dateIndex(date) - dateIndex(calendar.first) + 1;
  return n >= 1 && n <= calendar.turns ? n : null;
}
