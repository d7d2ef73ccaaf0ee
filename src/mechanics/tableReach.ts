/**
 * Table-driven movement reach: the same search as {@link createPathfinder}, but over step costs precomputed into a
 * typed array (no callback per edge) and with an integer bucket queue instead of a heap.
 *
 * @module
 */
import type { Topology } from '../maps/index.js';

/**
 * Per-node masks of one search, each indexed by node (any may be `null`: no such restriction).
 */
export interface TableMasks {
  /** 1 where the node may not be entered (e.g. an enemy unit there). */
  readonly blocked: Uint8Array | null;
  /** When given, only nodes marked 1 may be entered (e.g. a unit confined to a region). */
  readonly allowed: Uint8Array | null;
  /** 1 where entering ends the move (e.g. an enemy zone of control): reached, never moved on from. */
  readonly stops: Uint8Array | null;
}

/**
 * A reach search over a fixed topology whose step costs come from a table; see {@link createTableReach}. The result
 * of a search is written to `nodes` and `costs`, which the next search overwrites: copy out what you keep.
 */
export interface TableReach {
  /** Slots per node: the topology's largest degree. */
  readonly degree: number;
  /** Per node and slot (`node * degree + k`): the neighbour, or -1. Built once from the topology. */
  readonly neighbors: Int32Array;
  /** The nodes reached by the last search (except its start), in order of increasing cost, ties by node index. */
  readonly nodes: Int32Array;
  /** The cost of each of `nodes`, same order. */
  readonly costs: Int32Array;
  /**
   * A cheapest path of the last search to `node`, from the start (or from the seed it entered by) to `node`; `[]`
   * when the last search did not reach it. The same path as {@link createPathfinder}'s `path` (ties kept by the first
   * cheapest relaxation, in the same order).
   */
  path(node: number): number[];
  /**
   * Searches from `start` within `budget`; `costs[node * degree + k]` is the cost of the step through slot `k`
   * (a positive integer, or -1 where the step is barred). With `leaveStart` false nothing is reached. Returns how
   * many nodes were reached (the used length of `nodes` and `costs`). With a `target` node the search stops once
   * the target is settled: then only its cost and path are complete (as `MovementRules.target`).
   */
  fromNode(start: number, budget: number, stepCosts: Int32Array, masks: TableMasks, leaveStart: boolean, target?: number): number;
  /**
   * Searches from outside the topology: each of `seeds` is entered first at cost `seedCost` (if the masks let it),
   * then the search goes on as {@link TableReach.fromNode} does. For units that enter a map from off its edge.
   */
  fromSeeds(seeds: readonly number[], seedCost: number, budget: number, stepCosts: Int32Array, masks: TableMasks, target?: number): number;
}

/**
 * Makes a table-driven reach search for one topology, allocating its buffers once.
 *
 * It reaches exactly the nodes, at exactly the costs, that {@link createPathfinder}'s search reaches with the same
 * costs given as callbacks (`stepCost` from the table, `canEnter` from `blocked` and `allowed`, `stopsOnEntry` from
 * `stops`), and lists them in the same order: with positive integer steps a Dijkstra search settles nodes by
 * increasing cost, and the heap breaks ties by the smaller node, as the buckets here do. Costs must be positive
 * integers: a step of 0 would break that order, so a cost below 1 bars the step.
 *
 * @example
 * ```ts
 * import { createHexGrid, createTableReach } from 'kriegsspiel';
 * const grid = createHexGrid({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even',
 *   columns: { first: 1, last: 10 }, rows: { first: 1, last: 10 } });
 * const search = createTableReach(grid);
 * const stepCosts = new Int32Array(grid.size * search.degree).fill(2); // every step 2 half-points
 * const count = search.fromNode(grid.indexOf('0505'), 4, stepCosts, { blocked: null, allowed: null, stops: null }, true);
 * const reached = Array.from(search.nodes.subarray(0, count)); // the 18 hexes within two steps
 * ```
 */
