import { seedRng } from 'kriegsspiel';
import type { AcgView } from '../acgTypes.js';
import type { AcgContext } from '../context.js';
import { determinize } from '../hidden.js';
import type { AcgState } from '../types.js';
import type { Side } from '../vocabulary.js';

/**
 * A state consistent with `side`'s view, for the rules' own functions to read: only the enemy's unplayed Variant
 * marker is hidden (ACG 11.0), and nothing the queries read depends on it (a marker acts only once played), so any
 * draw does (`determinize` with a fixed PRNG state).
 */
export function viewState(ctx: AcgContext, view: AcgView, side: Side): AcgState {
  return determinize(ctx, view, side, seedRng(0));
}
