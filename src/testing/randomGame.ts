import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { ChanceMode } from '../core/decision.js';
import type { Ruleset } from '../core/ruleset.js';
import type { Bot } from '../bots/bot.js';
import { playGame, type PlayedGame, type PlyReport } from '../bots/playGame.js';
import { randomBot } from '../bots/randomBot.js';

/** How to set up a {@link randomGame}. */
export interface RandomGameSetup<Sc, O> {
  /** A built-in scenario id or scenario data. */
  readonly scenario: string | Sc;
  /** Options (default `{}`). */
  readonly options?: Partial<O>;
  /** Seeds setup, every bot and the chance sampler. */
  readonly seed: number;
  /** Chance mode (default `'auto'`). */
  readonly chanceMode?: ChanceMode;
}

/** Options of {@link randomGame}. */
export interface RandomGameOptions<S, A, E, Side> {
  /** Stop after this many plies. */
  readonly maxPlies: number;
  /** Called with the initial state before the first ply. */
  readonly onStart?: (initial: S) => void;
  /** Called after every ply. */
  readonly onPly?: (report: PlyReport<S, A, E, Side>) => void;
  /** Collect every ply's events for `onPly` (default `false`). */
  readonly events?: boolean;
}

/** A game played by {@link randomGame}: its initial state and how it went. */
export type RandomGame<S, A, Side extends string> = PlayedGame<S, A, Side> & { readonly initial: S };

/** A well-mixed 32-bit seed for stream `k` of a game seed (so bots and dice draw from unrelated streams). */
export function subSeed(seed: number, k: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(k + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x27d4eb2f);
  return (h ^ (h >>> 15)) | 0;
}

/**
 * Sets up a game and plays it with one seeded random bot per side (chance decisions in explicit mode are sampled
 * with their probabilities). Everything derives from `setup.seed`: the same seed gives the same game.
 * Throws if setup is refused.
 *
 * @example
 * ```ts
 * import { randomGame } from 'kriegsspiel/testing';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const game = randomGame(napoleonAtWar, { scenario: 'skirmish', seed: 7 }, { maxPlies: 5000 });
 * console.log(game.plies, game.result.winner);
 * ```
 */
export function randomGame<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  setup: RandomGameSetup<T['scenario'], T['options']>,
  options: RandomGameOptions<T['state'], T['action'], T['event'], T['side']>,
): RandomGame<T['state'], T['action'], T['side']> {
  const made = ruleset.setup(setup.scenario, setup.options ?? {}, setup.seed, setup.chanceMode ?? 'auto');
  if (!made.ok)
    throw new Error(`setup refused: ${made.violation.rule} ${made.violation.code}: ${made.violation.message}`);
  const bots = {} as Record<T['side'], Bot<T>>;
  ruleset.sides.forEach((side, i) => (bots[side] = randomBot(subSeed(setup.seed, i + 1))));
  options.onStart?.(made.state);
  const played = playGame(ruleset, made.state, bots, {
    maxPlies: options.maxPlies,
    chanceSeed: subSeed(setup.seed, 0),
    events: options.events ?? false,
    ...(options.onPly === undefined ? {} : { onPly: options.onPly }),
  });
  return { ...played, initial: made.state };
}
