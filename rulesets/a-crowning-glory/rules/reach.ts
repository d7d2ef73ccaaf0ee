import { inEnemyZoc, type Board } from '../board.js';
import type { AcgUnit } from '../types.js';
import { alliesTrained } from '../variants.js';
import { entryCost, stepCost } from './terrain.js';

/** Where a unit can go this move: the cheapest cost and the previous hex of every hex it can reach. */
export interface Reach {
  /** Cheapest movement points to reach each hex, -1 where it cannot. */
  readonly cost: Int16Array;
  /** The hex each reached hex was entered from on a cheapest path; -1 for the start or an entry hex. */
  readonly prev: Int32Array;
  /** The hexes it may end its move in (8.1: empty ones, 6.0), cheapest first. */
  readonly destinations: readonly number[];
  /** The edge hex it leaves the map from on its cheapest way off, and the total cost; -1 and 0 when it cannot. */
  readonly exitFrom: number;
  readonly exitCost: number;
}

/** The edge a unit of this state may leave the map by (4.1, 4.8), or `null`. */
export function exitEdge(board: Board, unit: AcgUnit): Uint8Array | null {
  const { ctx, state } = board;
  if (unit.side !== 'allied' || ctx.scenario.victory !== 'battle') return null;
  return state.demoralized.allied ? ctx.eastEdge : ctx.westEdge;
}

/** Whether units of `side` may pass through friends (6.1: the French; 6.2: the Allies only with Variant 3). */
export const passesThroughFriends = (board: Board, side: 'french' | 'allied'): boolean => side === 'french' || alliesTrained(board.state);

/** Whether the unit may pass through `hex` (6.1, 6.2: through friends as its side may; never an enemy). */
function mayEnter(board: Board, unit: AcgUnit, hex: number): boolean {
  const playArea = board.ctx.playArea;
  if (playArea !== null && playArea[hex] === 0) return false; // ACG 10.2
  const other = board.occupant[hex]! - 1;
  if (other < 0) return true;
  return board.state.units[other]!.side === unit.side && passesThroughFriends(board, unit.side);
}

/**
 * The reach of unit `u` this movement phase (ACG 8.1): a cheapest-cost search within its movement points, stopping
 * in the first enemy zone of control it enters (7.1). A unit that starts in an enemy zone may only move one hex, and
 * not into another (7.1, 7.5 wording: never from one EZOC to another). A unit coming on (5.7) starts from each entry
 * hex at that hex's cost. Costs are small integers: a bucket queue, no heap.
 */
export function reachOf(board: Board, u: number): Reach {
  const { ctx, state } = board;
  const unit = state.units[u]!;
  const grid = ctx.map.grid;
  const budget = state.options.movement[unit.side][unit.arm];
  const cost = new Int16Array(grid.size).fill(-1);
  const prev = new Int32Array(grid.size).fill(-1);
  const buckets: number[][] = Array.from({ length: budget + 1 }, () => []);
  const startInZoc = unit.hex >= 0 && inEnemyZoc(board, unit.hex, unit.side);
  if (unit.hex >= 0) {
    cost[unit.hex] = 0;
    buckets[0]!.push(unit.hex);
  } else {
    for (const e of ctx.variableEntry) {
      const c = entryCost(ctx, state.options, unit.arm, e);
      if (c <= budget && mayEnter(board, unit, e) && (cost[e] === -1 || c < cost[e]!)) {
        cost[e] = c;
        buckets[c]!.push(e);
      }
    }
  }
  const order: number[] = [];
  for (let c = 0; c <= budget; c++) {
    for (const h of buckets[c]!) {
      if (cost[h] !== c) continue;
      order.push(h);
      const start = h === unit.hex;
      if (!start && inEnemyZoc(board, h, unit.side)) continue; // ACG 7.1: entering an EZOC ends the move
      if (!start && startInZoc) continue; // ACG 7.1: one hex only out of an EZOC
      for (let d = 0; d < 6; d++) {
        const n = grid.neighbor(h, d);
        if (n < 0 || !mayEnter(board, unit, n)) continue;
        if (startInZoc && inEnemyZoc(board, n, unit.side)) continue; // ACG 7.1: never EZOC to EZOC
        const next = c + stepCost(ctx, state.options, unit.arm, h, n, d);
        if (next > budget || (cost[n] !== -1 && cost[n]! <= next)) continue;
        cost[n] = next;
        prev[n] = h;
        buckets[next]!.push(n);
      }
    }
  }
  const destinations = order.filter((h) => h !== unit.hex && board.occupant[h] === 0);
  let exitFrom = -1;
  let exitCost = 0;
  const edge = exitEdge(board, unit);
  if (edge !== null) {
    for (const h of order) {
      const leaving = cost[h]! + state.options.hexsides.exit;
      if (h !== unit.hex && (startInZoc || inEnemyZoc(board, h, unit.side))) continue; // ACG 7.1
      if (edge[h] !== 1 || leaving > budget) continue;
      if (exitFrom < 0 || leaving < exitCost) [exitFrom, exitCost] = [h, leaving];
    }
  }
  return { cost, prev, destinations, exitFrom, exitCost };
}

/** The hexes entered on the way to `hex`, `hex` last (the start excluded). */
export function pathTo(reach: Reach, hex: number, start: number): number[] {
  const path: number[] = [];
  for (let h = hex; h >= 0 && h !== start; h = reach.prev[h]!) path.push(h);
  return path.reverse();
}
