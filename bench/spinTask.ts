/**
 * A task for the pool that only computes (no allocation, so no garbage collection and, once compiled, no JIT): what
 * the machine gives two busy threads over one right now. bench/workerScaling.ts runs it beside the games as the
 * ceiling of their scaling (a busy machine lowers it; see docs/parallel.md).
 */

/**
 * Runs `iterations` rounds of xorshift32 and returns the last value (so the loop cannot be dropped).
 *
 * @example
 * ```ts
 * import { spin } from './spinTask.js';
 * spin(1000); // the same number on every call
 * ```
 */
export function spin(iterations: number): number {
  let x = 0x9e3779b9 | 0;
  for (let i = 0; i < iterations; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
  }
  return x;
}
