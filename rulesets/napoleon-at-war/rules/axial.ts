import { memoKey } from 'kriegsspiel';
import type { NawContext } from '../context.js';

/** Per map hex, its axial coordinates (`q` then `r`), for distances without allocating (kept in the context's memo). */
const AXIAL = memoKey<Int32Array>('axial coordinates');

/** The axial coordinates of every map hex: `q` of hex `h` at `2 h`, `r` at `2 h + 1`. */
export function axialOf(ctx: NawContext): Int32Array {
  return ctx.memo.get(AXIAL, () => {
    const grid = ctx.map.grid;
    const out = new Int32Array(grid.size * 2);
    for (let hex = 0; hex < grid.size; hex++) {
      const { q, r } = grid.hexOf(hex);
      out[hex * 2] = q;
      out[hex * 2 + 1] = r;
    }
    return out;
  });
}

/** The hex distance between two map hexes (as `grid.distance`), from {@link axialOf}'s table. */
export function axialDistance(axial: Int32Array, a: number, b: number): number {
  const dq = axial[a * 2]! - axial[b * 2]!;
  const dr = axial[a * 2 + 1]! - axial[b * 2 + 1]!;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}
