import { memoKey } from 'kriegsspiel';
import { enemyOf } from './board.js';
import type { NawContext } from './context.js';
import { BARRED, type EvalGround } from './evaluateGround.js';
import type { EvalTables, EvalWeights, ReachGroup } from './evaluateTables.js';
import { SIDES, type BySide, type NawState, type Side } from './types.js';

/** Distance of a hex no search reached. */
const FAR = 0xffff;

/** One side's search: the cost from every hex to what the side scores for, and which group is nearest. */
interface Search {
  /** Per hex: half movement points to the nearest active group, through the ground the enemy leaves open; {@link FAR} if beyond the horizon. */
  readonly cost: Uint16Array;
  /** Per hex: the index of that group in the side's `groups`. */
  readonly nearest: Int16Array;
  /** What the search was made for: the blocking units' hexes (-1 when not on the map), then the groups mask. */
  readonly key: Int32Array;
  /** The ground it was made on (a cache entry is valid for one options object), or `null` before the first search. */
  ground: EvalGround | null;
}

/** Scratch and caches of the reach term, one per compiled scenario (in the context's memo). */
interface ReachScratch {
  readonly search: BySide<Search>;
  /** Per place group of a side: the best closeness of a unit of the side nearest to it (reset per call). */
  readonly best: Float64Array;
  /** Bucket queue: first entry per cost, then per entry its hex and the next entry. */
  readonly head: Int32Array;
  readonly hexOf: Int32Array;
  readonly next: Int32Array;
}

const REACH = memoKey<ReachScratch>('evaluation reach');

function scratchOf(ctx: NawContext, t: EvalTables): ReachScratch {
  return ctx.memo.get(REACH, () => {
    const size = ctx.map.grid.size;
    const units = ctx.scenario.units.length;
    const search = (): Search => ({ cost: new Uint16Array(size), nearest: new Int16Array(size), key: new Int32Array(units + 1).fill(-2), ground: null });
    const groups = Math.max(t.groups.french.length, t.groups.coalition.length, 1);
    return { search: { french: search(), coalition: search() }, best: new Float64Array(groups), head: new Int32Array(FAR + 1), hexOf: new Int32Array(size * 7 + 1), next: new Int32Array(size * 7 + 1) };
  });
}

/**
 * The reach margin of `side`: the victory points its units could still score within `w.reachTurns` of their own
 * movement phases, minus the enemy's (`EvalWeights.reach`). A unit's chance is 1 within its next move, falling
 * linearly to 0 at the horizon (in its own moves, and no further than the game's last turn: on the last turn a town
 * the enemy can walk into counts in full). Paths are costed for infantry
 * over the ground (`EvalGround.into`), may not pass an enemy unit and pay `w.zocCost` for each hex in an enemy zone
 * of control entered before the objective (a unit already in one pays it once). An exit (Wagram 17.11) and a region
 * (17.12) score per strength point of each unit (a unit on the region already counts in the score); a place scores
 * its points once, on entry if not yet awarded and for holding it at the end if the side does not hold it: only the
 * side's nearest unit counts. `zoc` and `t.occupant` must be filled for the state.
 */
export function reachMargin(ctx: NawContext, state: NawState, side: Side, t: EvalTables, ground: EvalGround, zoc: BySide<Uint8Array>, w: EvalWeights): number {
  if (state.over) return 0;
  const scratch = scratchOf(ctx, t);
  let margin = 0;
  for (const who of SIDES) {
    if (t.groups[who].length === 0) continue;
    const value = potential(ctx, state, who, t, ground, zoc, w, scratch);
    margin += who === side ? value : -value;
  }
  return margin;
}

/** The victory points `who` could still score (see {@link reachMargin}). */
function potential(ctx: NawContext, state: NawState, who: Side, t: EvalTables, ground: EvalGround, zoc: BySide<Uint8Array>, w: EvalWeights, scratch: ReachScratch): number {
  const horizon = Math.min(w.reachTurns, movesLeft(ctx, state, who));
  if (horizon <= 0) return 0;
  const groups = t.groups[who];
  const stakes = scratch.best; // first the stake of each place group, then (below) reused for the best closeness
  let mask = 0;
  for (let g = 0; g < groups.length; g++) {
    const stake = groups[g]!.kind === 'place' ? placeStake(state, who, groups[g]!, t) : groups[g]!.points;
    if (stake > 0 && g < 31) mask |= 1 << g;
  }
  const search = searchFor(ctx, state, who, t, ground, zoc[enemyOf(who)], w, scratch, mask);
  const penalty = w.zocCost * 2;
  const enemyZoc = zoc[enemyOf(who)];
  let total = 0;
  stakes.fill(0);
  for (const unit of state.units) {
    if (unit.status !== 'active' || unit.side !== who) continue;
    let cost = search.cost[unit.hex]!;
    if (cost === FAR) continue;
    if (cost > 0 && enemyZoc[unit.hex] === 1) cost += penalty;
    const chance = chanceWithin(cost / (2 * unit.movement), horizon);
    if (chance <= 0) continue;
    const g = search.nearest[unit.hex]!;
    const group = groups[g]!;
    if (group.kind === 'place') stakes[g] = Math.max(stakes[g]!, chance);
    else if (cost > 0 || group.kind === 'exit') total += chance * unit.strength * group.points;
  }
  for (let g = 0; g < groups.length; g++) {
    if (stakes[g]! > 0) total += stakes[g]! * placeStake(state, who, groups[g]!, t);
  }
  return w.reach * total;
}

