import type { RulesetTypes } from '../core/rulesetTypes.js';
import { isDeepStrictEqual } from 'node:util';
import { canonicalJson } from '../core/scenarioHash.js';
import { limitsOf, erased, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure } from './conformanceFailure.js';
import { gameSpecs, type GameRange } from './gameSpecs.js';
import { subSeed } from './randomGame.js';
import { createTestRng } from './testRng.js';

import { visitGame } from './visitGame.js';

const CHECK = 'views';

/** Perturbations tried per side and visited state. */
const PERTURBATIONS = 3;

/**
 * Views leak no hidden data, at every state of a few random games and for every side: the view holds no PRNG state,
 * and a state that differs only in data hidden from that side (`config.perturbHidden`) gives a deep-equal view.
 * Fails too if `perturbHidden` is given but never changes a state (the check would prove nothing).
 *
 * @example
 * ```ts
 * import { checkViews } from 'kriegsspiel/testing';
 * checkViews(config); // views hold no PRNG state; with config.perturbHidden, no hidden data shows through either
 * ```
 */
export function checkViews<T extends RulesetTypes>(
  typed: ConformanceConfig<T>,
  range?: GameRange,
): void {
  const config = erased(typed);
  const { ruleset, perturbHidden } = config;
  const limits = limitsOf(config);
  const rng = createTestRng(subSeed(limits.seed, 303));
  let changed = 0;
  for (const game of gameSpecs(config, range ?? { count: limits.sampleGames, salt: 70_000 })) {
    visitGame(config, CHECK, game, (state, context) => {
      for (const side of ruleset.sides) {
        const seen = ruleset.view(state, side);
        if (!seen.ok) throw new ConformanceFailure(CHECK, `${side}'s view cannot be taken: ${seen.violation.message}`, context);
        const view = seen.view;
        const rngShown = (view as { rng?: unknown }).rng;
        if (rngShown !== undefined && !isDeepStrictEqual(rngShown, []))
          throw new ConformanceFailure(CHECK, `${side}'s view shows the PRNG state`, context);
        if (perturbHidden === undefined) continue;
        for (let i = 0; i < PERTURBATIONS; i++) {
          const perturbed = perturbHidden.call(config, state, side, rng);
          if (canonicalJson(perturbed) !== canonicalJson(state)) changed += 1;
          if (!isDeepStrictEqual(ruleset.view(perturbed, side), seen)) {
            throw new ConformanceFailure(
              CHECK,
              `${side}'s view changes with data hidden from ${side}: ${canonicalJson(perturbed)}`,
              context,
            );
          }
        }
      }
    });
  }
  if (perturbHidden !== undefined && changed === 0) {
    throw new ConformanceFailure(CHECK, 'perturbHidden never changed a visited state, so no hidden data was tested');
  }
}
