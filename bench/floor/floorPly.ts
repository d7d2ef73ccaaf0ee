/**
 * The typed-array floor's movement ply (bench/typedFloor.ts): choose a uniformly random legal move of the phasing
 * side the way the library's random bot does (rejection sampling over the same superset: each unit that may move,
 * to every hex within the distance its allowance could cover), then play it on the typed position.
 */
import type { FloorMap } from './floorMap.js';
import { ACTIVE, ARRIVED, ARRIVING, MOVED, projectZoc, type FloorPosition } from './floorPosition.js';
import { floorReach, reachScratch, type ReachScratch } from './floorReach.js';

/** Draws before falling back to listing every legal move (the library's random bot draws 64 too). */
const MAX_DRAWS = 64;

/** Buffers of a ply, allocated once per map and unit count. */
export interface PlyScratch {
  readonly search: ReachScratch;
  /** Per unit: the ply stamp of its memoized reach; `reachOk` whether it may move at all. */
  readonly memo: Int32Array;
  readonly reachOk: Uint8Array;
  /** `inReach[unit * size + hex] === gen`: hex is in the unit's memoized reach. */
  readonly inReach: Int32Array;
  /** The memoized reach's nodes (map hexes, start excluded) per unit, at `unit * size`. */
  readonly nodes: Int32Array;
  readonly nodeCount: Int32Array;
  readonly start: Int32Array;
  /** The superset's blocks: unit, hexes, end offset. */
  readonly blockUnit: Int32Array;
  readonly blockEnd: Int32Array;
  readonly blockHexes: Int32Array[];
  /** Hexes within a radius of a hex, or of a reinforcement's entry hexes, by key (static, built on first use). */
  readonly around: Map<number, Int32Array>;
  gen: number;
}

/** Allocates a ply's buffers. */
export function plyScratch(map: FloorMap, units: number): PlyScratch {
  return {
    search: reachScratch(map),
    memo: new Int32Array(units),
    reachOk: new Uint8Array(units),
    inReach: new Int32Array(units * map.size),
    nodes: new Int32Array(units * map.size),
    nodeCount: new Int32Array(units),
    start: new Int32Array(units),
    blockUnit: new Int32Array(units),
    blockEnd: new Int32Array(units),
    blockHexes: new Array<Int32Array>(units),
    around: new Map(),
    gen: 0,
  };
}

/** The unit's reach, searched at most once per ply and copied out of the search buffers. */
function reachOf(map: FloorMap, pos: FloorPosition, unit: number, p: PlyScratch): boolean {
  if (p.memo[unit] === p.gen) return p.reachOk[unit] === 1;
  p.memo[unit] = p.gen;
  const s = p.search;
  const ok = floorReach(map, pos, unit, s);
  p.reachOk[unit] = ok ? 1 : 0;
  let n = 0;
  const base = unit * map.size;
  for (let i = 0; i < s.count; i++) {
    const hex = s.order[i]!;
    if (hex >= map.size) continue;
    p.nodes[base + n++] = hex;
    p.inReach[base + hex] = p.gen;
  }
  p.nodeCount[unit] = n;
  p.start[unit] = s.start;
  return ok;
}

/** Whether `unit` may end its move in `hex`: reached, and empty or held by a friend that can step aside (NAW 5.32). */
function legal(map: FloorMap, pos: FloorPosition, unit: number, hex: number, p: PlyScratch): boolean {
  if (!reachOf(map, pos, unit, p) || p.inReach[unit * map.size + hex] !== p.gen || hex === p.start[unit]) return false;
  const other = pos.occupant[hex]! - 1;
  if (other < 0) return true;
  if (other === unit || (pos.flags[other]! & MOVED) !== 0 || !reachOf(map, pos, other, p)) return false;
  const from = pos.hex[unit]!;
  const freed = (pos.flags[unit]! & ACTIVE) !== 0 && pos.count[from] === 1 ? from : -1;
  const base = other * map.size;
  for (let i = 0; i < p.nodeCount[other]!; i++) {
    const h = p.nodes[base + i]!;
    if (h !== p.start[other] && (pos.count[h] === 0 || h === freed)) return true;
  }
  return false;
}