/**
 * A unit's chance to score what lies `moves` of its own moves away within `horizon` moves: sure within its next move
 * (nothing but combat stops it there: the search already priced the enemy's units and zones of control), falling
 * linearly to nothing at the horizon.
 */
function chanceWithin(moves: number, horizon: number): number {
  if (moves <= 1) return 1;
  return horizon <= 1 ? 0 : Math.max(0, (horizon - moves) / (horizon - 1));
}

/** The points `who` could still score at a place: on entry if not yet awarded, and for holding it at the end if it does not hold it now. */
export function placeStake(state: NawState, who: Side, group: ReachGroup, t: EvalTables): number {
  let stake = group.entryKey !== null && !state.awarded.includes(group.entryKey) ? group.points : 0;
  if (group.atEnd) {
    let held = false;
    for (const hex of group.hexes) {
      const occupant = t.occupant[hex]!;
      if (occupant > 0 && state.units[occupant - 1]!.side === who) held = true;
    }
    if (!held) stake += group.points;
  }
  return stake;
}

/** How many of its movement phases `who` has left, counting the one under way (or the set-up before the first). */
function movesLeft(ctx: NawContext, state: NawState, who: Side): number {
  const later = ctx.scenario.turns - state.turn;
  const thisTurn = state.phasing === who ? state.phase !== 'combat' : state.phasing === ctx.scenario.firstPlayer;
  return later + (thisTurn ? 1 : 0);
}

/** The search of `who` for this state, from the cache when the blocking units and the active groups are unchanged. */
function searchFor(ctx: NawContext, state: NawState, who: Side, t: EvalTables, ground: EvalGround, blockZoc: Uint8Array, w: EvalWeights, scratch: ReachScratch, mask: number): Search {
  const search = scratch.search[who];
  const key = search.key;
  let same = search.ground === ground && key[state.units.length] === mask;
  for (let i = 0; i < state.units.length; i++) {
    const unit = state.units[i]!;
    const hex = unit.side !== who && unit.status === 'active' ? unit.hex : -1;
    if (key[i] !== hex) {
      same = false;
      key[i] = hex;
    }
  }
  if (same) return search;
  key[state.units.length] = mask;
  search.ground = ground;
  run(ctx, who, t, ground, blockZoc, w, scratch, mask, search);
  return search;
}

/** Dijkstra's search with a bucket queue from the active groups of `who` outward, within the horizon. */
function run(ctx: NawContext, who: Side, t: EvalTables, ground: EvalGround, blockZoc: Uint8Array, w: EvalWeights, scratch: ReachScratch, mask: number, search: Search): void {
  const { cost, nearest } = search;
  const { head, hexOf, next } = scratch;
  const neighbors = ctx.map.grid.neighbors;
  const into = ground.into;
  const sideAt = t.sideAt;
  const enemy = who === 'french' ? 2 : 1; // the blocking side's code in `t.sideAt`
  const limit = Math.min(FAR - 1, 2 * t.maxMovement * w.reachTurns);
  const penalty = Math.round(w.zocCost * 2);
  cost.fill(FAR);
  head.fill(-1, 0, limit + 1);
  let entries = 0;
  const groups = t.groups[who];
  for (let g = 0; g < groups.length; g++) {
    if ((mask & (1 << g)) === 0) continue;
    const group = groups[g]!;
    const hexes = group.hexes;
    for (let k = 0; k < hexes.length; k++) {
      const hex = hexes[k]!;
      if (sideAt[hex] === enemy || group.start >= cost[hex]! || group.start > limit) continue;
      cost[hex] = group.start;
      nearest[hex] = g;
      hexOf[entries] = hex;
      next[entries] = head[group.start]!;
      head[group.start] = entries++;
    }
  }
  for (let bucket = 0; bucket <= limit; bucket++) {
    for (let entry = head[bucket]!; entry >= 0; entry = next[entry]!) {
      const hex = hexOf[entry]!;
      if (cost[hex] !== bucket) continue; // settled earlier at a lower cost
      const extra = bucket > 0 && blockZoc[hex] === 1 ? penalty : 0;
      for (let dir = 0; dir < 6; dir++) {
        const from = neighbors[hex * 6 + dir]!;
        const step = into[hex * 6 + dir]!;
        if (from < 0 || step === BARRED) continue;
        const reached = bucket + step + extra;
        // NAW 5.12: never through an enemy unit. At most 7 entries a hex: the queue never overflows.
        if (reached > limit || reached >= cost[from]! || sideAt[from] === enemy || entries >= hexOf.length) continue;
        cost[from] = reached;
        nearest[from] = nearest[hex]!;
        hexOf[entries] = from;
        next[entries] = head[reached]!;
        head[reached] = entries++;
      }
    }
  }
}
