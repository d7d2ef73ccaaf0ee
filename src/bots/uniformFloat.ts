import { drawInt, type RngState } from '../core/rng.js';

const TWO_26 = 2 ** 26;
const TWO_53 = 2 ** 53;

/**
 * A uniform number in `[0, 1)` with 53 random bits, drawn from the core PRNG, and the PRNG state after it.
 *
 * @example
 * ```ts
 * import { seedRng } from 'kriegsspiel';
 * import { drawUniform } from './uniformFloat.js';
 * const { value, rng } = drawUniform(seedRng(1)); // 0 <= value < 1
 * ```
 */
export function drawUniform(rng: RngState): { value: number; rng: RngState } {
  const high = drawInt(rng, 0, TWO_26 - 1);
  const low = drawInt(high.rng, 0, 2 * TWO_26 - 1);
  return { value: (high.value * 2 * TWO_26 + low.value) / TWO_53, rng: low.rng };
}

/** The index `u` in `[0, 1)` picks among `weights` (probabilities summing to about 1); the last one on rounding. */
export function pickByProbability(weights: readonly number[], u: number): number {
  let cumulative = 0;
  for (let i = 0; i < weights.length; i++) {
    cumulative += weights[i] ?? 0;
    if (u < cumulative) return i;
  }
  return weights.length - 1;
}