export function createTableReach(topology: Topology): TableReach {
  const size = topology.size;
  let degree = 0;
  for (let node = 0; node < size; node++) degree = Math.max(degree, topology.degree(node));
  const neighbors = new Int32Array(size * degree).fill(-1);
  for (let node = 0; node < size; node++) {
    const deg = topology.degree(node);
    for (let k = 0; k < deg; k++) neighbors[node * degree + k] = topology.neighborAt(node, k);
  }
  const cost = new Int32Array(size);
  const pred = new Int32Array(size);
  // seen[v] === gen: cost[v] is from this search; done[v] === gen: v is settled.
  const seen = new Int32Array(size);
  const done = new Int32Array(size);
  const nodes = new Int32Array(size);
  const costs = new Int32Array(size);
  // Buckets as linked lists over a pool of entries (a node is pushed once per improvement of its cost).
  let head = new Int32Array(64);
  const next = new Int32Array(size * Math.max(degree, 1) + size + 1);
  const entryNode = new Int32Array(next.length);
  const bucket = new Int32Array(size);
  let entries = 0;
  let gen = 0;

  const begin = (budget: number): number => {
    if (!(budget >= 0 && Number.isInteger(budget))) throw new RangeError(`tableReach: budget ${budget} must be a non-negative integer`);
    if (gen === 0x7fffffff) {
      seen.fill(0);
      done.fill(0);
      gen = 0;
    }
    if (head.length <= budget) head = new Int32Array(Math.max(budget + 1, head.length * 2));
    head.fill(-1, 0, budget + 1);
    entries = 0;
    return ++gen;
  };

  const push = (g: number, v: number, c: number, from: number): void => {
    seen[v] = g;
    cost[v] = c;
    pred[v] = from;
    entryNode[entries] = v;
    next[entries] = head[c]!;
    head[c] = entries++;
  };

  const enterable = (masks: TableMasks, v: number): boolean =>
    !(masks.blocked !== null && masks.blocked[v] === 1) && !(masks.allowed !== null && masks.allowed[v] !== 1);

  function relax(g: number, u: number, c: number, budget: number, stepCosts: Int32Array, blocked: Uint8Array | null, allowed: Uint8Array | null): void {
    const base = u * degree;
    for (let k = 0; k < degree; k++) {
      // The cheap and most selective tests first: every one must pass, so their order changes nothing found.
      const step = stepCosts[base + k]!;
      if (step < 1 || c + step > budget) continue;
      const v = neighbors[base + k]!;
      if (v < 0 || done[v] === g) continue;
      if ((blocked !== null && blocked[v] === 1) || (allowed !== null && allowed[v] !== 1)) continue;
      const nc = c + step;
      if (seen[v] !== g || nc < cost[v]!) push(g, v, nc, u);
    }
  }

  /** Settles the buckets in order, each bucket's nodes by increasing index; returns the count reached. */
  function drain(g: number, from: number, budget: number, stepCosts: Int32Array, masks: TableMasks, target: number): number {
    let count = 0;
    // The masks read once per search, not once per node (and `head`, a reassigned binding, once too).
    const { blocked, allowed, stops } = masks;
    const heads = head;
    for (let c = from; c <= budget; c++) {
      let n = 0;
      for (let e = heads[c]!; e >= 0; e = next[e]!) {
        const v = entryNode[e]!;
        if (done[v] !== g && cost[v] === c) bucket[n++] = v; // else superseded by a cheaper push
      }
      if (n === 0) continue;
      // By increasing index: an insertion sort in place (buckets hold a few nodes; no view, no builtin call).
      for (let i = 1; i < n; i++) {
        const v = bucket[i]!;
        let j = i - 1;
        for (; j >= 0 && bucket[j]! > v; j--) bucket[j + 1] = bucket[j]!;
        bucket[j + 1] = v;
      }
      for (let i = 0; i < n; i++) {
        const u = bucket[i]!;
        if (done[u] === g) continue;
        done[u] = g;
        nodes[count] = u;
        costs[count++] = c;
        if (u === target) return count; // settled: its cost and path are final
        if (stops !== null && stops[u] === 1) continue;
        relax(g, u, c, budget, stepCosts, blocked, allowed);
      }
    }
    return count;
  }

  return {
    degree,
    neighbors,
    nodes,
    costs,
    path(node) {
      if (!(node >= 0 && node < size) || done[node] !== gen) return [];
      const out: number[] = [];
      for (let v = node; v >= 0; v = pred[v]!) out.push(v);
      return out.reverse();
    },
    fromNode(start, budget, stepCosts, masks, leaveStart, target = -1) {
      if (!(start >= 0 && start < size && Number.isInteger(start))) throw new RangeError(`tableReach: start ${start} is not a node in 0..${size - 1}`);
      const g = begin(budget);
      seen[start] = g;
      cost[start] = 0;
      pred[start] = -1;
      done[start] = g;
      if (!leaveStart) return 0;
      relax(g, start, 0, budget, stepCosts, masks.blocked, masks.allowed);
      return drain(g, 1, budget, stepCosts, masks, target);
    },
    fromSeeds(seeds, seedCost, budget, stepCosts, masks, target = -1) {
      const g = begin(budget);
      if (!(seedCost >= 1 && Number.isInteger(seedCost)) || seedCost > budget) return 0;
      for (const v of seeds) {
        if (v >= 0 && v < size && seen[v] !== g && enterable(masks, v)) push(g, v, seedCost, -1);
      }
      return drain(g, seedCost, budget, stepCosts, masks, target);
    },
  };
}
