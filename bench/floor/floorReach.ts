/**
 * The typed-array floor's reach (bench/typedFloor.ts): where one Napoleon at War unit can move this phase, by
 * Dijkstra over integer half-point costs with a bucket queue on typed arrays (one bucket per cost, no heap, no
 * closure per edge). The rules are those of the library's `reachOf` (rulesets/napoleon-at-war/rules/reach.ts).
 */
import { BARRED, type FloorMap } from './floorMap.js';
import { ACTIVE, ARRIVED, ARRIVING, MOVED, type FloorPosition } from './floorPosition.js';

/** Scratch buffers of the search, allocated once; a result lives in them until the next search. */
export interface ReachScratch {
  /** Cost of each node (map hexes, then the off-map start) when `settled[node] === gen`. */
  readonly cost: Int32Array;
  /** The node a cheapest path came from. */
  readonly pred: Int32Array;
  readonly seen: Int32Array;
  readonly settled: Int32Array;
  /** The settled nodes except the start, in order. */
  readonly order: Int32Array;
  /** Bucket heads by cost, then a linked list of (node) entries. */
  readonly head: Int32Array;
  readonly next: Int32Array;
  readonly node: Int32Array;
  gen: number;
  /** How many nodes `order` holds. */
  count: number;
  start: number;
}

/** Buckets for costs 0..MAX_COST (budgets are at most a few dozen half-points). */
const MAX_COST = 255;

/** Allocates the scratch buffers for a map. */
export function reachScratch(map: FloorMap): ReachScratch {
  const nodes = map.size + 1;
  const entries = nodes * 7 + 16;
  return {
    cost: new Int32Array(nodes),
    pred: new Int32Array(nodes),
    seen: new Int32Array(nodes),
    settled: new Int32Array(nodes),
    order: new Int32Array(nodes),
    head: new Int32Array(MAX_COST + 1),
    next: new Int32Array(entries),
    node: new Int32Array(entries),
    gen: 0,
    count: 0,
    start: -1,
  };
}

/**
 * Searches the reach of `unit` into `s`: `s.order[0..s.count)` are the reached nodes (the start left out) and
 * `s.cost` their costs. Returns false (and finds nothing) when the unit may not move at all: moved already, or
 * neither on the map nor a reinforcement due now.
 *
 * @example
 * ```ts
 * import { floorReach, reachScratch } from './floorReach.js';
 * const s = reachScratch(floor);
 * if (floorReach(floor, pos, 3, s)) for (let i = 0; i < s.count; i++) console.log(s.order[i], s.cost[s.order[i]!]);
 * ```
 */
export function floorReach(map: FloorMap, pos: FloorPosition, unit: number, s: ReachScratch): boolean {
  const flags = pos.flags[unit]!;
  s.count = 0;
  if ((flags & MOVED) !== 0) return false; // NAW 5.17
  const arriving = (flags & ARRIVING) !== 0;
  if ((flags & ACTIVE) === 0 && !arriving) return false;
  const g = ++s.gen;
  const size = map.size;
  const start = arriving ? size : pos.hex[unit]!;
  const side = pos.side[unit]!;
  const enemyZoc = pos.zoc[1 - side]!;
  const steps = map.steps[pos.kind[unit]!]!;
  const confined = pos.confinement[unit] ?? null;
  const night = pos.night;
  const budget = pos.budget[unit]!;
  const { cost, pred, seen, settled, order, head, next, node } = s;
  const occupant = pos.occupant;
  const sides = pos.side;
  const leaveStart = arriving || enemyZoc[start] === 0; // NAW 5.13
  head.fill(-1, 0, budget + 1);
  seen[start] = g;
  cost[start] = 0;
  pred[start] = -1;
  node[0] = start;
  next[0] = -1;
  head[0] = 0;
  let entries = 1;
  let count = 0;
  for (let c = 0; c <= budget; c++) {
    for (let e = head[c]!; e >= 0; e = next[e]!) {
      const u = node[e]!;
      if (settled[u] === g || cost[u] !== c) continue; // a stale entry: settled, or pushed again cheaper
      settled[u] = g;
      if (u === start) {
        if (!leaveStart) continue;
      } else {
        order[count++] = u;
        if (enemyZoc[u]! > 0) continue; // NAW 6.0: entering an enemy zone of control ends the move
      }
      const degree = u === size ? pos.entries[unit]!.length : 6;
      for (let k = 0; k < degree; k++) {
        const v = u === size ? pos.entries[unit]![k]! : map.neighbors[u * 6 + k]!;
        if (v < 0 || settled[v] === g) continue;
        const other = occupant[v]! - 1;
        if (other >= 0 && sides[other] !== side) continue; // NAW 5.12
        if (confined !== null && confined[v] !== 1) continue; // Wagram 15.3
        if (night && enemyZoc[v]! > 0) continue; // NAW 10.2
        let step: number;
        if (u === size) {
          // NAW 14.3, Wagram 14.6, 14.72: placed for one MP on enterable terrain, not onto a hex held by a unit
          // that did not enter this phase, nor (for some reinforcements) into an enemy zone of control.
          if (map.placeable[v] === 0 || (other >= 0 && (pos.flags[other]! & ARRIVED) === 0) || (pos.avoidsEnemy[unit] === 1 && enemyZoc[v]! > 0)) continue;
          step = map.entryCost;
        } else {
          step = steps[u * 6 + k]!;
          if (step === BARRED) continue;
        }
        const nc = c + step;
        if (nc > budget || (seen[v] === g && nc >= cost[v]!)) continue;
        seen[v] = g;
        cost[v] = nc;
        pred[v] = u;
        node[entries] = v;
        next[entries] = head[nc]!;
        head[nc] = entries++;
      }
    }
  }
  s.count = count;
  s.start = start;
  return true;
}
