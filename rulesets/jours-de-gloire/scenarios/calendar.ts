/**
 * The turn calendar of Jours de Gloire Campaign: The Danube (JdG 0.2: a turn is a fortnight, the beginning or the
 * end of a month) and the length of each of the nine scenarios, as the rules give them.
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

/** The nine scenarios' calendars (the rules' "Length" of each). */
export const SCENARIO_CALENDARS: Readonly<Record<string, ScenarioCalendar>> = {
  'danube-s1': { first: { year: 1800, month: 4, half: 'end' }, turns: 6 }, // S1: end of April to beginning of July 1800
  'danube-s2': { first: { year: 1800, month: 11, half: 'end' }, turns: 3 }, // S2: end of November to end of December 1800
  'danube-s3': { first: { year: 1800, month: 4, half: 'end' }, turns: 17 }, // S3: end of April to end of December 1800
  'danube-s4': { first: { year: 1805, month: 9, half: 'end' }, turns: 4 }, // S4: end of September to beginning of November 1805
  'danube-s5': { first: { year: 1805, month: 11, half: 'beginning' }, turns: 4 }, // S5: beginning of November to end of December 1805
  'danube-s6': { first: { year: 1805, month: 9, half: 'end' }, turns: 7 }, // S6: end of September to end of December 1805
  'danube-s7': { first: { year: 1809, month: 4, half: 'beginning' }, turns: 6 }, // S7: beginning of April to end of June 1809
  'danube-s8': { first: { year: 1809, month: 5, half: 'end' }, turns: 6 }, // S8: end of May to beginning of August 1809
  'danube-s9': { first: { year: 1809, month: 4, half: 'beginning' }, turns: 8 }, // S9: beginning of April to end of July 1809
};

/**
 * The date of turn `n` (from 1) of a calendar.
 *
 * @example
 * ```ts
 * // dateOfTurn(SCENARIO_CALENDARS['danube-s6']!, 3): the end of October 1805, when S6's third-turn reinforcements come
 * ```
 */
export function dateOfTurn(calendar: ScenarioCalendar, n: number): TurnDate {
  const start = (calendar.first.month - 1) * 2 + (calendar.first.half === 'end' ? 1 : 0);
  const index = start + n - 1;
  return { year: calendar.first.year + Math.floor(index / 24), month: (Math.floor(index / 2) % 12) + 1, half: index % 2 === 0 ? 'beginning' : 'end' };
}

/** The turn of a calendar on a date, or `null` outside the scenario. */
export function turnOfDate(calendar: ScenarioCalendar, date: TurnDate): number | null {
  const index = (date.year - calendar.first.year) * 24 + (date.month - 1) * 2 + (date.half === 'end' ? 1 : 0);
  const n = index - ((calendar.first.month - 1) * 2 + (calendar.first.half === 'end' ? 1 : 0)) + 1;
  return n >= 1 && n <= calendar.turns ? n : null;
}
