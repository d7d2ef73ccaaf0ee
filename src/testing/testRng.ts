import { drawInt, seedRng, type RngState } from '../core/rng.js';

/** A small deterministic random source for tests (never `Math.random`), built on the core PRNG. */
export interface TestRng {
  /** An integer in `[from, to]`. */
  int(from: number, to: number): number;
  /** An index in `[0, n)` (`0` when `n` is 0). */
  index(n: number): number;
  /** One element of a non-empty list (`undefined` for an empty one). */
  pick<T>(items: readonly T[]): T | undefined;
}

/**
 * A {@link TestRng} seeded with `seed`: the same seed gives the same sequence.
 *
 * @example
 * ```ts
 * import { createTestRng } from 'kriegsspiel/testing';
 * const rng = createTestRng(1);
 * const die = rng.int(1, 6);
 * ```
 */
export function createTestRng(seed: number): TestRng {
  let state: RngState = seedRng(seed);
  const int = (from: number, to: number): number => {
    if (to <= from) return from;
    const drawn = drawInt(state, from, to);
    state = drawn.rng;
    return drawn.value;
  };
  const index = (n: number): number => (n <= 1 ? 0 : int(0, n - 1));
  return { int, index, pick: (items) => items[index(items.length)] };
}
