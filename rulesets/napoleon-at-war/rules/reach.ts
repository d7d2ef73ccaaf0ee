import type { NawContext } from '../context.js';
import { memoKey, type MovementRules, type Reachable } from 'kriegsspiel';
import { hexsideBarsUnder, terrainAt, terrainTable, enemyControls, sideAt, enemyOf, type Board } from '../board.js';
import type { NawOptions } from '../options.js';
import { ROAD, SLOPE, STREAM, BRIDGE, TRAIL } from '../context.js';
import type { Side, UnitKind } from '../types.js';
import { arrivalTurn, mayEnterBy } from './arrivals.js';
import { arrivalPathfinder, mapPathfinder } from './pathfinders.js';
import { isNight } from './sequence.js';

/**
 * Where one unit can go this movement phase, with costs in half movement points. Valid only until the next reach
 * search in the same scenario: copy out what you need first (see `rules/pathfinders.ts`).
 */
export interface UnitReach {
  /** The search result over map hexes (plus the off-map start of a reinforcement). */
  readonly reach: Reachable;
  /** The unit's allowance in half movement points. */
  readonly budget: number;
  /** The start node: the unit's hex, or the off-map node of an arriving reinforcement. */
  readonly start: number;
}

/** Half movement points, so that road movement (1/2 MP, NAW 5.22) stays in integers. */
export const HALF = 2;

/**
 * The movement cost in half points of stepping from `from` to `to` through hexside `dir` (NAW 5.2, 9.0):
 * road-to-road 1/2 MP and trail-to-trail 1 MP whatever the hex; otherwise the hex's cost; plus 2 MP across an
 * unbridged stream and 1 MP across a slope toward its uphill hex. `Infinity` where the unit may not go.
 */
export function stepCost(board: Board, unitIndex: number, from: number, to: number, dir: number): number {
  const { state, ctx } = board;
  if (from === ctx.map.grid.size) {
    // NAW 14.3: one MP to be placed on the map, never on prohibited terrain (NAW 9.0; Wagram 14.x: not on the Danube).
    const entered = terrainAt(state, ctx, to);
    // No road leads onto the map, so road-only terrain (marsh) cannot be an entry hex either.
    return mayEnterBy(board, unitIndex, to) && entered.cost !== null && !entered.roadOnly ? HALF : Infinity;
  }
  return mapStepCost(ctx, state.options, state.units[unitIndex]!.kind, from, to, dir);
}

/**
 * {@link stepCost} of a step between two map hexes, which depends only on the options, the unit's kind and the map
 * (so `rules/stepTables.ts` can tabulate it once per options object).
 */
export function mapStepCost(ctx: NawContext, options: NawOptions, kind: UnitKind, from: number, to: number, dir: number): number {
  const costs = options.hexsideCosts;
  if (hexsideBarsUnder(options, ctx, kind, from, dir)) return Infinity;
  const terrain = terrainTable(ctx, options)[to]!;
  if (terrain.cost === null) return Infinity;
  const features = ctx.map.hexsideFeatures(from, dir);
  let cost: number;
  if (features & ROAD) cost = costs.road * HALF; // NAW 5.22
  else if (features & TRAIL) cost = costs.trail * HALF; // NAW 5.23
  else if (terrain.roadOnly) return Infinity; // NAW 9.0 marsh: only along a road
  else cost = terrain.cost * HALF; // NAW 5.21
  if ((features & STREAM) !== 0 && (features & BRIDGE) === 0) cost += costs.stream * HALF; // NAW 5.25
  if ((features & SLOPE) !== 0 && ctx.map.uphillOf(from, dir) === to) cost += costs.slope * HALF; // NAW 5.26
  return cost;
}

/** Whether the unit may enter `hex` at all this phase (NAW 5.12, 10.2, Wagram 15.3). */
export function mayEnter(board: Board, unitIndex: number, hex: number): boolean {
  return mayEnterAt(board, unitIndex, hex, isNight(board.ctx, board.state));
}

