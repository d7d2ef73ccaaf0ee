/**
 * The dynamic half of the typed-array floor (bench/typedFloor.ts): one position as typed arrays, with occupancy and
 * both sides' zones of control kept as counts so that a move updates them in place instead of rebuilding them.
 * Converting a library state is the only part that reads the library's objects, and it is never timed.
 */
import type { NawContext, NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { FLOOR_KINDS, type FloorMap } from './floorMap.js';

/** Unit flag bits. */
export const ACTIVE = 1;
export const MOVED = 2;
/** A reinforcement that is due this game-turn and still off the map (NAW 14.0, Wagram 14.7). */
export const ARRIVING = 4;
/** Entered the map this movement phase (others may still enter through its hex, Wagram 14.3). */
export const ARRIVED = 8;

/** A position as typed arrays (sides: 0 French, 1 Coalition). */
export interface FloorPosition {
  readonly units: number;
  readonly hex: Int32Array;
  readonly side: Uint8Array;
  readonly kind: Uint8Array;
  /** Allowance in half movement points. */
  readonly budget: Int32Array;
  readonly flags: Uint8Array;
  /** Per hex: index of a unit there plus one (the highest index when two share it), or 0. */
  readonly occupant: Int32Array;
  readonly count: Uint8Array;
  /** Per side: how many of its units project a zone of control into each hex. */
  readonly zoc: readonly [Uint16Array, Uint16Array];
  /** Per unit: its region (1 = allowed) under Wagram 15.3, else null. */
  readonly confinement: readonly (Uint8Array | null)[];
  /** Per unit: the entry hexes of a reinforcement. */
  readonly entries: readonly Int32Array[];
  /** Per unit: 1 for a reinforcement that may not be placed in an enemy zone of control (Wagram 14.72). */
  readonly avoidsEnemy: Uint8Array;
  /** Per side: 1 on the hexes of the places whose entry award that side can still win (Wagram 17.11). */
  readonly awardHexes: readonly [Uint8Array, Uint8Array];
  /** Per side: whether it has an entry award still open (then a move's path matters). */
  readonly awardOpen: [boolean, boolean];
  phasing: number;
  night: boolean;
  /** The unit that must make room (NAW 5.32), or -1. */
  mustMove: number;
}

/** Adds (`delta` 1) or removes (-1) the zone of control a unit projects from its hex (NAW 6.0, 6.6). */
export function projectZoc(map: FloorMap, pos: FloorPosition, unit: number, delta: number): void {
  const at = pos.hex[unit]!;
  const open = map.zocOpen[pos.kind[unit]!]!;
  const zoc = pos.zoc[pos.side[unit]!]!;
  for (let dir = 0; dir < 6; dir++) {
    const next = map.neighbors[at * 6 + dir]!;
    if (next >= 0 && open[at * 6 + dir] === 1) zoc[next]! += delta;
  }
}

/**
 * Converts a library state (untimed): unit fields, whether each reinforcement is due (its scheduled or rolled-in
 * turn), occupancy and zones of control, the night, and the open entry awards.
 *
 * @example
 * ```ts
 * import { floorPosition } from './floorPosition.js';
 * const pos = floorPosition(floor, ctx, state); // floor = buildFloorMap(ctx, state.options)
 * pos.zoc[1]![hex]! > 0; // the Coalition controls hex
 * ```
 */
export function floorPosition(map: FloorMap, ctx: NawContext, state: NawState): FloorPosition {
  const n = state.units.length;
  const size = map.size;
  const pos: FloorPosition = {
    units: n,
    hex: new Int32Array(n),
    side: new Uint8Array(n),
    kind: new Uint8Array(n),
    budget: new Int32Array(n),
    flags: new Uint8Array(n),
    occupant: new Int32Array(size),
    count: new Uint8Array(size),
    zoc: [new Uint16Array(size), new Uint16Array(size)],
    confinement: ctx.confinement,
    entries: ctx.entries.map((e) => Int32Array.from(e)),
    avoidsEnemy: Uint8Array.from(ctx.scenario.units, (u) => (u.arrives?.avoidsEnemyControl ? 1 : 0)),
    awardHexes: [new Uint8Array(size), new Uint8Array(size)],
    awardOpen: [false, false],
    phasing: state.phasing === 'french' ? 0 : 1,
    night: ctx.scenario.nightTurns.includes(state.turn),
    mustMove: state.mustMove === null ? -1 : state.units.findIndex((u) => u.id === state.mustMove),
  };
  state.units.forEach((u, i) => {
    pos.hex[i] = u.hex;
    pos.side[i] = u.side === 'french' ? 0 : 1;
    pos.kind[i] = FLOOR_KINDS.indexOf(u.kind);
    pos.budget[i] = u.movement * 2;
    const arrives = ctx.scenario.units[i]?.arrives;
    const group = arrives?.roll?.group;
    const turn = arrives === undefined ? Infinity : group === undefined ? arrives.turn : (state.rolledIn.find((r) => r.group === group)?.turn ?? Infinity);
    pos.flags[i] =
      (u.status === 'active' ? ACTIVE : 0) | (u.moved ? MOVED : 0) | (u.status === 'waiting' && turn <= state.turn ? ARRIVING : 0) | (u.arrived ? ARRIVED : 0);
    if (u.status !== 'active') return;
    pos.occupant[u.hex] = i + 1;
    pos.count[u.hex]! += 1;
    projectZoc(map, pos, i, 1);
  });
  for (const award of ctx.scenario.victory.places) {
    if (!award.onEntry || state.awarded.includes(`enter:${award.place}`)) continue;
    const side = award.side === 'french' ? 0 : 1;
    pos.awardOpen[side] = true;
    for (const hex of ctx.map.place(award.place) ?? []) pos.awardHexes[side][hex] = 1;
  }
  return pos;
}
