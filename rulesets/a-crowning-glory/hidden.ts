import { drawInt, type RngState } from 'kriegsspiel';
import type { AcgView } from './acgTypes.js';
import type { AcgContext } from './context.js';
import type { AcgState } from './types.js';
import { enemyOf, type Side } from './vocabulary.js';

/**
 * What `side` sees: every counter on the map and in the boxes (the Reserve and Variable counters are set aside in
 * view, 3.1), and its own Variant marker; the enemy's Variant marker only once played (11.0: drawn in secret), shown
 * as marker 0 before. No PRNG state.
 *
 * @example
 * ```ts
 * // viewOf(ctx, state, 'french').variants.allied: { id: 0, revealed: false } until the Allies play theirs
 * ```
 */
export function viewOf(_ctx: AcgContext, { rng: _rng, ...state }: AcgState, side: Side): AcgView {
  const enemy = enemyOf(side);
  const theirs = state.variants[enemy];
  if (theirs === null || theirs.revealed) return state;
  return { ...state, variants: { ...state.variants, [enemy]: { id: 0, revealed: false } } as AcgState['variants'] };
}

/**
 * A full state consistent with `side`'s view: the enemy's unplayed Variant marker drawn from the markers of the pool
 * `side` has not seen (its own is in its hand), with `rng`.
 */
export function determinize(_ctx: AcgContext, view: AcgView, side: Side, rng: RngState): AcgState {
  const enemy = enemyOf(side);
  const theirs = view.variants[enemy];
  if (theirs === null || theirs.id !== 0) return { ...view, rng };
  const pool = [...view.options.variantPool];
  const mine = view.variants[side];
  if (mine !== null) pool.splice(pool.indexOf(mine.id), 1);
  const drawn = drawInt(rng, 0, pool.length - 1);
  return { ...view, rng: drawn.rng, variants: { ...view.variants, [enemy]: { id: pool[drawn.value]!, revealed: false } } as AcgState['variants'] };
}
