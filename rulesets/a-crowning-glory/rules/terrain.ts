import { HILLCREST, POND, ROAD, STREAM, type AcgContext } from '../context.js';
import type { AcgOptions } from '../options.js';
import { TERRAINS, type Arm, type Terrain } from '../vocabulary.js';

/** The terrain of a hex (ACG 8.3; a partial pond counts as the rest of the hex, 8.13, 9.8). */
export const terrainOf = (ctx: AcgContext, hex: number): Terrain => TERRAINS[ctx.terrain[hex]!]!;

/**
 * The movement points a unit of `arm` pays to step from `from` into its neighbour `to` across side `dir`, or
 * `Infinity` where it may not: the terrain of `to` (8.4-8.7), +1 across a stream unless a road crosses it too
 * (8.8, 8.11), +1 up a hillcrest (8.9); cavalry never cross a pond hexside (8.10) nor enter an All-Pond hex (8.7).
 * The costs add up (8.14).
 */
export function stepCost(ctx: AcgContext, options: AcgOptions, arm: Arm, from: number, to: number, dir: number): number {
  const base = options.terrain[terrainOf(ctx, to)].cost[arm];
  if (base === null) return Infinity;
  const side = ctx.map.hexsideFeatures(from, dir);
  if (side === 0) return base;
  if (arm === 'cavalry' && (side & POND) !== 0) return Infinity;
  let cost = base;
  if ((side & STREAM) !== 0 && (side & ROAD) === 0) cost += options.hexsides.stream;
  if ((side & HILLCREST) !== 0 && ctx.map.uphillOf(from, dir) === to) cost += options.hexsides.uphill;
  return cost;
}

/** The movement points to enter `hex` from off the map (5.7: the normal cost of the entry hex). */
export function entryCost(ctx: AcgContext, options: AcgOptions, arm: Arm, hex: number): number {
  return options.terrain[terrainOf(ctx, hex)].cost[arm] ?? Infinity;
}
