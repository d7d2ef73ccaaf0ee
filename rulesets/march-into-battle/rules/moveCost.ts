import { BRIDGE, CREEK, RIVER, ROAD, SLOPE, STEEP, STREAM, TERRAIN, TRAIL } from '../board.js';
import type { MibContext } from '../context.js';
import type { MoveCell, TerrainRow, TerrainRowName } from '../tables.js';
import type { MibState } from '../types.js';
import { hexsideMask } from './hexsideMask.js';

/** What crossing one hexside costs a mover: MP, `Infinity` (prohibited), or `'all'` (the whole allowance, MiB TEC). */
export type StepCost = number | 'all';

const cellCost = (cell: MoveCell, base: number): StepCost =>
  cell === 'prohibited' ? Infinity : cell === 'all' ? 'all' : cell === 'none' ? base : 'cost' in cell ? cell.cost : base + cell.add;

const HEX_ROW: readonly Exclude<TerrainRowName, 'river'>[] = ['clear', 'forest', 'village', 'town', 'swamp'];

/**
 * The MP cost of stepping from `from` across `dir` into its neighbour (MiB 6.0, TEC): the road's cost when a road or
 * side road crosses the hexside (roads cross water at their bridges and ignore slopes), else the hex's terrain (a
 * village or town costs as clear) plus the hexside's stream, creek or slope; river hexsides only at a bridge, as
 * the bridges stand in play (6.10, 6.11). `trains` reads the Trn/BE column; `roads` false pays the non-road cost
 * (a raid on wagons, 7.5).
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { stepCost } from './moveCost.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * const aspern = ctx.map.grid.indexOf('0609');
 * [0, 1, 2, 3, 4, 5].map((dir) => stepCost(ctx, state, aspern, dir, false)); // [3, 1, 2, 1, 4, 3]: 1 along a road
 * ```
 */
export function stepCost(ctx: MibContext, state: MibState, from: number, dir: number, trains: boolean, roads = true): StepCost {
  const to = ctx.map.grid.neighbor(from, dir);
  if (to < 0) return Infinity;
  const t = state.options.terrain;
  const mask = hexsideMask(ctx, state, from, dir);
  if ((mask & RIVER) !== 0 && (mask & BRIDGE) === 0) return Infinity;
  if (roads && (mask & ROAD) !== 0) return column(t.mainRoad, trains, 0);
  if (roads && (mask & TRAIL) !== 0) return column(t.sideRoad, trains, 0);
  if ((mask & RIVER) !== 0) return column(t.riverBridge, trains, 0);
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
