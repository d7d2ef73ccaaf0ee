/**
 * The Aspern turn track (MiB 3.1): turn 1 is 21 May 14:00 and day turns last one hour; turn 8 (21:00-24:00) and
 * turn 9 (00:00-03:00) are the night turns; turns 10-27 run from 03:00 to 20:00 on 22 May. Turn 0 is the set-up.
 *
 * @module
 */

/** The last turn of the Aspern scenario (22 May 20:00). */
export const ASPERN_LAST_TURN = 27;

/**
 * The day and the hour a turn starts, as the provenance notes write them (`21 May 14:00`).
 *
 * @example
 * clockOfTurn(1); // '21 May 14:00'
 * clockOfTurn(9); // '22 May 00:00'
 * clockOfTurn(15); // '22 May 08:00'
 */
export function clockOfTurn(turn: number): string {
  if (!Number.isInteger(turn) || turn < 1 || turn > ASPERN_LAST_TURN) throw new RangeError(`no turn ${turn}`);
  const [day, hour] = turn <= 8 ? [21, 13 + turn] : turn === 9 ? [22, 0] : [22, turn - 7];
  return `${day} May ${String(hour).padStart(2, '0')}:00`;
}
