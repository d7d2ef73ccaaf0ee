import { seedRng } from 'kriegsspiel';
import type { NawView } from '../nawTypes.js';
import type { NawState } from '../types.js';

/**
 * The state a view stands for, for the rules' own functions to read: Napoleon at War hides nothing but the dice
 * (NAW 2.0), so it is the view with a PRNG state no query draws from (as `determinize` makes it).
 */
export function viewState(view: NawView): NawState {
  return { ...view, rng: seedRng(0) };
}
