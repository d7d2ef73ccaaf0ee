import { seedRng, type RngState } from 'kriegsspiel';
import type { JdgContext } from '../context.js';
import type { JdgState } from '../types.js';
import { determinize, type JdgView } from '../view.js';
import type { Side } from '../vocabulary.js';

/**
 * A state consistent with `side`'s view (`determinize` with a fixed PRNG state), for the rules' own functions to
 * read. Only what does not depend on the enemy's hidden data may be read from it: `side`'s own legal actions and the
 * step (the conformance suite checks that they never change with hidden data), and a battle's forces once the battle
 * has revealed them (JdG 8.1). The enemy's face-down counters, command points and unrevealed chit in it are samples
 * (`sample` seeds them: the tests check that no answer changes with it).
 */
export function viewState(ctx: JdgContext, view: JdgView, side: Side, sample: RngState = seedRng(0)): JdgState {
  return determinize(ctx, view, side, sample);
}
