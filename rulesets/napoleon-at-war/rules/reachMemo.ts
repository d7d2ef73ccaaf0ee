import { enemyOf, terrainTable, type Board } from '../board.js';
import { memoKey, type TableReach } from 'kriegsspiel';
import type { Side } from '../types.js';
import { arrivalTurn, mayEnterBy } from './arrivals.js';
import { HALF, reachOf } from './reach.js';
import { isNight } from './sequence.js';
import { stepTable, tableReachOf } from './stepTables.js';

/** A unit's reach copied out of the search's buffers, so that later searches leave it intact. Never mutate it. */
export interface ReachCopy {
  /** The start node: the unit's hex, or the off-map node of an arriving reinforcement. */
  readonly start: number;
  /** The unit's allowance in half movement points. */
  readonly budget: number;
  /** Every node reached except the start, in order of increasing cost (ties by hex index). */
  readonly nodes: readonly number[];
  /** The cheapest cost of each of `nodes`, in half movement points. */
  readonly costs: readonly number[];
}

/**
 * The reaches found so far for one board, by unit index (`null`: the unit may not move), so that a legal-action
 * listing or a check searches each unit at most once. {@link newReachMemo} makes one for a single board; the
 * movement cache (`rules/movementCache.ts`) gives one that outlives boards while what a reach depends on stays put.
 */
export interface ReachMemo {
  /** The unit's known reach on this memo's board, or `undefined` when it has not been searched. */
  get(unitIndex: number): ReachCopy | null | undefined;
  /** Records the unit's reach on this memo's board. */
  set(unitIndex: number, reach: ReachCopy | null): void;
  /** Per hex, 1 where a unit of `side` may not enter on this board (an enemy unit; at night an enemy zone of control). */
  blocked(side: Side): Uint8Array;
}

/** A memo for one board: never keep it across a change of the state. */
export function newReachMemo(board: Board): ReachMemo {
  const known = new Map<number, ReachCopy | null>();
  const masks: Partial<Record<Side, Uint8Array>> = {};
  return {
    get: (unitIndex) => known.get(unitIndex),
    set: (unitIndex, reach) => void known.set(unitIndex, reach),
    blocked: (side) => (masks[side] ??= blockedMask(board, side)),
  };
}

/** Per hex, 1 where a unit of `side` may not enter: an enemy unit there (NAW 5.12), or at night its zone (10.2). */
export function blockedMask(board: Board, side: Side): Uint8Array {
  const { state, occupant } = board;
  const mask = new Uint8Array(occupant.length);
  const enemy = enemyOf(side);
  // The hexes whose occupant (see `Board.occupant`) is an enemy unit: found from the active enemy units, each of
  // which stands in one (a pass over the units, not over every hex).
  const units = state.units;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    if (unit.side !== enemy || unit.status !== 'active') continue;
    const other = occupant[unit.hex]! - 1;
    if (other >= 0 && units[other]!.side === enemy) mask[unit.hex] = 1;
  }
  if (isNight(board.ctx, state)) {
    const zoc = board.zoc[enemy];
    for (let hex = 0; hex < mask.length; hex++) mask[hex]! |= zoc[hex]!;
  }
  return mask;
}

/** Where a unit can move this phase (see `reachOf` in `rules/reach.ts`), searched once per memo. */
export function reachCopy(board: Board, unitIndex: number, memo: ReachMemo): ReachCopy | null {
  const known = memo.get(unitIndex);
  if (known !== undefined) return known;
  const copy = tableSearch(board, unitIndex, memo) ?? callbackSearch(board, unitIndex);
  memo.set(unitIndex, copy);
  return copy;
}

/**
 * The reach by the table-driven search (`createTableReach`): the same nodes, costs and order as `reachOf`, whose
 * rules it reads from tables and masks (step costs per options and kind, blocked hexes per side, enemy zones of
 * control, the unit's confinement). `undefined` when the step costs cannot be tabulated.
 */
function tableSearch(board: Board, unitIndex: number, memo: ReachMemo): ReachCopy | null | undefined {
  const ran = runTable(board, unitIndex, memo);
  return ran === null || ran === undefined ? ran : copyOut(ran);
}

/** The reach of a complete run, copied out of the search's buffers. */
function copyOut(ran: TableRun): ReachCopy {
  const { search, count } = ran;
  // Plain arrays: kept for a phase and dropped, they cost less to allocate and collect than typed arrays' buffers.
  // Allocated at their length (pushing grew them several times over).
  const nodes = new Array<number>(count);
  const costs = new Array<number>(count);
  const found = search.nodes;
  const spent = search.costs;
  for (let i = 0; i < count; i++) {
    nodes[i] = found[i]!;
    costs[i] = spent[i]!;
  }
  return { start: ran.start, budget: ran.budget, nodes, costs };
}

/**
 * Where a unit's reach starts (`ReachCopy.start`: its hex, or the off-map node of an arriving reinforcement), or -1
 * when it may not move (moved, gone, not yet arrived: `reachCopy` gives `null`), without searching its reach.
 */
