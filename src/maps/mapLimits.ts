/**
 * The largest values the map formats accept, so that no map that passes validation can make a loader or a ruleset
 * do unbounded work. Each is far above anything a printed map needs (the Wagram map: 1,064 hexes, 400 hexsides,
 * 29 places, 144 notes).
 *
 * @example
 * ```ts
 * import { MAP_LIMITS } from 'kriegsspiel';
 * MAP_LIMITS.hexes; // 10000: a printed grid has at most 100 columns of 100 rows (two-digit numbers)
 * ```
 */
export const MAP_LIMITS = Object.freeze({
  /** Hexes of a grid: two printed digits give at most 100 columns and 100 rows. */
  hexes: 10_000,
  /** The length of an id, a name or a kind (terrain, place, region, edge, box, connection kind). */
  name: 200,
  /** The length of a free-text note (provenance notes, hex and hexside notes). */
  text: 100_000,
  /** Terrain types of a hex map (its terrain is stored one byte per hex). */
  terrainTypes: 256,
  /** Entries of any other list or record of a map (hexsides, places, regions, notes, boxes, connections). */
  entries: 100_000,
  /** The movement cost of a point-to-point connection. */
  cost: 1_000_000,
});