/** {@link mayEnter} with the night known (it is the same for every hex of a search). */
function mayEnterAt(board: Board, unitIndex: number, hex: number, night: boolean): boolean {
  const unit = board.state.units[unitIndex]!;
  if (sideAt(board, hex, enemyOf(unit.side))) return false; // NAW 5.12
  const confined = board.ctx.confinement[unitIndex];
  if (confined && confined[hex] !== 1) return false; // Wagram 15.3
  return !(night && enemyControls(board, hex, unit.side)); // NAW 10.2
}

/**
 * The movement rules of a context's searches, made once per context (kept in its memo, a cache the ruleset instance
 * owns) so that a search allocates no callbacks: they read the unit being searched for from the searcher, which
 * {@link reachOf} sets just before each search and clears after it. Searches never nest, so one searcher suffices.
 */
interface Searcher {
  board: Board | null;
  unit: number;
  side: Side;
  night: boolean;
  readonly rules: MovementRules & { canLeaveStart: boolean; target: number };
}

const SEARCHER = memoKey<Searcher>('reach searcher');

function searcherOf(ctx: NawContext): Searcher {
  return ctx.memo.get(SEARCHER, makeSearcher);
}

function makeSearcher(): Searcher {
  const searcher: Searcher = {
    board: null,
    unit: 0,
    side: 'french',
    night: false,
    rules: {
      stepCost: (from, to, dir) => stepCost(searcher.board!, searcher.unit, from, to, dir),
      canEnter: (hex) => mayEnterAt(searcher.board!, searcher.unit, hex, searcher.night),
      stopsOnEntry: (hex) => enemyControls(searcher.board!, hex, searcher.side), // NAW 6.0
      canLeaveStart: true,
      target: -1,
    },
  };
  return searcher;
}

/**
 * Where a unit can move this phase, or `null` if it may not move at all (moved, gone, not yet arrived). With a
 * `target` hex the search stops once that hex is settled: only its cost and path are then complete.
 */
export function reachOf(board: Board, unitIndex: number, target = -1): UnitReach | null {
  const { state, ctx } = board;
  const unit = state.units[unitIndex]!;
  if (unit.moved) return null; // NAW 5.17
  const arriving = unit.status === 'waiting' && arrivalTurn(ctx, state, unitIndex) <= state.turn;
  if (unit.status !== 'active' && !arriving) return null;
  const start = arriving ? ctx.map.grid.size : unit.hex;
  const finder = arriving ? arrivalPathfinder(ctx, unitIndex) : mapPathfinder(ctx);
  const budget = unit.movement * HALF;
  const searcher = searcherOf(ctx);
  searcher.board = board;
  searcher.unit = unitIndex;
  searcher.side = unit.side;
  searcher.night = isNight(ctx, state);
  searcher.rules.canLeaveStart = arriving || !enemyControls(board, unit.hex, unit.side); // NAW 5.13
  searcher.rules.target = target;
  const reach = finder.reachable(start, budget, searcher.rules);
  searcher.board = null; // keep no state alive between searches
  return { reach, budget, start };
}

/**
 * Where a unit could go on from `start` with `budget` half movement points left, under the same rules as its own
 * search ({@link reachOf}): for a route through a given hex (a place entered on the way, Wagram 17.11). The caller
 * checks the whole route with `checkRoute`. Valid only until the next search: copy out what you need first.
 */
export function reachFrom(board: Board, unitIndex: number, start: number, budget: number): Reachable {
  const { state, ctx } = board;
  const searcher = searcherOf(ctx);
  searcher.board = board;
  searcher.unit = unitIndex;
  searcher.side = state.units[unitIndex]!.side;
  searcher.night = isNight(ctx, state);
  searcher.rules.canLeaveStart = !enemyControls(board, start, searcher.side); // NAW 6.0: a unit stops where it enters enemy control
  searcher.rules.target = -1;
  const reach = mapPathfinder(ctx).reachable(start, budget, searcher.rules);
  searcher.board = null;
  return reach;
}
