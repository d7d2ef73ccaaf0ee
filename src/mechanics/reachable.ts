/**
 * Movement reach: every node a unit can reach within a movement budget, the
 * cheapest cost and a cheapest path to each, over any {@link Topology}.
 *
 * @module
 */
import type { Topology } from '../maps/index.js';
import { createMinHeap } from './minHeap.js';

/**
 * What a move may do, as callbacks over dense node indices.
 *
 * Costs must be non-negative. For exact arithmetic pass integers: when a
 * ruleset has fractional costs (a road hex costs 1/2), count in half-points
 * (road 1, clear 2, budget = 2 x movement allowance), so sums and budget
 * comparisons never suffer floating-point rounding.
 */
export interface MovementRules {
  /** Cost of stepping from `from` into its neighbour `to` through slot `k`; `Infinity` = prohibited. */
  stepCost(from: number, to: number, k: number): number;
  /** Whether the node may be entered at all (default: yes). Not asked for the start. */
  canEnter?(node: number): boolean;
  /**
   * Whether entering the node ends the move (e.g. an enemy zone of control):
   * such nodes are reachable but never moved on from. Not asked for the start.
   */
  stopsOnEntry?(node: number): boolean;
  /** Whether the unit may leave its start node (default true); false = nothing is reachable. */
  canLeaveStart?: boolean;
  /**
   * Stop as soon as this node's cheapest cost is known (a targeted search, e.g. to find the path of a chosen move):
   * then only the target's cost and path are complete, and `nodes()` lists the nodes settled so far. -1 or absent:
   * search everything within the budget.
   */
  target?: number;
}

/** The result of a reach search. */
export interface Reachable {
  readonly start: number;
  readonly budget: number;
  /** Cheapest cost to reach `node` (0 for the start), `Infinity` when unreachable. */
  cost(node: number): number;
  /** True when `node` is the start or reachable within the budget. */
  reaches(node: number): boolean;
  /** A cheapest path `[start, ..., node]`; `[start]` for the start, `[]` when unreachable. */
  path(node: number): number[];
  /** The neighbour slots taken along {@link Reachable.path} (one fewer than its nodes). */
  pathSlots(node: number): number[];
  /** Every reachable node except the start, in order of increasing cost. */
  nodes(): number[];
}

/** A reach search that owns and reuses its scratch buffers; see {@link createPathfinder}. */
export interface Pathfinder {
  readonly topology: Topology;
  /**
   * Runs a search. The result reads the pathfinder's buffers, so it is valid
   * only until the next search on this pathfinder; using it later throws.
   */
  reachable(start: number, budget: number, rules: MovementRules): Reachable;
}

/**
 * Makes a pathfinder for one topology, allocating its buffers once. Use it in
 * hot loops (move generation, rollouts); use {@link reachable} otherwise.
 *
 * @example
 * ```ts
 * import { createHexGrid, createPathfinder } from 'kriegsspiel';
 * const grid = createHexGrid({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even',
 *   columns: { first: 1, last: 10 }, rows: { first: 1, last: 10 } });
 * const units = [{ hex: grid.indexOf('0202'), movement: 2 }, { hex: grid.indexOf('0707'), movement: 3 }];
 * const finder = createPathfinder(grid);
 * const moves: number[][] = [];
 * for (const unit of units) {
 *   const reach = finder.reachable(unit.hex, unit.movement, { stepCost: () => 1 });
 *   moves.push(reach.nodes()); // copy out before the next search
 * }
 * ```
 */
