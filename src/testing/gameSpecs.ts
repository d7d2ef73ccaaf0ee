import type { ChanceMode } from '../core/decision.js';
import { erased, limitsOf, type AnyConformanceConfig, type ConformanceConfig } from './conformanceConfig.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';

/** One seeded game the suite plays: which scenario, which seed, which chance mode. */
export interface GameSpec {
  /** The scenario (a built-in id or data). */
  readonly scenario: unknown;
  /** How to name the scenario in messages. */
  readonly label: string;
  /** The seed of setup, of the bots and of the chance sampler. */
  readonly seed: number;
  /** The chance mode of the game. */
  readonly chanceMode: ChanceMode;
}

/** Which games a check plays: `count` games from game number `first`, optionally all in one chance mode. */
export interface GameRange {
  /** The first game number (default 0). */
  readonly first?: number;
  /** How many games. */
  readonly count: number;
  /** Offsets the seeds so that different checks play different games (default 0). */
  readonly salt?: number;
  /** Force one chance mode (default: alternate between `auto` and `explicit`). */
  readonly chanceMode?: ChanceMode;
}

/** The scenarios a configuration plays: its own list, or every built-in scenario of the ruleset. */
export function scenariosOf(config: AnyConformanceConfig): readonly unknown[] {
  return config.scenarios ?? Object.keys(config.ruleset.definition.scenarios);
}

/**
 * The games of a range: game `i` plays scenario `i mod n`, seed `seed + salt + i`, and alternates chance modes
 * every round of scenarios, so every scenario is played in both modes.
 *
 * @example
 * ```ts
 * import { gameSpecs } from 'kriegsspiel/testing';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * for (const game of gameSpecs({ ruleset: napoleonAtWar }, { count: 4 })) {
 *   console.log(game.label, game.seed, game.chanceMode); // "skirmish" 1 auto, "skirmish" 2 explicit, ...
 * }
 * ```
 */
export function gameSpecs<T extends RulesetTypes>(typed: ConformanceConfig<T>, range: GameRange): GameSpec[] {
  const config: AnyConformanceConfig = erased(typed);
  const scenarios = scenariosOf(config);
  if (scenarios.length === 0) throw new Error('conformance: the ruleset has no scenario to play');
  const { seed } = limitsOf(config);
  const out: GameSpec[] = [];
  const first = range.first ?? 0;
  for (let i = first; i < first + range.count; i++) {
    const index = i % scenarios.length;
    const scenario = scenarios[index];
    const round = Math.floor(i / scenarios.length);
    out.push({
      scenario,
      label: typeof scenario === 'string' ? JSON.stringify(scenario) : `#${index}`,
      seed: seed + (range.salt ?? 0) + i,
      chanceMode: range.chanceMode ?? (round % 2 === 0 ? 'auto' : 'explicit'),
    });
  }
  return out;
}
