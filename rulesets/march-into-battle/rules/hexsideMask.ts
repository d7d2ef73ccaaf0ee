import { featureBit, hexsideKey } from 'kriegsspiel';
import type { MibContext } from '../context.js';
import type { MibState } from '../types.js';

const BRIDGE = featureBit('bridge');
/** The hexsides a bridge can span (MiB 6.10): rivers, streams and creeks. */
export const WATER = featureBit('river') | featureBit('stream') | featureBit('creek');

/** The key of the hexside of `hex` across `dir` (the library's `hexsideKey` of its two hex ids). */
export const hexsideOf = (ctx: MibContext, hex: number, dir: number): string => hexsideKey(ctx.hexIds[hex]!, ctx.hexIds[ctx.map.grid.neighbor(hex, dir)]!);

/**
 * The features of the hexside of `hex` across `dir` as they stand in play (MiB 6.10, 6.11): the map's, with the
 * bridges engineers built added and the bridges they destroyed taken away. Every rule reads hexsides through it.
 *
 * @example
 * ```ts
 * (hexsideMask(ctx, state, hex, dir) & featureBit('bridge')) !== 0; // a bridge stands there now
 * ```
 */
export function hexsideMask(ctx: MibContext, state: MibState, hex: number, dir: number): number {
  const mask = ctx.map.hexsideFeatures(hex, dir);
  const { built, destroyed } = state.bridges;
  if ((mask & WATER) === 0 || (built.length === 0 && destroyed.length === 0)) return mask;
  const key = hexsideOf(ctx, hex, dir);
  if (destroyed.includes(key)) return mask & ~BRIDGE;
  return built.includes(key) ? mask | BRIDGE : mask;
}
