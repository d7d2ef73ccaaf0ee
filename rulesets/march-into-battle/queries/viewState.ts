import { seedRng } from 'kriegsspiel';
import type { MibContext } from '../context.js';
import type { MibState } from '../types.js';
import { determinize, type MibView } from '../view.js';
import type { Side } from '../vocabulary.js';

/**
 * A state consistent with `side`'s view, for the rules' own functions to read: only the enemy's orders in transit are
 * hidden (MiB 3.3), and no move, attack or prompt of `side` reads them, so any draw does (`determinize` with a fixed
 * PRNG state).
 */
export function viewState(ctx: MibContext, view: MibView, side: Side): MibState {
  return determinize(ctx, view, side, seedRng(0));
}
