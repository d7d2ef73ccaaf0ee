import { memoKey } from 'kriegsspiel';
import type { NawContext } from '../context.js';
import { axialOf } from './axial.js';

/**
 * Static hex sets of a scenario for the movement action space (`actionSpace.ts`): the map hexes a unit could reach at
 * most, by distance. Kept in the context's memo, by numeric key.
 */
const HEX_SETS = memoKey<Map<number, Int32Array>>('movement hex sets');

/**
 * Static hex sets of a scenario, by key, built on first use (kept in the context's memo): ascending hex indices.
 * Keys are numbers: `kind` (0: around a hex, 1: from a reinforcement's entry hexes), then a hex or unit index, then
 * a radius from -1 to 254 (no valid allowance goes farther; beyond that the set is built every time).
 */
export function hexSet(ctx: NawContext, kind: number, at: number, radius: number): Int32Array {
  const sets = ctx.memo.get(HEX_SETS, newSets);
  const key = setKey(kind, at, radius);
  let set = key >= 0 ? sets.get(key) : undefined;
  if (set === undefined) {
    set = Int32Array.from(kind === 0 ? around(ctx, at, radius) : entering(ctx, at, radius)); // ascending, no repeats
    if (key >= 0) sets.set(key, set);
  }
  return set;
}

/** The key of a hex set (see {@link hexSet}), or -1 for a radius outside -1..254 (never kept). */
export const setKey = (kind: number, at: number, radius: number): number => (radius >= -1 && radius < 255 ? (at * 2 + kind) * 256 + radius + 1 : -1);


const newSets = (): Map<number, Int32Array> => new Map();

/**
 * The map hexes within `radius` of any of `centres`, in ascending order: `grid.range` of each, merged (a hex is
 * within range exactly when its hex distance is at most the radius), found by one pass over the map.
 */
function within(ctx: NawContext, centres: readonly number[], radius: number): number[] {
  const axial = axialOf(ctx);
  const out: number[] = [];
  if (radius < 0) return out;
  for (let hex = 0; hex < ctx.map.grid.size; hex++) {
    const q = axial[hex * 2]!;
    const r = axial[hex * 2 + 1]!;
    for (const centre of centres) {
      const dq = q - axial[centre * 2]!;
      const dr = r - axial[centre * 2 + 1]!;
      if (Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) <= radius) {
        out.push(hex);
        break;
      }
    }
  }
  return out;
}

/** The map hexes within `radius` of `hex`, the hex itself left out (a move must leave it, NAW 5.16). */
function around(ctx: NawContext, hex: number, radius: number): number[] {
  return within(ctx, [hex], radius).filter((h) => h !== hex);
}

/** The map hexes within `radius` of any entry hex of reinforcement `unitIndex` (none below radius 0). */
function entering(ctx: NawContext, unitIndex: number, radius: number): number[] {
  return within(ctx, ctx.entries[unitIndex] ?? [], radius);
}
