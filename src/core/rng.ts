import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { ChanceSpec } from './action.js';

/**
 * The whole state of the seeded PRNG (xoroshiro128+ from pure-rand), kept inside the game state as four integers
 * so that saving, copying and replaying a game needs nothing else.
 */
export type RngState = readonly number[];

/**
 * The PRNG state for a seed: any safe integer (negative ones too), mixed with SplitMix64 (Steele, Lea and Flood
 * 2014; the seeding its authors recommend for the xoroshiro family) into all 128 bits of the generator, so that
 * consecutive seeds give independent games and seeds that differ above bit 32 give different ones. A seed that is
 * not a safe integer is the caller's error: `setup` refuses it (see {@link seedProblem}); here it counts as 0.
 *
 * @example
 * ```ts
 * import { drawInt, seedRng } from 'kriegsspiel';
 * const rng = seedRng(42);
 * const { value } = drawInt(rng, 1, 6); // an unbiased die roll
 * ```
 */
export function seedRng(seed: number): RngState {
  let state = BigInt.asUintN(64, BigInt(Number.isSafeInteger(seed) ? seed : 0));
  const words: number[] = [];
  for (let i = 0; i < 2; i++) {
    state = BigInt.asUintN(64, state + 0x9e3779b97f4a7c15n);
    let z = state;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    z ^= z >> 31n;
    words.push(Number(BigInt.asIntN(32, z >> 32n)), Number(BigInt.asIntN(32, z)));
  }
  // SplitMix64 never gives two zero outputs in a row from consecutive states, so the generator state is never all zero.
  return xoroshiro128plusFromState(words).getState();
}

/**
 * The `n`-th independent stream of a PRNG state (n >= 1): the state jumped n times by 2^64 draws (xoroshiro128+'s
 * jump), so no stream ever overlaps another in any game. Private rolls draw from one stream per side.
 *
 * @example
 * ```ts
 * import { rngStream, seedRng } from 'kriegsspiel';
 * const french = rngStream(seedRng(42), 1); // the first side's private stream
 * ```
 */
export function rngStream(rng: RngState, n: number): RngState {
  const generator = xoroshiro128plusFromState(rng);
  for (let i = 0; i < n; i++) generator.jump();
  return generator.getState();
}

/**
 * Why `seed` cannot seed a game, or `null`: seeds are safe integers (strings are not accepted; hash a name to an
 * integer first if you want named seeds).
 *
 * @example
 * ```ts
 * import { seedProblem } from 'kriegsspiel';
 * seedProblem(7); // null
 * seedProblem(1.5); // 'seed: expected a safe integer, received 1.5'
 * ```
 */
export function seedProblem(seed: unknown): string | null {
  return Number.isSafeInteger(seed) ? null : `seed: expected a safe integer, received ${typeof seed === 'number' ? String(seed) : typeof seed}`;
}

/** An unbiased integer in `[from, to]` and the PRNG state after drawing it. */
export function drawInt(rng: RngState, from: number, to: number): { value: number; rng: RngState } {
  const generator = xoroshiro128plusFromState(rng);
  const value = uniformInt(generator, from, to);
  return { value, rng: generator.getState() };
}

/** Total weight of a chance spec (its number of values when unweighted). */
export function chanceTotal(spec: ChanceSpec): number {
  if (spec.weights === undefined) return spec.values.length;
  let total = 0;
  for (const w of spec.weights) total += w;
  return total;
}

/** Draws one outcome of a chance spec with the PRNG: returns the value and the PRNG state after. */
export function drawChance(rng: RngState, spec: ChanceSpec): { value: number; rng: RngState } {
  const drawn = drawInt(rng, 0, chanceTotal(spec) - 1);
  const weights = spec.weights;
  let index = drawn.value;
  if (weights !== undefined) {
    index = 0;
    let remaining = drawn.value;
    while (remaining >= (weights[index] ?? 0)) remaining -= weights[index++] ?? 0;
  }
  return { value: spec.values[index] ?? Number.NaN, rng: drawn.rng };
}

/**
 * Why `rng` cannot be a generator state of the engine, or `null`: it must be four 32-bit integers, not all zero
 * (an all-zero xoroshiro128+ state only ever yields zero, so its dice would always show one face).
 *
 * @example
 * ```ts
 * import { rngProblem, seedRng } from 'kriegsspiel';
 * rngProblem(seedRng(1)); // null
 * rngProblem([0, 0, 0, 0]); // 'an all-zero generator state only ever draws one value'
 * ```
 */
export function rngProblem(rng: unknown): string | null {
  if (!Array.isArray(rng) || rng.length !== 4) return 'expected four 32-bit integers';
  if (!rng.every((word) => Number.isInteger(word) && word >= -0x80000000 && word <= 0xffffffff)) return 'expected four 32-bit integers';
  return rng.every((word) => word === 0) ? 'an all-zero generator state only ever draws one value' : null;
}
