import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { seedRng, type RngState } from '../core/rng.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';

/** A bot's own PRNG: integer draws and fresh generator states for determinizing, from one seed. */
export interface BotRng {
  /** A uniform integer in `0 .. count - 1`. */
  draw(count: number): number;
  /** A new generator state seeded from this one (for `determinize`). */
  fork(): RngState;
}

/**
 * Makes a bot's PRNG from its seed: the same seed, asked the same questions in the same order, gives the same
 * answers; the game's own PRNG is never touched.
 *
 * @example
 * ```ts
 * import { botRng } from './botState.js';
 * const rng = botRng(7);
 * rng.draw(6); // 0..5
 * ```
 */
export function botRng(seed: number): BotRng {
  // One generator, advanced in place: the same values as `drawInt` from its successive states, without a copy per draw.
  const generator = xoroshiro128plusFromState(seedRng(seed));
  const draw = (count: number): number => uniformInt(generator, 0, count - 1);
  return { draw, fork: () => seedRng(draw(0x7fffffff)) };
}

/**
 * The full state a bot plays on: `ruleset.determinize` of its view (hidden data sampled from the bot's PRNG).
 * Throws when the view cannot be determinized (a view of a scenario this ruleset instance does not know).
 */
export function stateFromView<T extends RulesetTypes>(ruleset: Ruleset<T>, view: T['view'], side: T['side'], rng: BotRng): T['state'] {
  const sampled = ruleset.determinize(view, side, rng.fork());
  if (!sampled.ok) throw new Error(`cannot determinize the view: ${sampled.violation.message}`);
  return sampled.state;
}
