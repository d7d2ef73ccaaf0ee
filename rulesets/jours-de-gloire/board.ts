/**
 * Questions about where the counters are, asked by every rule: who is in a box, whether the enemy holds it, what a
 * connection costs today. Pure functions of the context and state.
 *
 * @module
 */
import type { JdgContext } from './context.js';
import type { JdgPiece, JdgState } from './types.js';
import { enemyOf, type Side } from './vocabulary.js';

/** Whether a counter is on the map. */
export const onMap = (p: JdgPiece): boolean => p.status === 'map';

/** Indices of the counters on the map in `box`, of `side` if given. */
export function piecesIn(state: JdgState, box: number, side?: Side): number[] {
  const out: number[] = [];
  for (let i = 0; i < state.pieces.length; i++) {
    const p = state.pieces[i]!;
    if (p.status === 'map' && p.box === box && (side === undefined || p.side === side)) out.push(i);
  }
  return out;
}

/** Whether `side` has combat units (not only dummies or generals) in `box` (5.2, 8.0). */
export function hasUnits(state: JdgState, box: number, side: Side): boolean {
  return state.pieces.some((p) => p.status === 'map' && p.box === box && p.side === side && p.kind === 'unit');
}

/** Whether the enemy of `side` has combat units in `box`. */
export const enemyUnitsIn = (state: JdgState, box: number, side: Side): boolean => hasUnits(state, box, enemyOf(side));

/** Whether any counter of `side`'s enemy (unit, general or dummy, face up or down) is in `box`. */
export const enemyCounters = (state: JdgState, box: number, side: Side): boolean =>
  state.pieces.some((p) => p.status === 'map' && p.box === box && p.side !== side);

/** The boxes where both sides have combat units: the battles of a combat phase (8.0). */
export function contestedBoxes(state: JdgState): number[] {
  const seen = new Map<number, number>();
  for (const p of state.pieces) if (p.status === 'map' && p.kind === 'unit') seen.set(p.box, (seen.get(p.box) ?? 0) | (p.side === 'french' ? 1 : 2));
  return [...seen.entries()].filter(([, mask]) => mask === 3).map(([box]) => box).sort((a, b) => a - b);
}

/** Whether connection `c` can be used now (5.1, 6.4): a major river without a bridge, or with its bridge destroyed, only by a pontoon. */
export function usable(ctx: JdgContext, state: JdgState, c: number): boolean {
  if (!state.destroyed.includes(c) && !ctx.connections[c]!.river) return true;
  return state.pontoons.some((p) => p.connection === c);
}

/** The movement points a connection costs in today's weather (the Terrain Effects Table; 3.1: a ford +1 in rain or mud). */
export function connectionCost(ctx: JdgContext, state: JdgState, c: number): number {
  const info = ctx.connections[c]!;
  const wet = state.weather === 'rain' || state.weather === 'rain*' || state.weather === 'mud';
  return info.cost + (info.ford && wet ? 1 : 0);
}

/** The usable connections of a box, as `[neighbour, connection]` pairs. */
export function exits(ctx: JdgContext, state: JdgState, box: number): [number, number][] {
  const out: [number, number][] = [];
  const { offsets, targets, slotConnections } = ctx.map;
  for (let s = offsets[box]!; s < offsets[box + 1]!; s++) if (usable(ctx, state, slotConnections[s]!)) out.push([targets[s]!, slotConnections[s]!]);
  return out;
}

/** Total PF of combat units. */
export const totalPf = (state: JdgState, pieces: readonly number[]): number => pieces.reduce((sum, i) => sum + (state.pieces[i]!.kind === 'unit' ? state.pieces[i]!.pf : 0), 0);