/** Plays a move on the typed position: occupancy, zones of control, flags, the unit that must make room, entry awards. */
export function playMove(map: FloorMap, pos: FloorPosition, unit: number, hex: number, p: PlyScratch): void {
  const side = pos.side[unit]!;
  const awards = pos.awardHexes[side]!;
  if (pos.awardOpen[side] && floorReach(map, pos, unit, p.search)) {
    // Wagram 17.11: a place entered on the way wins its award (the path read back from the search).
    for (let h = hex; h >= 0 && h < map.size; h = p.search.pred[h]!) if (awards[h] === 1) awards[h] = 2;
  }
  if ((pos.flags[unit]! & ACTIVE) !== 0) {
    projectZoc(map, pos, unit, -1);
    const from = pos.hex[unit]!;
    pos.count[from]! -= 1;
    pos.occupant[from] = 0;
    if (pos.count[from]! > 0) for (let i = pos.units - 1; i >= 0; i--) if (i !== unit && pos.hex[i] === from && (pos.flags[i]! & ACTIVE) !== 0) { pos.occupant[from] = i + 1; break; }
  }
  const other = pos.occupant[hex]! - 1;
  const wasArriving = (pos.flags[unit]! & ARRIVING) !== 0;
  pos.hex[unit] = hex;
  pos.flags[unit] = (pos.flags[unit]! & ~ARRIVING) | ACTIVE | MOVED | (wasArriving ? ARRIVED : 0);
  pos.count[hex]! += 1;
  if (unit + 1 > pos.occupant[hex]!) pos.occupant[hex] = unit + 1;
  pos.mustMove = other;
  projectZoc(map, pos, unit, 1);
}

/** The superset's hexes of one unit (cached): within `radius` of its hex, the hex left out, or of its entry hexes. */
function candidates(map: FloorMap, pos: FloorPosition, unit: number, p: PlyScratch, rangeOf: (hex: number, radius: number) => readonly number[]): Int32Array {
  const arriving = (pos.flags[unit]! & ARRIVING) !== 0;
  const mp = pos.budget[unit]! / 2;
  const radius = Math.floor((arriving ? mp - 1 : mp) / map.cheapestStep);
  const key = arriving ? -(unit * 1024 + radius + 2) : pos.hex[unit]! * 1024 + radius;
  let set = p.around.get(key);
  if (set === undefined) {
    const hexes = arriving ? (radius < 0 ? [] : [...pos.entries[unit]!].flatMap((h) => rangeOf(h, radius))) : rangeOf(pos.hex[unit]!, radius).filter((h) => h !== pos.hex[unit]);
    set = Int32Array.from(new Set(hexes)).sort();
    p.around.set(key, set);
  }
  return set;
}

/**
 * One movement ply: draws (unit, hex) pairs uniformly from the superset until one is legal (each unit's reach
 * searched at most once), falling back to a uniform pick among all legal moves after {@link MAX_DRAWS}; then plays
 * it. Returns the unit moved, or -1 when no move is legal. `draw(n)` gives a uniform integer in [0, n).
 *
 * @example
 * ```ts
 * import { floorMovePly, plyScratch } from './floorPly.js';
 * const moved = floorMovePly(floor, pos, plyScratch(floor, pos.units), (n) => Math.floor(Math.random() * n), grid.range);
 * ```
 */
export function floorMovePly(map: FloorMap, pos: FloorPosition, p: PlyScratch, draw: (n: number) => number, rangeOf: (hex: number, radius: number) => readonly number[]): number {
  p.gen += 1;
  let blocks = 0;
  let size = 0;
  const enemyZoc = pos.zoc[1 - pos.phasing]!;
  for (let u = 0; u < pos.units; u++) {
    const f = pos.flags[u]!;
    if (pos.side[u] !== pos.phasing || (f & MOVED) !== 0 || (pos.mustMove >= 0 && u !== pos.mustMove)) continue;
    if ((f & ACTIVE) !== 0 ? enemyZoc[pos.hex[u]!]! > 0 : (f & ARRIVING) === 0) continue; // NAW 5.13; not due
    const hexes = candidates(map, pos, u, p, rangeOf);
    size += hexes.length;
    p.blockUnit[blocks] = u;
    p.blockHexes[blocks] = hexes;
    p.blockEnd[blocks++] = size;
  }
  if (size === 0) return -1;
  for (let i = 0; i < MAX_DRAWS; i++) {
    const index = draw(size);
    let b = 0;
    while (p.blockEnd[b]! <= index) b++;
    const hexes = p.blockHexes[b]!;
    const unit = p.blockUnit[b]!;
    const hex = hexes[index - (p.blockEnd[b]! - hexes.length)]!;
    if (legal(map, pos, unit, hex, p)) return playMove(map, pos, unit, hex, p), unit;
  }
  const moves: number[] = [];
  for (let b = 0; b < blocks; b++) for (const hex of p.blockHexes[b]!) if (legal(map, pos, p.blockUnit[b]!, hex, p)) moves.push(p.blockUnit[b]!, hex);
  if (moves.length === 0) return -1;
  const pick = draw(moves.length / 2) * 2;
  playMove(map, pos, moves[pick]!, moves[pick + 1]!, p);
  return moves[pick]!;
}
