import type { RulesetTypes } from '../core/rulesetTypes.js';
import * as fc from 'fast-check';
import type { ChanceAction } from '../core/action.js';
import type { ChanceMode } from '../core/decision.js';
import type { Ruleset } from '../core/ruleset.js';
import type { AnyConformanceConfig } from './conformanceConfig.js';
import { corruptJsonAt, type Corruption } from './corruptJson.js';
import { scenariosOf, type GameSpec } from './gameSpecs.js';
import { randomGame } from './randomGame.js';

/** Any PRNG seed (a non-negative 31-bit integer; shrinks towards 0). */
export const arbitrarySeed: fc.Arbitrary<number> = fc.integer({ min: 0, max: 0x7fffffff });

/** What {@link arbitraryPlayout} plays: a scenario, options and chance mode. */
export interface PlayoutSetup<Sc, O> {
  /** A built-in scenario id or scenario data. */
  readonly scenario: string | Sc;
  /** Options (default `{}`). */
  readonly options?: Partial<O>;
  /** Chance mode (default `'auto'`). */
  readonly chanceMode?: ChanceMode;
}

/** A prefix of a seeded random game: every state visited and every action played. */
export interface Playout<S, A> {
  /** The seed of setup, bots and dice. */
  readonly seed: number;
  /** The state after setup. */
  readonly initial: S;
  /** The actions played, oldest first. */
  readonly actions: readonly (A | ChanceAction)[];
  /** Every state: `states[0]` is `initial`, `states[i + 1]` follows `actions[i]`. */
  readonly states: readonly S[];
  /** The last state. */
  readonly final: S;
}

/**
 * Random-game prefixes of a ruleset: a seed and a length (up to `maxPlies`, default 200) are drawn, and seeded random
 * bots play that many plies (fewer if the game ends). Shrinks towards short games with small seeds.
 *
 * @example
 * ```ts
 * import * as fc from 'fast-check';
 * import { arbitraryPlayout } from 'kriegsspiel/testing';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const playouts = arbitraryPlayout(napoleonAtWar, { scenario: 'skirmish' }, { maxPlies: 50 });
 * fc.assert(fc.property(playouts, (p) => napoleonAtWar.view(p.final, 'french').ok), { numRuns: 10 });
 * ```
 */
export function arbitraryPlayout<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  setup: PlayoutSetup<T['scenario'], T['options']>,
  limits: { readonly maxPlies?: number } = {},
): fc.Arbitrary<Playout<T['state'], T['action']>> {
  return fc.record({ seed: arbitrarySeed, plies: fc.nat({ max: limits.maxPlies ?? 200 }) }).map(({ seed, plies }) => {
    const states: T['state'][] = [];
    const game = randomGame(
      ruleset,
      { ...setup, seed },
      { maxPlies: plies, onStart: (s) => states.push(s), onPly: (r) => states.push(r.after) },
    );
    return { seed, initial: game.initial, actions: game.actions, states, final: game.final };
  });
}

/** One of the suite's games: any configured scenario, any seed, either chance mode. */
export function arbitraryGameSpec(config: AnyConformanceConfig): fc.Arbitrary<GameSpec> {
  const scenarios = scenariosOf(config);
  return fc
    .record({ index: fc.nat({ max: Math.max(0, scenarios.length - 1) }), seed: arbitrarySeed, explicit: fc.boolean() })
    .map(({ index, seed, explicit }) => {
      const scenario = scenarios[index];
      const label = typeof scenario === 'string' ? JSON.stringify(scenario) : `#${index}`;
      return { scenario, label, seed, chanceMode: explicit ? 'explicit' : 'auto' };
    });
}

/**
 * Copies of a JSON document with one inner value replaced by a value of the wrong kind (see `corruptJsonAt`).
 * The document must have at least one inner value.
 *
 * @example
 * ```ts
 * import * as fc from 'fast-check';
 * import { loadState, serializeState } from 'kriegsspiel';
 * import { arbitraryCorruption } from 'kriegsspiel/testing';
 * const saved = serializeState(ruleset, state);
 * fc.assert(fc.property(arbitraryCorruption(JSON.parse(saved)), (c) => !loadState(ruleset, c.value).ok));
 * ```
 */
export function arbitraryCorruption(document: unknown): fc.Arbitrary<Corruption> {
  return fc.record({ at: fc.nat(), kind: fc.nat(7) }).map(({ at, kind }) => {
    const corrupted = corruptJsonAt(document, at, kind);
    if (corrupted === null) throw new Error('arbitraryCorruption: the document has no inner value to corrupt');
    return corrupted;
  });
}
