import type { NawUnit, UnitKind, UnitStatus } from '../types.js';

const statusOf = (status: UnitStatus): number =>
  status === 'active' ? 1 : status === 'waiting' ? 2 : status === 'eliminated' ? 3 : status === 'exited' ? 4 : 0;
const kindOf = (kind: UnitKind): number => (kind === 'infantry' ? 0 : kind === 'cavalry' ? 1 : 2);

/** `statusOf('active')`. */
const ACTIVE = 1;

/**
 * What the movement board and the reaches read of a unit, packed into one integer (exact in a double: at most
 * 2^35): its place, then whether it has moved and whether it arrived this phase. The place is all an enemy's reach
 * reads of it: its hex and status (`(hex + 2) * 8 + status`), then its allowance (below 64, see `LIMITS.movement`),
 * kind and side. The movement cache (`movementCache.ts`) compares these codes instead of the units.
 */
export function codeOf(unit: NawUnit): number {
  const place = ((unit.hex + 2) * 8 + statusOf(unit.status)) * 512 + unit.movement * 8 + kindOf(unit.kind) * 2 + (unit.side === 'french' ? 0 : 1);
  return place * 4 + (unit.moved ? 2 : 0) + (unit.arrived ? 1 : 0);
}

/** The place part of a code (see {@link codeOf}). */
export const placeOf = (code: number): number => Math.floor(code / 4);

/** The hex of a place (-1 when off the map). */
export const hexOfPlace = (place: number): number => Math.floor(place / 4096) - 2;

/** Whether a place is on the map, in play (status `active`). */
export const isActivePlace = (place: number): boolean => Math.floor(place / 512) % 8 === ACTIVE;

/** Whether two codes' places differ at most in where the unit stands (hex and status): same allowance, kind and side. */
export const samePlaceButWhere = (a: number, b: number): boolean => placeOf(a) % 512 === placeOf(b) % 512;
