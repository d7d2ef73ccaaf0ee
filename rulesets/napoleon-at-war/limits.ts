/**
 * The largest values Napoleon at War's schemas accept, so that no input that passes validation can make the engine
 * do unbounded work (a movement allowance of 20,000 or a set-up radius of 100,000 once listed every hex out to that
 * distance and exhausted the process). Each is far above anything a published scenario uses.
 *
 * @example
 * ```ts
 * import { LIMITS } from 'kriegsspiel/rulesets/napoleon-at-war';
 * LIMITS.movement; // 40: no unit of the series moves more than 6
 * ```
 */
export const LIMITS = Object.freeze({
  /** Game-turns of a scenario (Wagram has 14). */
  turns: 200,
  /** Units of a scenario (Wagram has 82). */
  units: 1000,
  /** A unit's printed movement allowance, in movement points. */
  movement: 40,
  /** A unit's printed combat strength. */
  strength: 100,
  /** Points of any award, minimum or region rate. */
  points: 100_000,
  /** The radius of a set-up area (clamped to the map's size in any case). */
  radius: 100,
  /** Movement-point costs of terrain, hexsides and exits. */
  cost: 40,
  /** The length of names, ids and labels. */
  name: 200,
  /** Entries of any list of names or hexes (entry hexes, night turns, awards, CRT columns, die faces). */
  list: 10_000,
});
