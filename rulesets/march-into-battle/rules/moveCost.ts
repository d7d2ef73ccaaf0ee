import { BRIDGE, CREEK, RIVER, ROAD, SLOPE, STEEP, STREAM, TERRAIN, TRAIL } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibOptions } from '../options.js';
import type { MoveCell, TerrainRow, TerrainRowName } from '../tables.js';

/** What crossing one hexside costs a mover: MP, `Infinity` (prohibited), or `'all'` (the whole allowance, MiB TEC). */
export type StepCost = number | 'all';

const cellCost = (cell: MoveCell, base: number): StepCost =>
  cell === 'prohibited' ? Infinity : cell === 'all' ? 'all' : cell === 'none' ? base : 'cost' in cell ? cell.cost : base + cell.add;

const HEX_ROW: readonly Exclude<TerrainRowName, 'river'>[] = ['clear', 'forest', 'village', 'town', 'swamp'];

/**
 * The MP cost of stepping from `from` across `dir` into its neighbour (MiB 6.0, TEC): the road's cost when a road or
 * side road crosses the hexside (roads cross water at their bridges and ignore slopes), else the hex's terrain (a
 * village or town costs as clear) plus the hexside's stream, creek or slope; river hexsides only at a bridge.
 * `trains` reads the Trn/BE column.
 *
 * @example
 * ```ts
 * stepCost(ctx, state.options, hex, 0, false); // 2 into clear, 1 along a main road
 * ```
 */
export function stepCost(ctx: MibContext, options: MibOptions, from: number, dir: number, trains: boolean): StepCost {
  const to = ctx.map.grid.neighbor(from, dir);
  if (to < 0) return Infinity;
  const t = options.terrain;
  const mask = ctx.map.hexsideFeatures(from, dir);
  if ((mask & ROAD) !== 0) return column(t.mainRoad, trains, 0);
  if ((mask & TRAIL) !== 0) return column(t.sideRoad, trains, 0);
  if ((mask & RIVER) !== 0) return (mask & BRIDGE) !== 0 ? column(t.riverBridge, trains, 0) : Infinity;
  if (ctx.terrain[to] === TERRAIN.river) return Infinity;
  const clear = column(t.clear, trains, 0);
  if (typeof clear !== 'number') return clear;
  const row = HEX_ROW[ctx.terrain[to]!]!;
  let cost = row === 'clear' ? clear : column(t[row], trains, clear);
  if ((mask & BRIDGE) === 0) {
    if ((mask & STREAM) !== 0) cost = add(cost, column(t.stream, trains, 0));
    if ((mask & CREEK) !== 0) cost = add(cost, column(t.creek, trains, 0));
  }
  if ((mask & (SLOPE | STEEP)) !== 0 && ctx.map.uphillOf(from, dir) === to) cost = add(cost, column((mask & STEEP) !== 0 ? t.steepSlope : t.upSlope, trains, 0));
  return cost;
}

/** A TEC row's movement cell for the mover, over a base cost. */
const column = (row: TerrainRow, trains: boolean, base: number): StepCost => cellCost(trains ? row.trainMove : row.move, base);

function add(a: StepCost, b: StepCost): StepCost {
  if (a === 'all' || b === 'all') return a === Infinity || b === Infinity ? Infinity : 'all';
  return a + b;
}