export function createPathfinder(topology: Topology): Pathfinder {
  const size = topology.size;
  const cost = new Float64Array(size);
  const pred = new Int32Array(size);
  const predSlot = new Int32Array(size);
  // seen[v] === gen: cost/pred of v are from this search; done[v] === gen: v is settled.
  const seen = new Int32Array(size);
  const done = new Int32Array(size);
  const order = new Int32Array(size);
  const heap = createMinHeap(64);
  let gen = 0;

  function search(start: number, budget: number, rules: MovementRules): Reachable {
    if (!(start >= 0 && start < size && Number.isInteger(start))) {
      throw new RangeError(`reachable: start ${start} is not a node in 0..${size - 1}`);
    }
    if (!(budget >= 0)) throw new RangeError(`reachable: budget ${budget} must be non-negative`);
    if (gen === 0x7fffffff) {
      seen.fill(0);
      done.fill(0);
      gen = 0;
    }
    const g = ++gen;
    const { stepCost, canEnter, stopsOnEntry } = rules;
    const leaveStart = rules.canLeaveStart !== false;
    const target = rules.target ?? -1;
    let count = 0;
    heap.clear();
    seen[start] = g;
    cost[start] = 0;
    pred[start] = -1;
    predSlot[start] = -1;
    heap.push(0, start);
    while (heap.length > 0) {
      const c = heap.peekPriority();
      const u = heap.pop();
      // Lazy deletion: skip entries superseded by a cheaper push.
      if (done[u] === g) continue;
      done[u] = g;
      if (u === start) {
        if (!leaveStart) continue;
      } else {
        order[count++] = u;
        if (u === target) break; // settled: its cost and path are final
        if (stopsOnEntry !== undefined && stopsOnEntry(u)) continue;
      }
      const deg = topology.degree(u);
      for (let k = 0; k < deg; k++) {
        const v = topology.neighborAt(u, k);
        if (v < 0 || done[v] === g) continue;
        if (canEnter !== undefined && !canEnter(v)) continue;
        const step = stepCost(u, v, k);
        if (step === Infinity) continue;
        if (!(step >= 0)) throw new RangeError(`reachable: stepCost(${u}, ${v}, ${k}) = ${step}; costs must be >= 0`);
        const nc = c + step;
        if (nc > budget) continue;
        if (seen[v] !== g || nc < (cost[v] as number)) {
          seen[v] = g;
          cost[v] = nc;
          pred[v] = u;
          predSlot[v] = k;
          heap.push(nc, v);
        }
      }
    }
    return result(g, start, budget, count);
  }

  function result(g: number, start: number, budget: number, count: number): Reachable {
    const check = (): void => {
      if (gen !== g) throw new Error('reachable: stale result; the pathfinder has run another search since');
    };
    const reaches = (node: number): boolean => {
      check();
      return done[node] === g;
    };
    const walk = (node: number, slots: boolean): number[] => {
      if (!reaches(node)) return [];
      const out: number[] = [];
      for (let v = node; v !== start; v = pred[v] as number) out.push(slots ? (predSlot[v] as number) : v);
      if (!slots) out.push(start);
      return out.reverse();
    };
    return {
      start,
      budget,
      reaches,
      cost: (node) => (reaches(node) ? (cost[node] as number) : Infinity),
      path: (node) => walk(node, false),
      pathSlots: (node) => walk(node, true),
      nodes: () => {
        check();
        return Array.from(order.subarray(0, count));
      },
    };
  }

  return { topology, reachable: search };
}

/**
 * Every node reachable from `start` within `budget` (Dijkstra over dense
 * indices with typed arrays), with cheapest costs and paths. Nodes that stop
 * movement on entry are reachable but never expanded.
 *
 * @example
 * ```ts
 * import { isControlled, loadHexMap, reachable, zoneOfControl } from 'kriegsspiel';
 * const loaded = loadHexMap({ id: 'road', name: 'Road', provenance: { kind: 'test' },
 *   grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even',
 *     columns: { first: 1, last: 8 }, rows: { first: 1, last: 8 } },
 *   terrainTypes: ['clear'], defaultTerrain: 'clear',
 *   hexsides: [
 *     { between: ['0202', '0203'], features: ['road'] },
 *     { between: ['0203', '0204'], features: ['road'] },
 *   ] });
 * if (!loaded.ok) throw new Error(loaded.error.message);
 * const { map } = loaded;
 * const at = (id: string) => map.grid.indexOf(id);
 * const enemyZoc = zoneOfControl(map, [at('0606')]);
 * // Half-points: road hexsides cost 1, anything else 2; enemy ZOC stops movement.
 * const reach = reachable(map, at('0202'), 2 * 4, {
 *   stepCost: (from, _to, dir) => (map.hasFeature(from, dir, 'road') ? 1 : 2),
 *   stopsOnEntry: (hex) => isControlled(enemyZoc, hex),
 * });
 * reach.cost(at('0204')); // 2 half-points: two road hexsides
 * reach.path(at('0204')).map((i) => map.grid.idOf(i)); // ['0202', '0203', '0204']
 * reach.cost(at('0707')); // Infinity: out of reach
 * ```
 */
export function reachable(topology: Topology, start: number, budget: number, rules: MovementRules): Reachable {
  return createPathfinder(topology).reachable(start, budget, rules);
}
