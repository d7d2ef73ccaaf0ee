import * as v from 'valibot';

/**
 * The largest (and smallest) values Napoleon at War's schemas accept, so that no input that passes validation can
 * make the engine do unbounded work (a movement allowance of 20,000, a hexside cost of 1e-300 or a set-up radius of
 * 100,000 once listed every hex out to that distance and exhausted the process). Each is far beyond anything a
 * published scenario uses; maps are bounded by the package's `MAP_LIMITS`.
 *
 * @example
 * ```ts
 * import { LIMITS } from 'kriegsspiel/rulesets/napoleon-at-war';
 * LIMITS.movement; // 40: no unit of the series moves more than 6
 * LIMITS.minCost; // 0.5: the cheapest step of the published rules (a road hexside, NAW 5.22)
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
  /** The radius of a set-up area (clamped to the map's extent in any case). */
  radius: 100,
  /** Movement-point costs of terrain, hexsides and exits. */
  cost: 40,
  /**
   * The least movement-point cost of entering a hex, by terrain, road or trail, and of exiting the map: with the
   * largest allowance, a unit's reach is at most `movement / minCost` = 80 hexes. Added costs (stream, slope) may be 0.
   */
  minCost: 0.5,
  /** Entries of the terrain chart (a map has at most 256 terrain types). */
  terrains: 256,
  /** The length of names, ids and labels. */
  name: 200,
  /** The length of free text (a scenario's provenance). */
  text: 100_000,
  /** Entries of any list of names or hexes (entry hexes, night turns, awards, CRT columns, die faces). */
  list: 10_000,
});

/**
 * A movement-point cost (NAW 5.22: road movement costs 1/2): a multiple of 1/2 from `min` to `LIMITS.cost`. The test
 * is exact (`2x` is an integer), unlike a floating-point remainder: 1e-300 is refused.
 */
export function halfPoints(min: number): v.GenericSchema<number> {
  return v.pipe(v.number(), v.minValue(min), v.maxValue(LIMITS.cost), v.check((x) => Number.isInteger(x * 2), 'expected a multiple of 0.5'));
}
