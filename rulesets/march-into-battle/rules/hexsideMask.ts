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
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { featureBit } from 'kriegsspiel';
 * import { hexsideMask } from './hexsideMask.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * const wagons = ctx.map.grid.indexOf('0209');
 * hexsideMask(ctx, state, wagons, 0) === featureBit('river'); // true: a river hexside toward 0310, not bridged yet
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