export function reachStart(board: Board, unitIndex: number, memo: ReachMemo): number {
  const known = memo.get(unitIndex);
  return known === undefined ? startOf(board, unitIndex) : known === null ? -1 : known.start;
}

/** {@link reachStart} of a unit whose reach is not known. */
function startOf(board: Board, unitIndex: number): number {
  const { state, ctx } = board;
  const unit = state.units[unitIndex]!;
  if (unit.moved) return -1; // NAW 5.17
  if (unit.status === 'active') return unit.hex;
  return unit.status === 'waiting' && arrivalTurn(ctx, state, unitIndex) <= state.turn ? ctx.map.grid.size : -1;
}

/**
 * Whether map hex `to` is among a unit's reached nodes (`reachCopy(...).nodes`). Without a reach known yet, a search
 * that stops once `to` is settled: it answers yes for the cost of the nodes settled before `to`, and when it does not
 * get there it has searched the whole reach, which it keeps in `memo`.
 */
export function reaches(board: Board, unitIndex: number, to: number, memo: ReachMemo): boolean {
  const known = memo.get(unitIndex);
  if (known !== undefined) return known !== null && known.nodes.includes(to);
  const ran = runTable(board, unitIndex, memo, to);
  if (ran === undefined) return reachCopy(board, unitIndex, memo)?.nodes.includes(to) ?? false;
  if (ran === null) {
    memo.set(unitIndex, null);
    return false;
  }
  if (ran.count > 0 && ran.search.nodes[ran.count - 1] === to) return true; // the target is settled last, if at all
  memo.set(unitIndex, copyOut(ran)); // not reached: the search ran to its end
  return false;
}

/**
 * A cheapest path of a unit to map hex `to` (from its hex, or from the entry hex it comes in by) and its cost in half
 * movement points: the path `reachOf` would give (see `createTableReach`). `undefined` when the step costs cannot be
 * tabulated; `null` when the unit cannot reach `to` (or `to` is its start). Reads the last search's buffers when it
 * was this one (a move checked by {@link reaches}, then applied), else searches.
 */
export function tablePath(board: Board, unitIndex: number, to: number, memo: ReachMemo): { path: number[]; cost: number } | null | undefined {
  const last = board.ctx.memo.get(LAST_SEARCH, newLastSearch);
  const ran = last.board === board && last.unitIndex === unitIndex && last.target === to ? last.ran : runTable(board, unitIndex, memo, to);
  if (ran === null || ran === undefined) return ran;
  if (ran.count === 0 || ran.search.nodes[ran.count - 1] !== to) return null; // the target is settled last, if at all
  return { path: ran.search.path(to), cost: ran.search.costs[ran.count - 1]! };
}

/** One run of the table search (its result stays in the search's buffers until the next run). */
interface TableRun {
  readonly search: TableReach;
  readonly count: number;
  readonly start: number;
  readonly budget: number;
}

/** The last run of a context's table search and what it searched for (every run goes through `runTable`). */
const LAST_SEARCH = memoKey<{ board?: Board; unitIndex?: number; target?: number; ran?: TableRun }>('last table search');
const newLastSearch = (): { board?: Board; unitIndex?: number; target?: number; ran?: TableRun } => ({});

/** Runs the table search of a unit's reach (its result stays in the search's buffers until the next search). */
function runTable(board: Board, unitIndex: number, memo: ReachMemo, target = -1): TableRun | null | undefined {
  const start = startOf(board, unitIndex);
  if (start < 0) return null;
  const { state, ctx } = board;
  const unit = state.units[unitIndex]!;
  const table = stepTable(ctx, state.options, unit.kind);
  if (table === null) return undefined;
  const search = tableReachOf(ctx);
  const budget = unit.movement * HALF;
  const enemy = enemyOf(unit.side);
  const masks = { blocked: memo.blocked(unit.side), allowed: ctx.confinement[unitIndex] ?? null, stops: board.zoc[enemy] };
  let count: number;
  if (start === ctx.map.grid.size) {
    // NAW 14.3: one MP to be placed on the map, on an entry hex it may enter by (Wagram 14.6, 14.72), never on
    // prohibited or road-only terrain (NAW 9.0).
    const terrain = terrainTable(ctx, state.options);
    const seeds = ctx.entries[unitIndex]!.filter((hex) => mayEnterBy(board, unitIndex, hex) && terrain[hex]!.cost !== null && !terrain[hex]!.roadOnly);
    count = search.fromSeeds(seeds, HALF, budget, table, masks, target);
  } else count = search.fromNode(start, budget, table, masks, board.zoc[enemy][start] !== 1, target); // NAW 5.13
  const ran = { search, count, start, budget };
  Object.assign(ctx.memo.get(LAST_SEARCH, newLastSearch), { board, unitIndex, target, ran });
  return ran;
}

/** The reach by the callback search (`reachOf`), copied out of the pathfinder's buffers. */
function callbackSearch(board: Board, unitIndex: number): ReachCopy | null {
  const found = reachOf(board, unitIndex);
  if (found === null) return null;
  const nodes = Array.from(found.reach.nodes());
  return { start: found.start, budget: found.budget, nodes, costs: nodes.map((hex) => found.reach.cost(hex)) };
}
