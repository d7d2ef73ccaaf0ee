/**
 * The static half of the typed-array floor (bench/typedFloor.ts): Napoleon at War's movement costs precomputed once
 * per scenario and options as integer tables, read straight from the map data (terrain names, hexside feature bits,
 * uphill sides) and the options' charts, never through the library's rule functions.
 */
import type { NawContext } from 'kriegsspiel/rulesets/napoleon-at-war';
import type { NawOptions } from 'kriegsspiel/rulesets/napoleon-at-war';
import { featureBit } from 'kriegsspiel';

/** A step cost meaning "may not cross" (no real step costs this many half movement points). */
export const BARRED = 255;
/** The unit kinds in table order. */
export const FLOOR_KINDS = ['infantry', 'cavalry', 'artillery'] as const;

const RIVER = featureBit('river');
const BRIDGE = featureBit('bridge');
const STREAM = featureBit('stream');
const SLOPE = featureBit('slope');
const ROAD = featureBit('road');
const TRAIL = featureBit('trail');

/** The precomputed tables (all costs in half movement points). */
export interface FloorMap {
  /** Map hexes; node `size` is the off-map start of an arriving reinforcement. */
  readonly size: number;
  /** `neighbors[hex * 6 + dir]`: the neighbour through hexside `dir`, or -1 off the map. */
  readonly neighbors: Int32Array;
  /** Per kind: `steps[kind][hex * 6 + dir]`, the cost of stepping from `hex` through `dir`, or {@link BARRED}. */
  readonly steps: readonly Uint8Array[];
  /** Per kind: 1 where a unit of that kind in `hex` projects its zone of control through `dir` (NAW 6.6). */
  readonly zocOpen: readonly Uint8Array[];
  /** 1 where a reinforcement may be placed from off the map (enterable terrain that is not road-only; NAW 14.3). */
  readonly placeable: Uint8Array;
  /** The cost of being placed on the map (one movement point, NAW 14.3). */
  readonly entryCost: number;
  /** The cheapest step in movement points, which bounds how far a unit can go (as the library's action space). */
  readonly cheapestStep: number;
}

/**
 * Builds the tables: per kind and hexside, barred across an unbridged river (and, under the Wagram stream rule, an
 * unbridged stream for cavalry and artillery); else road-to-road or trail-to-trail at the road or trail cost, a
 * road-only hex barred otherwise, else the entered hex's terrain cost; plus the stream cost across an unbridged
 * stream and the slope cost toward the uphill hex.
 *
 * @example
 * ```ts
 * import { buildFloorMap } from './floorMap.js';
 * const floor = buildFloorMap(ctx, state.options); // ctx: the compiled Wagram scenario
 * floor.steps[0]![hex * 6 + 2]; // an infantry step from hex through hexside 2, in half movement points
 * ```
 */
export function buildFloorMap(ctx: NawContext, options: NawOptions): FloorMap {
  const map = ctx.map;
  const size = map.grid.size;
  const costs = options.hexsideCosts;
  const neighbors = new Int32Array(size * 6);
  const terrain = Array.from({ length: size }, (_, hex) => options.terrain[map.terrainName(hex)]!);
  const steps = FLOOR_KINDS.map(() => new Uint8Array(size * 6).fill(BARRED));
  const zocOpen = FLOOR_KINDS.map(() => new Uint8Array(size * 6));
  const placeable = new Uint8Array(size);
  for (let hex = 0; hex < size; hex++) {
    const t = terrain[hex]!;
    placeable[hex] = t.cost !== null && !t.roadOnly ? 1 : 0;
    for (let dir = 0; dir < 6; dir++) {
      const slot = hex * 6 + dir;
      const to = map.grid.neighbor(hex, dir);
      neighbors[slot] = to;
      if (to < 0) continue;
      const features = map.hexsideFeatures(hex, dir);
      const river = (features & RIVER) !== 0 && (features & BRIDGE) === 0;
      const stream = (features & STREAM) !== 0 && (features & BRIDGE) === 0;
      const entered = terrain[to]!;
      let base: number;
      if (features & ROAD) base = costs.road * 2;
      else if (features & TRAIL) base = costs.trail * 2;
      else if (entered.roadOnly || entered.cost === null) base = BARRED;
      else base = entered.cost * 2;
      if (entered.cost === null) base = BARRED;
      if (base !== BARRED) {
        if (stream) base += costs.stream * 2;
        if ((features & SLOPE) !== 0 && map.uphillOf(hex, dir) === to) base += costs.slope * 2;
      }
      FLOOR_KINDS.forEach((kind, k) => {
        const barred = river || (options.streamBarsCavalryAndArtillery && kind !== 'infantry' && stream);
        zocOpen[k]![slot] = barred ? 0 : 1;
        steps[k]![slot] = barred ? BARRED : Math.min(base, BARRED);
      });
    }
  }
  let cheapestStep = Math.min(1, costs.road, costs.trail);
  for (const effect of Object.values(options.terrain)) if (effect.cost !== null) cheapestStep = Math.min(cheapestStep, effect.cost);
  return { size, neighbors, steps, zocOpen, placeable, entryCost: 2, cheapestStep };
}
